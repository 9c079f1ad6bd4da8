import type {
  StaffLogin,
  StaffLoginResponse,
  StaffMember,
  StaffSecondFactor,
  StaffSession,
} from '@hitelkapu/domain';
import type { Db } from '../../db/client.ts';
import { accountKey, limits, sourceAccountKey } from '../../lib/abuse-limits.ts';
import { AppError } from '../../lib/errors.ts';
import { enforceLimit, type RateLimiter } from '../../lib/rate-limit.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { recordStaffAction } from '../audit/staff-audit.ts';
import { verifyPassword } from '../auth/passwords.ts';
import {
  findStaffByEmail,
  findStaffById,
  revokeStaffSessions,
  type StaffRow,
  setPendingTotpSecret,
  takeTotpStep,
  toStaffMember,
} from './staff.repository.ts';
import type { StaffTokens } from './staff-tokens.ts';
import { enrolmentOf, newTotpSecret, stepOfCode } from './staff-totp.ts';

export const staffAuthErrors = {
  // One answer for an unknown address and a wrong password, so the login reveals no accounts.
  badCredentials: () => new AppError('UNAUTHORIZED', 'errors.staffAuth.badCredentials'),
  challengeExpired: () => new AppError('UNAUTHORIZED', 'errors.staffAuth.challengeExpired'),
  badCode: () => new AppError('UNAUTHORIZED', 'errors.staffAuth.badCode'),
  codeUsed: () => new AppError('UNAUTHORIZED', 'errors.staffAuth.codeUsed'),
  tooManyAttempts: (seconds: number) =>
    new AppError(
      'RATE_LIMITED',
      { key: 'errors.staffAuth.tooManyAttempts', values: { minutes: Math.ceil(seconds / 60) } },
      undefined,
      seconds,
    ),
};

/** The sealing context of a staff member's authenticator secret: it opens on that account only. */
export const totpSecretContext = (staffId: string) => `staff-totp:${staffId}`;

export function createStaffAccountsService(deps: {
  db: Db;
  limiter: RateLimiter;
  staffTokens: StaffTokens;
  secretBox: SecretBox;
}) {
  const { db, limiter, staffTokens, secretBox } = deps;

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
      const passwordRight = await verifyPassword(staff?.passwordHash ?? null, input.password);
      // A switched-off account reads as a wrong password: the login tells nothing about it.
      if (!passwordRight || !staff || staff.disabledAt) {
        await limiter.hit(limits.staffLoginFailuresPerSource, source);
        await limiter.hit(limits.staffLoginFailuresPerAccount, key);
        throw staffAuthErrors.badCredentials();
      }
      await limiter.reset(limits.staffLoginFailuresPerSource, source);
      await limiter.hit(limits.staffLoginKnownSource, source);
      const challenge = await staffTokens.issueChallenge(staff.id);
      if (staff.totpSecretSealed) return { step: 'TOTP', challenge };
      // No authenticator yet: a new secret each time until its first code confirms it.
      const secret = newTotpSecret();
      await setPendingTotpSecret(db, staff.id, secretBox.seal(secret, totpSecretContext(staff.id)));
      return { step: 'ENROL', challenge, ...(await enrolmentOf(secret, staff.email)) };
    },

    /**
     * The second step: the authenticator's code for the challenge the password opened. Wrong
     * codes are limited per staff member; a code's step is taken once (an accepted code cannot
     * open a second session). The first accepted code of a new secret makes it the account's.
     */
    async secondFactor(input: StaffSecondFactor, ip: string): Promise<StaffSession> {
      await enforceLimit(limiter, limits.staffLoginPerIp, ip);
      const challenge = await staffTokens.verifyChallenge(input.challenge);
      const staff = challenge ? await findStaffById(db, challenge.sub) : null;
      if (!challenge || !staff || staff.disabledAt) throw staffAuthErrors.challengeExpired();
      const failures = await limiter.peek(limits.staffSecondFactorFailures, staff.id);
      if (failures.count >= limits.staffSecondFactorFailures.limit)
        throw staffAuthErrors.tooManyAttempts(failures.retryAfterSeconds);
      const pending = !staff.totpSecretSealed;
      const sealed = staff.totpSecretSealed ?? staff.totpPendingSealed;
      if (!sealed) throw staffAuthErrors.challengeExpired();
      const step = stepOfCode(secretBox.open(sealed, totpSecretContext(staff.id)), input.code);
      if (step === null) {
        await limiter.hit(limits.staffSecondFactorFailures, staff.id);
        throw staffAuthErrors.badCode();
      }
      if (!(await takeTotpStep(db, staff.id, step, pending))) throw staffAuthErrors.codeUsed();
      await limiter.reset(limits.staffSecondFactorFailures, staff.id);
      await recordStaffAction(
        db,
        { staffId: staff.id, ip },
        {
          action: pending ? 'LOGGED_IN_AUTHENTICATOR_SET' : 'LOGGED_IN',
          subjectKind: 'STAFF_USER',
          subjectId: staff.id,
        },
      );
      const token = await staffTokens.issue(staff, staff.sessionsValidAfter);
      return { token, staff: toStaffMember(staff) };
    },

    async logout(staffId: string, ip: string): Promise<void> {
      await db.transaction(async (tx) => {
        await revokeStaffSessions(tx, staffId);
        await recordStaffAction(
          tx,
          { staffId, ip },
          { action: 'LOGGED_OUT', subjectKind: 'STAFF_USER', subjectId: staffId },
        );
      });
    },

    /** What a staff member may see of their own account. */
    me(staff: StaffRow): StaffMember {
      return toStaffMember(staff);
    },
  };
}

export type StaffAccountsService = ReturnType<typeof createStaffAccountsService>;
