import { limits } from '../../lib/abuse-limits.ts';
import { AppError } from '../../lib/errors.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import type { AuthDeps } from '../../lib/types.ts';
import type { CustomerRow } from '../customers/customers.repository.ts';
import { answerCodeChallenge } from './challenges.ts';
import { verifyPassword } from './passwords.ts';

// The current password asked again before a change to the account: contacts, security
// settings, erasure.

const wrongPassword = () =>
  new AppError('VALIDATION_FAILED', 'errors.security.wrongPassword', {
    password: 'validation.currentPassword',
  });

/** The current password, asked again before a change of the account's contacts. */
export async function requirePassword(customer: CustomerRow, password: string) {
  if (!(await verifyPassword(customer.passwordHash, password))) throw wrongPassword();
}

/**
 * The same where a wrong password counts per customer: after too many, the password is not
 * checked at all until the window passes.
 */
export async function requireThrottledPassword(
  limiter: RateLimiter,
  customer: CustomerRow,
  password: string,
) {
  const failures = await limiter.peek(limits.securityPasswordFailuresPerCustomer, customer.id);
  if (failures.count >= limits.securityPasswordFailuresPerCustomer.limit) {
    throw new AppError(
      'RATE_LIMITED',
      {
        key: 'errors.security.tooManyWrongPasswords',
        values: { minutes: Math.ceil(failures.retryAfterSeconds / 60) },
      },
      undefined,
      failures.retryAfterSeconds,
    );
  }
  if (!(await verifyPassword(customer.passwordHash, password))) {
    await limiter.hit(limits.securityPasswordFailuresPerCustomer, customer.id);
    throw wrongPassword();
  }
}

/**
 * The proof for a change of security settings or an erasure: the password (counted as above),
 * then, when `withCode`, the SECURITY_CHANGE code sent to the customer. The code is checked
 * only after the password.
 */
export async function requirePasswordAndCode(
  { db, secrets, limiter }: Pick<AuthDeps, 'db' | 'secrets' | 'limiter'>,
  customer: CustomerRow,
  input: { password: string; tokenId?: string | undefined; code?: string | undefined },
  withCode: boolean,
) {
  await requireThrottledPassword(limiter, customer, input.password);
  if (!withCode) return;
  await answerCodeChallenge(db, secrets, {
    tokenId: input.tokenId ?? '',
    code: input.code ?? '',
    purpose: 'SECURITY_CHANGE',
    customerId: customer.id,
  });
}
