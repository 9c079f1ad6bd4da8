import type { Flow, FlowQuestion } from '@hitelkapu/domain/contracts/application';
import type { Answers } from '@hitelkapu/domain/contracts/preliminary';
import type { ConfigFlowSummary } from '@hitelkapu/domain/contracts/staff-config-flows';
import { todayIso } from '@hitelkapu/domain/format/date';
import { visibleFlowQuestionIds } from '@hitelkapu/domain/rules/flow';
import { Anchor, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadFailure } from '../../../components/errors/load-failure.tsx';
import { useConfigFlow, useConfigFlows, useUpdateFlow } from '../api/flows.ts';
import { useStaffConfigDeps } from '../config-deps.tsx';
import { useFlowQuestionRenderer } from '../flow-preview.tsx';
import classes from './flow-editor.module.css';
import { FlowEditor } from './flow-editor.tsx';

function SummaryCard({ item, href }: { item: ConfigFlowSummary; href: string }) {
  const { t } = useTranslation();
  const titleId = `config-flow-${item.id}`;
  return (
    <Card component="article" withBorder aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={3} size="h4" id={titleId}>
            {item.title}
          </Title>
          <Badge variant="outline" color="gray">
            {t('staffConfig.flows.version', { version: item.version })}
          </Badge>
        </Group>
        <Text size="sm" c="gray.7">
          {t('staffConfig.flows.counts', { steps: item.stepCount, questions: item.questionCount })}
        </Text>
        <div>
          <Button
            component={Link}
            to={href}
            variant="default"
            leftSection={<IconPencil size={18} aria-hidden />}
            aria-label={t('staffConfig.flows.editLabel', { name: item.title })}
          >
            {t('staffConfig.flows.edit')}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}

/** /staff/config/flows: the application flows and the preliminary question sets, each editable. */
export function ConfigFlowsPage() {
  const { t } = useTranslation();
  const { nav } = useStaffConfigDeps();
  const query = useConfigFlows();
  return (
    <Stack gap="lg" className={classes.page}>
      {nav}
      <Stack gap={6}>
        <Title order={1}>{t('staffConfig.flows.title')}</Title>
        <Text c="gray.7">{t('staffConfig.flows.lead')}</Text>
      </Stack>
      {query.isError ? (
        <LoadFailure
          title={t('staffConfig.flows.loadError')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : !query.data ? (
        <Stack gap="md" role="status" aria-label={t('common.loading')}>
          <Skeleton height={120} />
          <Skeleton height={120} />
        </Stack>
      ) : (
        <>
          <Stack gap="sm">
            <Title order={2} size="h3">
              {t('staffConfig.flows.flowsTitle')}
            </Title>
            <ul className={classes.list}>
              {query.data.flows.map((item) => (
                <li key={item.id}>
                  <SummaryCard item={item} href={`/staff/config/flows/${item.id}`} />
                </li>
              ))}
            </ul>
          </Stack>
          <Stack gap="sm">
            <Title order={2} size="h3">
              {t('staffConfig.flows.setsTitle')}
            </Title>
            <ul className={classes.list}>
              {query.data.questionSets.map((item) => (
                <li key={item.id}>
                  <SummaryCard item={item} href={`/staff/config/question-sets/${item.id}`} />
                </li>
              ))}
            </ul>
          </Stack>
        </>
      )}
    </Stack>
  );
}

/** The edited step's visible questions, each drawn by the customer's own component. */
function FlowStepPreview({ step, flow }: { step: Flow['steps'][number]; flow: Flow }) {
  const render = useFlowQuestionRenderer();
  const [answers, setAnswers] = useState<Answers>({});
  const today = todayIso();
  const visible = visibleFlowQuestionIds(flow, answers);
  return (
    <Stack gap="lg">
      {step.questions
        .filter((question) => !question.hidden && visible.has(question.identifier))
        .map((question) => (
          <div key={question.identifier}>
            {render({
              question,
              value: answers[question.identifier],
              onChange: (value) => setAnswers((current) => ({ ...current, [question.identifier]: value })),
              today,
            })}
          </div>
        ))}
    </Stack>
  );
}

export function BackToFlows() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to="/staff/config/flows" size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {t('staffConfig.flows.back')}
      </Group>
    </Anchor>
  );
}

/** /staff/config/flows/:id: one application flow's steps and wording, with the customer's screen beside it. */
export function ConfigFlowEditorPage() {
  const { t } = useTranslation();
  const { nav } = useStaffConfigDeps();
  const { id = '' } = useParams();
  const query = useConfigFlow(id);
  const update = useUpdateFlow(id);
  const typeLabel = (question: FlowQuestion) =>
    t(
      `staffConfig.flows.type.${question.type === 'SIMPLE_FIELD' ? (question.fieldType ?? 'INPUT') : question.type}`,
    );
  return (
    <Stack gap="lg" className={classes.page}>
      {nav}
      <BackToFlows />
      <Stack gap={6}>
        <Title order={1}>{query.data?.flow.title ?? t('staffConfig.flows.flowEditorTitle')}</Title>
        <Text c="gray.7">{t('staffConfig.flows.flowEditorLead')}</Text>
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
        <FlowEditor<FlowQuestion, Flow>
          // A fresh editor for a fresh version read from elsewhere.
          key={`${query.data.flow.id}`}
          root="flow"
          saved={{ document: query.data.flow, version: query.data.version }}
          protectedQuestions={query.data.protectedQuestions}
          typeLabel={typeLabel}
          renderPreview={(step, flow) => <FlowStepPreview key={step.id} step={step} flow={flow} />}
          onSave={async (flow, version) => {
            const saved = await update.mutateAsync({ version, flow });
            return { document: saved.flow, version: saved.version };
          }}
          onReload={async () => {
            const fresh = (await query.refetch()).data;
            return fresh ? { document: fresh.flow, version: fresh.version } : undefined;
          }}
        />
      )}
    </Stack>
  );
}
