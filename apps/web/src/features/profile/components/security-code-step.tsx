import type { SecondFactorChallenge } from '@hitelkapu/domain/contracts/auth';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChallengeCodeField } from '../../../components/one-time-code/challenge-code-field.tsx';
import { errorText } from '../../../lib/error-text.ts';

/**
 * The code a sensitive change needs (ASVS 5.0 V7.5.1): the code field once the code is on its
 * way, the reason and a "send again" when sending failed, and a notice while it is sent.
 */
export function SecurityCodeStep({
  challenge,
  onResent,
  value,
  onChange,
  error,
  disabled,
  sending,
  sendError,
  onSend,
}: {
  challenge: SecondFactorChallenge | null;
  onResent: (challenge: SecondFactorChallenge) => void;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  disabled: boolean;
  sending: boolean;
  sendError: unknown;
  onSend: () => void;
}) {
  const { t } = useTranslation();
  if (challenge)
    return (
      <ChallengeCodeField
        challenge={challenge}
        value={value}
        onChange={onChange}
        error={error}
        disabled={disabled}
        onResent={onResent}
      />
    );
  if (sendError)
    return (
      <Stack gap="xs" align="flex-start">
        <Alert color="red" variant="light" role="alert" w="100%">
          {errorText(sendError, t)}
        </Alert>
        <Button variant="light" onClick={onSend} loading={sending}>
          {t('profile.secondFactor.offDialog.sendCode')}
        </Button>
      </Stack>
    );
  return (
    <Group gap="xs" role="status">
      <Loader size="sm" aria-hidden />
      <Text c="gray.7">{t('profile.secondFactor.offDialog.sending')}</Text>
    </Group>
  );
}
