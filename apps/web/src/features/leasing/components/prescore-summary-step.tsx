import type { BankSync } from '@hitelkapu/domain/contracts/bank-sync';
import type { LeasedVehicle } from '@hitelkapu/domain/contracts/leasing-prescore';
import type { Answers, PreliminaryQuestionSet } from '@hitelkapu/domain/contracts/preliminary';
import { formatHuf } from '@hitelkapu/domain/format/number';
import type { AssessmentType } from '@hitelkapu/domain/status/assessment';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  AnsweredStepSections,
  SummaryEditButton,
} from '../../../components/questions/answered-step-sections.tsx';
import type { DownPaymentTerm } from './down-payment-term-fields.tsx';
import classes from './prescore.module.css';

const EDIT_WORDING = { text: 'leasing.prescore.summary.edit', named: 'leasing.prescore.summary.editStep' };

/**
 * The last step: the vehicle and the financing, then every answer step by step in Hungarian
 * format with a way back to each step, and the notice that the result comes from automated
 * processing and a person reviews it on request (directive 2023/2225 art. 18).
 */
export function PrescoreSummaryStep({
  vehicle,
  amounts,
  type,
  questionSet,
  answers,
  firstQuestionStep,
  bankSync,
  onEdit,
  isEditDisabled,
}: {
  vehicle: LeasedVehicle;
  amounts: DownPaymentTerm;
  type: AssessmentType | null;
  questionSet: Pick<PreliminaryQuestionSet, 'steps'>;
  answers: Answers;
  firstQuestionStep: number;
  bankSync: BankSync | null;
  onEdit: (step: number) => void;
  isEditDisabled: boolean;
}) {
  const { t } = useTranslation();
  const downPayment = amounts.downPayment ?? 0;
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="summary-vehicle-title">
        <Group justify="space-between" align="center" mb="sm" gap="xs">
          <Title order={3} size="h4" id="summary-vehicle-title">
            {t('leasing.prescore.step.amount.title')}
          </Title>
          <SummaryEditButton
            step={t('leasing.prescore.step.amount.title')}
            wording={EDIT_WORDING}
            onClick={() => onEdit(0)}
            disabled={isEditDisabled}
          />
        </Group>
        <dl className={classes.summary}>
          <div>
            <dt>{t('leasing.prescore.summary.vehicle')}</dt>
            <dd>{vehicle.description ?? t('leasing.prescore.vehicle.unnamed')}</dd>
          </div>
          <div>
            <dt>{t('leasing.prescore.summary.price')}</dt>
            <dd>{formatHuf(vehicle.price)}</dd>
          </div>
          <div>
            <dt>{t('leasing.prescore.summary.downPayment')}</dt>
            <dd>{formatHuf(downPayment)}</dd>
          </div>
          <div>
            <dt>{t('leasing.prescore.summary.amount')}</dt>
            <dd>{formatHuf(vehicle.price - downPayment)}</dd>
          </div>
          <div>
            <dt>{t('leasing.prescore.summary.residualValue')}</dt>
            <dd>{formatHuf(vehicle.residualValue)}</dd>
          </div>
          <div>
            <dt>{t('leasing.prescore.summary.duration')}</dt>
            <dd>{t('credit.unit.monthsCount', { count: amounts.duration ?? 0 })}</dd>
          </div>
          {type && (
            <div>
              <dt>{t('leasing.prescore.summary.type')}</dt>
              <dd>{t(`leasing.prescore.type.${type}.label`)}</dd>
            </div>
          )}
          {type === 'PSD2' && bankSync?.effectiveSalary != null && (
            <div>
              <dt>{t('leasing.prescore.summary.bankIncome')}</dt>
              <dd>{formatHuf(bankSync.effectiveSalary)}</dd>
            </div>
          )}
        </dl>
      </Paper>

      <AnsweredStepSections
        questionSet={questionSet}
        answers={answers}
        firstQuestionStep={firstQuestionStep}
        tokens="leasing.prescore"
        editWording={EDIT_WORDING}
        listClassName={classes.summary}
        onEdit={onEdit}
        isEditDisabled={isEditDisabled}
      />

      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconInfoCircle size={20} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
        <Text size="sm" c="gray.8">
          {t('leasing.prescore.summary.consent')}
        </Text>
      </Group>
    </Stack>
  );
}
