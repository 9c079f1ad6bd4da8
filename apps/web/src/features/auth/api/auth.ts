import {
  confirmEmailResponseSchema,
  type LoginRequest,
  loginResponseSchema,
  RESET_TOKEN_HEADER,
  type RegisterRequest,
  registerResponseSchema,
  requestPasswordChangeResponseSchema,
  type SecondFactorChallenge,
  sendConfirmationEmailResponseSchema,
} from '@hitelkapu/domain/contracts/auth';
import { statementSchema } from '@hitelkapu/domain/contracts/statements';
import { randomId } from '@hitelkapu/domain/format/random-id';
import type { LoginOutcome } from '@hitelkapu/domain/status/profile';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { AUTH_HEADER, TOKEN_HEADER } from '../../../lib/api-client.ts';
import { readLoginResult, useSessionStore } from '../../../lib/session-store.ts';

const AUTH = '/bulwark/customer/auth';

export const registrationStatementsQuery = () =>
  queryOptions({
    queryKey: ['registration-acceptance'],
    queryFn: async () =>
      statementSchema
        .array()
        .parse(await api.request('/administration/registration-acceptance', { auth: false })),
    staleTime: 10 * 60_000,
  });

/**
 * A session answer: a token with an outcome, or a code step first. A token whose outcome is
 * not LOGIN_OK (the email is unconfirmed, the password must change) is held by the screen
 * for that one follow-up call and kept out of the session: the customer is not in yet.
 */
export type SessionAnswer =
  | { kind: 'token'; token: string; outcome: LoginOutcome }
  | { kind: 'second-factor'; challenge: SecondFactorChallenge };

async function postForSession(path: string, body: unknown): Promise<SessionAnswer> {
  const response = await api.requestWithHeaders<unknown>(path, { method: 'POST', body, auth: false });
  const answer = loginResponseSchema.parse(response.body ?? {});
  const result = readLoginResult(response.headers.get(TOKEN_HEADER), answer);
  if (result.kind === 'second-factor') {
    // readLoginResult answers 'second-factor' only when the challenge is there.
    return { kind: 'second-factor', challenge: result.body.secondFactorResponse as SecondFactorChallenge };
  }
  const outcome = answer.outcome ?? 'LOGIN_OK';
  const session = useSessionStore.getState();
  // The API client has already offered the header's token to the session store.
  if (outcome === 'LOGIN_OK') session.setToken(result.token);
  else session.clear();
  return { kind: 'token', token: result.token, outcome };
}

export function useLogin() {
  return useMutation({
    mutationFn: (request: LoginRequest) => postForSession(`${AUTH}/login`, request),
    // Spec §8: a failed login clears the session.
    onError: () => useSessionStore.getState().clear(),
  });
}

export function useCompleteCode(purpose: 'login' | 'registration') {
  return useMutation({
    mutationFn: (answer: { tokenId: string; code: string }) =>
      postForSession(`${AUTH}/${purpose === 'login' ? 'complete-login' : 'complete-registration'}`, answer),
    onError: () => useSessionStore.getState().clear(),
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: async (request: RegisterRequest) =>
      registerResponseSchema.parse(
        await api.request('/customer/register', { method: 'POST', body: request, auth: false }),
      ),
  });
}

/** Calls made with a held token (see SessionAnswer), which is not the session's. */
const withHeldToken = (token: string) => ({ auth: false, headers: { [AUTH_HEADER]: `Bearer ${token}` } });

export function useSendConfirmationEmail() {
  return useMutation({
    mutationFn: async (heldToken: string) =>
      sendConfirmationEmailResponseSchema.parse(
        await api.request(`${AUTH}/send-confirmation-email`, {
          method: 'POST',
          // A fresh nonce per press; the button is disabled while one is on its way.
          body: { nonce: randomId(16), isLeasing: false },
          ...withHeldToken(heldToken),
        }),
      ),
  });
}

/**
 * The password change a login can require. The new session token comes back in the answer's
 * header (the API client stores it); true when it did.
 */
export function useRequiredPasswordChange() {
  return useMutation({
    mutationFn: async (input: { heldToken: string; currentPassword: string; newPassword: string }) => {
      await api.request('/bulwark/customer/password-change', {
        method: 'POST',
        body: { currentPassword: input.currentPassword, newPassword: input.newPassword },
        ...withHeldToken(input.heldToken),
      });
      return useSessionStore.getState().token !== null;
    },
  });
}

export const confirmEmailLinkQuery = (token: string) =>
  queryOptions({
    queryKey: ['confirm-email', token],
    queryFn: async () =>
      confirmEmailResponseSchema.parse(
        await api.request(`${AUTH}/confirm-email`, { method: 'POST', body: { token }, auth: false }),
      ),
    // Confirming is a one-time action: the answer is kept, never fetched again.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: async (request: { channel: 'EMAIL'; email: string } | { channel: 'PHONE'; phone: string }) =>
      requestPasswordChangeResponseSchema.parse(
        await api.request(`${AUTH}/request-password-change`, { method: 'POST', body: request, auth: false }),
      ),
  });
}

/** Sets a new password with the SMS code (tokenId + code) or with an email link's token. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (
      input: { newPassword: string } & (
        | { tokenId: string; code: string; resetToken?: undefined }
        | { resetToken: string }
      ),
    ) => {
      const { resetToken, ...body } = input;
      return api.request<unknown>(`${AUTH}/change-password`, {
        method: 'POST',
        body,
        auth: false,
        headers: resetToken ? { [RESET_TOKEN_HEADER]: resetToken } : undefined,
      });
    },
  });
}
