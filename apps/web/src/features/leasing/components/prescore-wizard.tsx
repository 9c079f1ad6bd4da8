import type { BankSync } from '@hitelkapu/domain/contracts/bank-sync';
import type {
  LeasingFilterSettings,
  LeasingPrescore,
  LeasingPrescoreResult,
} from '@hitelkapu/domain/contracts/leasing-prescore';
import type {
  Answers,
  PreliminaryQuestionSet,
  PreliminaryStep,
} from '@hitelkapu/domain/contracts/preliminary';
import { todayIso } from '@hitelkapu/domain/format/date';
import {
  clampPrescoreStep,
  isPrescoreStepValid,
  prescoreFixedStepCount,
  prescoreJourney,
  prescoreStepMinutes,
} from '@hitelkapu/domain/rules/leasing-prescore';
import {
  bankAnswers,
  incomeFieldsFromAnswers,
  pruneHiddenAnswers,
  stepFieldErrors,
  visibleQuestions,
} from '@hitelkapu/domain/rules/preliminary';
import { indexOfQuestion, journeyProgress } from '@hitelkapu/domain/rules/questions/journey';
import type { AssessmentType, Psd2ProviderType } from '@hitelkapu/domain/status/assessment';
import { Alert, Button, Card, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowBackUp, IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BankSyncPanel } from '../../../components/bank-sync/bank-sync-panel.tsx';
import {
  AssessmentTypeChoice,
  assessmentTypeInputId,
} from '../../../components/questions/assessment-type-choice.tsx';
import { StepHeading } from '../../../components/questions/step-heading.tsx';
import { StepProgress } from '../../../components/questions/step-progress.tsx';
import { useStepErrors } from '../../../components/questions/use-step-errors.ts';
import { questionInputId, WizardQuestionStep } from '../../../components/questions/wizard-question-step.tsx';
import { earliestStepErrors } from '../../../components/questions/wizard-screens.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { customerBankSyncQuery } from '../../../lib/bank-sync.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useSubmitPrescore, useUpdatePrescore } from '../api/leasing-prescore.ts';
import {
  type PrescoreScreen,
  prescoreScreenAt,
  prescoreScreens,
  prescoreStart,
  questionSetOf,
} from '../prescore-steps.ts';
import {
  type DownPaymentTerm,
  downPaymentInputId,
  downPaymentTermErrors,
  durationInputId,
} from './down-payment-term-fields.tsx';
import classes from './prescore.module.css';
import { PrescoreSummaryStep } from './prescore-summary-step.tsx';
import { AMOUNT_FIELDS, VehicleAmountStep } from './vehicle-amount-step.tsx';

export interface PrescoreWizardProps {
  prescore: LeasingPrescore;
  settings: LeasingFilterSettings;
  sets: { MANUAL: PreliminaryQuestionSet; PSD2: PreliminaryQuestionSet | null };
  /** Whether a bank-sync provider is on offer (isPsd2Offered). */
  psd2Offered: boolean;
  /** The leasing provider the config value leasing_prescore_psd2_type names. */
  provider: Psd2ProviderType;
  onSubmitted: (result: LeasingPrescoreResult) => void;
}

/** The index the bank-sync step has in PSD2 mode (after the amounts and the type). */
const BANK_SYNC_INDEX = prescoreFixedStepCount(null);
/** The ids of the MANUAL/PSD2 radios: `prescore-type-MANUAL`, `prescore-type-PSD2`. */
const TYPE_ID_PREFIX = 'prescore-type';

/**
 * The leasing prescore wizard (spec §4, §5): the preliminary wizard's configuration of the one
 * question engine with the leasing option (decision 026). Every move saves the step, type,
 * amounts and answers (PATCH update, dynamicData as JSON text), so the prescore opens where the
 * customer left it; the submit clears the shown offers first and may take up to two minutes.
 */
export function PrescoreWizard({
  prescore,
  settings,
  sets,
  psd2Offered,
  provider,
  onSubmitted,
}: PrescoreWizardProps) {
  const { t } = useTranslation();
  const [start] = useState(() => prescoreStart(prescore, sets, settings, psd2Offered));
  const [step, setStep] = useState(start.step);
  const [type, setType] = useState<AssessmentType | null>(start.type);
  const [amounts, setAmounts] = useState<DownPaymentTerm>({
    downPayment: start.downPayment,
    duration: start.duration,
  });
  const [answers, setAnswers] = useState<Answers>(start.answers);
  const [alert, setAlert] = useState<string | null>(null);
  const [bankSync, setBankSync] = useState<BankSync | null>(null);
  const stepErrors = useStepErrors();
  const { errors } = stepErrors;
  const update = useUpdatePrescore(prescore.publicId);
  const submit = useSubmitPrescore(prescore.publicId);
  const bankFigures = useQuery({
    ...customerBankSyncQuery('LEASING_PRESCORE', provider),
    enabled: type === 'PSD2',
  });
  const today = todayIso();
  const { price } = prescore.vehicle;

  const questionSet = questionSetOf(type, sets);
  const screen = prescoreScreenAt(step, type, questionSet);
  const screens = prescoreScreens(type, questionSet);
  const progress = journeyProgress(prescoreJourney(questionSet, type), step);
  const titleOf = (item: PrescoreScreen) =>
    item.kind === 'questions' ? item.step.title : t(`leasing.prescore.step.${item.kind}.title`);

  /** The fields of the update call: where the customer is, the amounts when they hold, every answer. */
  const patchOf = (nextStep: number, nextType: AssessmentType | null) => {
    const { downPayment, duration } = amounts;
    const amountsHold = downPayment !== null && downPayment < price && duration !== null && duration > 0;
    return {
      step: nextStep,
      type: nextType,
      dynamicData: JSON.stringify(answers),
      ...(amountsHold ? { downPayment, amount: price - downPayment, duration } : {}),
    };
  };

  /** Saves, then moves; a failed save keeps the customer where they are with a message. */
  const goTo = async (target: number, nextType: AssessmentType | null = type) => {
    const next = clampPrescoreStep(target, questionSetOf(nextType, sets).steps.length, nextType);
    setAlert(null);
    try {
      await update.mutateAsync(patchOf(next, nextType));
    } catch (error) {
      setAlert(error instanceof ApiError ? errorText(error, t) : t('leasing.prescore.saveFailed'));
      return;
    }
    setStep(next);
    setType(nextType);
    stepErrors.show({}, null);
  };

  const firstFieldId = (target: PrescoreScreen, fields: Record<string, unknown>): string | null => {
    if (target.kind === 'amount')
      return fields.downPayment
        ? downPaymentInputId(AMOUNT_FIELDS)
        : fields.duration
          ? durationInputId(AMOUNT_FIELDS)
          : null;
    if (target.kind === 'type') return assessmentTypeInputId(TYPE_ID_PREFIX, 'MANUAL');
    if (target.kind !== 'questions') return null;
    const first = target.step.questions.find((question) => fields[question.identifier]);
    return first ? questionInputId(first.identifier) : null;
  };

  const amountErrors = () => {
    const found = downPaymentTermErrors(amounts, settings, t);
    const messages = Object.fromEntries(
      Object.entries(found).filter((entry): entry is [string, string] => entry[1] !== null),
    );
    return { messages, firstId: firstFieldId({ kind: 'amount' }, messages) };
  };

  const questionErrors = (questionStep: PreliminaryStep) =>
    stepErrors.translate(
      stepFieldErrors(questionStep, answers, today, questionSet),
      visibleQuestions(questionStep, answers, questionSet).map((question) => question.identifier),
      questionInputId,
    );

  const next = () => {
    setAlert(null);
    const found =
      screen.kind === 'amount'
        ? amountErrors()
        : screen.kind === 'questions'
          ? questionErrors(screen.step)
          : null;
    if (found?.firstId) return stepErrors.show(found.messages, found.firstId);
    if (screen.kind === 'type' && type === null)
      return stepErrors.show({ type: t('leasing.prescore.type.required') }, firstFieldId(screen, {}));
    // Spec §5 step validity, the rule the server applies; the sync step is always valid here.
    if (!isPrescoreStepValid({ step, type, questionSet, answers, today })) return;
    void goTo(step + 1);
  };

  /** Takes the customer to an earlier step that needs attention, its messages shown. */
  const sendBack = (
    index: number,
    messages: Record<string, string>,
    focusId: string | null,
    note: string,
  ) => {
    setStep(index);
    setAlert(note);
    stepErrors.show(messages, focusId);
  };

  const submitPrescore = () => {
    setAlert(null);
    const amountCheck = amountErrors();
    if (amountCheck.firstId)
      return sendBack(0, amountCheck.messages, amountCheck.firstId, t('leasing.prescore.summary.fix'));
    if (type === null) return sendBack(1, {}, null, t('leasing.prescore.type.required'));
    const fixed = prescoreFixedStepCount(type);
    for (const [position, questionStep] of questionSet.steps.entries()) {
      const found = questionErrors(questionStep);
      if (found.firstId)
        return sendBack(fixed + position, found.messages, found.firstId, t('leasing.prescore.summary.fix'));
    }
    if (amounts.downPayment === null || amounts.duration === null) return;
    // Answers to questions hidden again are not sent (spec §5 "Hidden questions are dropped").
    const given = pruneHiddenAnswers(questionSet, answers);
    let sent = given;
    if (type === 'PSD2') {
      const sync = bankFigures.data?.sync;
      if (
        sync?.status !== 'SUCCEEDED' ||
        sync.effectiveSalary === null ||
        sync.effectiveLoanInstalments === null
      )
        return sendBack(BANK_SYNC_INDEX, {}, null, t('leasing.prescore.bankSync.notDone'));
      sent = {
        ...given,
        ...bankAnswers({ salary: sync.effectiveSalary, loanInstalments: sync.effectiveLoanInstalments }),
      };
    }
    submit.mutate(
      {
        publicId: prescore.publicId,
        amount: price - amounts.downPayment,
        duration: amounts.duration,
        downPayment: amounts.downPayment,
        extraAmount: prescore.extraAmount,
        ...incomeFieldsFromAnswers(sent),
        type,
        dynamicData: JSON.stringify(sent),
      },
      { onSuccess: onSubmitted, onError: showServerErrors },
    );
  };

  /** A 400 names fields: the customer is taken to the first step holding one. */
  const showServerErrors = (error: unknown) => {
    const fieldErrors = error instanceof ApiError ? (error.fieldErrors ?? {}) : {};
    const journey = prescoreJourney(questionSet, type);
    const placed = earliestStepErrors(fieldErrors, (field) => {
      if (field === 'downPayment' || field === 'amount') return { index: 0, field: 'downPayment' };
      if (field === 'duration') return { index: 0, field };
      const identifier = field.replace(/^dynamicData\./, '');
      const index = indexOfQuestion(journey, identifier);
      return index === null ? null : { index, field: identifier };
    });
    if (!placed) return setAlert(errorText(error, t));
    const { index } = placed;
    const messages = stepErrors.messagesOf(placed.keys);
    sendBack(
      index,
      messages,
      firstFieldId(prescoreScreenAt(index, type, questionSet), messages),
      errorText(error, t),
    );
  };

  const setAnswer = (identifier: string, value: string) => {
    setAnswers((previous) => ({ ...previous, [identifier]: value }));
    stepErrors.clear(identifier);
  };

  const isSummary = screen.kind === 'summary';
  const busy = update.isPending || submit.isPending;
  return (
    <Stack gap="lg">
      <StepProgress
        tokens="leasing.prescore"
        titles={screens.map(titleOf)}
        current={progress.current}
        timeText={
          progress.minutesLeft > 0
            ? t('leasing.prescore.progress.time', {
                total: progress.totalMinutes,
                left: progress.minutesLeft,
              })
            : t('leasing.prescore.progress.timeLast', { total: progress.totalMinutes })
        }
      />
      {submit.isPending ? (
        <Card className={classes.card} role="status" aria-live="polite">
          <Stack gap="md" align="center" className={classes.waiting}>
            <Loader size="lg" aria-hidden />
            <Title order={2}>{t('leasing.prescore.waiting.title')}</Title>
            <Text c="gray.8" maw={520}>
              {t('leasing.prescore.waiting.text')}
            </Text>
          </Stack>
        </Card>
      ) : (
        <Card component="section" aria-labelledby="prescore-step-title" className={classes.card}>
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (busy) return;
              if (isSummary) submitPrescore();
              else next();
            }}
          >
            <Stack gap="lg">
              <StepHeading
                id="prescore-step-title"
                headingRef={stepErrors.headingRef}
                title={titleOf(screen)}
                description={
                  screen.kind === 'questions'
                    ? screen.step.description
                    : t(`leasing.prescore.step.${screen.kind}.lead`)
                }
              >
                {screen.kind === 'questions' && (
                  <Text size="sm" c="gray.7" mt={4}>
                    {t('leasing.prescore.step.minutes', {
                      count: Math.max(1, Math.round(prescoreStepMinutes(screen.step))),
                    })}
                  </Text>
                )}
              </StepHeading>

              {screen.kind === 'amount' && (
                <VehicleAmountStep
                  vehicle={prescore.vehicle}
                  settings={settings}
                  value={amounts}
                  onChange={(value) => {
                    setAmounts(value);
                    stepErrors.clearAll();
                  }}
                  errors={errors}
                />
              )}
              {screen.kind === 'type' && (
                <AssessmentTypeChoice
                  value={type}
                  types={psd2Offered ? ['MANUAL', 'PSD2'] : ['MANUAL']}
                  tokenPrefix="leasing.prescore.type"
                  idPrefix={TYPE_ID_PREFIX}
                  error={errors.type}
                  onChange={(value) => {
                    setType(value);
                    stepErrors.clearAll();
                  }}
                />
              )}
              {screen.kind === 'bank-sync' && (
                <BankSyncPanel
                  purpose="LEASING_PRESCORE"
                  provider={provider}
                  beforeRedirect={async () => {
                    // The bank sends the customer back to /leasing/prescore: it must open at this step.
                    await update.mutateAsync(patchOf(step, 'PSD2')).catch(() => undefined);
                  }}
                  onManual={() => void goTo(prescoreFixedStepCount('MANUAL'), 'MANUAL')}
                  onSync={setBankSync}
                />
              )}
              {screen.kind === 'questions' && (
                <WizardQuestionStep
                  tokens="leasing.prescore"
                  step={screen.step}
                  questionSet={questionSet}
                  answers={answers}
                  errors={errors}
                  today={today}
                  onAnswer={setAnswer}
                />
              )}
              {screen.kind === 'summary' && (
                <PrescoreSummaryStep
                  vehicle={prescore.vehicle}
                  amounts={amounts}
                  type={type}
                  questionSet={questionSet}
                  answers={answers}
                  firstQuestionStep={prescoreFixedStepCount(type)}
                  bankSync={bankSync}
                  onEdit={(index) => void goTo(index)}
                  isEditDisabled={busy}
                />
              )}

              {alert && (
                <Alert color="red" variant="light" role="alert">
                  {alert}
                </Alert>
              )}

              <div className={classes.actions}>
                {step > 0 && (
                  <div className={classes.backGroup}>
                    <Button
                      variant="default"
                      leftSection={<IconArrowLeft size={18} aria-hidden />}
                      onClick={() => void goTo(step - 1)}
                      disabled={busy}
                    >
                      {t('leasing.prescore.back')}
                    </Button>
                    {step > 1 && (
                      <Button
                        variant="subtle"
                        leftSection={<IconArrowBackUp size={18} aria-hidden />}
                        onClick={() => void goTo(0)}
                        disabled={busy}
                      >
                        {t('leasing.prescore.toFirst')}
                      </Button>
                    )}
                  </div>
                )}
                {isSummary ? (
                  <Button type="submit" loading={submit.isPending} disabled={update.isPending}>
                    {t('leasing.prescore.submit')}
                  </Button>
                ) : (
                  <Button
                    type="submit"
                    loading={update.isPending}
                    // On the bank step the bank's button is the primary action until the link is made.
                    variant={
                      screen.kind === 'bank-sync' && bankSync?.status !== 'SUCCEEDED' ? 'default' : 'filled'
                    }
                    rightSection={<IconArrowRight size={18} aria-hidden />}
                  >
                    {t('leasing.prescore.next')}
                  </Button>
                )}
              </div>
            </Stack>
          </form>
        </Card>
      )}
    </Stack>
  );
}
