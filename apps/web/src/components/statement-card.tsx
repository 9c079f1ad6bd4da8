import type { Statement } from '@hitelkapu/domain/contracts/statements';
import { Button, Checkbox, Collapse, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { type ChangeEvent, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * One statement to accept: title, plain summary, the full text on demand and an unticked box
 * (DOMAIN "Consent": no pre-ticked boxes). `wording` names the token group of the screen it
 * stands on (optional, showFull, hideFull, accept, acceptNamed).
 */
export function StatementCard({
  statement,
  wording,
  checkboxProps,
}: {
  statement: Statement;
  wording: 'auth.statement' | 'prelim.statements';
  checkboxProps: {
    id?: string;
    checked?: boolean;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
    error?: ReactNode;
  };
}) {
  const { t } = useTranslation();
  const [opened, { toggle }] = useDisclosure(false);
  const bodyId = useId();
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap={6}>
        <Text fw={600}>
          {statement.title}
          {!statement.isRequired && (
            <Text span size="sm" c="dimmed" fw={400}>
              {' '}
              {t(`${wording}.optional`)}
            </Text>
          )}
        </Text>
        <Text size="sm" c="gray.7">
          {statement.summary}
        </Text>
        <div>
          <Button
            variant="subtle"
            size="compact-sm"
            px={0}
            rightSection={
              opened ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />
            }
            aria-expanded={opened}
            aria-controls={bodyId}
            onClick={toggle}
          >
            {opened ? t(`${wording}.hideFull`) : t(`${wording}.showFull`)}
          </Button>
        </div>
        <Collapse expanded={opened} id={bodyId}>
          <ScrollArea.Autosize mah={240} type="auto" offsetScrollbars>
            <Text size="sm" c="gray.8" style={{ whiteSpace: 'pre-line' }}>
              {statement.body}
            </Text>
          </ScrollArea.Autosize>
        </Collapse>
        <Checkbox
          mt={4}
          label={t(`${wording}.accept`)}
          // The visible label repeats under every statement; the name says which one it accepts.
          aria-label={t(`${wording}.acceptNamed`, { title: statement.title })}
          {...checkboxProps}
        />
      </Stack>
    </Paper>
  );
}
