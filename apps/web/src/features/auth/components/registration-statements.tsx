import type { Statement } from '@hitelkapu/domain/contracts/statements';
import { Alert, Button, Checkbox, Collapse, Paper, ScrollArea, Skeleton, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text.ts';

/** Form path of a statement's checkbox; a letter first, so the path never reads as an array index. */
export const statementField = (statement: Pick<Statement, 'id'>) => `s${statement.id}`;

function StatementCard({
  statement,
  checkboxProps,
}: {
  statement: Statement;
  checkboxProps: {
    checked?: boolean;
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => void;
    error?: React.ReactNode;
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
              {t('auth.statement.optional')}
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
            {opened ? t('auth.statement.hideFull') : t('auth.statement.showFull')}
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
          label={t('auth.statement.accept')}
          // The visible label repeats under every statement; the name says which one it accepts.
          aria-label={t('auth.statement.acceptNamed', { title: statement.title })}
          {...checkboxProps}
        />
      </Stack>
    </Paper>
  );
}

/** The registration statements: each with its title, a one-line summary, the full text on demand and an unticked box. */
export function RegistrationStatements({
  query,
  checkboxProps,
}: {
  query: UseQueryResult<Statement[]>;
  checkboxProps: (statement: Statement) => {
    checked?: boolean;
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => void;
    error?: React.ReactNode;
  };
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" fw={600} size="sm" p={0} mb={4}>
        {t('auth.statement.legend')}
      </Text>
      {query.isPending && (
        <>
          <Skeleton height={120} radius="md" />
          <Skeleton height={120} radius="md" />
        </>
      )}
      {query.isError && (
        <Alert color="red" variant="light" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorText(query.error, t)}</Text>
            <Button size="compact-sm" variant="light" color="red" onClick={() => void query.refetch()}>
              {t('common.retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      {/* Required statements first, so the ones that must be ticked are never below the fold. */}
      {[...(query.data ?? [])]
        .sort((a, b) => Number(b.isRequired) - Number(a.isRequired))
        .map((statement) => (
          <StatementCard key={statement.id} statement={statement} checkboxProps={checkboxProps(statement)} />
        ))}
    </Stack>
  );
}
