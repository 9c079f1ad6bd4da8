import type { ReviewItem } from '@hitelkapu/domain/contracts/staff-review';
import {
  type StaffDecision,
  staffApprovalReasons,
  staffRejectionReasons,
} from '@hitelkapu/domain/contracts/staff-review';
import { Alert, Button, Group, Modal, NativeSelect, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text.ts';
import { hufInText } from '../../../lib/format-text.ts';
import { useStaffDecision } from '../api/reviews.ts';

/** Notes are checked like the contract: at least 5 characters once trimmed, at most 2000. */
export const NOTE_MIN = 5;
export const NOTE_MAX = 2_000;

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
  const reasons = approve ? staffApprovalReasons : staffRejectionReasons;
  const form = useForm({
    mode: 'controlled',
    initialValues: { reasonCode: '', note: '' },
    validate: {
      reasonCode: (value) => (value === '' ? t('staff.decision.chooseReason') : null),
      note: (value) => (value.trim().length < NOTE_MIN ? t('staff.decision.noteTooShort') : null),
    },
  });
  const chosen = form.values.reasonCode;

  const submit = form.onSubmit((values) => {
    const decision = {
      decision: approve ? 'MANUALLY_APPROVED' : 'MANUALLY_REJECTED',
      reasonCode: values.reasonCode,
      note: values.note.trim(),
    } as StaffDecision;
    decide.mutate(
      { applicationId: item.applicationId, decision },
      {
        onSuccess: () =>
          onDone(
            t(approve ? 'staff.decision.approved' : 'staff.decision.rejected', { name: item.customerName }),
          ),
      },
    );
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(approve ? 'staff.decision.approveTitle' : 'staff.decision.rejectTitle')}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <ItemSummary item={item} />
          <NativeSelect
            label={t('staff.decision.reason')}
            description={t('staff.decision.reasonHint')}
            required
            data={[
              { value: '', label: t('staff.decision.choose'), disabled: true },
              ...reasons.map((code) => ({ value: code, label: t(`staff.reasonLabel.${code}`) })),
            ]}
            {...form.getInputProps('reasonCode')}
          />
          {chosen !== '' && (
            <Text size="sm" c="gray.7" aria-live="polite">
              {t('staff.decision.customerSees', { text: t(`reason.${chosen}`) })}
            </Text>
          )}
          <Textarea
            label={t('staff.decision.note')}
            description={t('staff.decision.noteHint')}
            required
            autosize
            minRows={3}
            maxRows={8}
            maxLength={NOTE_MAX}
            {...form.getInputProps('note')}
          />
          <Text size="sm">{t('staff.decision.finalNote')}</Text>
          {decide.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorText(decide.error, t)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={decide.isPending}>
              {t('staff.decision.cancel')}
            </Button>
            <Button type="submit" color={approve ? undefined : 'red.9'} loading={decide.isPending}>
              {t(approve ? 'staff.decision.confirmApprove' : 'staff.decision.confirmReject')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
