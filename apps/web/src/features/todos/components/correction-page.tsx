import type { FlowQuestion } from '@hitelkapu/domain/contracts/application';
import type { Correction } from '@hitelkapu/domain/contracts/todos';
import { formatLongDate, todayIso } from '@hitelkapu/domain/format/date';
import { Alert, Anchor, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { answerText } from '../../../components/credit/flow-answer-text.ts';
import { LoadFailure } from '../../../components/errors/load-failure.tsx';
import { correctionFlowQuery, correctionQuery } from '../api/todos.ts';
import { AnswerCorrection } from './answer-correction.tsx';
import { DocumentCorrection, UploadedFiles } from './document-correction.tsx';
import { CorrectionStatusBadge, outcomeKey, ReviewerMessage } from './todo-parts.tsx';
import classes from './todos.module.css';

export const TODOS_PATH = '/user/todos';

/** The flow question a correction is about, when the flow has loaded and still holds it. */
function useCorrectionQuestion(correction: Correction | undefined) {
  const flow = useQuery({
    ...correctionFlowQuery(correction?.applicationId ?? ''),
    enabled: correction !== undefined,
  });
  const question = flow.data?.steps
    .flatMap((step) => step.questions)
    .find((candidate) => candidate.identifier === correction?.fieldId);
  return { question, isLoading: flow.isPending && correction !== undefined, isError: flow.isError };
}

function BackLink() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={TODOS_PATH} size="sm" w="fit-content">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {t('correction.back')}
      </Group>
    </Anchor>
  );
}

/** After the customer sent it: a calm word that it arrived, what happens next, and the way back. */
function Completed() {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Card component="section" aria-labelledby="correction-done-title">
      <Stack gap="sm" align="flex-start">
        <IconCircleCheck size={36} aria-hidden color="var(--mantine-color-brand-7)" />
        <Title order={2} size="h3" id="correction-done-title" ref={headingRef} tabIndex={-1}>
          {t('correction.done.title')}
        </Title>
        <Text>{t('correction.done.text')}</Text>
        <Button component={Link} to={TODOS_PATH} mt="xs" className={classes.action}>
          {t('correction.done.back')}
        </Button>
      </Stack>
    </Card>
  );
}

/** A correction no longer open: where it stands, how it ended and what was sent, nothing to change. */
function ReadOnlyCorrection({
  correction,
  question,
}: {
  correction: Correction;
  question: FlowQuestion | undefined;
}) {
  const { t } = useTranslation();
  const outcome = outcomeKey(correction.outcome);
  const shownValue =
    correction.currentValue === null
      ? null
      : question
        ? (answerText(question, correction.currentValue, t) ?? correction.currentValue)
        : correction.currentValue;
  return (
    <Card component="section" aria-labelledby="correction-state-title">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Title order={2} size="h4" id="correction-state-title">
            {t('correction.state.title')}
          </Title>
          <CorrectionStatusBadge status={correction.status} />
        </Group>
        <Text size="sm">{t(`todos.statusText.${correction.status}`)}</Text>
        {outcome && (
          <Text size="sm" fw={600}>
            {t(outcome)}
          </Text>
        )}
        <dl className={classes.facts}>
          <dt>{t('todos.requestedAt')}</dt>
          <dd>{formatLongDate(correction.createdAt)}</dd>
          {correction.completedAt && (
            <>
              <dt>{t('correction.completedAt')}</dt>
              <dd>{formatLongDate(correction.completedAt)}</dd>
            </>
          )}
          {correction.closedAt && (
            <>
              <dt>{t('todos.closedAt')}</dt>
              <dd>{formatLongDate(correction.closedAt)}</dd>
            </>
          )}
          {correction.kind === 'ANSWER' && (
            <>
              <dt>{t('correction.answer.stored')}</dt>
              <dd>{shownValue ?? t('correction.answer.none')}</dd>
            </>
          )}
        </dl>
        {correction.kind === 'DOCUMENT' && correction.documents.length > 0 && (
          <UploadedFiles title={correction.fieldLabel} documents={correction.documents} />
        )}
      </Stack>
    </Card>
  );
}

/**
 * `/user/submit-missing-documents/{id}`: one correction a reviewer asked for. Open, the
 * customer gives the corrected answer (checked as the application flow checks it) or uploads
 * the missing documents, then sends it; otherwise it shows how it stands, read-only.
 */
export function CorrectionPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const correction = useQuery(correctionQuery(id));
  const { question, isLoading: isQuestionLoading } = useCorrectionQuestion(correction.data);
  const [isDone, setIsDone] = useState(false);
  const data = correction.data;
  const isOverdue = data?.status === 'IN_PROGRESS' && new Date(data.dueAt).getTime() < Date.now();

  return (
    <Stack gap="lg" className={classes.page}>
      {!isDone && <BackLink />}
      {correction.isError ? (
        <LoadFailure
          title={t('correction.loadError')}
          error={correction.error}
          onRetry={() => void correction.refetch()}
        />
      ) : !data ? (
        <Stack gap="sm" role="status" aria-label={t('common.loading')}>
          <Skeleton height={32} width="60%" />
          <Skeleton height={18} width="80%" />
          <Skeleton height={120} />
        </Stack>
      ) : (
        <>
          <Stack gap={4}>
            <Text size="sm" c="gray.7">
              {t(`todos.kind.${data.kind}`)}
            </Text>
            <Title order={1}>{data.fieldLabel}</Title>
          </Stack>
          <ReviewerMessage message={data.message} />
          {data.status === 'IN_PROGRESS' && !isDone && (
            <>
              <dl className={classes.facts}>
                <dt>{t('todos.dueAt')}</dt>
                <dd>{formatLongDate(data.dueAt)}</dd>
              </dl>
              {isOverdue && (
                <Alert
                  color="orange"
                  variant="light"
                  p="sm"
                  icon={<IconAlertTriangle size={18} aria-hidden />}
                  title={t('todos.overdue.title')}
                >
                  <Text size="sm">{t('todos.overdue.text')}</Text>
                </Alert>
              )}
            </>
          )}
          {isDone ? (
            <Completed />
          ) : data.status !== 'IN_PROGRESS' ? (
            <ReadOnlyCorrection correction={data} question={question} />
          ) : isQuestionLoading ? (
            <Skeleton height={120} role="status" aria-label={t('common.loading')} />
          ) : data.kind === 'ANSWER' ? (
            <AnswerCorrection
              correction={data}
              question={question}
              today={todayIso()}
              onDone={() => setIsDone(true)}
            />
          ) : (
            <DocumentCorrection correction={data} question={question} onDone={() => setIsDone(true)} />
          )}
        </>
      )}
    </Stack>
  );
}
