import type { ReviewItem } from '@hitelkapu/domain/contracts/staff-review';
import { Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useReturnToContract } from '../api/reviews.ts';
import { ActionModal, NOTE_MIN, NoteField } from './action-modal.tsx';
import { ItemSummary } from './decision-modal.tsx';

/** Sends an application with a reported contract error back to the customer to sign again. */
export function ReturnModal({
  item,
  onClose,
  onDone,
}: {
  item: ReviewItem;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const send = useReturnToContract();
  const form = useForm({
    mode: 'controlled',
    initialValues: { note: '' },
    validate: { note: (value) => (value.trim().length < NOTE_MIN ? t('staff.decision.noteTooShort') : null) },
  });
  const submit = form.onSubmit((values) =>
    send.mutate(
      { applicationId: item.applicationId, note: values.note.trim() },
      { onSuccess: () => onDone(t('staff.return.done', { name: item.customerName })) },
    ),
  );

  return (
    <ActionModal
      title={t('staff.return.title')}
      onClose={onClose}
      onSubmit={submit}
      error={send.error}
      isPending={send.isPending}
      submitLabel={t('staff.return.confirm')}
    >
      <ItemSummary item={item} />
      <Text size="sm">{t('staff.return.text')}</Text>
      <NoteField label={t('staff.return.note')} hint={t('staff.return.noteHint')} form={form} />
    </ActionModal>
  );
}
