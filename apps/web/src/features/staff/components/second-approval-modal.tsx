import type { ReviewItem } from '@hitelkapu/domain/contracts/staff-review';
import { Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useSecondApproval } from '../api/reviews.ts';
import { ActionModal, NOTE_MIN, NoteField } from './action-modal.tsx';
import { ItemSummary } from './decision-modal.tsx';

/**
 * The second person of an approval above the four-eyes limit: confirms it (the customer gets
 * the result) or sends it back to the queue, with a note either way.
 */
export function SecondApprovalModal({
  item,
  confirm,
  onClose,
  onDone,
}: {
  item: ReviewItem;
  confirm: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const second = useSecondApproval();
  const form = useForm({
    mode: 'controlled',
    initialValues: { note: '' },
    validate: { note: (value) => (value.trim().length < NOTE_MIN ? t('staff.decision.noteTooShort') : null) },
  });
  const submit = form.onSubmit((values) =>
    second.mutate(
      { applicationId: item.applicationId, body: { confirm, note: values.note.trim() } },
      {
        onSuccess: () =>
          onDone(
            t(confirm ? 'staff.fourEyes.confirmed' : 'staff.fourEyes.sentBack', { name: item.customerName }),
          ),
      },
    ),
  );
  return (
    <ActionModal
      title={t(confirm ? 'staff.fourEyes.confirmTitle' : 'staff.fourEyes.sendBackTitle')}
      onClose={onClose}
      onSubmit={submit}
      error={second.error}
      isPending={second.isPending}
      submitLabel={t(confirm ? 'staff.fourEyes.confirm' : 'staff.fourEyes.sendBack')}
      danger={!confirm}
    >
      <ItemSummary item={item} />
      <Text size="sm">{t(confirm ? 'staff.fourEyes.confirmText' : 'staff.fourEyes.sendBackText')}</Text>
      <NoteField label={t('staff.decision.note')} hint={t('staff.decision.noteHint')} form={form} />
    </ActionModal>
  );
}
