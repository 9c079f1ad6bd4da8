import type {
  Answers,
  PreliminaryQuestion,
  PreliminaryQuestionSet,
  PreliminaryStep,
} from '@hitelkapu/domain/contracts/preliminary';
import { todayIso } from '@hitelkapu/domain/format/date';
import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadFailure } from '../../../components/errors/load-failure.tsx';
import { WizardQuestionStep } from '../../../components/questions/wizard-question-step.tsx';
import { useConfigQuestionSet, useUpdateQuestionSet } from '../api/flows.ts';
import { useStaffConfigDeps } from '../config-deps.tsx';
import classes from './flow-editor.module.css';
import { FlowEditor } from './flow-editor.tsx';
import { BackToFlows } from './flows-page.tsx';

/** The edited step as the preliminary wizard draws it, with the shared wizard step. */
function QuestionSetStepPreview({
  step,
  questionSet,
}: {
  step: PreliminaryStep;
  questionSet: PreliminaryQuestionSet;
}) {
  const [answers, setAnswers] = useState<Answers>({});
  return (
    <WizardQuestionStep
      tokens="prelim"
      step={step}
      questionSet={questionSet}
      answers={answers}
      errors={{}}
      today={todayIso()}
      onAnswer={(identifier, value) => setAnswers((current) => ({ ...current, [identifier]: value }))}
    />
  );
}

/** /staff/config/question-sets/:id: a preliminary question set's steps, wording and bounds, with the wizard beside it. */
export function ConfigQuestionSetEditorPage() {
  const { t } = useTranslation();
  const { nav } = useStaffConfigDeps();
  const { id = '' } = useParams();
  const query = useConfigQuestionSet(id);
  const update = useUpdateQuestionSet(id);
  return (
    <Stack gap="lg" className={classes.page}>
      {nav}
      <BackToFlows />
      <Stack gap={6}>
        <Title order={1}>{query.data?.questionSet.title ?? t('staffConfig.flows.setEditorTitle')}</Title>
        <Text c="gray.7">{t('staffConfig.flows.setEditorLead')}</Text>
      </Stack>
      {query.isError ? (
        <LoadFailure
          title={t('staffConfig.flows.loadError')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : !query.data ? (
        <Skeleton height={320} role="status" aria-label={t('common.loading')} />
      ) : (
        <FlowEditor<PreliminaryQuestion, PreliminaryQuestionSet>
          key={query.data.questionSet.id}
          root="questionSet"
          saved={{ document: query.data.questionSet, version: query.data.version }}
          protectedQuestions={query.data.protectedQuestions}
          typeLabel={(question) => t(`staffConfig.flows.type.${question.type}`)}
          isBounded={(question) => question.type === 'INPUT' && question.validation === null}
          renderPreview={(step, questionSet) => (
            <QuestionSetStepPreview key={step.id} step={step} questionSet={questionSet} />
          )}
          onSave={async (questionSet, version) => {
            const saved = await update.mutateAsync({ version, questionSet });
            return { document: saved.questionSet, version: saved.version };
          }}
          onReload={async () => {
            const fresh = (await query.refetch()).data;
            return fresh ? { document: fresh.questionSet, version: fresh.version } : undefined;
          }}
        />
      )}
    </Stack>
  );
}
