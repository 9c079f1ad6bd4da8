import type { ReviewItem } from '@hitelkapu/domain/contracts/staff-review';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reviewsQuery } from '../api/reviews.ts';
import { CorrectionModal } from './correction-modal.tsx';
import { DecisionModal } from './decision-modal.tsx';
import { ReturnModal } from './return-modal.tsx';
import { type ReviewAction, ReviewCard } from './review-card.tsx';
import { SecondApprovalModal } from './second-approval-modal.tsx';
import { StaffQueue } from './staff-queue.tsx';

/**
 * `/staff/reviews`: applications waiting for a person, oldest first, each with its figures,
 * the automated reasons and the actions it allows. A decided item leaves the list and a
 * message says what was done; focus moves to that message.
 */
export function ReviewsPage() {
  const { t } = useTranslation();
  const reviews = useQuery(reviewsQuery());
  const [open, setOpen] = useState<{ action: ReviewAction; item: ReviewItem } | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const finish = (message: string) => {
    setOpen(null);
    setDone(message);
  };

  return (
    <StaffQueue
      query={reviews}
      title={t('staff.reviews.title')}
      lead={t('staff.reviews.lead')}
      countText={(count) => t('staff.reviews.count', { count })}
      emptyTitle={t('staff.reviews.emptyTitle')}
      emptyText={t('staff.reviews.emptyText')}
      loadErrorTitle={t('staff.reviews.loadError')}
      notice={done}
      onDismissNotice={() => setDone(null)}
      itemKey={(item) => item.applicationId}
      renderItem={(item) => (
        <ReviewCard
          item={item}
          onAction={(action, chosen) => {
            setDone(null);
            setOpen({ action, item: chosen });
          }}
        />
      )}
    >
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
