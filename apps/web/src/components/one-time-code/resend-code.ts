import { resendCode } from '@hitelkapu/domain/contracts/endpoints/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/**
 * Sends a new code for a challenge; the server allows this once a minute (resendAvailableAt).
 * The call is public: a login or registration code comes before any session, and the code
 * of a profile change is renewed by its challenge id alone.
 */
export function useResendCode() {
  return useMutation({
    mutationFn: (tokenId: string) => api.call(resendCode, { body: { tokenId } }),
  });
}
