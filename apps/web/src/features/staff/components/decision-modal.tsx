import type { ReviewItem } from '@hitelkapu/domain/contracts/staff-review';
import {
  type StaffDecision,
  staffApprovalReasons,
  staffRejectionReasons,
} from '@hitelkapu/domain/contracts/staff-review';
import { Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { hufInText } from '../../../lib/format-text.ts';
import { useStaffDecision } from '../api/reviews.ts';
import { ActionModal, ReasonAndNote, reasonAndNoteRules } from './action-modal.tsx';

export function ItemSummary({ item }: { item: ReviewItem }) {
  const { t } = useTranslation();
  return (
    <Text fw={600}>
      {t('staff.decision.summary', {
        name: item.customerName,
        product: item.productName,
        amount: hufInText(item.amount),
        months: item.duration,
      })}
    </Text>
  );
}

/**
 * Approving or rejecting an application: a reason the customer will read and a note for
 * colleagues, both required; the button that sends it says what it does.
 */
export function DecisionModal({
  item,
  kind,
  onClose,
  onDone,
}: {
  item: ReviewItem;
  kind: 'approve' | 'reject';
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const decide = useStaffDecision();
  const approve = kind === 'approve';
  const form = useForm({
    mode: 'controlled',
    initialValues: { reasonCode: '', note: '' },
    validate: reasonAndNoteRules(t),
  });

  const submit = form.onSubmit((values) => {
    const decision = {
      decision: approve ? 'MANUALLY_APPROVED' : 'MANUALLY_REJECTED',
      reasonCode: values.reasonCode,
      note: values.note.trim(),
    } as StaffDecision;
    decide.mutate(
      { applicationId: item.applicationId, decision },
      {
        onSuccess: (answer) =>
          onDone(
            t(
              answer.awaitingSecondApproval
                ? 'staff.decision.awaitingSecond'
                : approve
                  ? 'staff.decision.approved'
                  : 'staff.decision.rejected',
              { name: item.customerName },
            ),
          ),
      },
    );
  });

  return (
    <ActionModal
      title={t(approve ? 'staff.decision.approveTitle' : 'staff.decision.rejectTitle')}
      onClose={onClose}
      onSubmit={submit}
      error={decide.error}
      isPending={decide.isPending}
      submitLabel={t(approve ? 'staff.decision.confirmApprove' : 'staff.decision.confirmReject')}
      danger={!approve}
    >
      <ItemSummary item={item} />
      <ReasonAndNote form={form} reasons={approve ? staffApprovalReasons : staffRejectionReasons} />
      <Text size="sm">
        {approve && item.needsSecondApproval
          ? t('staff.decision.fourEyesNote')
          : t('staff.decision.finalNote')}
      </Text>
    </ActionModal>
  );
}
