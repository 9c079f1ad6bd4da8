import type { SecondFactorChallenge } from '@hitelkapu/domain/contracts/auth';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notify.ts';
import { OneTimeCodeField, type OneTimeCodeFieldProps } from './one-time-code-field.tsx';
import { useResendCode } from './resend-code.ts';

type ChallengeCodeFieldProps = Pick<OneTimeCodeFieldProps, 'value' | 'onChange' | 'error' | 'disabled'> & {
  challenge: SecondFactorChallenge;
  /** A resend answers with a new challenge (new id and times) that replaces the old one. */
  onResent(challenge: SecondFactorChallenge): void;
};

/** The code field for a challenge of the auth calls (login, registration, contact change, reset). */
export function ChallengeCodeField({ challenge, onResent, onChange, ...field }: ChallengeCodeFieldProps) {
  const { t } = useTranslation();
  const resend = useResendCode();
  return (
    <OneTimeCodeField
      {...field}
      onChange={onChange}
      channel={challenge.channel}
      maskedTarget={challenge.maskedTarget}
      expiresAt={challenge.expiresAt}
      resendAvailableAt={challenge.resendAvailableAt}
      isResending={resend.isPending}
      resendError={resend.isError ? resend.error : null}
      onResend={() =>
        resend.mutate(challenge.tokenId, {
          onSuccess: (next) => {
            onChange('');
            onResent(next);
            notify(t('auth.code.resent'), 'success');
          },
        })
      }
    />
  );
}
