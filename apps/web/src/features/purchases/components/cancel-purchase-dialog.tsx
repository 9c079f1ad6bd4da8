import type { Purchase } from '@hitelkapu/domain/contracts/purchase';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useCancelPurchase } from '../api/purchases.ts';

/**
 * "Mégsem vásárolok" asks once more before the purchase (and its open application) closes:
 * the step cannot be undone, the shop is told.
 */
export function CancelPurchaseDialog({
  purchaseId,
  opened,
  onClose,
  onCancelled,
  leavesToShop,
}: {
  purchaseId: string;
  opened: boolean;
  onClose: () => void;
  onCancelled: (purchase: Purchase) => void;
  /** The browser goes back to the shop afterwards: the text says so. */
  leavesToShop: boolean;
}) {
  const { t } = useTranslation();
  const cancel = useCancelPurchase();
  return (
    <Dialog
      opened={opened}
      onClose={cancel.isPending ? () => {} : onClose}
      title={t('purchase.cancel.title')}
    >
      <Stack gap="md">
        <Text size="sm">{t(leavesToShop ? 'purchase.cancel.text' : 'purchase.cancel.textStay')}</Text>
        {cancel.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorText(cancel.error, t)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={cancel.isPending}>
            {t('purchase.cancel.keep')}
          </Button>
          <Button
            color="red.8"
            loading={cancel.isPending}
            onClick={() => cancel.mutate(purchaseId, { onSuccess: onCancelled })}
          >
            {t('purchase.cancel.confirm')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
