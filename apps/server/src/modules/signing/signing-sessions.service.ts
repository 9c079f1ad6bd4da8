import { randomUUID } from 'node:crypto';
import {
  type ApplicationWithResult,
  formatHuf,
  type OpenSigningResponse,
  SIGNING_CODE_MAX_ATTEMPTS,
  SIGNING_CODE_TTL_SECONDS,
  type SigningSession,
  type SigningStartResponse,
} from '@hitelkapu/domain';
import type { Db } from '../../db/client.ts';
import type { ChallengeSecrets } from '../../lib/challenge-secrets.ts';
import { AppError } from '../../lib/errors.ts';
import { enforceLimit, type RateLimiter } from '../../lib/rate-limit.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import {
  type ApplicationRow,
  findProductName,
  lockApplication,
  requireApplication,
  toLoanApplication,
} from '../applications/application-records.service.ts';
import { type MoveCause, moveApplication } from '../applications/position-moves.ts';
import { CODE_MAX_SENDS, codeErrors, RESEND_INTERVAL_MS } from '../auth/challenges.ts';
import type { CustomerRow } from '../customers/customers.repository.ts';
import { enqueueMessage } from '../outbox/outbox.service.ts';
import type { ContractReviewService } from './contract-review.service.ts';
import { withResult } from './result.service.ts';
import { completeSigning } from './signed-copies.ts';
import {
  findApplicationDocuments,
  findEnabledSignatureMethod,
  findPendingSigningSession,
  findSigningSessionByKey,
  insertSigningSession,
  type SigningSessionRow,
  updateSigningSession,
} from './signing.repository.ts';
import {
  describeSigningSession,
  maskPhone,
  type RequestOrigin,
  START_POSITIONS,
  signingLimits,
} from './signing-rules.ts';

type ConfirmOutcome =
  | { kind: 'signed'; row: ApplicationRow }
  | { kind: 'wrong'; attemptsLeft: number }
  | { kind: 'cancelled' };

type ResendOutcome =
  | { kind: 'sent'; session: SigningSessionRow }
  | { kind: 'exhausted'; expired: boolean }
  | { kind: 'tooSoon'; seconds: number };

export interface SigningSessionsDeps {
  db: Db;
  limiter: RateLimiter;
  secrets: ChallengeSecrets;
  config: { publicUrl: string };
}

/**
 * Signing with a one-time code: starting a signing, the code by SMS and its resends, checking
 * it, and storing the signed copies. The documents signed are the ones the contract review made.
 */
export function createSigningSessionsService(
  { db, limiter, secrets, config }: SigningSessionsDeps,
  review: Pick<ContractReviewService, 'ensureContractDocuments'>,
) {
  return {
    /**
     * POST document-signing/start: one signing per application whatever the retries. Under
     * the row lock an open signing (or the one this Idempotency-Key started) is answered
     * again without a new code; otherwise the application walks CONTRACT_CHECK ->
     * SIGN_PREPARATION -> SIGN_CHOOSE (the customer's own steps, recorded) -> SIGN_WAITING,
     * a signing session names the documents shown (id and SHA-256), and the code goes out by
     * SMS in the same transaction; only its keyed hash is stored.
     */
    async start(
      customer: CustomerRow,
      id: string,
      type: string,
      idempotencyKey: string,
      origin: RequestOrigin,
    ): Promise<SigningStartResponse> {
      await enforceLimit(limiter, signingLimits.startPerCustomer, customer.id);
      const application = await requireApplication(db, customer.id, id);
      const method = await findEnabledSignatureMethod(db, type);
      if (START_POSITIONS.includes(application.position) && application.signatureState === 'READY')
        await review.ensureContractDocuments(customer, application);

      const answer = (row: ApplicationRow, session: SigningSessionRow): SigningStartResponse => ({
        application: toLoanApplication(row),
        signing: describeSigningSession(session, customer.phone),
      });

      try {
        return await db.transaction(async (tx) => {
          const row = await lockApplication(tx, customer.id, id);
          const pending = await findPendingSigningSession(tx, row.id);
          if (pending) return answer(row, pending);
          const earlier = await findSigningSessionByKey(tx, row.id, idempotencyKey);
          if (earlier) return answer(row, earlier);

          if (!START_POSITIONS.includes(row.position))
            throw new AppError('CONFLICT', 'errors.signing.notAtSigning');
          if (row.signatureState !== 'READY') throw new AppError('CONFLICT', 'errors.signing.notSignable');
          if (!method || !row.sigTypes.includes(method.code))
            throw new AppError('VALIDATION_FAILED', 'errors.signing.methodNotAvailable', {
              type: 'validation.notExpected',
            });
          if (!customer.phone || !customer.phoneConfirmedAt)
            throw new AppError('CONFLICT', 'errors.signing.noPhone');
          const originals = await findApplicationDocuments(tx, row.id, ['CONTRACT', 'SECCI']);
          if (originals.length !== 2) throw new AppError('CONFLICT', 'errors.signing.notReady');

          const cause: MoveCause = { actor: 'CUSTOMER', actorId: customer.id, ip: origin.ip };
          let at = row;
          if (at.position === 'CONTRACT_CHECK')
            at = await moveApplication(tx, at, 'SIGN_PREPARATION', cause, {}, { as: 'customer' });
          if (at.position === 'SIGN_PREPARATION')
            at = await moveApplication(tx, at, 'SIGN_CHOOSE', cause, {}, { as: 'customer' });

          const sessionId = randomUUID();
          const code = secrets.newCode();
          const now = new Date();
          const session = await insertSigningSession(tx, {
            id: sessionId,
            applicationId: row.id,
            customerId: customer.id,
            type: method.code,
            codeHash: secrets.codeHash(sessionId, code),
            codeSentAt: now,
            codeExpiresAt: new Date(now.getTime() + SIGNING_CODE_TTL_SECONDS * 1000),
            documents: originals.map((original) => ({
              id: original.id,
              kind: original.kind,
              sha256: original.sha256,
            })),
            idempotencyKey,
          });
          const moved = await moveApplication(tx, at, 'SIGN_WAITING', {
            ...cause,
            detail: {
              signingSessionId: sessionId,
              type: method.code,
              channel: 'SMS',
              maskedPhone: maskPhone(customer.phone),
            },
          });
          await enqueueMessage(tx, {
            channel: 'SMS',
            recipient: customer.phone,
            template: { name: 'signing-code', code, amount: formatHuf(row.amount) },
          });
          return answer(moved, session);
        });
      } catch (error) {
        // Only if the row lock were bypassed: the one-pending index let a single signing in.
        if (!isUniqueViolation(error)) throw error;
        const row = await requireApplication(db, customer.id, id);
        const pending = await findPendingSigningSession(db, row.id);
        if (!pending) throw error;
        return answer(row, pending);
      }
    },

    /** GET document-signing: the open signing; 404 when there is none. */
    async getOpenSigning(customer: CustomerRow, id: string): Promise<OpenSigningResponse> {
      const row = await requireApplication(db, customer.id, id);
      const pending = await findPendingSigningSession(db, row.id);
      return { signing: pending ? describeSigningSession(pending, customer.phone) : null };
    },

    /**
     * POST document-signing/resend: a new code for the open signing, a minute apart and five
     * codes per signing in all (ADR 007). With every code used up and the last one expired
     * the signing ends and the customer starts again from the choice of method.
     */
    async resend(customer: CustomerRow, id: string, origin: RequestOrigin): Promise<SigningSession> {
      await enforceLimit(limiter, signingLimits.resendPerCustomer, customer.id);
      await requireApplication(db, customer.id, id);
      const outcome = await db.transaction(async (tx): Promise<ResendOutcome> => {
        const row = await lockApplication(tx, customer.id, id);
        const pending = await findPendingSigningSession(tx, row.id);
        if (!pending || row.position !== 'SIGN_WAITING')
          throw new AppError('CONFLICT', 'errors.signing.noOpenSigning');
        if (!customer.phone) throw new AppError('CONFLICT', 'errors.signing.noPhone');
        const now = new Date();
        if (pending.sendCount >= CODE_MAX_SENDS) {
          const expired = pending.codeExpiresAt <= now;
          if (expired) {
            await updateSigningSession(tx, pending.id, { status: 'EXPIRED' });
            await moveApplication(tx, row, 'SIGN_CHOOSE', {
              actor: 'CUSTOMER',
              actorId: customer.id,
              ip: origin.ip,
              detail: { signingSessionId: pending.id, reason: 'CODES_USED_UP' },
            });
          }
          return { kind: 'exhausted', expired };
        }
        const waitMs = pending.codeSentAt.getTime() + RESEND_INTERVAL_MS - now.getTime();
        if (waitMs > 0) return { kind: 'tooSoon', seconds: Math.ceil(waitMs / 1000) };
        const code = secrets.newCode();
        const session = await updateSigningSession(tx, pending.id, {
          codeHash: secrets.codeHash(pending.id, code),
          codeSentAt: now,
          codeExpiresAt: new Date(now.getTime() + SIGNING_CODE_TTL_SECONDS * 1000),
          attempts: 0,
          sendCount: pending.sendCount + 1,
        });
        await enqueueMessage(tx, {
          channel: 'SMS',
          recipient: customer.phone,
          template: { name: 'signing-code', code, amount: formatHuf(row.amount) },
        });
        return { kind: 'sent', session };
      });
      switch (outcome.kind) {
        case 'sent':
          return describeSigningSession(outcome.session, customer.phone);
        case 'tooSoon':
          throw codeErrors.tooSoon(outcome.seconds);
        case 'exhausted':
          throw new AppError(
            'CONFLICT',
            outcome.expired ? 'errors.signing.resendLimitExpired' : 'errors.signing.resendLimitValid',
          );
      }
    },

    /**
     * POST document-signing/confirm. A wrong code counts against the signing and is kept
     * even though the request fails; the fifth cancels the signing and the application goes
     * back to SIGN_CHOOSE. The right code signs in one transaction: the signed copies (the
     * shown original plus the signing clause) are stored, the application gets signedAt and
     * moves SIGN_WAITING -> UNDER_REVIEW, the customer is told, and a due decision is
     * applied at once (APPROVED with the identity verified -> RESULT). A second confirm of a
     * signed application answers the same outcome.
     */
    async confirm(
      customer: CustomerRow,
      id: string,
      code: string,
      origin: RequestOrigin,
    ): Promise<ApplicationWithResult> {
      await enforceLimit(limiter, signingLimits.confirmPerCustomer, customer.id);
      const application = await requireApplication(db, customer.id, id);
      const productName = (await findProductName(db, application.offerId)) ?? '';

      const outcome = await db.transaction(async (tx): Promise<ConfirmOutcome> => {
        const row = await lockApplication(tx, customer.id, id);
        const session = await findPendingSigningSession(tx, row.id);
        if (!session) {
          if (row.signedAt) return { kind: 'signed', row };
          throw new AppError('CONFLICT', 'errors.signing.noOpenSigning');
        }
        if (row.position !== 'SIGN_WAITING') throw new AppError('CONFLICT', 'errors.signing.noOpenSigning');
        const now = new Date();
        if (session.codeExpiresAt <= now) throw new AppError('CONFLICT', 'errors.signing.codeExpired');

        if (!secrets.matches(session.codeHash, secrets.codeHash(session.id, code))) {
          const attempts = session.attempts + 1;
          if (attempts < SIGNING_CODE_MAX_ATTEMPTS) {
            await updateSigningSession(tx, session.id, { attempts });
            return { kind: 'wrong', attemptsLeft: SIGNING_CODE_MAX_ATTEMPTS - attempts };
          }
          await updateSigningSession(tx, session.id, { attempts, status: 'CANCELLED' });
          await moveApplication(tx, row, 'SIGN_CHOOSE', {
            actor: 'CUSTOMER',
            actorId: customer.id,
            ip: origin.ip,
            detail: { signingSessionId: session.id, reason: 'TOO_MANY_ATTEMPTS' },
          });
          return { kind: 'cancelled' };
        }

        return {
          kind: 'signed',
          row: await completeSigning(tx, { row, session, customer, origin, now }, productName, config),
        };
      });

      switch (outcome.kind) {
        case 'wrong':
          throw new AppError(
            'VALIDATION_FAILED',
            { key: 'errors.signing.wrongCode', values: { attemptsLeft: outcome.attemptsLeft } },
            { code: 'validation.code' },
          );
        case 'cancelled':
          throw new AppError('CONFLICT', 'errors.signing.tooManyAttempts');
        case 'signed':
          return withResult(db, outcome.row);
      }
    },
  };
}

export type SigningSessionsService = ReturnType<typeof createSigningSessionsService>;
