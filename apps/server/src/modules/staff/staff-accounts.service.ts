import type { StaffLogin, StaffLoginResponse, StaffMember } from '@hitelkapu/domain';
import type { Db } from '../../db/client.ts';
import { accountKey, limits, sourceAccountKey } from '../../lib/abuse-limits.ts';
import { AppError } from '../../lib/errors.ts';
import { enforceLimit, type RateLimiter } from '../../lib/rate-limit.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { findStaffByEmail, revokeStaffSessions, type StaffRow, toStaffMember } from './staff.repository.ts';
import type { StaffTokens } from './staff-tokens.ts';

export const staffAuthErrors = {
  // One answer for an unknown address and a wrong password, so the login reveals no accounts.
  badCredentials: () => new AppError('UNAUTHORIZED', 'errors.staffAuth.badCredentials'),
  tooManyAttempts: (seconds: number) =>
    new AppError(
      'RATE_LIMITED',
      { key: 'errors.staffAuth.tooManyAttempts', values: { minutes: Math.ceil(seconds / 60) } },
      undefined,
      seconds,
    ),
};

export function createStaffAccountsService(deps: { db: Db; limiter: RateLimiter; staffTokens: StaffTokens }) {
  const { db, limiter, staffTokens } = deps;

  /** Signed in from this address in this window of the marker or the one before (30 to 60 days). */
  async function isKnownSource(source: string, now = new Date()): Promise<boolean> {
    const rule = limits.staffLoginKnownSource;
    const previousWindow = new Date(now.getTime() - rule.windowSeconds * 1000);
    return (
      (await limiter.peek(rule, source, now)).count > 0 ||
      (await limiter.peek(rule, source, previousWindow)).count > 0
    );
  }

  return {
    /**
     * Password login (ASVS V2.2.1): limited per address, and failures per address and account
     * (the account keyed by a hash of the address whether or not it exists), so the address
     * that guesses stops and the staff member elsewhere does not. Past the account's own limit
     * only addresses the staff member signed in from before are answered (docs/decisions/016).
     * An unknown address is verified against a dummy hash, so both failures take as long and
     * read the same.
     */
    async login(input: StaffLogin, ip: string): Promise<StaffLoginResponse> {
      await enforceLimit(limiter, limits.staffLoginPerIp, ip);
      const key = accountKey(input.email);
      const source = sourceAccountKey(ip, key);
      const fromHere = await limiter.peek(limits.staffLoginFailuresPerSource, source);
      if (fromHere.count >= limits.staffLoginFailuresPerSource.limit)
        throw staffAuthErrors.tooManyAttempts(fromHere.retryAfterSeconds);
      const everywhere = await limiter.peek(limits.staffLoginFailuresPerAccount, key);
      if (everywhere.count >= limits.staffLoginFailuresPerAccount.limit && !(await isKnownSource(source)))
        throw staffAuthErrors.tooManyAttempts(everywhere.retryAfterSeconds);

      const staff = await findStaffByEmail(db, input.email);
      if (!(await verifyPassword(staff?.passwordHash ?? null, input.password)) || !staff) {
        await limiter.hit(limits.staffLoginFailuresPerSource, source);
        await limiter.hit(limits.staffLoginFailuresPerAccount, key);
        throw staffAuthErrors.badCredentials();
      }
      await limiter.reset(limits.staffLoginFailuresPerSource, source);
      await limiter.hit(limits.staffLoginKnownSource, source);
      const token = await staffTokens.issue(staff, staff.sessionsValidAfter);
      return { token, staff: toStaffMember(staff) };
    },

    async logout(staffId: string): Promise<void> {
      await revokeStaffSessions(db, staffId);
    },

    /** What a staff member may see of their own account. */
    me(staff: StaffRow): StaffMember {
      return toStaffMember(staff);
    },
  };
}

export type StaffAccountsService = ReturnType<typeof createStaffAccountsService>;
