import type { Statement } from '@hitelkapu/domain/contracts/statements';
import { Skeleton, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/errors/load-failure.tsx';
import { StatementCard } from '../../../components/statement-card.tsx';

/** Form path of a statement's checkbox; a letter first, so the path never reads as an array index. */
export const statementField = (statement: Pick<Statement, 'id'>) => `s${statement.id}`;

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
      {query.isError && <LoadFailure error={query.error} onRetry={() => void query.refetch()} />}
      {/* Required statements first, so the ones that must be ticked are never below the fold. */}
      {[...(query.data ?? [])]
        .sort((a, b) => Number(b.isRequired) - Number(a.isRequired))
        .map((statement) => (
          <StatementCard
            key={statement.id}
            statement={statement}
            wording="auth.statement"
            checkboxProps={checkboxProps(statement)}
          />
        ))}
    </Stack>
  );
}
