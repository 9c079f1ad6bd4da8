import {
  type DecisionReviewDecision,
  reviewChangeReasons,
  reviewConfirmReasons,
  type StaffDecisionReview,
} from '@hitelkapu/domain/contracts/decision-review';
import type { DecisionReviewQueueItem } from '@hitelkapu/domain/contracts/review-queue';
import { formatDateTime } from '@hitelkapu/domain/format/date';
import { Alert, Button, Card, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCheck, IconEdit, IconHandGrab } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text.ts';
import { hufInText } from '../../../lib/format-text.ts';
import { useDecideDecisionReview, useTakeDecisionReview } from '../api/decision-reviews.ts';
import { ActionModal, ReasonAndNote, reasonAndNoteRules } from './action-modal.tsx';
import { CaseHeader, Figures, Quote, ReasonList } from './case-parts.tsx';
import { DialogButton } from './dialog-button.tsx';
import { QueueSla } from './queue-sla.tsx';
import classes from './staff.module.css';

export type Outcome = DecisionReviewDecision['outcome'];

/**
 * A customer's request for a person to review an automated decision (EU 2023/2225 art. 18(8)),
 * as a case of the review queue: what it contests and what the customer wrote; a reviewer
 * takes it, then confirms or changes the decision with a reason.
 */
export function DecisionReviewCard({
  item,
  onDecide,
}: {
  item: DecisionReviewQueueItem;
  onDecide: (outcome: Outcome, item: DecisionReviewQueueItem) => void;
}) {
  const { t } = useTranslation();
  const take = useTakeDecisionReview();
  const titleId = `decision-review-${item.id}-title`;
  const figures: [string, string][] = [
    [t('staff.decisionReviews.products'), item.productName || '–'],
    [t('staff.review.amount'), hufInText(item.amount)],
    [t('staff.review.term'), t('staff.review.termValue', { count: item.duration })],
    [t('staff.decisionReviews.askedAt'), formatDateTime(item.createdAt)],
    [
      t('staff.decisionReviews.status'),
      item.status === 'IN_PROGRESS' && item.takenBy
        ? t('staff.decisionReviews.takenBy', { name: item.takenBy })
        : t(`decisionReview.status.${item.status}`),
    ],
    ...(item.updatedNetIncome !== null
      ? [[t('staff.decisionReviews.updatedNetIncome'), hufInText(item.updatedNetIncome)] as [string, string]]
      : []),
  ];

  return (
    <Card component="article" aria-labelledby={titleId} className={classes.card}>
      <Stack gap="md">
        <CaseHeader
          titleId={titleId}
          name={item.customerName}
          kind={t(`staff.decisionReviews.kind.${item.subject.kind}`)}
        />
        <QueueSla sla={item.sla} />
        <Figures items={figures} />
        <ReasonList
          id={`${titleId}-contested`}
          title={`${t('staff.decisionReviews.contested')}: ${t(`staff.decisionReviews.contested.${item.contested.decision}`, { defaultValue: item.contested.decision })}`}
          reasons={item.contested.reasons}
        />
        <Quote title={t('staff.decisionReviews.customerView')} text={item.customerView} />
        {item.updatedFacts && (
          <Quote title={t('staff.decisionReviews.updatedFacts')} text={item.updatedFacts} />
        )}

        {take.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorText(take.error, t)}
          </Alert>
        )}
        <div className={classes.actions}>
          {item.status === 'RECEIVED' && (
            <Button
              variant="default"
              leftSection={<IconHandGrab size={18} aria-hidden />}
              aria-describedby={titleId}
              loading={take.isPending}
              onClick={() => take.mutate(item.id)}
            >
              {t('staff.decisionReviews.take')}
            </Button>
          )}
          <DialogButton
            icon={<IconEdit size={18} aria-hidden />}
            describedBy={titleId}
            onClick={() => onDecide('CHANGED', item)}
          >
            {t('staff.decisionReviews.change')}
          </DialogButton>
          <DialogButton
            variant="outline"
            icon={<IconCheck size={18} aria-hidden />}
            describedBy={titleId}
            onClick={() => onDecide('CONFIRMED', item)}
          >
            {t('staff.decisionReviews.confirm')}
          </DialogButton>
        </div>
      </Stack>
    </Card>
  );
}

/** The outcome with a reason the customer reads and a note for colleagues, both required. */
export function DecisionReviewOutcomeModal({
  item,
  outcome,
  onClose,
  onDone,
}: {
  item: StaffDecisionReview;
  outcome: Outcome;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const decide = useDecideDecisionReview();
  const changing = outcome === 'CHANGED';
  const form = useForm({
    mode: 'controlled',
    initialValues: { reasonCode: '', note: '' },
    validate: reasonAndNoteRules(t),
  });

  const submit = form.onSubmit((values) => {
    const decision = {
      outcome,
      reasonCode: values.reasonCode,
      note: values.note.trim(),
    } as DecisionReviewDecision;
    decide.mutate(
      { reviewId: item.id, decision },
      {
        onSuccess: () =>
          onDone(
            t(changing ? 'staff.decisionReviews.changed' : 'staff.decisionReviews.confirmed', {
              name: item.customerName,
            }),
          ),
      },
    );
  });

  return (
    <ActionModal
      title={t(changing ? 'staff.decisionReviews.changeTitle' : 'staff.decisionReviews.confirmTitle')}
      onClose={onClose}
      onSubmit={submit}
      error={decide.error}
      isPending={decide.isPending}
      submitLabel={t(changing ? 'staff.decisionReviews.change' : 'staff.decisionReviews.confirm')}
    >
      <Text fw={600}>
        {item.customerName} · {t(`staff.decisionReviews.kind.${item.subject.kind}`)}
      </Text>
      {changing && <Text size="sm">{t(`staff.decisionReviews.changeEffect.${item.subject.kind}`)}</Text>}
      <ReasonAndNote form={form} reasons={changing ? reviewChangeReasons : reviewConfirmReasons} />
    </ActionModal>
  );
}
