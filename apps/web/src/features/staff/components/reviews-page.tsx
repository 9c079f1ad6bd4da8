import type { ReviewQueueItem } from '@hitelkapu/domain/contracts/review-queue';
import type { ReviewItem } from '@hitelkapu/domain/contracts/staff-review';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reviewsQuery } from '../api/reviews.ts';
import { CorrectionModal } from './correction-modal.tsx';
import { DecisionModal } from './decision-modal.tsx';
import { DecisionReviewCard, DecisionReviewOutcomeModal, type Outcome } from './decision-review-card.tsx';
import { QueueFilterBar, useQueueFilters } from './queue-filters.tsx';
import { ReturnModal } from './return-modal.tsx';
import { type ReviewAction, ReviewCard } from './review-card.tsx';
import { SecondApprovalModal } from './second-approval-modal.tsx';
import { StaffQueue } from './staff-queue.tsx';

type Open =
  | { action: ReviewAction; item: ReviewItem }
  | {
      action: 'decisionReview';
      outcome: Outcome;
      item: Extract<ReviewQueueItem, { kind: 'DECISION_REVIEW' }>;
    };

const keyOf = (item: ReviewQueueItem) => (item.kind === 'DECISION_REVIEW' ? item.id : item.applicationId);

/**
 * `/staff/reviews`: the review queue. Referred applications, reported contract errors and
 * customers' requests for a review of an automated decision, filtered by what the address
 * holds; returned cases first, then the longest waiting, each with its age in working days.
 * A decided item leaves the list and a message says what was done; focus moves to it.
 */
export function ReviewsPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useQueueFilters();
  const queue = useQuery(reviewsQuery(filters));
  const items = useQuery({ ...reviewsQuery(filters), select: (list) => list.items });
  const [open, setOpen] = useState<Open | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const isFiltered = Object.keys(filters).length > 0;

  const finish = (message: string) => {
    setOpen(null);
    setDone(message);
  };

  return (
    <StaffQueue
      query={items}
      title={t('staff.reviews.title')}
      lead={t('staff.reviews.lead')}
      countText={(shown) => t('staff.queue.count', { shown, total: queue.data?.total ?? shown })}
      emptyTitle={isFiltered ? t('staff.queue.emptyFilteredTitle') : t('staff.reviews.emptyTitle')}
      emptyText={isFiltered ? t('staff.queue.emptyFilteredText') : t('staff.reviews.emptyText')}
      loadErrorTitle={t('staff.reviews.loadError')}
      notice={done}
      onDismissNotice={() => setDone(null)}
      itemKey={keyOf}
      toolbar={
        <QueueFilterBar filters={filters} onChange={setFilters} products={queue.data?.products ?? []} />
      }
      renderItem={(item) =>
        item.kind === 'DECISION_REVIEW' ? (
          <DecisionReviewCard
            item={item}
            onDecide={(outcome, chosen) => {
              setDone(null);
              setOpen({ action: 'decisionReview', outcome, item: chosen });
            }}
          />
        ) : (
          <ReviewCard
            item={item}
            onAction={(action, chosen) => {
              setDone(null);
              setOpen({ action, item: chosen });
            }}
          />
        )
      }
    >
      {open?.action === 'decisionReview' && (
        <DecisionReviewOutcomeModal
          item={open.item}
          outcome={open.outcome}
          onClose={() => setOpen(null)}
          onDone={finish}
        />
      )}
      {(open?.action === 'approve' || open?.action === 'reject') && (
        <DecisionModal item={open.item} kind={open.action} onClose={() => setOpen(null)} onDone={finish} />
      )}
      {open?.action === 'return' && (
        <ReturnModal item={open.item} onClose={() => setOpen(null)} onDone={finish} />
      )}
      {(open?.action === 'confirm' || open?.action === 'sendBack') && (
        <SecondApprovalModal
          item={open.item}
          confirm={open.action === 'confirm'}
          onClose={() => setOpen(null)}
          onDone={finish}
        />
      )}
      {open?.action === 'correction' && (
        <CorrectionModal item={open.item} onClose={() => setOpen(null)} onDone={finish} />
      )}
    </StaffQueue>
  );
}
