import type { ReviewItem } from '@hitelkapu/domain/contracts/staff-review';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text.ts';
import { useReturnToContract } from '../api/reviews.ts';
import { ItemSummary, NOTE_MAX, NOTE_MIN } from './decision-modal.tsx';

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
    <Modal
      opened
      onClose={onClose}
      title={t('staff.return.title')}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <ItemSummary item={item} />
          <Text size="sm">{t('staff.return.text')}</Text>
          <Textarea
            label={t('staff.return.note')}
            description={t('staff.return.noteHint')}
            required
            autosize
            minRows={3}
            maxRows={8}
            maxLength={NOTE_MAX}
            {...form.getInputProps('note')}
          />
          {send.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorText(send.error, t)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={send.isPending}>
              {t('staff.decision.cancel')}
            </Button>
            <Button type="submit" loading={send.isPending}>
              {t('staff.return.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
