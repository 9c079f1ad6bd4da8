import { ONE_TIME_CODE_LENGTH, type SecondFactorChallenge } from '@hitelkapu/domain/contracts/auth';
import { Alert, Button, Input, PinInput, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/error-text.ts';
import { notify } from '../../lib/notify.ts';
import { useResendCode } from './resend-code.ts';
import { formatCountdown, useSecondsUntil } from './use-seconds-until.ts';

const clockTime = new Intl.DateTimeFormat('hu-HU', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Budapest',
});

/** `14:35` (Budapest time) of an ISO instant. */
function formatClock(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : clockTime.format(date);
}

interface OneTimeCodeFieldProps {
  challenge: SecondFactorChallenge;
  value: string;
  onChange(value: string): void;
  error?: string | null;
  disabled?: boolean;
  /** A resend answers with a new challenge (new id and times) that replaces the old one. */
  onResent(challenge: SecondFactorChallenge): void;
}

/**
 * Where the code went, six digit boxes (the phone offers the code from the SMS), how long the
 * code is valid and a resend button that counts down until the server allows a new code.
 */
export function OneTimeCodeField({
  challenge,
  value,
  onChange,
  error,
  disabled,
  onResent,
}: OneTimeCodeFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const resend = useResendCode();
  const secondsToExpiry = useSecondsUntil(challenge.expiresAt);
  const secondsToResend = useSecondsUntil(challenge.resendAvailableAt);
  const canResend = secondsToResend === 0;

  const requestNewCode = () =>
    resend.mutate(challenge.tokenId, {
      onSuccess: (next) => {
        onChange('');
        onResent(next);
        notify(t('auth.code.resent'), 'success');
      },
    });

  return (
    <Stack gap="md">
      <div>
        <Text c="gray.7">{t(`auth.code.sentTo.${challenge.channel}`)}</Text>
        <Text fw={650} size="lg" mt={2}>
          {challenge.maskedTarget}
        </Text>
      </div>
      <Input.Wrapper
        id={id}
        label={t('auth.code.label')}
        error={error}
        labelProps={{ id: `${id}-label` }}
        inputWrapperOrder={['label', 'input', 'error']}
      >
        <PinInput
          id={id}
          mt={6}
          length={ONE_TIME_CODE_LENGTH}
          type="number"
          oneTimeCode
          size="lg"
          gap="xs"
          placeholder=""
          value={value}
          onChange={onChange}
          error={Boolean(error)}
          disabled={disabled}
          aria-labelledby={`${id}-label`}
          getInputProps={(index) => ({ 'aria-label': t('auth.code.digit', { index: index + 1 }) })}
        />
      </Input.Wrapper>
      {secondsToExpiry > 0 ? (
        <Text size="sm" c="dimmed">
          {t('auth.code.validUntil', { time: formatClock(challenge.expiresAt) })}
        </Text>
      ) : (
        <Text size="sm" c="red.8" role="alert">
          {t('auth.code.expired')}
        </Text>
      )}
      {resend.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorText(resend.error, t)}
        </Alert>
      )}
      <div>
        <Button
          variant="subtle"
          px={0}
          leftSection={<IconRefresh size={18} aria-hidden />}
          disabled={!canResend}
          loading={resend.isPending}
          onClick={requestNewCode}
        >
          {canResend
            ? t('auth.code.resend')
            : t('auth.code.resendIn', { time: formatCountdown(secondsToResend) })}
        </Button>
      </div>
    </Stack>
  );
}
