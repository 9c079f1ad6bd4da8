import type { ProfileStatus } from './profile.ts';

/**
 * The profile status moves a customer may ask for through PUT /api/profile/status. Moves the
 * server makes itself (an assessment stored -> PRELIMINARY, an application created ->
 * IN_FLOW, an account closed -> CLOSED) are not here: a customer cannot claim them.
 */
export const customerStatusTransitions: Readonly<Record<ProfileStatus, readonly ProfileStatus[]>> = {
  REGISTERED: ['ONBOARDED'],
  BNPL_REGISTERED: ['ONBOARDED'],
  LEASING_REGISTERED: ['LEASING_ONBOARDED'],
  ONBOARDED: [],
  LEASING_ONBOARDED: [],
  PRELIMINARY: [],
  LEASING_PRESCORE: [],
  // Going back to the offers from an application that was not submitted.
  IN_FLOW: ['PRELIMINARY'],
  CLOSED: [],
};

export function canCustomerMoveStatus(from: ProfileStatus, to: ProfileStatus): boolean {
  return from === to || customerStatusTransitions[from].includes(to);
}
