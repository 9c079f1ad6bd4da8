import type { CorrectionTodo, Todo } from '@hitelkapu/domain/contracts/todos';
import { formatLongDate } from '@hitelkapu/domain/format/date';
import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconChecklist } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailure } from '../../../components/errors/load-failure.tsx';
import { CardListSkeleton, EmptyStateCard } from '../../../components/list-states.tsx';
import { activeTodosQuery, previousTodosQuery } from '../api/todos.ts';
import { ActiveSignatureContent, PreviousSignatureContent } from './signature-todo-cards.tsx';
import { CorrectionStatusBadge, KindLine, outcomeKey, ReviewerMessage } from './todo-parts.tsx';
import classes from './todos.module.css';

/** Where a to-do is dealt with: a correction's page (a CORRECTION to-do's id is its correction's). */
export const correctionPath = (correctionId: string) => `/user/submit-missing-documents/${correctionId}`;

function ActiveTodoCard({ todo }: { todo: Todo }) {
  const titleId = `todo-${todo.id}-title`;
  return (
    <Card component="article" aria-labelledby={titleId}>
      {todo.type === 'SIGNATURE' ? (
        <ActiveSignatureContent todo={todo} titleId={titleId} />
      ) : (
        <ActiveCorrectionContent todo={todo} titleId={titleId} />
      )}
    </Card>
  );
}

function PreviousTodoCard({ todo }: { todo: Todo }) {
  const titleId = `todo-${todo.id}-title`;
  return (
    <Card component="article" aria-labelledby={titleId}>
      {todo.type === 'SIGNATURE' ? (
        <PreviousSignatureContent todo={todo} titleId={titleId} />
      ) : (
        <PreviousCorrectionContent todo={todo} titleId={titleId} />
      )}
    </Card>
  );
}

function ActiveCorrectionContent({ todo, titleId }: { todo: CorrectionTodo; titleId: string }) {
  const { t } = useTranslation();
  const { kind, fieldLabel, message } = todo.correction;
  return (
    <Stack gap="sm">
      {/* Open ones need no status badge: the section says they are to be done. */}
      <div>
        <KindLine kind={kind} />
        <Title order={3} size="h4" id={titleId}>
          {fieldLabel}
        </Title>
      </div>
      <ReviewerMessage message={message} />
      {todo.dueAt && (
        <dl className={classes.facts}>
          <dt>{t('todos.dueAt')}</dt>
          <dd>{formatLongDate(todo.dueAt)}</dd>
        </dl>
      )}
      {todo.isOverdue && (
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
      <Group>
        <Button
          component={Link}
          to={correctionPath(todo.id)}
          className={classes.action}
          aria-describedby={titleId}
        >
          {t(kind === 'ANSWER' ? 'todos.action.ANSWER' : 'todos.action.DOCUMENT')}
        </Button>
      </Group>
    </Stack>
  );
}

function PreviousCorrectionContent({ todo, titleId }: { todo: CorrectionTodo; titleId: string }) {
  const { t } = useTranslation();
  const { kind, fieldLabel } = todo.correction;
  const outcome = outcomeKey(todo.outcome);
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
        <div>
          <KindLine kind={kind} />
          <Title order={3} size="h4" id={titleId}>
            <Anchor component={Link} to={correctionPath(todo.id)} inherit>
              {fieldLabel}
            </Anchor>
          </Title>
        </div>
        <CorrectionStatusBadge status={todo.status} />
      </Group>
      <Text size="sm">{t(`todos.statusText.${todo.status}`)}</Text>
      {outcome && (
        <Text size="sm" fw={600}>
          {t(outcome)}
        </Text>
      )}
      <dl className={classes.facts}>
        <dt>{t('todos.requestedAt')}</dt>
        <dd>{formatLongDate(todo.createdAt)}</dd>
        {todo.closedAt && (
          <>
            <dt>{t('todos.closedAt')}</dt>
            <dd>{formatLongDate(todo.closedAt)}</dd>
          </>
        )}
      </dl>
    </Stack>
  );
}

/**
 * `/user/todos`: what the lender asks of the customer now (a correction or a contract to sign,
 * the one due soonest first, an overdue correction marked), each leading to where it is done;
 * then the earlier ones with how they ended.
 */
export function TodosPage() {
  const { t } = useTranslation();
  const actives = useQuery(activeTodosQuery());
  const previous = useQuery(previousTodosQuery());
  const isEmpty = actives.data?.length === 0 && previous.data?.length === 0;

  return (
    <Stack gap="lg" className={classes.page}>
      <Stack gap={4}>
        <Title order={1}>{t('todos.title')}</Title>
        <Text c="gray.7">{t('todos.lead')}</Text>
      </Stack>

      {isEmpty ? (
        <EmptyStateCard
          icon={<IconChecklist size={32} aria-hidden color="var(--mantine-color-brand-7)" />}
          titleId="todos-empty-title"
          title={t('todos.empty.title')}
          text={t('todos.empty.text')}
        >
          <Button component={Link} to="/user/applications" variant="light" mt="xs">
            {t('todos.empty.applications')}
          </Button>
        </EmptyStateCard>
      ) : (
        <>
          <Stack gap="sm" component="section" aria-labelledby="todos-active-title">
            <Title order={2} size="h3" id="todos-active-title">
              {t('todos.active.title')}
            </Title>
            {actives.isError ? (
              <LoadFailure
                title={t('todos.loadError')}
                error={actives.error}
                onRetry={() => void actives.refetch()}
              />
            ) : !actives.data ? (
              <CardListSkeleton lineWidths={['80%', '40%']} />
            ) : actives.data.length === 0 ? (
              <Text c="gray.7">{t('todos.active.none')}</Text>
            ) : (
              <ul className={classes.list}>
                {actives.data.map((todo) => (
                  <li key={todo.id}>
                    <ActiveTodoCard todo={todo} />
                  </li>
                ))}
              </ul>
            )}
          </Stack>

          <Stack gap="sm" component="section" aria-labelledby="todos-previous-title">
            <Title order={2} size="h3" id="todos-previous-title">
              {t('todos.previous.title')}
            </Title>
            {previous.isError ? (
              <LoadFailure
                title={t('todos.loadError')}
                error={previous.error}
                onRetry={() => void previous.refetch()}
              />
            ) : !previous.data ? (
              <CardListSkeleton lineWidths={['60%']} />
            ) : previous.data.length === 0 ? (
              <Text c="gray.7">{t('todos.previous.none')}</Text>
            ) : (
              <ul className={classes.list}>
                {previous.data.map((todo) => (
                  <li key={todo.id}>
                    <PreviousTodoCard todo={todo} />
                  </li>
                ))}
              </ul>
            )}
          </Stack>
        </>
      )}
    </Stack>
  );
}
