import {
  type LoginRequest,
  type LoginResponse,
  RESET_TOKEN_HEADER,
  type RegisterRequest,
  type SecondFactorChallenge,
} from '@hitelkapu/domain/contracts/auth';
import {
  changePassword,
  completeLogin,
  completeRegistration,
  listRegistrationStatements,
  login,
  registerCustomer,
  requestPasswordReset,
  resetPassword,
} from '@hitelkapu/domain/contracts/endpoints/auth';
import { confirmEmail, sendConfirmationEmail } from '@hitelkapu/domain/contracts/endpoints/profile';
import { randomId } from '@hitelkapu/domain/format/random-id';
import type { LoginOutcome } from '@hitelkapu/domain/status/profile';
import { useMutation } from '@tanstack/react-query';
import { api, endpointQuery } from '../../../lib/api.ts';
import { type ResponseWithHeaders, TOKEN_HEADER } from '../../../lib/api-client.ts';
import { readLoginResult, useSessionStore } from '../../../lib/session-store.ts';

export const registrationStatementsQuery = () =>
  endpointQuery(listRegistrationStatements, undefined, { staleTime: 10 * 60_000 });

/**
 * A session answer: a token with an outcome, or a code step first. A token whose outcome is
 * not LOGIN_OK (the email is unconfirmed, the password must change) is held by the screen
 * for that one follow-up call and kept out of the session: the customer is not in yet.
 */
export type SessionAnswer =
  | { kind: 'token'; token: string; outcome: LoginOutcome }
  | { kind: 'second-factor'; challenge: SecondFactorChallenge };

/** Reads the answer of a call that starts a session: login, its code step, the registration's code step. */
function readSessionAnswer(response: ResponseWithHeaders<LoginResponse>): SessionAnswer {
  const answer = response.body;
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
    mutationFn: async (request: LoginRequest) =>
      readSessionAnswer(await api.callWithHeaders(login, { body: request })),
    // Spec §8: a failed login clears the session.
    onError: () => useSessionStore.getState().clear(),
  });
}

export function useCompleteCode(purpose: 'login' | 'registration') {
  return useMutation({
    mutationFn: async (answer: { tokenId: string; code: string }) =>
      readSessionAnswer(
        await api.callWithHeaders(purpose === 'login' ? completeLogin : completeRegistration, {
          body: answer,
        }),
      ),
    onError: () => useSessionStore.getState().clear(),
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: (request: RegisterRequest) => api.call(registerCustomer, { body: request }),
  });
}

/** `isLeasing`: the email is about a leasing account (spec §7, send-confirmation-email). */
export function useSendConfirmationEmail(isLeasing = false) {
  return useMutation({
    // A call made with the held token (see SessionAnswer), which is not the session's.
    mutationFn: (heldToken: string) =>
      api.call(sendConfirmationEmail, {
        // A fresh nonce per press; the button is disabled while one is on its way.
        body: { nonce: randomId(16), isLeasing },
        heldToken,
      }),
  });
}

/**
 * The password change a login can require, made with the held token. The new session token
 * comes back in the answer's header (the API client stores it); true when it did.
 */
export function useRequiredPasswordChange() {
  return useMutation({
    mutationFn: async (input: { heldToken: string; currentPassword: string; newPassword: string }) => {
      await api.call(changePassword, {
        body: { currentPassword: input.currentPassword, newPassword: input.newPassword },
        heldToken: input.heldToken,
      });
      return useSessionStore.getState().token !== null;
    },
  });
}

export const confirmEmailLinkQuery = (token: string) =>
  // Confirming is a one-time action: the answer is kept, never fetched again.
  endpointQuery(
    confirmEmail,
    { body: { token } },
    { staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY },
  );

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (request: { channel: 'EMAIL'; email: string } | { channel: 'PHONE'; phone: string }) =>
      api.call(requestPasswordReset, { body: request }),
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
      return api.call(resetPassword, {
        body,
        headers: resetToken ? { [RESET_TOKEN_HEADER]: resetToken } : {},
      });
    },
  });
}
