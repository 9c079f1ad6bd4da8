import type { Flow, FlowQuestion, LoanApplication } from '@hitelkapu/domain/contracts/application';
import type { FieldErrors } from '@hitelkapu/domain/contracts/error';
import type { Answers } from '@hitelkapu/domain/contracts/preliminary';
import { parseListAnswer, SPECIAL_FIELD_DONE, visibleFlowQuestions } from '@hitelkapu/domain/rules/flow';
import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconInfoCircle, IconPencil, IconSend } from '@tabler/icons-react';
import { useQueries } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { answerText, isListedAnswer } from '../../../components/credit/flow-answer-text.ts';
import { StepHeading } from '../../../components/questions/step-heading.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { customerDocumentQuery, useFinishApplication } from '../api/application.ts';
import classes from './application.module.css';
import { CloseApplication } from './close-application.tsx';
import type { MovePosition } from './flow-screen.tsx';
import { useReadonlySource } from './readonly-field.tsx';

/**
 * OVERVIEW: every step's answers, each step with "Módosítás" back to it, and "Kérelem
 * beküldése" (POST finish), which scores the application once however often it is pressed.
 * A step the server finds incomplete sends the customer back to it with the messages.
 */
export function OverviewScreen({
  application,
  flow,
  answers,
  baseValues,
  onMove,
  isMoving,
  moveSeq,
  onIncomplete,
}: {
  application: LoanApplication;
  flow: Flow;
  answers: Answers;
  baseValues: Record<string, string> | undefined;
  onMove: MovePosition;
  isMoving: boolean;
  moveSeq: number;
  /** Finish refused with field errors: back to the first step to complete, with the messages. */
  onIncomplete: (fieldErrors: FieldErrors) => Promise<void>;
}) {
  const { t } = useTranslation();
  const finish = useFinishApplication(application.id);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [alert, setAlert] = useState<string | null>(null);
  useEffect(() => {
    if (moveSeq > 0) headingRef.current?.focus();
  }, [moveSeq]);

  const moveTo = async (index: number) => {
    setAlert(null);
    try {
      await onMove('FLOW', index);
    } catch (error) {
      setAlert(errorText(error, t));
    }
  };

  const submit = async () => {
    setAlert(null);
    try {
      await finish.submit();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && error.fieldErrors) {
        try {
          await onIncomplete(error.fieldErrors);
        } catch (moveError) {
          setAlert(errorText(moveError, t));
        }
        return;
      }
      setAlert(errorText(error, t));
    }
  };
  const busy = isMoving || finish.isPending;

  return (
    <Stack gap="lg">
      <Card component="section" aria-labelledby="overview-title" className={classes.card}>
        <Stack gap="lg">
          <StepHeading
            id="overview-title"
            headingRef={headingRef}
            title={t('application.overview.title')}
            description={t('application.overview.lead')}
          />

          {flow.steps.map((step, index) => {
            const titleId = `overview-step-${step.id}`;
            const questions = visibleFlowQuestions(step, answers, flow).filter(isListedAnswer);
            return (
              <section key={step.id} aria-labelledby={titleId} className={classes.overviewStep}>
                <Group justify="space-between" align="flex-start" gap="sm" mb="sm" wrap="nowrap">
                  <Title order={3} size="h4" id={titleId}>
                    {step.title}
                  </Title>
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    flex="none"
                    leftSection={<IconPencil size={16} aria-hidden />}
                    aria-label={t('application.overview.editNamed', { title: step.title })}
                    onClick={() => void moveTo(index)}
                    disabled={busy}
                  >
                    {t('application.overview.edit')}
                  </Button>
                </Group>
                <dl className={classes.summaryList}>
                  {questions.map((question) => (
                    <div key={question.identifier}>
                      <dt>{question.label}</dt>
                      <dd>
                        <AnswerValue
                          application={application}
                          question={question}
                          answer={answers[question.identifier]}
                          baseValues={baseValues}
                        />
                      </dd>
                    </div>
                  ))}
                </dl>
              </section>
            );
          })}

          <section aria-labelledby="overview-submit-title">
            <Title order={3} size="h4" id="overview-submit-title" mb={8}>
              {t('application.overview.submitTitle')}
            </Title>
            <ol className={classes.bulletList}>
              <li>{t('application.overview.submitCheck')}</li>
              <li>{t('application.overview.submitDecision')}</li>
              <li>{t('application.overview.submitNext')}</li>
            </ol>
          </section>

          <Alert
            role="note"
            color="gray"
            variant="light"
            icon={<IconInfoCircle size={20} aria-hidden />}
            title={t('application.overview.automatedTitle')}
          >
            {t('application.overview.automatedText')}
          </Alert>

          {alert && (
            <Alert color="red" variant="light" role="alert">
              {alert}
            </Alert>
          )}

          <div>
            <div className={classes.actions}>
              <Button
                variant="default"
                leftSection={<IconArrowLeft size={18} aria-hidden />}
                onClick={() => void moveTo(flow.steps.length - 1)}
                loading={isMoving}
                disabled={finish.isPending}
              >
                {t('application.overview.back')}
              </Button>
              <Button
                onClick={() => void submit()}
                loading={finish.isPending}
                disabled={isMoving}
                rightSection={<IconSend size={18} aria-hidden />}
              >
                {t('application.overview.submit')}
              </Button>
            </div>
            <div aria-live="polite">
              {finish.isPending && (
                <Text size="sm" c="gray.7" mt="xs">
                  {t('application.overview.submitting')}
                </Text>
              )}
            </div>
          </div>
        </Stack>
      </Card>
      <div>
        <CloseApplication applicationId={application.id} />
      </div>
    </Stack>
  );
}

function AnswerValue({
  application,
  question,
  answer,
  baseValues,
}: {
  application: LoanApplication;
  question: FlowQuestion;
  answer: string | undefined;
  baseValues: Record<string, string> | undefined;
}) {
  const { t } = useTranslation();
  switch (question.type) {
    case 'READONLY_FIELD':
      return <ReadonlyValue question={question} baseValues={baseValues} />;
    case 'DOCUMENT_PROMPT':
      return <DocumentNames applicationId={application.id} answer={answer} />;
    case 'SPECIAL_FIELD':
      return (
        <>
          {answer === SPECIAL_FIELD_DONE
            ? t('application.overview.emailConfirmed')
            : t('application.overview.emailNotConfirmed')}
        </>
      );
    default:
      return <>{answerText(question, answer, t) ?? t('application.overview.empty')}</>;
  }
}

function ReadonlyValue({
  question,
  baseValues,
}: {
  question: FlowQuestion;
  baseValues: Record<string, string> | undefined;
}) {
  const { t } = useTranslation();
  const config = useReadonlySource(question);
  if (config.isPending || !baseValues) return <Skeleton height={18} width={140} />;
  return <>{(config.data && baseValues[config.data.source]) || t('application.readonly.missing')}</>;
}

function DocumentNames({ applicationId, answer }: { applicationId: string; answer: string | undefined }) {
  const { t } = useTranslation();
  const ids = parseListAnswer(answer) ?? [];
  const documents = useQueries({ queries: ids.map((id) => customerDocumentQuery(applicationId, id)) });
  if (ids.length === 0) return <>{t('application.overview.noDocuments')}</>;
  if (documents.some((document) => document.isPending)) return <Skeleton height={18} width={160} />;
  const names = documents.map((document) => document.data?.originalName).filter(Boolean);
  return (
    <>
      {names.length > 0 ? names.join(', ') : t('application.overview.documentsCount', { count: ids.length })}
    </>
  );
}
