import { Alert, Stack, Text } from '@mantine/core';
import { IconDeviceMobileMessage } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { profileQuery } from '../../../lib/profile.ts';

/** A button that lets the customer add and confirm a phone number (signing sends its code there). */
export type PhoneSetupComponent = ComponentType<{ label: string }>;

/** Signing sends its code by SMS: a customer without a confirmed mobile number cannot sign yet. */
export function useNeedsPhone(): { needsPhone: boolean; hasPhone: boolean } {
  const profile = useQuery(profileQuery());
  const data = profile.data;
  return {
    needsPhone: data !== undefined && (!data.phone || !data.isPhoneConfirmed),
    hasPhone: Boolean(data?.phone),
  };
}

/**
 * Told ahead, not at the last step: a customer registered by email learns on the application's
 * first screen and again before signing that the signing code comes by SMS, and can add the
 * number right there. Nothing shows once a confirmed number is on the profile.
 */
export function PhoneNeededNotice({ PhoneSetup }: { PhoneSetup: PhoneSetupComponent }) {
  const { t } = useTranslation();
  const { needsPhone, hasPhone } = useNeedsPhone();
  if (!needsPhone) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      role="note"
      icon={<IconDeviceMobileMessage size={20} aria-hidden />}
      title={t('application.phoneNeeded.title')}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {t(hasPhone ? 'application.phoneNeeded.unconfirmed' : 'application.phoneNeeded.missing')}
        </Text>
        <PhoneSetup
          label={t(hasPhone ? 'application.phoneNeeded.confirm' : 'application.signChoose.phoneAdd')}
        />
      </Stack>
    </Alert>
  );
}
