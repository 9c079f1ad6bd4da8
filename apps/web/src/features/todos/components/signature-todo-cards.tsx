import type { SignatureTodo } from '@hitelkapu/domain/contracts/todos';
import { formatLongDate } from '@hitelkapu/domain/format/date';
import { formatHuf } from '@hitelkapu/domain/format/number';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SignatureStatusBadge } from './todo-parts.tsx';
import classes from './todos.module.css';

/** Where a contract is read and signed: the application's own screen, at its signing step. */
export const signingPath = '/application';

function SignatureHeading({ todo, titleId }: { todo: SignatureTodo; titleId: string }) {
  const { t } = useTranslation();
  return (
    <div>
      <Text size="sm" c="gray.7">
        {t('todos.signature.kind')}
      </Text>
      <Title order={3} size="h4" id={titleId}>
        {todo.signature.productName}
      </Title>
    </div>
  );
}

/** An open SIGNATURE to-do: what waits for a signature, by when, and the way to the signing. */
export function ActiveSignatureContent({ todo, titleId }: { todo: SignatureTodo; titleId: string }) {
  const { t } = useTranslation();
  const isWaiting = todo.status === 'WAITING';
  return (
    <Stack gap="sm">
      <SignatureHeading todo={todo} titleId={titleId} />
      <Text size="sm">
        {t(isWaiting ? 'todos.signature.text.WAITING' : 'todos.signature.text.IN_PROGRESS')}
      </Text>
      <dl className={classes.facts}>
        <dt>{t('todos.signature.amount')}</dt>
        <dd>{formatHuf(todo.signature.amount)}</dd>
        <dt>{t('todos.signature.dueAt')}</dt>
        <dd>{formatLongDate(todo.dueAt)}</dd>
      </dl>
      <Group>
        <Button component={Link} to={signingPath} className={classes.action} aria-describedby={titleId}>
          {t(isWaiting ? 'todos.signature.action.WAITING' : 'todos.signature.action.IN_PROGRESS')}
        </Button>
      </Group>
    </Stack>
  );
}

/** A finished SIGNATURE to-do: signed, or how the round ended without a signature. */
export function PreviousSignatureContent({ todo, titleId }: { todo: SignatureTodo; titleId: string }) {
  const { t } = useTranslation();
  const outcome = todo.outcome ? `todos.signature.outcome.${todo.outcome}` : null;
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
        <SignatureHeading todo={todo} titleId={titleId} />
        <SignatureStatusBadge status={todo.status} />
      </Group>
      {todo.status === 'SIGNED' && <Text size="sm">{t('todos.signature.statusText.SIGNED')}</Text>}
      {outcome && (
        <Text size="sm" fw={600}>
          {t(outcome)}
        </Text>
      )}
      <dl className={classes.facts}>
        <dt>{t('todos.signature.amount')}</dt>
        <dd>{formatHuf(todo.signature.amount)}</dd>
        <dt>{t('todos.signature.readyAt')}</dt>
        <dd>{formatLongDate(todo.createdAt)}</dd>
        {todo.signature.signedAt && (
          <>
            <dt>{t('todos.signature.signedAt')}</dt>
            <dd>{formatLongDate(todo.signature.signedAt)}</dd>
          </>
        )}
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
