import type { FilterSettings } from '@hitelkapu/domain/contracts/offers';
import type {
  Answers,
  PreliminaryDraft,
  PreliminaryQuestionSet,
  PreliminaryStep,
} from '@hitelkapu/domain/contracts/preliminary';
import type { Statement } from '@hitelkapu/domain/contracts/statements';
import { todayIso } from '@hitelkapu/domain/format/date';
import {
  clampWizardStep,
  fixedStepCount,
  isWizardStepValid,
  pruneHiddenAnswers,
  stepFieldErrors,
  stepMinutes,
  visibleQuestions,
  wizardTotalMinutes,
} from '@hitelkapu/domain/rules/preliminary';
import { statementRequired } from '@hitelkapu/domain/rules/validators';
import type { AssessmentType } from '@hitelkapu/domain/status/assessment';
import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  type AmountTerm,
  amountTermErrors,
  LoanAmountTermFields,
} from '../../../components/credit/loan-amount-term-fields.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { buildAssessmentRequest } from '../../../lib/preliminary-assessment.ts';
import { calculationStatementsQuery, saveDraft, useSubmitAssessment } from '../api/preliminary-assessment.ts';
import { fieldErrorPlace, minutesLeft, screenAt, type WizardScreen, wizardScreens } from '../wizard-steps.ts';
import { AssessmentTypeStep, assessmentTypeInputId } from './assessment-type-step.tsx';
import { BankSyncStep } from './bank-sync-step.tsx';
import { statementInputId } from './calculation-statements.tsx';
import { InstalmentEstimate } from './instalment-estimate.tsx';
import classes from './preliminary-assessment.module.css';
import { questionInputId } from './question-field.tsx';
import { QuestionStep } from './question-step.tsx';
import { SummaryStep } from './summary-step.tsx';
import { WizardProgress } from './wizard-progress.tsx';

const AMOUNT_FIELDS = 'wizard';
const amountInputId = `${AMOUNT_FIELDS}-amount`;
const durationInputId = `${AMOUNT_FIELDS}-duration`;

interface WizardProps {
  settings: FilterSettings;
  questionSet: PreliminaryQuestionSet;
  draft: PreliminaryDraft | null;
  /** Portal config bank_sync_enabled: PSD2 is offered only when a provider is live. */
  psd2Enabled: boolean;
}

interface WizardStart {
  step: number;
  type: AssessmentType | null;
  amountTerm: AmountTerm;
  answers: Answers;
}

/**
 * Where the wizard starts: the saved draft (step, type, amount, term, answers) or a fresh
 * start with the calculation config's defaults. A PSD2 draft without a live provider falls
 * back to the type choice; when manual is the only way, it is the chosen one.
 */
export function wizardStart(
  draft: PreliminaryDraft | null,
  settings: FilterSettings,
  questionSet: PreliminaryQuestionSet,
  psd2Enabled: boolean,
): WizardStart {
  const psd2Gone = draft?.type === 'PSD2' && !psd2Enabled;
  let type = psd2Gone ? null : (draft?.type ?? null);
  if (type === null && !psd2Enabled) type = 'MANUAL';
  let step = draft ? clampWizardStep(draft.step, questionSet.steps.length, type) : 0;
  if (psd2Gone) step = Math.min(step, 1);
  return {
    step,
    type,
    amountTerm: {
      amount: draft?.amount ?? settings.defaultAmount,
      duration: draft?.duration ?? settings.defaultDuration,
    },
    answers: draft?.answers ?? {},
  };
}

/** Required statements first, so the ones that must be ticked are never below the fold. */
const inDisplayOrder = (statements: Statement[]) =>
  [...statements].sort((a, b) => Number(b.isRequired) - Number(a.isRequired));

export function PreliminaryWizard({ settings, questionSet, draft, psd2Enabled }: WizardProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [start] = useState(() => wizardStart(draft, settings, questionSet, psd2Enabled));
  const [step, setStep] = useState(start.step);
  const [type, setType] = useState<AssessmentType | null>(start.type);
  const [amountTerm, setAmountTerm] = useState<AmountTerm>(start.amountTerm);
  const [answers, setAnswers] = useState<Answers>(start.answers);
  /** Hungarian messages by field (question identifier, amount, duration, type, statement-<id>). */
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [accepted, setAccepted] = useState<Record<number, boolean>>({});
  const [focusRequest, setFocusRequest] = useState<{ id: string | null; seq: number } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const statements = useQuery(calculationStatementsQuery());
  const submit = useSubmitAssessment();
  const today = todayIso();

  // After a step change the new step's heading takes the focus (a screen reader reads where
  // the customer is); after a failed check, the first field that needs attention.
  useEffect(() => {
    if (!focusRequest) return;
    if (focusRequest.id === null) headingRef.current?.focus();
    else document.getElementById(focusRequest.id)?.focus();
  }, [focusRequest]);
  const focusOn = (id: string | null) =>
    setFocusRequest((previous) => ({ id, seq: (previous?.seq ?? 0) + 1 }));

  const screen = screenAt(step, type, questionSet);
  const screens = wizardScreens(type, questionSet);
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
    setErrors({});
    setAlert(null);
    focusOn(null);
    saveDraft(draftOf(next, nextType));
  };

  const showErrors = (messages: Record<string, string>, focusId: string) => {
    setErrors(messages);
    focusOn(focusId);
  };

  /** The messages of a question step's check, and the first field (in screen order) to focus. */
  const questionErrors = (questionStep: PreliminaryStep) => {
    const keys = stepFieldErrors(questionStep, answers, today, questionSet);
    const first = visibleQuestions(questionStep, answers, questionSet).find((q) => keys[q.identifier]);
    const messages = Object.fromEntries(Object.entries(keys).map(([field, key]) => [field, t(key)]));
    return { messages, firstId: first ? questionInputId(first.identifier) : null };
  };

  const amountErrors = () => {
    const found = amountTermErrors(amountTerm, settings, t);
    const messages: Record<string, string> = {};
    if (found.amount) messages.amount = found.amount;
    if (found.duration) messages.duration = found.duration;
    return { messages, firstId: found.amount ? amountInputId : found.duration ? durationInputId : null };
  };

  const next = () => {
    setAlert(null);
    if (screen.kind === 'amount') {
      const found = amountErrors();
      if (found.firstId) return showErrors(found.messages, found.firstId);
    }
    if (screen.kind === 'type' && type === null)
      return showErrors(
        { type: t('prelim.type.required') },
        assessmentTypeInputId(psd2Enabled ? 'PSD2' : 'MANUAL'),
      );
    if (screen.kind === 'bank-sync' && !isWizardStepValid({ step, type, questionSet, answers, today }))
      return setAlert(t('prelim.bankSync.notDone'));
    if (screen.kind === 'questions') {
      const found = questionErrors(screen.step);
      if (found.firstId) return showErrors(found.messages, found.firstId);
    }
    // Spec §5 step validity, the same rule the server applies.
    if (!isWizardStepValid({ step, type, questionSet, answers, today })) return;
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
    setErrors(messages);
    setAlert(note);
    focusOn(focusId);
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
    const list = inDisplayOrder(statements.data ?? []);
    const missing = list.filter(
      (statement) => statement.isRequired && statementRequired(accepted[statement.id]),
    );
    const [firstMissing] = missing;
    if (firstMissing) {
      return showErrors(
        Object.fromEntries(
          missing.map((statement) => [`statement-${statement.id}`, t('validation.statementRequired')]),
        ),
        statementInputId(firstMissing),
      );
    }
    if (amountTerm.amount === null || amountTerm.duration === null) return;
    const request = buildAssessmentRequest({
      amount: amountTerm.amount,
      duration: amountTerm.duration,
      type,
      // Answers to questions that were hidden again are not sent (spec §5 "Hidden questions are dropped").
      answers: pruneHiddenAnswers(questionSet, answers),
    });
    submit.mutate(
      { statements: list.filter((statement) => accepted[statement.id] === true), request },
      {
        onSuccess: () => void navigate('/offers'),
        onError: (error) => showServerErrors(error),
      },
    );
  };

  /** A 400 names fields: the customer is taken to the first step holding one, messages under the fields. */
  const showServerErrors = (error: unknown) => {
    const fieldErrors = error instanceof ApiError ? (error.fieldErrors ?? {}) : {};
    const placed = Object.entries(fieldErrors).flatMap(([field, key]) => {
      const place = fieldErrorPlace(field, type, questionSet);
      return place ? [{ ...place, message: t(key) }] : [];
    });
    if (placed.length === 0) {
      setAlert(errorText(error, t));
      return;
    }
    const index = Math.min(...placed.map((place) => place.index));
    const messages = Object.fromEntries(
      placed.filter((place) => place.index === index).map((place) => [place.field, place.message]),
    );
    const target = screenAt(index, type, questionSet);
    let focusId: string | null = null;
    if (target.kind === 'amount') focusId = messages.amount ? amountInputId : durationInputId;
    if (target.kind === 'type') focusId = assessmentTypeInputId(psd2Enabled ? 'PSD2' : 'MANUAL');
    if (target.kind === 'questions') {
      const first = target.step.questions.find((question) => messages[question.identifier]);
      focusId = first ? questionInputId(first.identifier) : null;
    }
    sendBack(index, messages, focusId, errorText(error, t));
  };

  const setAnswer = (identifier: string, value: string) => {
    setAnswers((previous) => ({ ...previous, [identifier]: value }));
    setErrors(({ [identifier]: _dropped, ...rest }) => rest);
  };

  const isSummary = screen.kind === 'summary';
  const description =
    screen.kind === 'questions' ? screen.step.description : t(`prelim.step.${screen.kind}.lead`);

  return (
    <Stack gap="lg" className={classes.wizard}>
      <WizardProgress
        titles={screens.map(titleOf)}
        current={step}
        totalMinutes={wizardTotalMinutes(questionSet.steps, type)}
        leftMinutes={minutesLeft(step, type, questionSet)}
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
            <div>
              <Title
                order={2}
                id="wizard-step-title"
                ref={headingRef}
                tabIndex={-1}
                className={classes.stepTitleHeading}
              >
                {titleOf(screen)}
              </Title>
              {description && (
                <Text c="gray.7" mt={6}>
                  {description}
                </Text>
              )}
              {screen.kind === 'questions' && (
                <Text size="sm" c="gray.7" mt={4}>
                  {t('prelim.step.minutes', { count: Math.max(1, Math.round(stepMinutes(screen.step))) })}
                </Text>
              )}
            </div>

            {screen.kind === 'amount' && (
              <>
                <LoanAmountTermFields
                  idPrefix={AMOUNT_FIELDS}
                  settings={settings}
                  value={amountTerm}
                  onChange={(value) => {
                    setAmountTerm(value);
                    setErrors({});
                  }}
                  errors={errors}
                />
                <InstalmentEstimate
                  productId={settings.defaultOfferId}
                  amount={amountTerm.amount}
                  duration={amountTerm.duration}
                />
              </>
            )}
            {screen.kind === 'type' && (
              <AssessmentTypeStep
                value={type}
                psd2Enabled={psd2Enabled}
                error={errors.type}
                onChange={(value) => {
                  setType(value);
                  setErrors({});
                }}
              />
            )}
            {screen.kind === 'bank-sync' && (
              <BankSyncStep onManual={() => goTo(fixedStepCount('MANUAL'), 'MANUAL')} />
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
                statements={statements}
                ordered={inDisplayOrder(statements.data ?? [])}
                accepted={accepted}
                errors={errors}
                onAccept={(statement, checked) => {
                  setAccepted((previous) => ({ ...previous, [statement.id]: checked }));
                  setErrors(({ [`statement-${statement.id}`]: _dropped, ...rest }) => rest);
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
                <Button type="submit" loading={submit.isPending} disabled={!statements.isSuccess}>
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
