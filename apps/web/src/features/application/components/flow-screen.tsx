import type { Flow, FlowQuestion, LoanApplication } from '@hitelkapu/domain/contracts/application';
import { todayIso } from '@hitelkapu/domain/format/date';
import {
  flowJourney,
  flowMessageKeys,
  flowMinutesFrom,
  flowStepErrors,
  isCustomerAnswerable,
  visibleFlowQuestions,
} from '@hitelkapu/domain/rules/flow';
import { answersFromDynamicData, preliminarySourceOf } from '@hitelkapu/domain/rules/prefill';
import { clampStepIndex, nextStepIndex, previousStepIndex } from '@hitelkapu/domain/rules/questions/journey';
import type { ApplicationFlowPosition } from '@hitelkapu/domain/status/application';
import { Alert, Button, Card, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconArrowRight, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StepHeading } from '../../../components/questions/step-heading.tsx';
import { StepProgress } from '../../../components/questions/step-progress.tsx';
import { useStepErrors } from '../../../components/questions/use-step-errors.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { myPreliminaryAssessmentQuery } from '../../../lib/preliminary-assessment.ts';
import type { AnswersState } from '../use-answers.ts';
import classes from './application.module.css';
import { CloseApplication } from './close-application.tsx';
import { FlowQuestionField } from './flow-question-field.tsx';
import { SaveStatus } from './save-status.tsx';
import { flowInputId } from './simple-field.tsx';

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

/** The step shown: the stored index, kept inside the flow. */
export function stepIndexOf(application: LoanApplication, flow: Flow): number {
  return clampStepIndex(flowJourney(flow), application.currentFlowIndex);
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
  const stepErrors = useStepErrors();
  const { errors, headingRef } = stepErrors;
  const [knockOut, setKnockOut] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  // A shop's purchase starts its application with no preliminary assessment to compare with.
  const preliminary = useQuery({ ...myPreliminaryAssessmentQuery(), enabled: !application.purchase });
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
  }, [moveSeq, headingRef]);
  // A new step starts without the previous step's messages.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the step changes
  useEffect(() => {
    stepErrors.clearAll();
    setKnockOut(null);
    setAlert(null);
  }, [index]);

  if (!step) return null;
  const visible = visibleFlowQuestions(step, answers, flow);

  /** Messages under the fields for message keys by question; the first one takes the focus. */
  const showErrors = (keys: Record<string, string>) => {
    const blocking = visible.find((question) => keys[question.identifier] === flowMessageKeys.knockOut);
    setKnockOut(blocking ? (blocking.koExplanation ?? t('validation.knockOut')) : null);
    return stepErrors.showKeys(
      keys,
      visible.map((question) => question.identifier),
      flowInputId,
    );
  };

  const answerableKeys = visible.filter(isCustomerAnswerable).map((question) => question.identifier);

  const next = async () => {
    setAlert(null);
    const keys = flowStepErrors(step, answers, today, flow);
    if (showErrors(keys)) return;
    if (!(await state.flush(answerableKeys))) return;
    // After the last step comes the overview.
    const following = nextStepIndex(flowJourney(flow), index);
    try {
      await onMove(following === null ? 'OVERVIEW' : 'FLOW', following ?? 0);
    } catch (error) {
      // The server re-checks the step; its field errors go under the fields.
      if (error instanceof ApiError && error.fieldErrors && showErrors(error.fieldErrors)) return;
      setAlert(errorText(error, t));
    }
  };

  const back = async () => {
    setAlert(null);
    if (!(await state.flush(answerableKeys))) return;
    // Before the first step comes the intro.
    const previous = previousStepIndex(index);
    try {
      await onMove(previous === null ? 'INTRO' : 'FLOW', previous ?? 0);
    } catch (error) {
      setAlert(errorText(error, t));
    }
  };

  const change = (question: FlowQuestion) => (value: string) => {
    state.setAnswer(question.identifier, value);
    stepErrors.clear(question.identifier);
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
      <StepProgress
        tokens="application"
        titles={flow.steps.map((item) => item.title)}
        current={index}
        timeText={t('application.progress.time', { count: flowMinutesFrom(flow, index) })}
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
            <StepHeading
              id="flow-step-title"
              headingRef={headingRef}
              title={step.title}
              description={step.description}
            />

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
                  stepErrors.clear(question.identifier);
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
