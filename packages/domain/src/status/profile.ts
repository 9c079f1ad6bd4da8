/**
 * Plain data with no schema library: the client's first chunk needs these (landing by
 * status), and the zod schemas live in profile-schemas.ts.
 */
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
export type ProfileStatus = (typeof profileStatuses)[number];

// A second-factor challenge may be answered instead of a token; it is not an outcome value.
export const loginOutcomes = ['LOGIN_OK', 'REGISTRATION_INCOMPLETE', 'PASSWORD_CHANGE_REQUIRED'] as const;
export type LoginOutcome = (typeof loginOutcomes)[number];
