import type { Statement } from '@hitelkapu/domain/contracts/statements';
import { Button, Checkbox, Collapse, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The id of a statement's checkbox, so a failed check can move the focus to it. */
export const statementInputId = (statement: Pick<Statement, 'id'>) => `calculation-statement-${statement.id}`;

/**
 * One calculation statement: title, plain summary, the full text on demand and an unticked
 * box (DOMAIN "Consent": no pre-ticked boxes).
 */
export function CalculationStatement({
  statement,
  checked,
  onChange,
  error,
}: {
  statement: Statement;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error: string | undefined;
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
              {t('prelim.statements.optional')}
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
            {opened ? t('prelim.statements.hideFull') : t('prelim.statements.showFull')}
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
          id={statementInputId(statement)}
          mt={4}
          label={t('prelim.statements.accept')}
          // The visible label repeats under every statement; the name says which one it accepts.
          aria-label={t('prelim.statements.acceptNamed', { title: statement.title })}
          checked={checked}
          onChange={(event) => onChange(event.currentTarget.checked)}
          error={error}
        />
      </Stack>
    </Paper>
  );
}
