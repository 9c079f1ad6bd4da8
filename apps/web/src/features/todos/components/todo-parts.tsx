import type { CorrectionKind } from '@hitelkapu/domain/contracts/todos';
import type { CorrectionOutcome, CorrectionStatus, SignatureStatus } from '@hitelkapu/domain/status/todo';
import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './todos.module.css';

// A Record keyed by every status: a new status is a type error until it has a colour.
const statusColor: Record<CorrectionStatus, string> = {
  IN_PROGRESS: 'brand',
  COMPLETED: 'brand',
  CLOSED: 'gray',
  CANCELLED: 'gray',
  WITHDRAWN: 'gray',
};

/** Where a correction stands (spec §3 "To-dos"), in the customer's words. */
export function CorrectionStatusBadge({ status }: { status: CorrectionStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={statusColor[status]} radius="sm" style={{ flexShrink: 0 }}>
      {t(`todos.status.${status}`)}
    </Badge>
  );
}

const signatureStatusColor: Record<SignatureStatus, string> = {
  IN_PROGRESS: 'brand',
  ACCEPTED: 'brand',
  WAITING: 'brand',
  SIGNED: 'brand',
  CLOSED: 'gray',
};

/** Where a finished signature stands: signed, or closed (its outcome says how). */
export function SignatureStatusBadge({ status }: { status: SignatureStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={signatureStatusColor[status]} radius="sm" style={{ flexShrink: 0 }}>
      {t(status === 'SIGNED' ? 'todos.signature.status.SIGNED' : 'todos.signature.status.CLOSED')}
    </Badge>
  );
}

/** The reviewer's verdict on what the customer sent, once the correction is closed. */
export function outcomeKey(outcome: CorrectionOutcome | null): string | null {
  return outcome ? `todos.outcome.${outcome}` : null;
}

/** What kind of help is asked: a corrected answer or a document. */
export function KindLine({ kind }: { kind: CorrectionKind }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="gray.7">
      {t(`todos.kind.${kind}`)}
    </Text>
  );
}

/** What the reviewer wrote, labelled for the customer as their message. */
export function ReviewerMessage({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <div>
      <Text size="sm" c="gray.7" mb={4}>
        {t('todos.messageLabel')}
      </Text>
      <blockquote className={classes.message}>
        <Text size="sm">{message}</Text>
      </blockquote>
    </div>
  );
}
