import { type SecondFactorChallenge, secondFactorChallengeSchema } from '@hitelkapu/domain/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { isLoggedIn } from '../../lib/session-store.ts';

/**
 * The contract names no response schema for a resend; the challenge is accepted bare or
 * wrapped the way login (`secondFactorResponse`) and registration (`secondFactor`) wrap it.
 */
export function readResentChallenge(body: unknown): SecondFactorChallenge {
  const wrapped = (body ?? {}) as { secondFactorResponse?: unknown; secondFactor?: unknown };
  return secondFactorChallengeSchema.parse(wrapped.secondFactorResponse ?? wrapped.secondFactor ?? body);
}

/** Sends a new code for a challenge; the server allows this once a minute (resendAvailableAt). */
export function useResendCode() {
  return useMutation({
    mutationFn: async (tokenId: string) =>
      readResentChallenge(
        await api.request('/bulwark/customer/auth/resend-two-factor', {
          method: 'POST',
          body: { tokenId },
          // Login and registration codes come before any session; profile changes come within one.
          auth: isLoggedIn(),
        }),
      ),
  });
}
