import { z } from 'zod';

export const profileStatuses = [
  'REGISTERED',
  'BNPL_REGISTERED',
  'LEASING_REGISTERED',
  'ONBOARDED',
  'LEASING_ONBOARDED',
  'PRELIMINARY',
  'LEASING_PRESCORE',
  'IN_FLOW',
  'CLOSED',
] as const;
export const profileStatusSchema = /* @__PURE__ */ z.enum(profileStatuses);
export type ProfileStatus = z.infer<typeof profileStatusSchema>;

// A second-factor challenge may be answered instead of a token; it is not an outcome value.
export const loginOutcomes = ['LOGIN_OK', 'REGISTRATION_INCOMPLETE', 'PASSWORD_CHANGE_REQUIRED'] as const;
export const loginOutcomeSchema = /* @__PURE__ */ z.enum(loginOutcomes);
export type LoginOutcome = z.infer<typeof loginOutcomeSchema>;
