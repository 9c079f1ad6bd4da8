import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dialog } from '../../../components/dialog.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useCloseApplication } from '../api/application.ts';

/**
 * "Mégsem kérem": closing the application after a confirmation. The customer goes back to
 * the offers (their status returns to PRELIMINARY on the server).
 */
export function CloseApplication({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [opened, dialog] = useDisclosure(false);
  const close = useCloseApplication(applicationId);
  return (
    <>
      <Button variant="subtle" color="gray" onClick={dialog.open} aria-haspopup="dialog">
        {t('application.close.open')}
      </Button>
      <Dialog
        opened={opened}
        onClose={() => {
          dialog.close();
          close.reset();
        }}
        title={t('application.close.title')}
      >
        <Stack gap="md">
          <Text size="sm">{t('application.close.text')}</Text>
          {close.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorText(close.error, t)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={dialog.close} disabled={close.isPending}>
              {t('application.close.cancel')}
            </Button>
            <Button
              color="red"
              loading={close.isPending}
              onClick={() =>
                close.mutate(undefined, {
                  onSuccess: () => {
                    dialog.close();
                    void navigate('/offers', { replace: true });
                  },
                })
              }
            >
              {t('application.close.confirm')}
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </>
  );
}
