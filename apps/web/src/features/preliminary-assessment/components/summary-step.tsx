import type { Answers, PreliminaryQuestionSet } from '@hitelkapu/domain/contracts/preliminary';
import type { Statement } from '@hitelkapu/domain/contracts/statements';
import { formatHuf } from '@hitelkapu/domain/format/number';
import type { AssessmentType } from '@hitelkapu/domain/status/assessment';
import { Alert, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AmountTerm } from '../../../components/credit/loan-amount-term-fields.tsx';
import { LoadFailure } from '../../../components/errors/load-failure.tsx';
import {
  AnsweredStepSections,
  SummaryEditButton,
} from '../../../components/questions/answered-step-sections.tsx';
import { CalculationStatement } from './calculation-statements.tsx';
import classes from './preliminary-assessment.module.css';

const EDIT_WORDING = { text: 'prelim.summary.edit', named: 'prelim.summary.editNamed' };

/**
 * The last step: every answer given, step by step, in Hungarian format, with a way back to
 * each step; the calculation statements (unticked); and the notice that the offers come from
 * automated processing (DOMAIN "Decisioning", directive 2023/2225 art. 18).
 */
export function SummaryStep({
  amountTerm,
  type,
  questionSet,
  answers,
  firstQuestionStep,
  onEdit,
  isEditDisabled,
  statements,
  ordered,
  accepted,
  errors,
  onAccept,
  isSubmitting,
}: {
  amountTerm: AmountTerm;
  type: AssessmentType | null;
  questionSet: PreliminaryQuestionSet;
  answers: Answers;
  /** The wizard index of the first question step (after the fixed steps). */
  firstQuestionStep: number;
  /** Back to a step to change its answers; they are kept. */
  onEdit: (step: number) => void;
  isEditDisabled: boolean;
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
        <Group justify="space-between" align="center" mb="sm" gap="xs">
          <Title order={3} size="h4" id="summary-loan-title">
            {t('prelim.summary.loanTitle')}
          </Title>
          <SummaryEditButton
            step={t('prelim.summary.loanTitle')}
            wording={EDIT_WORDING}
            onClick={() => onEdit(0)}
            disabled={isEditDisabled}
          />
        </Group>
        <dl className={classes.summaryList} aria-labelledby="summary-loan-title">
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

      <AnsweredStepSections
        questionSet={questionSet}
        answers={answers}
        firstQuestionStep={firstQuestionStep}
        tokens="prelim"
        editWording={EDIT_WORDING}
        listClassName={classes.answerList}
        onEdit={onEdit}
        isEditDisabled={isEditDisabled}
      />

      <fieldset className={classes.fieldset}>
        <legend className={classes.legend}>{t('prelim.statements.legend')}</legend>
        <Stack gap="sm">
          {statements.isPending && (
            <Stack gap="sm" role="status" aria-label={t('common.loading')}>
              <Skeleton height={120} radius="md" />
            </Stack>
          )}
          {statements.isError && (
            <LoadFailure error={statements.error} onRetry={() => void statements.refetch()} />
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
