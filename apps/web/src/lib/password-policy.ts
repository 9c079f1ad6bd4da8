import type { passwordPolicyResponseSchema } from '@hitelkapu/domain/contracts/auth';
import { getPasswordPolicy } from '@hitelkapu/domain/contracts/endpoints/auth';
import { passwordPolicy, passwordRuleKeys } from '@hitelkapu/domain/rules/password-policy';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { endpointQuery } from './api.ts';

export type PasswordPolicy = z.output<typeof passwordPolicyResponseSchema>;

/** The domain's own policy, shown until (or if) the server's copy arrives; the server re-checks anyway. */
const builtInPolicy: PasswordPolicy = {
  minLength: passwordPolicy.minLength,
  maxLength: passwordPolicy.maxLength,
  rules: Object.values(passwordRuleKeys),
};

export const passwordPolicyQuery = () =>
  endpointQuery(getPasswordPolicy, undefined, { staleTime: 60 * 60_000 });

/** The customer password policy; never undefined, so forms can validate from the first keystroke. */
export function usePasswordPolicy(): PasswordPolicy {
  return useQuery(passwordPolicyQuery()).data ?? builtInPolicy;
}
