import { Alert, Button, Group, Modal, NativeSelect, Stack, Text, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text.ts';

/** Notes are checked like the contracts: at least 5 characters once trimmed, at most 2000. */
export const NOTE_MIN = 5;
export const NOTE_MAX = 2_000;

/** The dialog of a staff action: a form with the server's refusal above its two buttons. */
export function ActionModal({
  title,
  onClose,
  onSubmit,
  error,
  isPending,
  submitLabel,
  danger = false,
  children,
}: {
  title: string;
  onClose: () => void;
  onSubmit: (event?: React.FormEvent<HTMLFormElement>) => void;
  error: unknown;
  isPending: boolean;
  submitLabel: string;
  danger?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {children}
          {error ? (
            <Alert color="red" variant="light" role="alert">
              {errorText(error, t)}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={isPending}>
              {t('staff.decision.cancel')}
            </Button>
            <Button type="submit" color={danger ? 'red.9' : undefined} loading={isPending}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

type ReasonNoteValues = { reasonCode: string; note: string };

/** The reason the customer reads (with its wording shown once chosen) and the internal note. */
export function ReasonAndNote({
  form,
  reasons,
}: {
  form: UseFormReturnType<ReasonNoteValues>;
  reasons: readonly string[];
}) {
  const { t } = useTranslation();
  const chosen = form.values.reasonCode;
  return (
    <>
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
      <NoteField label={t('staff.decision.note')} hint={t('staff.decision.noteHint')} form={form} />
    </>
  );
}

export function NoteField<Values extends { note: string }>({
  label,
  hint,
  form,
}: {
  label: string;
  hint: string;
  form: UseFormReturnType<Values>;
}) {
  return (
    <Textarea
      label={label}
      description={hint}
      required
      autosize
      minRows={3}
      maxRows={8}
      maxLength={NOTE_MAX}
      {...form.getInputProps('note')}
    />
  );
}

/** The validation of a reason-and-note form, in Hungarian. */
export function reasonAndNoteRules(t: TFunction) {
  return {
    reasonCode: (value: string) => (value === '' ? t('staff.decision.chooseReason') : null),
    note: (value: string) => (value.trim().length < NOTE_MIN ? t('staff.decision.noteTooShort') : null),
  };
}
