import type { AuthDeps } from '../../lib/types.ts';
import type { CustomerRow } from '../customers/customers.repository.ts';
import { issueSession } from './accounts.ts';
import { createLoginService } from './login.service.ts';
import { createPasswordChangeService } from './password-change.service.ts';
import { createRegistrationService } from './registration.service.ts';

/** The account's public face: registration, login and passwords, as the routes use them together. */
export function createAuthService(deps: AuthDeps) {
  return {
    issueSession: (customer: CustomerRow) => issueSession(deps, customer),
    ...createPasswordChangeService(deps),
    ...createRegistrationService(deps),
    ...createLoginService(deps),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

export { loginOutcomeOf } from './accounts.ts';
export { authErrors } from './login.service.ts';
export { PASSWORD_RESET_TTL_MS } from './password-change.service.ts';
export { EMAIL_CONFIRMATION_TTL_MS } from './registration.service.ts';
