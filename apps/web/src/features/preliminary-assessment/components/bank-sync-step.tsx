import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * Step 2 in PSD2 mode (spec §2). The bank connection itself comes with the bank sync issue;
 * until then the customer is told so and can continue with manual entry.
 */
export function BankSyncStep({ onManual }: { onManual: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert role="note" color="brand" variant="light" icon={<IconInfoCircle size={20} aria-hidden />}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('prelim.bankSync.unavailable')}</Text>
        <Button variant="light" onClick={onManual}>
          {t('prelim.bankSync.useManual')}
        </Button>
      </Stack>
    </Alert>
  );
}
