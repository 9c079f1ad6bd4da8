import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text.ts';

/** The dialog of an administration action: its form, the server's refusal, then Cancel and the action. */
export function AdminModal({
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
  /** A refusal to show above the buttons; null when there is none or the fields show it. */
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
              {t('staffAdmin.cancel')}
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
