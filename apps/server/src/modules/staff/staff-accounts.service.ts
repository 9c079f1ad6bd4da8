import type { StaffLogin, StaffLoginResponse } from '@hitelkapu/domain';
import type { Db } from '../../db/client.ts';
import { accountKey, limits } from '../../lib/abuse-limits.ts';
import { AppError } from '../../lib/errors.ts';
import { enforceLimit, type RateLimiter } from '../../lib/rate-limit.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { findStaffByEmail, revokeStaffSessions, toStaffMember } from './staff.repository.ts';
import type { StaffTokens } from './staff-tokens.ts';

export const staffAuthErrors = {
  // One answer for an unknown address and a wrong password, so the login reveals no accounts.
  badCredentials: () =>
    new AppError('UNAUTHORIZED', 'Hibás e-mail cím vagy jelszó. Ellenőrizze az adatokat, és próbálja újra.'),
  tooManyAttempts: (seconds: number) =>
    new AppError(
      'RATE_LIMITED',
      `Túl sok sikertelen próbálkozás. Várjon ${Math.ceil(seconds / 60)} percet, majd próbálja újra.`,
      undefined,
      seconds,
    ),
};

export function createStaffAccountsService(deps: { db: Db; limiter: RateLimiter; staffTokens: StaffTokens }) {
  const { db, limiter, staffTokens } = deps;
  return {
    /**
     * Password login (ASVS V2.2.1): limited per address and per account (keyed by a hash of
     * the address whether or not an account exists); an unknown address is verified against
     * a dummy hash, so both failures take as long and read the same.
     */
    async login(input: StaffLogin, ip: string): Promise<StaffLoginResponse> {
      await enforceLimit(limiter, limits.staffLoginPerIp, ip);
      const key = accountKey(input.email);
      const failures = await limiter.peek(limits.staffLoginFailuresPerAccount, key);
      if (failures.count >= limits.staffLoginFailuresPerAccount.limit)
        throw staffAuthErrors.tooManyAttempts(failures.retryAfterSeconds);

      const staff = await findStaffByEmail(db, input.email);
      if (!(await verifyPassword(staff?.passwordHash ?? null, input.password)) || !staff) {
        await limiter.hit(limits.staffLoginFailuresPerAccount, key);
        throw staffAuthErrors.badCredentials();
      }
      await limiter.reset(limits.staffLoginFailuresPerAccount, key);
      const token = await staffTokens.issue(staff, staff.sessionsValidAfter);
      return { token, staff: toStaffMember(staff) };
    },

    async logout(staffId: string): Promise<void> {
      await revokeStaffSessions(db, staffId);
    },
  };
}

export type StaffAccountsService = ReturnType<typeof createStaffAccountsService>;
