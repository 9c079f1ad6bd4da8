import { ONE_TIME_CODE_LENGTH } from '@hitelkapu/domain/contracts/auth';
import { Alert, Button, Input, PinInput, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/error-text.ts';
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

export interface OneTimeCodeFieldProps {
  /** How the code went and where, masked: `+36 20 *** **67`. */
  channel: 'SMS' | 'EMAIL';
  maskedTarget: string;
  expiresAt: string;
  /** When the server lets the customer ask for another code. */
  resendAvailableAt: string;
  value: string;
  onChange(value: string): void;
  error?: string | null;
  disabled?: boolean;
  /** The name of the code; "Hatjegyű kód" unless the screen names it (the signing code). */
  label?: string;
  /** Under the boxes, e.g. how many tries are left. */
  description?: string | undefined;
  onResend(): void;
  isResending: boolean;
  /** Why the last resend failed, shown in the server's words; null when it did not. */
  resendError: unknown;
}

/**
 * The one entry of every one-time code (login second factor, registration, email and phone
 * change, password reset, turning the second factor off, contract signing): where the code
 * went, six digit boxes that take the code the phone offers from the SMS, how long the code
 * is valid and a resend button that counts down until the server allows a new code.
 */
export function OneTimeCodeField({
  channel,
  maskedTarget,
  expiresAt,
  resendAvailableAt,
  value,
  onChange,
  error,
  disabled,
  label,
  description,
  onResend,
  isResending,
  resendError,
}: OneTimeCodeFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const secondsToExpiry = useSecondsUntil(expiresAt);
  const secondsToResend = useSecondsUntil(resendAvailableAt);
  const canResend = secondsToResend === 0;

  return (
    <Stack gap="md">
      <div>
        <Text c="gray.7">{t(`auth.code.sentTo.${channel}`)}</Text>
        <Text fw={650} size="lg" mt={2}>
          {maskedTarget}
        </Text>
      </div>
      <Input.Wrapper
        id={id}
        label={label ?? t('auth.code.label')}
        description={description}
        error={error}
        labelProps={{ id: `${id}-label` }}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      >
        <PinInput
          id={id}
          my={6}
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
          {t('auth.code.validUntil', { time: formatClock(expiresAt) })}
        </Text>
      ) : (
        <Text size="sm" c="red.8" role="alert">
          {t('auth.code.expired')}
        </Text>
      )}
      {resendError ? (
        <Alert color="red" variant="light" role="alert">
          {errorText(resendError, t)}
        </Alert>
      ) : null}
      <div>
        <Button
          variant="subtle"
          px={0}
          leftSection={<IconRefresh size={18} aria-hidden />}
          disabled={!canResend || disabled}
          loading={isResending}
          onClick={onResend}
        >
          {canResend
            ? t('auth.code.resend')
            : t('auth.code.resendIn', { time: formatCountdown(secondsToResend) })}
        </Button>
      </div>
    </Stack>
  );
}
