import type { ApplicationQueueItem } from '@hitelkapu/domain/contracts/review-queue';
import type { ReviewItem } from '@hitelkapu/domain/contracts/staff-review';
import { formatDateTime } from '@hitelkapu/domain/format/date';
import { Alert, Card, Stack, Text } from '@mantine/core';
import {
  IconArrowBackUp,
  IconCheck,
  IconHourglass,
  IconMailForward,
  IconMessageQuestion,
  IconUsers,
  IconX,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { hufInText } from '../../../lib/format-text.ts';
import { useStaffSessionStore } from '../staff-session-store.ts';
import { CaseDetails } from './case-details.tsx';
import { CaseHeader, Figures, Quote, ReasonList } from './case-parts.tsx';
import { DialogButton } from './dialog-button.tsx';
import { QueueSla } from './queue-sla.tsx';
import classes from './staff.module.css';

export type ReviewAction = 'approve' | 'reject' | 'return' | 'correction' | 'confirm' | 'sendBack';

const canDecide = (item: ReviewItem) =>
  item.position === 'UNDER_REVIEW' && item.scoringDecision === 'MANUAL' && !item.pendingApproval;
const canReturn = (item: ReviewItem) => item.position === 'OFFLINE_UNDER_REVIEW' && item.errorReport !== null;
/** A correction may be asked while the application is under review, online or offline. */
const canAskCorrection = (item: ReviewItem) =>
  item.position === 'UNDER_REVIEW' || item.position === 'OFFLINE_UNDER_REVIEW';

export function ReviewCard({
  item,
  onAction,
}: {
  item: ApplicationQueueItem;
  onAction: (action: ReviewAction, item: ReviewItem) => void;
}) {
  const { t } = useTranslation();
  const me = useStaffSessionStore((state) => state.staff);
  const pending = item.pendingApproval ?? null;
  // The second person: a senior reviewer other than the one who approved.
  const canConfirm =
    pending !== null &&
    me !== null &&
    me.id !== pending.requestedById &&
    me.roles.includes('SENIOR_REVIEWER');
  const id = item.applicationId;
  const titleId = `review-${id}-title`;
  const when = (value: string | null) => (value ? formatDateTime(value) : t('staff.review.notYet'));
  const figures: [string, string][] = [
    [t('staff.review.product'), item.productName],
    [t('staff.review.amount'), hufInText(item.amount)],
    [t('staff.review.term'), t('staff.review.termValue', { count: item.duration })],
    [t('staff.review.monthlyPayment'), hufInText(item.monthlyPayment)],
    [t('staff.review.identityVerifiedAt'), when(item.identityVerifiedAt)],
    [t('staff.review.signedAt'), when(item.signedAt)],
    [t('staff.review.submittedAt'), when(item.submittedAt)],
  ];
  const isOffline = item.position === 'OFFLINE_UNDER_REVIEW';

  return (
    <Card component="article" aria-labelledby={titleId} className={classes.card}>
      <Stack gap="md">
        <CaseHeader
          titleId={titleId}
          name={item.customerName}
          kind={t(`staff.review.kind.${item.position}`, { defaultValue: item.position })}
          kindColor={isOffline ? 'gray' : 'brand'}
        />
        <QueueSla sla={item.sla} />
        {item.returnedAt ? (
          <Alert
            color="brand"
            variant="light"
            p="sm"
            icon={<IconMailForward size={18} aria-hidden />}
            title={t('staff.review.returned', { date: formatDateTime(item.returnedAt) })}
          >
            <Text size="sm">{t('staff.review.returnedText')}</Text>
          </Alert>
        ) : item.isWaitingForCustomer ? (
          <Alert color="gray" variant="light" p="sm" icon={<IconHourglass size={18} aria-hidden />}>
            <Text size="sm">{t('staff.review.waitingForCustomer')}</Text>
          </Alert>
        ) : null}
        {pending && (
          <Alert
            color="yellow"
            variant="light"
            p="sm"
            icon={<IconUsers size={18} aria-hidden />}
            title={t('staff.fourEyes.pendingTitle')}
          >
            <Stack gap={4}>
              <Text size="sm">
                {t('staff.fourEyes.pendingText', {
                  name: pending.requestedByName,
                  date: formatDateTime(pending.createdAt),
                  reason: t(`staff.reasonLabel.${pending.reasonCode}`, { defaultValue: pending.reasonCode }),
                })}
              </Text>
              <Text size="sm" c="gray.8">
                {t('staff.fourEyes.note', { note: pending.note })}
              </Text>
              {!canConfirm && (
                <Text size="sm" c="gray.7">
                  {me?.id === pending.requestedById
                    ? t('staff.fourEyes.ownApproval')
                    : t('staff.fourEyes.seniorOnly')}
                </Text>
              )}
            </Stack>
          </Alert>
        )}
        {!pending && item.needsSecondApproval && canDecide(item) && (
          <Text size="sm" c="gray.7">
            {t('staff.fourEyes.limitNote')}
          </Text>
        )}
        <Figures items={figures} />
        <ReasonList id={`review-${id}-reasons`} title={t('staff.review.reasons')} reasons={item.reasons} />

        {isOffline &&
          (item.errorReport ? (
            <Quote title={t('staff.review.errorReport')} text={item.errorReport} />
          ) : (
            <Text size="sm" c="gray.7">
              {t('staff.review.noErrorReport')}
            </Text>
          ))}

        <CaseDetails applicationId={item.applicationId} />

        <div className={classes.actions}>
          {canConfirm && (
            <>
              <DialogButton
                icon={<IconCheck size={18} aria-hidden />}
                describedBy={titleId}
                onClick={() => onAction('confirm', item)}
              >
                {t('staff.fourEyes.confirmButton')}
              </DialogButton>
              <DialogButton
                variant="outline"
                icon={<IconArrowBackUp size={18} aria-hidden />}
                describedBy={titleId}
                onClick={() => onAction('sendBack', item)}
              >
                {t('staff.fourEyes.sendBackButton')}
              </DialogButton>
            </>
          )}
          {canDecide(item) && (
            <>
              <DialogButton
                icon={<IconCheck size={18} aria-hidden />}
                describedBy={titleId}
                onClick={() => onAction('approve', item)}
              >
                {t('staff.review.approve')}
              </DialogButton>
              <DialogButton
                variant="outline"
                color="red.9"
                icon={<IconX size={18} aria-hidden />}
                describedBy={titleId}
                onClick={() => onAction('reject', item)}
              >
                {t('staff.review.reject')}
              </DialogButton>
            </>
          )}
          {canReturn(item) && (
            <DialogButton
              variant="outline"
              icon={<IconArrowBackUp size={18} aria-hidden />}
              describedBy={titleId}
              onClick={() => onAction('return', item)}
            >
              {t('staff.review.returnToContract')}
            </DialogButton>
          )}
          {canAskCorrection(item) && (
            <DialogButton
              variant="outline"
              icon={<IconMessageQuestion size={18} aria-hidden />}
              describedBy={titleId}
              onClick={() => onAction('correction', item)}
            >
              {t('staff.review.askCorrection')}
            </DialogButton>
          )}
          {!canConfirm && !canDecide(item) && !canReturn(item) && !canAskCorrection(item) && (
            <Text size="sm" c="gray.7">
              {t('staff.review.noActionHere')}
            </Text>
          )}
        </div>
      </Stack>
    </Card>
  );
}
