import type { BankSync } from '@hitelkapu/domain/contracts/bank-sync';
import { savePreliminaryDraft } from '@hitelkapu/domain/contracts/endpoints/preliminary';
import type { FilterSettings } from '@hitelkapu/domain/contracts/offers';
import type {
  Answers,
  PreliminaryDraft,
  PreliminaryQuestionSet,
  PreliminaryStep,
} from '@hitelkapu/domain/contracts/preliminary';
import { todayIso } from '@hitelkapu/domain/format/date';
import {
  bankAnswers,
  FIXED_WIZARD_STEPS,
  fixedStepCount,
  isWizardStepValid,
  pruneHiddenAnswers,
  questionSetFor,
  stepFieldErrors,
  stepMinutes,
  visibleQuestions,
  wizardJourney,
} from '@hitelkapu/domain/rules/preliminary';
import { journeyProgress } from '@hitelkapu/domain/rules/questions/journey';
import type { AssessmentType } from '@hitelkapu/domain/status/assessment';
import { Alert, Button, Card, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BankSyncPanel } from '../../../components/bank-sync/bank-sync-panel.tsx';
import { type AmountTerm, amountTermErrors } from '../../../components/credit/loan-amount-term-fields.tsx';
import {
  AssessmentTypeChoice,
  assessmentTypeInputId,
} from '../../../components/questions/assessment-type-choice.tsx';
import { StepHeading } from '../../../components/questions/step-heading.tsx';
import { StepProgress } from '../../../components/questions/step-progress.tsx';
import { useStepErrors } from '../../../components/questions/use-step-errors.ts';
import { api } from '../../../lib/api.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { customerBankSyncQuery } from '../../../lib/bank-sync.ts';
import { errorText } from '../../../lib/error-text.ts';
import { buildAssessmentRequest } from '../../../lib/preliminary-assessment.ts';
import { saveDraft, useSubmitAssessment } from '../api/preliminary-assessment.ts';
import { screenAt, serverErrorStep, type WizardScreen, wizardScreens, wizardStart } from '../wizard-steps.ts';
import { AmountTermStep, amountInputId, durationInputId } from './amount-term-step.tsx';
import { statementInputId, useCalculationStatements } from './calculation-statements.tsx';
import classes from './preliminary-assessment.module.css';
import { QuestionStep, questionInputId } from './question-step.tsx';
import { SummaryStep } from './summary-step.tsx';

/** The ids of the MANUAL/PSD2 radios: `assessment-type-MANUAL`, `assessment-type-PSD2`. */
const TYPE_ID_PREFIX = 'assessment-type';

interface WizardProps {
  settings: FilterSettings;
  questionSet: PreliminaryQuestionSet;
  draft: PreliminaryDraft | null;
  /** PSD2 is offered only when a bank-sync provider is available (isPsd2Offered). */
  psd2Enabled: boolean;
}

export function PreliminaryWizard({ settings, questionSet: fullSet, draft, psd2Enabled }: WizardProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [start] = useState(() =>
    wizardStart(draft, settings, questionSetFor(fullSet, draft?.type ?? null), psd2Enabled),
  );
  const [step, setStep] = useState(start.step);
  const [type, setType] = useState<AssessmentType | null>(start.type);
  const [amountTerm, setAmountTerm] = useState<AmountTerm>(start.amountTerm);
  const [answers, setAnswers] = useState<Answers>(start.answers);
  /** Messages by field (question identifier, amount, duration, type, statement-<id>) and the focus. */
  const stepErrors = useStepErrors();
  const { errors } = stepErrors;
  const [alert, setAlert] = useState<string | null>(null);
  /** The bank sync as the server last answered it: the sync step may be left once it succeeded. */
  const [bankSync, setBankSync] = useState<BankSync | null>(null);
  const syncCompleted = bankSync?.status === 'SUCCEEDED';
  // In PSD2 mode the linked account answers the income questions: they are not asked (spec §2).
  const questionSet = useMemo(() => questionSetFor(fullSet, type), [fullSet, type]);
  const bankFigures = useQuery({ ...customerBankSyncQuery('PRELIMINARY'), enabled: type === 'PSD2' });
  const statements = useCalculationStatements();
  const submit = useSubmitAssessment();
  const today = todayIso();

  const screen = screenAt(step, type, questionSet);
  const screens = wizardScreens(type, questionSet);
  const progress = journeyProgress(wizardJourney(questionSet, { type }), step);
  const titleOf = (item: WizardScreen) =>
    item.kind === 'questions' ? item.step.title : t(`prelim.step.${item.kind}.title`);

  const draftOf = (nextStep: number, nextType: AssessmentType | null): PreliminaryDraft => ({
    step: nextStep,
    type: nextType,
    amount: amountTerm.amount !== null && amountTerm.amount > 0 ? amountTerm.amount : null,
    duration: amountTerm.duration !== null && amountTerm.duration > 0 ? amountTerm.duration : null,
    answers,
  });

  const goTo = (next: number, nextType: AssessmentType | null = type) => {
    setStep(next);
    setType(nextType);
    setAlert(null);
    stepErrors.show({}, null);
    saveDraft(draftOf(next, nextType));
  };

  /** The first field of a screen that holds a message, for the focus. */
  const firstFieldId = (target: WizardScreen, fields: Record<string, unknown>): string | null => {
    if (target.kind === 'amount')
      return fields.amount ? amountInputId : fields.duration ? durationInputId : null;
    if (target.kind === 'type') return assessmentTypeInputId(TYPE_ID_PREFIX, psd2Enabled ? 'PSD2' : 'MANUAL');
    if (target.kind !== 'questions') return null;
    const first = target.step.questions.find((question) => fields[question.identifier]);
    return first ? questionInputId(first.identifier) : null;
  };

  /** The messages of a question step's check (spec §5), the first visible field to focus. */
  const questionErrors = (questionStep: PreliminaryStep) =>
    stepErrors.translate(
      stepFieldErrors(questionStep, answers, today, questionSet),
      visibleQuestions(questionStep, answers, questionSet).map((question) => question.identifier),
      questionInputId,
    );

  const amountErrors = () => {
    const found = Object.entries(amountTermErrors(amountTerm, settings, t));
    const messages = Object.fromEntries(
      found.filter((entry): entry is [string, string] => entry[1] !== null),
    );
    return { messages, firstId: firstFieldId({ kind: 'amount' }, messages) };
  };

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
      return stepErrors.show({ type: t('prelim.type.required') }, firstFieldId(screen, {}));
    // Spec §5 step validity, the same rule the server applies.
    if (!isWizardStepValid({ step, type, syncCompleted, questionSet, answers, today })) {
      if (screen.kind === 'bank-sync') setAlert(t('prelim.bankSync.notDone'));
      return;
    }
    goTo(step + 1);
  };

  /** Sends the customer to an earlier step that needs attention, its messages shown. */
  const sendBack = (
    index: number,
    messages: Record<string, string>,
    focusId: string | null,
    note: string,
  ) => {
    setStep(index);
    setAlert(note);
    stepErrors.show(messages, focusId);
    saveDraft(draftOf(index, type));
  };

  const submitAssessment = () => {
    setAlert(null);
    // A draft restored at the summary may hold answers that no longer pass: check every step.
    const amountCheck = amountErrors();
    if (amountCheck.firstId)
      return sendBack(0, amountCheck.messages, amountCheck.firstId, t('prelim.summary.fix'));
    if (type === null) return sendBack(1, {}, null, t('prelim.type.required'));
    const fixed = fixedStepCount(type);
    for (const [position, questionStep] of questionSet.steps.entries()) {
      const found = questionErrors(questionStep);
      if (found.firstId)
        return sendBack(fixed + position, found.messages, found.firstId, t('prelim.summary.fix'));
    }
    const missing = statements.missing();
    if (missing.first)
      return stepErrors.show(stepErrors.messagesOf(missing.keys), statementInputId(missing.first));
    if (amountTerm.amount === null || amountTerm.duration === null) return;
    // Answers to questions that were hidden again are not sent (spec §5 "Hidden questions are dropped").
    const given = pruneHiddenAnswers(questionSet, answers);
    let sent = given;
    if (type === 'PSD2') {
      const sync = bankFigures.data?.sync;
      if (
        sync?.status !== 'SUCCEEDED' ||
        sync.effectiveSalary === null ||
        sync.effectiveLoanInstalments === null
      )
        return sendBack(FIXED_WIZARD_STEPS, {}, null, t('prelim.bankSync.notDone'));
      sent = {
        ...given,
        ...bankAnswers({ salary: sync.effectiveSalary, loanInstalments: sync.effectiveLoanInstalments }),
      };
    }
    const request = buildAssessmentRequest({
      amount: amountTerm.amount,
      duration: amountTerm.duration,
      type,
      answers: sent,
    });
    submit.mutate(
      { statements: statements.acceptedOnes(), request },
      {
        onSuccess: () => void navigate('/offers'),
        onError: (error) => showServerErrors(error),
      },
    );
  };

  /** A 400 names fields: the customer is taken to the first step holding one, messages under the fields. */
  const showServerErrors = (error: unknown) => {
    const fieldErrors = error instanceof ApiError ? (error.fieldErrors ?? {}) : {};
    const placed = serverErrorStep(fieldErrors, type, questionSet);
    if (!placed) return setAlert(errorText(error, t));
    const messages = stepErrors.messagesOf(placed.keys);
    const focusId = firstFieldId(screenAt(placed.index, type, questionSet), messages);
    sendBack(placed.index, messages, focusId, errorText(error, t));
  };

  const setAnswer = (identifier: string, value: string) => {
    setAnswers((previous) => ({ ...previous, [identifier]: value }));
    stepErrors.clear(identifier);
  };

  const isSummary = screen.kind === 'summary';
  return (
    <Stack gap="lg" className={classes.wizard}>
      <StepProgress
        tokens="prelim"
        titles={screens.map(titleOf)}
        current={step}
        timeText={
          progress.minutesLeft > 0
            ? t('prelim.progress.time', { total: progress.totalMinutes, left: progress.minutesLeft })
            : t('prelim.progress.timeLast', { total: progress.totalMinutes })
        }
      />
      <Card component="section" aria-labelledby="wizard-step-title" className={classes.card}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (isSummary) submitAssessment();
            else next();
          }}
        >
          <Stack gap="lg">
            <StepHeading
              id="wizard-step-title"
              headingRef={stepErrors.headingRef}
              title={titleOf(screen)}
              description={
                screen.kind === 'questions' ? screen.step.description : t(`prelim.step.${screen.kind}.lead`)
              }
            >
              {screen.kind === 'questions' && (
                <Text size="sm" c="gray.7" mt={4}>
                  {t('prelim.step.minutes', { count: Math.max(1, Math.round(stepMinutes(screen.step))) })}
                </Text>
              )}
            </StepHeading>

            {screen.kind === 'amount' && (
              <AmountTermStep
                settings={settings}
                value={amountTerm}
                onChange={(value) => {
                  setAmountTerm(value);
                  stepErrors.clearAll();
                }}
                errors={errors}
              />
            )}
            {screen.kind === 'type' && (
              <AssessmentTypeChoice
                value={type}
                types={psd2Enabled ? ['PSD2', 'MANUAL'] : ['MANUAL']}
                tokenPrefix="prelim.type"
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
                purpose="PRELIMINARY"
                beforeRedirect={async () => {
                  // The bank sends the customer back here: the wizard must open at this step.
                  await api
                    .call(savePreliminaryDraft, { body: draftOf(step, 'PSD2') })
                    .catch(() => undefined);
                }}
                onManual={() => goTo(fixedStepCount('MANUAL'), 'MANUAL')}
                onSync={setBankSync}
              />
            )}
            {screen.kind === 'questions' && (
              <QuestionStep
                step={screen.step}
                questionSet={questionSet}
                answers={answers}
                errors={errors}
                today={today}
                onAnswer={setAnswer}
              />
            )}
            {screen.kind === 'summary' && (
              <SummaryStep
                amountTerm={amountTerm}
                type={type}
                questionSet={questionSet}
                answers={answers}
                firstQuestionStep={fixedStepCount(type ?? 'MANUAL')}
                onEdit={(index) => goTo(index)}
                isEditDisabled={submit.isPending}
                statements={statements.query}
                ordered={statements.ordered}
                accepted={statements.accepted}
                errors={errors}
                onAccept={(statement, checked) => {
                  statements.accept(statement, checked);
                  stepErrors.clear(`statement-${statement.id}`);
                }}
                isSubmitting={submit.isPending}
              />
            )}

            {alert && (
              <Alert color="red" variant="light" role="alert">
                {alert}
              </Alert>
            )}

            <div className={classes.actions}>
              {step > 0 && (
                <Button
                  variant="default"
                  leftSection={<IconArrowLeft size={18} aria-hidden />}
                  onClick={() => goTo(step - 1)}
                  disabled={submit.isPending}
                >
                  {t('prelim.back')}
                </Button>
              )}
              {isSummary ? (
                <Button type="submit" loading={submit.isPending} disabled={!statements.query.isSuccess}>
                  {t('prelim.submit')}
                </Button>
              ) : (
                <Button type="submit" rightSection={<IconArrowRight size={18} aria-hidden />}>
                  {t('prelim.next')}
                </Button>
              )}
            </div>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
