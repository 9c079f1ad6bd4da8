import type { SecondFactorChallenge } from '@hitelkapu/domain/contracts/auth';
import { changePassword } from '@hitelkapu/domain/contracts/endpoints/auth';
import {
  confirmEmail,
  confirmPhoneChange,
  listStatementAcceptances,
  requestSecurityCode,
  sendConfirmationEmail,
  startEmailChange,
  startPhoneChange,
  updateProfile,
} from '@hitelkapu/domain/contracts/endpoints/profile';
import type { ProfileUpdateRequest } from '@hitelkapu/domain/contracts/profile';
import { randomId } from '@hitelkapu/domain/format/random-id';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, endpointQuery } from '../../../lib/api.ts';
import { profileQuery } from '../../../lib/profile.ts';

export function useProfile() {
  return useQuery(profileQuery());
}

export const acceptedStatementsQuery = () => endpointQuery(listStatementAcceptances, undefined);

export function useAcceptedStatements() {
  return useQuery(acceptedStatementsQuery());
}

/** After a change the profile is read again, so every section shows what the server holds. */
function useRefreshProfile() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: profileQuery().queryKey });
}

/**
 * Saves the name and the second-factor switch. Switching the second factor off also carries
 * the password and the code of `useRequestSecurityCode`.
 */
export function useUpdateProfile() {
  const refresh = useRefreshProfile();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileUpdateRequest) => api.call(updateProfile, { body: update }),
    onSuccess: (_answer, { firstName, lastName, hasSecondFactor }) => {
      queryClient.setQueryData(
        profileQuery().queryKey,
        (profile) => profile && { ...profile, firstName, lastName, hasSecondFactor },
      );
      return refresh();
    },
  });
}

/** A code to the confirmed phone (or email) that confirms a change of security settings. */
export function useRequestSecurityCode() {
  return useMutation({
    mutationFn: async (): Promise<SecondFactorChallenge> =>
      (await api.call(requestSecurityCode)).secondFactor,
  });
}

/** The answer carries a new session token in its header; the customer's other sessions end. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      api.call(changePassword, { body }),
  });
}

export type ContactKind = 'email' | 'phone';

/** A started change of email or phone: the id its confirmation names, and where the code went. */
export interface PendingContactChange {
  id: string;
  challenge: SecondFactorChallenge;
}

/** The first step of an email or phone change: a code goes to the NEW address or number. */
export function useStartContactChange(kind: ContactKind) {
  return useMutation({
    mutationFn: async ({
      value,
      password,
    }: {
      value: string;
      password: string;
    }): Promise<PendingContactChange> => {
      if (kind === 'email') {
        const answer = await api.call(startEmailChange, { body: { newEmail: value, password } });
        return { id: answer.id, challenge: answer.secondFactor };
      }
      const answer = await api.call(startPhoneChange, { body: { newPhone: value, password } });
      return { id: answer.tokenId, challenge: answer.secondFactor };
    },
  });
}

/** The change holds once the code sent to the new address is typed back. */
export function useConfirmContactChange(kind: ContactKind) {
  const refresh = useRefreshProfile();
  return useMutation({
    mutationFn: ({ id, code }: { id: string; code: string }) =>
      kind === 'email'
        ? // The confirm-email call is public for a registration link; an email change needs the session.
          api.call(confirmEmail, { body: { id, code }, withSession: true })
        : api.call(confirmPhoneChange, { body: { tokenId: id, code } }),
    onSuccess: () => refresh(),
  });
}

export function useResendConfirmationEmail() {
  return useMutation({
    mutationFn: () => api.call(sendConfirmationEmail, { body: { nonce: randomId(16), isLeasing: false } }),
  });
}
