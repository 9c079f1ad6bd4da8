import {
  changeEmailResponseSchema,
  changePhoneResponseSchema,
  type SecondFactorChallenge,
  sendConfirmationEmailResponseSchema,
} from '@hitelkapu/domain/contracts/auth';
import {
  type ProfileUpdateRequest,
  securityCodeResponseSchema,
  statementAcceptanceSchema,
} from '@hitelkapu/domain/contracts/profile';
import { randomId } from '@hitelkapu/domain/format/random-id';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { profileQuery } from '../../../lib/profile.ts';

const AUTH = '/bulwark/customer/auth';

export function useProfile() {
  return useQuery(profileQuery());
}

export const acceptedStatementsQuery = () =>
  queryOptions({
    queryKey: ['statements', 'accepted'],
    queryFn: async () => statementAcceptanceSchema.array().parse(await api.request('/statements')),
  });

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
    mutationFn: (update: ProfileUpdateRequest) =>
      api.request<unknown>('/profile/update', { method: 'PUT', body: update }),
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
      securityCodeResponseSchema.parse(await api.request('/profile/security-code', { method: 'POST' }))
        .secondFactor,
  });
}

/** The answer carries a new session token in its header; the customer's other sessions end. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      api.request<unknown>('/bulwark/customer/password-change', { method: 'POST', body }),
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
        const body = { newEmail: value, password };
        const answer = changeEmailResponseSchema.parse(
          await api.request(`${AUTH}/change-email`, { method: 'POST', body }),
        );
        return { id: answer.id, challenge: answer.secondFactor };
      }
      const body = { newPhone: value, password };
      const answer = changePhoneResponseSchema.parse(
        await api.request(`${AUTH}/change-phone`, { method: 'POST', body }),
      );
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
        ? api.request<unknown>(`${AUTH}/confirm-email`, { method: 'POST', body: { id, code } })
        : api.request<unknown>(`${AUTH}/confirm-phone`, { method: 'POST', body: { tokenId: id, code } }),
    onSuccess: () => refresh(),
  });
}

export function useResendConfirmationEmail() {
  return useMutation({
    mutationFn: async () =>
      sendConfirmationEmailResponseSchema.parse(
        await api.request(`${AUTH}/send-confirmation-email`, {
          method: 'POST',
          body: { nonce: randomId(16), isLeasing: false },
        }),
      ),
  });
}
