import type { Statement } from '@hitelkapu/domain/contracts/statements';
import { formatHuf } from '@hitelkapu/domain/format/number';
import type { AssessmentType } from '@hitelkapu/domain/status/assessment';
import { Alert, Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AmountTerm } from '../../../components/credit/loan-amount-term-fields.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { CalculationStatement } from './calculation-statements.tsx';
import classes from './preliminary-assessment.module.css';

/**
 * The last step: what was asked, the calculation statements (unticked), and the notice that
 * the offers come from automated processing (DOMAIN "Decisioning", directive 2023/2225 art. 18).
 */
export function SummaryStep({
  amountTerm,
  type,
  statements,
  ordered,
  accepted,
  errors,
  onAccept,
  isSubmitting,
}: {
  amountTerm: AmountTerm;
  type: AssessmentType | null;
  statements: UseQueryResult<Statement[]>;
  ordered: Statement[];
  accepted: Record<number, boolean>;
  errors: Record<string, string>;
  onAccept: (statement: Statement, checked: boolean) => void;
  isSubmitting: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md">
        <dl className={classes.summaryList}>
          <div>
            <dt>{t('prelim.summary.amount')}</dt>
            <dd>{amountTerm.amount === null ? '' : formatHuf(amountTerm.amount)}</dd>
          </div>
          <div>
            <dt>{t('prelim.summary.duration')}</dt>
            <dd>{t('credit.unit.monthsCount', { count: amountTerm.duration ?? 0 })}</dd>
          </div>
          {type && (
            <div>
              <dt>{t('prelim.summary.type')}</dt>
              <dd>{t(`prelim.type.${type}.label`)}</dd>
            </div>
          )}
        </dl>
      </Paper>

      <fieldset className={classes.fieldset}>
        <legend className={classes.legend}>{t('prelim.statements.legend')}</legend>
        <Stack gap="sm">
          {statements.isPending && (
            <Stack gap="sm" role="status" aria-label={t('common.loading')}>
              <Skeleton height={120} radius="md" />
            </Stack>
          )}
          {statements.isError && (
            <Alert color="red" variant="light" role="alert">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{errorText(statements.error, t)}</Text>
                <Button
                  size="compact-sm"
                  variant="light"
                  color="red"
                  onClick={() => void statements.refetch()}
                >
                  {t('common.retry')}
                </Button>
              </Stack>
            </Alert>
          )}
          {ordered.map((statement) => (
            <CalculationStatement
              key={statement.id}
              statement={statement}
              checked={accepted[statement.id] === true}
              onChange={(checked) => onAccept(statement, checked)}
              error={errors[`statement-${statement.id}`]}
            />
          ))}
        </Stack>
      </fieldset>

      <Alert
        role="note"
        color="brand"
        variant="light"
        icon={<IconInfoCircle size={20} aria-hidden />}
        title={t('prelim.automated.title')}
      >
        {t('prelim.automated.text')}
      </Alert>

      {isSubmitting && (
        <Text role="status" size="sm" c="gray.8">
          {t('prelim.submit.pending')}
        </Text>
      )}
    </Stack>
  );
}
