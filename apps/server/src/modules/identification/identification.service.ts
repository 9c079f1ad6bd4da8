import { createHash } from 'node:crypto';
import type {
  ApplicationFlowPosition,
  IdentificationResponse,
  IdentificationStartResponse,
  KycTypeInfo,
} from '@hitelkapu/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { limits } from '../../lib/abuse-limits.ts';
import { AppError } from '../../lib/errors.ts';
import { countProviderError } from '../../lib/metrics.ts';
import { enforceLimit, type RateLimiter } from '../../lib/rate-limit.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import type { KycProvider, KycProviders } from '../../providers/kyc.ts';
import {
  type ApplicationRow,
  findCustomerApplication,
  toLoanApplication,
} from '../applications/application-records.service.ts';
import { moveApplication } from '../applications/position-moves.ts';
import {
  findEnabledVerificationMethod,
  listEnabledVerificationMethods,
} from '../applications/verification-methods.service.ts';
import type { CustomerRow } from '../customers/customers.repository.ts';
import {
  findKycSessionByKey,
  findLatestKycSession,
  findOpenKycSession,
  insertKycSession,
  type KycSessionRow,
  toIdentificationState,
  updateKycSession,
} from './identification.repository.ts';

/** Where a start may begin; KYC_WAITING only to replace a check the vendor has let lapse. */
const STARTABLE_POSITIONS: readonly ApplicationFlowPosition[] = ['KYC_PREPARATION', 'KYC_CHOOSE'];

const notFound = () => new AppError('NOT_FOUND', 'errors.application.notFound');
const typeNotOffered = () =>
  new AppError('VALIDATION_FAILED', 'errors.identification.typeNotOffered', { type: 'validation.invalid' });

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface IdentificationDeps {
  db: Db;
  limiter: RateLimiter;
  kycProviders: KycProviders;
  config: { publicUrl: string };
  log: FastifyBaseLogger;
}

/**
 * The portal's reference for one start: the same application and Idempotency-Key always
 * give the same reference, so the vendor answers a retried start with the same session.
 */
export function startReference(applicationId: string, idempotencyKey: string): string {
  return createHash('sha256').update(`${applicationId}\n${idempotencyKey}`).digest('base64url');
}

function answer(session: KycSessionRow, application: ApplicationRow): IdentificationStartResponse {
  return {
    application: toLoanApplication(application),
    kycSessionId: session.id,
    redirectUrl: session.redirectUrl,
  };
}

export function createIdentificationService({ db, limiter, kycProviders, config, log }: IdentificationDeps) {
  /** A check open longer than its vendor keeps sessions can no longer finish. */
  function hasLapsed(session: KycSessionRow, now: Date): boolean {
    const ttlSeconds = kycProviders.get(session.provider)?.sessionTtlSeconds ?? 0;
    return session.createdAt.getTime() + ttlSeconds * 1000 <= now.getTime();
  }

  /** The methods a customer can use now: enabled, and their adapter mounted. */
  async function usableKycMethod(type: string) {
    const method = await findEnabledVerificationMethod(db, 'KYC', type);
    const provider = method ? kycProviders.get(method.provider) : undefined;
    return method && provider ? { method, provider } : null;
  }

  /**
   * Expires a lapsed open check (and brings KYC_WAITING back to KYC_CHOOSE), so a new one
   * can start in the same transaction.
   */
  async function expireLapsed(
    tx: Transaction,
    row: ApplicationRow,
    session: KycSessionRow,
    now: Date,
  ): Promise<ApplicationRow> {
    await updateKycSession(tx, session.id, { status: 'EXPIRED', completedAt: now });
    if (row.position !== 'KYC_WAITING') return row;
    return moveApplication(tx, row, 'KYC_CHOOSE', {
      actor: 'SYSTEM',
      detail: { kycSessionId: session.id, outcome: 'EXPIRED' },
    });
  }

  async function openSession(
    tx: Transaction,
    row: ApplicationRow,
    input: {
      customer: CustomerRow;
      type: string;
      provider: KycProvider;
      started: { providerReference: string; redirectUrl: string };
      idempotencyKey: string;
      ip: string | null;
    },
  ): Promise<IdentificationStartResponse> {
    const cause = { actor: 'CUSTOMER' as const, actorId: input.customer.id, ip: input.ip };
    let current = row;
    // From the preparation page the customer's own step to the choice is taken on the way.
    if (current.position === 'KYC_PREPARATION')
      current = await moveApplication(
        tx,
        current,
        'KYC_CHOOSE',
        { ...cause, detail: { via: 'identification/start' } },
        {},
        { as: 'customer' },
      );
    if (current.position !== 'KYC_CHOOSE') throw new AppError('CONFLICT', 'errors.identification.notNow');
    const session = await insertKycSession(tx, {
      applicationId: current.id,
      customerId: input.customer.id,
      type: input.type,
      provider: input.provider.name,
      providerReference: input.started.providerReference,
      redirectUrl: input.started.redirectUrl,
      idempotencyKey: input.idempotencyKey,
    });
    current = await moveApplication(tx, current, 'KYC_WAITING', {
      ...cause,
      detail: { kycSessionId: session.id, type: input.type, provider: input.provider.name },
    });
    return answer(session, current);
  }

  return {
    /** Enabled identity-check methods whose adapter is mounted, and enabled signing methods. */
    async kycTypeInfo(): Promise<KycTypeInfo> {
      const kycTypes = await listEnabledVerificationMethods(db, 'KYC');
      const signatureTypes = await listEnabledVerificationMethods(db, 'SIGNATURE');
      return {
        kycTypes: kycTypes.filter((method) => kycProviders.has(method.provider)),
        signatureTypes,
      };
    },

    /**
     * Starts identity verification (POST identification/start), once. The application must
     * stand at KYC_CHOOSE (or KYC_PREPARATION: the move to KYC_CHOOSE is made and recorded
     * on the way) and `type` must be a usable method offered to it. The vendor session is
     * opened before the transaction, idempotently on a reference made of the application and
     * the Idempotency-Key; then, under the application's row lock, the check is stored and
     * the application moves to KYC_WAITING. A retry with the same key, or any start while a
     * check is open, answers that check and opens nothing.
     */
    async start(
      customer: CustomerRow,
      id: string,
      type: string,
      idempotencyKey: string,
      ip: string | null,
    ): Promise<IdentificationStartResponse> {
      await enforceLimit(limiter, limits.identificationStartPerCustomer, customer.id);
      const now = new Date();
      const application = await findCustomerApplication(db, customer.id, id);
      if (!application) throw notFound();

      // Read before the transaction: inside it only the transaction's own connection is used.
      const replayed = await findKycSessionByKey(db, application.id, idempotencyKey);
      if (replayed) return answer(replayed, application);
      const open = await findOpenKycSession(db, application.id);
      if (open && !hasLapsed(open, now)) return answer(open, application);

      const usable = await usableKycMethod(type);
      if (!usable || !application.kycTypes.includes(type)) throw typeNotOffered();
      const mayStart =
        STARTABLE_POSITIONS.includes(application.position) ||
        (application.position === 'KYC_WAITING' && open !== null);
      if (!mayStart) throw new AppError('CONFLICT', 'errors.identification.notNow');

      let started: { providerReference: string; redirectUrl: string };
      try {
        started = await usable.provider.startSession({
          reference: startReference(application.id, idempotencyKey),
          applicationId: application.id,
          customer: {
            displayName: [customer.lastName, customer.firstName].filter(Boolean).join(' ') || null,
          },
          returnUrl: `${config.publicUrl}/application`,
          callbackUrl: `${config.publicUrl}/api/kyc/callback/${usable.provider.name}`,
        });
      } catch (err) {
        countProviderError(`kyc-${usable.provider.name}`, 'startSession');
        log.warn({ err, provider: usable.provider.name }, 'KYC provider did not start a session');
        throw new AppError('UNAVAILABLE', 'errors.identification.providerUnavailable', undefined, 60);
      }

      try {
        return await db.transaction(async (tx) => {
          let row = await findCustomerApplication(tx, customer.id, id, { forUpdate: true });
          if (!row) throw notFound();
          const again = await findKycSessionByKey(tx, row.id, idempotencyKey);
          if (again) return answer(again, row);
          const stillOpen = await findOpenKycSession(tx, row.id);
          if (stillOpen) {
            if (!hasLapsed(stillOpen, now)) return answer(stillOpen, row);
            row = await expireLapsed(tx, row, stillOpen, now);
          }
          if (!row.kycTypes.includes(type)) throw typeNotOffered();
          return openSession(tx, row, {
            customer,
            type,
            provider: usable.provider,
            started,
            idempotencyKey,
            ip,
          });
        });
      } catch (error) {
        // Only possible if the row lock were bypassed: the one-open-check index let one start in.
        if (!isUniqueViolation(error)) throw error;
        const row = await findCustomerApplication(db, customer.id, id);
        const winner =
          (await findKycSessionByKey(db, id, idempotencyKey)) ?? (await findOpenKycSession(db, id));
        if (!row || !winner) throw error;
        return answer(winner, row);
      }
    },

    /** The latest identity check of one of the customer's applications. */
    async getState(customerId: string, id: string): Promise<IdentificationResponse> {
      const application = await findCustomerApplication(db, customerId, id);
      if (!application) throw notFound();
      const session = await findLatestKycSession(db, customerId, application.id);
      return { identification: session ? toIdentificationState(session) : null };
    },
  };
}

export type IdentificationService = ReturnType<typeof createIdentificationService>;
