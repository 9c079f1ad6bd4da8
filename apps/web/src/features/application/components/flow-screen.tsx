import type { Flow, FlowQuestion, LoanApplication } from '@hitelkapu/domain/contracts/application';
import { todayIso } from '@hitelkapu/domain/format/date';
import {
  flowMessageKeys,
  flowStepErrors,
  isCustomerAnswerable,
  visibleFlowQuestions,
} from '@hitelkapu/domain/rules/flow';
import { answersFromDynamicData, preliminarySourceOf } from '@hitelkapu/domain/rules/prefill';
import type { ApplicationFlowPosition } from '@hitelkapu/domain/status/application';
import { Alert, Button, Card, Loader, Stack, Text, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowLeft,
  IconArrowRight,
  IconCheck,
  IconRefresh,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { myPreliminaryAssessmentQuery } from '../../../lib/preliminary-assessment.ts';
import type { AnswersState } from '../use-answers.ts';
import classes from './application.module.css';
import { CloseApplication } from './close-application.tsx';
import { DocumentField } from './document-field.tsx';
import { FlowProgress } from './flow-progress.tsx';
import { ReadonlyField } from './readonly-field.tsx';
import { flowInputId, SimpleField } from './simple-field.tsx';
import { SpecialField } from './special-field.tsx';
import { StatementField } from './statement-field.tsx';

export type MovePosition = (position: ApplicationFlowPosition, index: number) => Promise<void>;

interface FlowScreenProps {
  application: LoanApplication;
  flow: Flow;
  baseValues: Record<string, string> | undefined;
  state: AnswersState;
  onMove: MovePosition;
  isMoving: boolean;
  /** Changes after every move, so the new step's heading takes the focus. */
  moveSeq: number;
  onReload: () => Promise<void>;
  isReloading: boolean;
  /** Why the customer is here again (finish found this step incomplete). */
  notice?: string | null;
}

/** Minutes left from a step to the end, rounded up; the steps' times are seconds. */
export function minutesFrom(flow: Flow, index: number): number {
  const seconds = flow.steps.slice(index).reduce((sum, step) => sum + step.time, 0);
  return Math.max(1, Math.ceil(seconds / 60));
}

/** The step shown: the stored index, kept inside the flow. */
export function stepIndexOf(application: LoanApplication, flow: Flow): number {
  return Math.min(Math.max(application.currentFlowIndex, 0), Math.max(flow.steps.length - 1, 0));
}

/**
 * FLOW: one step of the configured questions. Answers save themselves; "Tovább" checks the
 * step with the domain's engine (spec §5) before the server moves the position, "Vissza"
 * never loses an answer.
 */
export function FlowScreen({
  application,
  flow,
  baseValues,
  state,
  onMove,
  isMoving,
  moveSeq,
  onReload,
  isReloading,
  notice,
}: FlowScreenProps) {
  const { t } = useTranslation();
  const index = stepIndexOf(application, flow);
  const step = flow.steps[index];
  const today = todayIso();
  const { answers } = state;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [knockOut, setKnockOut] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState<{ id: string; seq: number } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const preliminary = useQuery(myPreliminaryAssessmentQuery());
  const preliminaryAnswers = useMemo(
    () => (preliminary.data ? answersFromDynamicData(preliminary.data.dynamicData) : {}),
    [preliminary.data],
  );
  /** The answer is still the one the preliminary assessment gave (the application started with it). */
  const isFromPreliminary = (question: FlowQuestion) => {
    const source = preliminarySourceOf(question);
    const answer = answers[question.identifier];
    return source !== null && Boolean(answer) && preliminaryAnswers[source] === answer;
  };

  useEffect(() => {
    if (moveSeq > 0) headingRef.current?.focus();
  }, [moveSeq]);
  useEffect(() => {
    if (focusRequest) document.getElementById(focusRequest.id)?.focus();
  }, [focusRequest]);
  // A new step starts without the previous step's messages.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the step changes
  useEffect(() => {
    setErrors({});
    setKnockOut(null);
    setAlert(null);
  }, [index]);

  if (!step) return null;
  const visible = visibleFlowQuestions(step, answers, flow);

  const focusOn = (id: string) => setFocusRequest((previous) => ({ id, seq: (previous?.seq ?? 0) + 1 }));

  /** Messages under the fields for message keys by question; the first one takes the focus. */
  const showErrors = (keys: Record<string, string>) => {
    const first = visible.find((question) => keys[question.identifier]);
    setErrors(Object.fromEntries(Object.entries(keys).map(([key, messageKey]) => [key, t(messageKey)])));
    const blocking = visible.find((question) => keys[question.identifier] === flowMessageKeys.knockOut);
    setKnockOut(blocking ? (blocking.koExplanation ?? t('validation.knockOut')) : null);
    if (first) focusOn(flowInputId(first.identifier));
    return first !== undefined;
  };

  const answerableKeys = visible.filter(isCustomerAnswerable).map((question) => question.identifier);

  const next = async () => {
    setAlert(null);
    const keys = flowStepErrors(step, answers, today, flow);
    if (showErrors(keys)) return;
    if (!(await state.flush(answerableKeys))) return;
    const isLast = index >= flow.steps.length - 1;
    try {
      await onMove(isLast ? 'OVERVIEW' : 'FLOW', isLast ? 0 : index + 1);
    } catch (error) {
      // The server re-checks the step; its field errors go under the fields.
      if (error instanceof ApiError && error.fieldErrors && showErrors(error.fieldErrors)) return;
      setAlert(errorText(error, t));
    }
  };

  const back = async () => {
    setAlert(null);
    if (!(await state.flush(answerableKeys))) return;
    try {
      await onMove(index === 0 ? 'INTRO' : 'FLOW', index === 0 ? 0 : index - 1);
    } catch (error) {
      setAlert(errorText(error, t));
    }
  };

  const change = (question: FlowQuestion) => (value: string) => {
    state.setAnswer(question.identifier, value);
    setErrors(({ [question.identifier]: _dropped, ...rest }) => rest);
    if (question.isHardKo) setKnockOut(null);
  };

  const errorOf = (question: FlowQuestion) => {
    const server = state.serverErrors[question.identifier];
    return errors[question.identifier] ?? (server ? t(server) : undefined);
  };

  const conflictQuestion = state.conflictKey
    ? flow.steps.flatMap((item) => item.questions).find((q) => q.identifier === state.conflictKey)
    : undefined;

  return (
    <Stack gap="lg">
      <FlowProgress
        titles={flow.steps.map((item) => item.title)}
        current={index}
        leftMinutes={minutesFrom(flow, index)}
      />
      {state.conflictKey && (
        <Alert
          color="orange"
          variant="light"
          role="alert"
          icon={<IconAlertTriangle size={20} aria-hidden />}
          title={t('application.conflict.title')}
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">
              {t('application.conflict.text', { label: conflictQuestion?.label ?? state.conflictKey })}
            </Text>
            <Button
              size="compact-sm"
              variant="outline"
              color="orange"
              leftSection={<IconRefresh size={16} aria-hidden />}
              loading={isReloading}
              onClick={() => void onReload()}
            >
              {t('application.conflict.reload')}
            </Button>
          </Stack>
        </Alert>
      )}
      <Card component="section" aria-labelledby="flow-step-title" className={classes.card}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void next();
          }}
        >
          <Stack gap="lg">
            <div>
              <Title
                order={2}
                id="flow-step-title"
                ref={headingRef}
                tabIndex={-1}
                className={classes.heading}
              >
                {step.title}
              </Title>
              {step.description && (
                <Text c="gray.7" mt={6}>
                  {step.description}
                </Text>
              )}
            </div>

            {notice && (
              <Alert
                color="orange"
                variant="light"
                role="alert"
                icon={<IconAlertTriangle size={20} aria-hidden />}
              >
                {notice}
              </Alert>
            )}

            {visible.map((question) => (
              <FlowQuestionField
                key={question.identifier}
                application={application}
                question={question}
                state={state}
                baseValues={baseValues}
                onChange={change(question)}
                onServerAnswer={(value) => {
                  state.setServerAnswer(question.identifier, value);
                  setErrors(({ [question.identifier]: _dropped, ...rest }) => rest);
                }}
                error={errorOf(question)}
                today={today}
                note={isFromPreliminary(question) ? t('application.prefill.note') : undefined}
                // Answers typed so far are saved before the server's copy is read again.
                onRecheck={async () => {
                  if (await state.flush(answerableKeys)) await onReload();
                }}
                isReloading={isReloading}
              />
            ))}

            {knockOut && (
              <Alert
                color="red"
                variant="light"
                role="alert"
                icon={<IconAlertTriangle size={20} aria-hidden />}
                title={t('application.knockOut.title')}
              >
                {knockOut}
              </Alert>
            )}
            {alert && (
              <Alert color="red" variant="light" role="alert">
                {alert}
              </Alert>
            )}

            <SaveStatus state={state} onRetry={() => void state.flush(answerableKeys)} />

            <div className={classes.actions}>
              <Button
                variant="default"
                leftSection={<IconArrowLeft size={18} aria-hidden />}
                onClick={() => void back()}
                disabled={isMoving}
              >
                {t('application.back')}
              </Button>
              <Button
                type="submit"
                loading={isMoving}
                rightSection={<IconArrowRight size={18} aria-hidden />}
                // The last step's longer label wraps on a phone instead of being cut off.
                h="auto"
                mih={42}
                py={8}
                styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
              >
                {index >= flow.steps.length - 1 ? t('application.toOverview') : t('application.next')}
              </Button>
            </div>
          </Stack>
        </form>
      </Card>
      <div>
        <CloseApplication applicationId={application.id} />
      </div>
    </Stack>
  );
}

/** "Mentve": a quiet note for every saved answer, read out politely by screen readers. */
function SaveStatus({ state, onRetry }: { state: AnswersState; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={classes.saveState} aria-live="polite">
      {state.saveState === 'saving' && (
        <>
          <Loader size={14} aria-hidden />
          <Text size="sm" c="gray.7">
            {t('application.save.saving')}
          </Text>
        </>
      )}
      {state.saveState === 'saved' && (
        <>
          <IconCheck size={16} aria-hidden color="var(--mantine-color-green-8)" />
          <Text size="sm" c="gray.7">
            {t('application.save.saved')}
          </Text>
        </>
      )}
      {state.saveState === 'failed' && (
        <>
          <Text size="sm" c="red.8">
            {t('application.save.failed')}
          </Text>
          <Button size="compact-xs" variant="subtle" color="red" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        </>
      )}
    </div>
  );
}

function FlowQuestionField({
  application,
  question,
  state,
  baseValues,
  onChange,
  onServerAnswer,
  error,
  today,
  note,
  onRecheck,
  isReloading,
}: {
  application: LoanApplication;
  question: FlowQuestion;
  state: AnswersState;
  baseValues: Record<string, string> | undefined;
  onChange: (value: string) => void;
  onServerAnswer: (value: string) => void;
  error: string | undefined;
  today: string;
  note: string | undefined;
  onRecheck: () => Promise<void>;
  isReloading: boolean;
}) {
  const value = state.answers[question.identifier];
  const commit = () => void state.save(question.identifier);
  switch (question.type) {
    case 'SIMPLE_FIELD':
      return (
        <SimpleField
          question={question}
          value={value}
          onChange={onChange}
          onCommit={commit}
          error={error}
          today={today}
          note={note}
        />
      );
    case 'STATEMENT_PROMPT':
      return (
        <StatementField
          question={question}
          value={value}
          onChange={onChange}
          onCommit={commit}
          error={error}
        />
      );
    case 'DOCUMENT_PROMPT':
      return (
        <DocumentField
          applicationId={application.id}
          question={question}
          value={value}
          onDocumentsChange={onServerAnswer}
          error={error}
        />
      );
    case 'READONLY_FIELD':
      return <ReadonlyField question={question} values={baseValues} />;
    case 'SPECIAL_FIELD':
      return (
        <SpecialField
          question={question}
          value={value}
          error={error}
          onRecheck={() => void onRecheck()}
          isRechecking={isReloading}
        />
      );
  }
}
