import { type ContactChannel, checkPassword, type LoginOutcome } from '@hitelkapu/domain';
import type { AuthDeps } from '../../lib/types.ts';
import { type CustomerRow, normalizeEmail } from '../customers/customers.repository.ts';
import { findPortalConfig } from '../portal-config/portal-config.service.ts';

/** The rules the registration, login and password services share about an account. */

export function identifierOf(input: {
  channel: ContactChannel;
  email?: string | undefined;
  phone?: string | undefined;
}) {
  return input.channel === 'EMAIL' ? normalizeEmail(input.email ?? '') : (input.phone ?? '');
}

export function passwordProblems(
  password: string,
  identity: { email?: string | null; phone?: string | null },
) {
  const [broken] = checkPassword(password, identity);
  return broken ? { password: broken } : null;
}

export function loginOutcomeOf(customer: CustomerRow): LoginOutcome {
  if (customer.passwordChangeRequired) return 'PASSWORD_CHANGE_REQUIRED';
  const confirmed = customer.email ? customer.emailConfirmedAt !== null : customer.phoneConfirmedAt !== null;
  return confirmed ? 'LOGIN_OK' : 'REGISTRATION_INCOMPLETE';
}

export async function isFlagOn(deps: AuthDeps, identifier: string): Promise<boolean> {
  return (await findPortalConfig(deps.db, identifier))?.value === true;
}

export function issueSession(deps: Pick<AuthDeps, 'sessions'>, customer: CustomerRow) {
  return deps.sessions.issue(customer, customer.sessionsValidAfter);
}
