import { passwordPolicyResponseSchema } from '@hitelkapu/domain/contracts/auth';
import { passwordPolicy, passwordRuleKeys } from '@hitelkapu/domain/rules/password-policy';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api.ts';

export type PasswordPolicy = ReturnType<typeof passwordPolicyResponseSchema.parse>;

/** The domain's own policy, shown until (or if) the server's copy arrives; the server re-checks anyway. */
const builtInPolicy: PasswordPolicy = {
  minLength: passwordPolicy.minLength,
  maxLength: passwordPolicy.maxLength,
  rules: Object.values(passwordRuleKeys),
};

export const passwordPolicyQuery = () =>
  queryOptions({
    queryKey: ['password-policy', 'customer'],
    queryFn: async () =>
      passwordPolicyResponseSchema.parse(
        await api.request('/bulwark/password-policy/customer', { auth: false }),
      ),
    staleTime: 60 * 60_000,
  });

/** The customer password policy; never undefined, so forms can validate from the first keystroke. */
export function usePasswordPolicy(): PasswordPolicy {
  return useQuery(passwordPolicyQuery()).data ?? builtInPolicy;
}
