import type { Correction } from '@hitelkapu/domain/contracts/todos';
import { formatDateTime, formatLongDate } from '@hitelkapu/domain/format/date';
import { formatFileSize } from '@hitelkapu/domain/format/number';
import type { CorrectionStatus } from '@hitelkapu/domain/status/todo';
import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/errors/load-failure.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { caseCorrectionsQuery, useCancelCorrection, useCloseCorrection } from '../api/corrections.ts';
import { Figures } from './case-parts.tsx';
import classes from './staff.module.css';

// A Record keyed by every status: a new status is a type error until it has a colour.
const statusColor: Record<CorrectionStatus, string> = {
  IN_PROGRESS: 'orange',
  COMPLETED: 'brand',
  CLOSED: 'gray',
  CANCELLED: 'gray',
  WITHDRAWN: 'gray',
};

function CorrectionRow({ correction }: { correction: Correction }) {
  const { t } = useTranslation();
  const cancel = useCancelCorrection();
  const close = useCloseCorrection();
  const titleId = `correction-${correction.id}-title`;
  const error = cancel.error ?? close.error;
  const when = (value: string | null) => (value ? formatDateTime(value) : t('staff.review.notYet'));
  const figures: [string, string][] = [
    [t('staff.correction.requestedAt'), formatDateTime(correction.createdAt)],
    [t('staff.correction.dueAt'), formatLongDate(correction.dueAt)],
    [t('staff.correction.completedAt'), when(correction.completedAt)],
  ];
  if (correction.kind === 'ANSWER')
    figures.push([
      correction.status === 'IN_PROGRESS'
        ? t('staff.correction.answerNow')
        : t('staff.correction.answerSent'),
      correction.currentValue ?? t('staff.case.noAnswer'),
    ]);
  if (correction.outcome)
    figures.push([t('staff.correction.outcome'), t(`staff.correction.outcome.${correction.outcome}`)]);

  return (
    <li>
      <Card withBorder padding="md" radius="md" component="article" aria-labelledby={titleId}>
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start" gap="xs">
            <div>
              <Text size="sm" c="gray.7">
                {t(`staff.correction.kind.${correction.kind}`)}
              </Text>
              <Title order={4} size="h5" id={titleId}>
                {correction.fieldLabel}
              </Title>
            </div>
            <Badge variant="light" color={statusColor[correction.status]} radius="sm">
              {t(`staff.correction.status.${correction.status}`)}
            </Badge>
          </Group>
          <div>
            <Text size="sm" c="gray.7" mb={4}>
              {t('staff.correction.messageSent')}
            </Text>
            <blockquote className={classes.quote}>
              <Text size="sm">{correction.message}</Text>
            </blockquote>
          </div>
          <Figures items={figures} />
          {correction.kind === 'DOCUMENT' && correction.documents.length > 0 && (
            <div>
              <Text size="sm" c="gray.7">
                {t('staff.correction.uploads')}
              </Text>
              <ul className={classes.documents}>
                {correction.documents.map((document) => (
                  <li key={document.id}>
                    <Text size="sm" span fw={600}>
                      {document.name}
                    </Text>
                    <Text size="sm" span c="gray.7">
                      {' '}
                      · {formatFileSize(document.sizeBytes)}
                    </Text>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {error ? (
            <Alert color="red" variant="light" role="alert" p="sm">
              {errorText(error, t)}
            </Alert>
          ) : null}
          {correction.status === 'COMPLETED' && (
            <div className={classes.actions}>
              <Button
                leftSection={<IconCheck size={18} aria-hidden />}
                aria-describedby={titleId}
                loading={close.isPending && close.variables?.outcome === 'SUCCESSFUL'}
                disabled={close.isPending}
                onClick={() => close.mutate({ correctionId: correction.id, outcome: 'SUCCESSFUL' })}
              >
                {t('staff.correction.accept')}
              </Button>
              <Button
                variant="outline"
                color="red.9"
                leftSection={<IconX size={18} aria-hidden />}
                aria-describedby={titleId}
                loading={close.isPending && close.variables?.outcome === 'UNSUCCESSFUL'}
                disabled={close.isPending}
                onClick={() => close.mutate({ correctionId: correction.id, outcome: 'UNSUCCESSFUL' })}
              >
                {t('staff.correction.refuse')}
              </Button>
            </div>
          )}
          {correction.status === 'IN_PROGRESS' && (
            <div className={classes.actions}>
              <Button
                variant="default"
                aria-describedby={titleId}
                loading={cancel.isPending}
                onClick={() => cancel.mutate(correction.id)}
              >
                {t('staff.correction.cancel')}
              </Button>
            </div>
          )}
        </Stack>
      </Card>
    </li>
  );
}

/** The corrections asked on a case, newest first: what the customer sent, and the reviewer's verdict. */
export function CaseCorrections({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation();
  const corrections = useQuery(caseCorrectionsQuery(applicationId));
  return (
    <section aria-label={t('staff.correction.listTitle')}>
      <Title order={4} size="h5" mb={6}>
        {t('staff.correction.listTitle')}
      </Title>
      {corrections.isError ? (
        <LoadFailure
          title={t('staff.correction.loadError')}
          error={corrections.error}
          onRetry={() => void corrections.refetch()}
        />
      ) : !corrections.data ? (
        <Skeleton height={40} role="status" aria-label={t('common.loading')} />
      ) : corrections.data.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('staff.correction.none')}
        </Text>
      ) : (
        <ul className={classes.list}>
          {corrections.data.map((correction) => (
            <CorrectionRow key={correction.id} correction={correction} />
          ))}
        </ul>
      )}
    </section>
  );
}
