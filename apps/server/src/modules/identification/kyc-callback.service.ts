import type { KycCallbackResult } from '@hitelkapu/domain/contracts/identification';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { KycEvidenceRecord } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { KycProviders } from '../../providers/kyc.ts';
import { findCustomerApplication } from '../applications/application-records.service.ts';
import { moveApplication } from '../applications/position-moves.ts';
import {
  findKycSessionById,
  findKycSessionByReference,
  recordProviderEvent,
  updateKycSession,
} from './identification.repository.ts';

export function createKycCallbackService({
  db,
  kycProviders,
  log,
}: {
  db: Db;
  kycProviders: KycProviders;
  log: FastifyBaseLogger;
}) {
  return {
    /**
     * Applies a provider's callback. Nothing is read from it before its signature and
     * timestamp are checked (401 otherwise, nothing changed). Then, in one transaction: the
     * event id is recorded (a replay answers `duplicate` and changes nothing), the check is
     * found by the provider's reference (404 otherwise, and the event is not kept), the
     * application is locked, and an open check is closed with its evidence:
     * VERIFIED -> identity verified, signing READY, KYC_WAITING -> CONTRACT_CHECK;
     * DECLINED -> the reason kept, KYC_WAITING -> KYC_CHOOSE so the customer can try again.
     */
    async handle(
      providerName: string,
      rawBody: Buffer,
      headers: Record<string, string | string[] | undefined>,
      now = new Date(),
    ): Promise<KycCallbackResult> {
      const provider = kycProviders.get(providerName);
      if (!provider) throw new AppError('NOT_FOUND', 'errors.kycCallback.unknownProvider');
      const verified = provider.verifyCallback(rawBody, headers, now);
      if (!verified.ok) {
        log.warn({ provider: provider.name, reason: verified.reason }, 'KYC callback refused');
        if (verified.reason === 'MALFORMED')
          throw new AppError('VALIDATION_FAILED', 'errors.kycCallback.malformed');
        throw new AppError('UNAUTHORIZED', 'errors.kycCallback.refused');
      }
      const callback = verified.callback;

      const result = await db.transaction(async (tx): Promise<KycCallbackResult> => {
        if (!(await recordProviderEvent(tx, provider.name, callback.eventId))) return { status: 'duplicate' };
        const found = await findKycSessionByReference(tx, provider.name, callback.providerReference);
        if (!found) throw new AppError('NOT_FOUND', 'errors.kycCallback.unknownSession');
        const application = await findCustomerApplication(tx, found.customerId, found.applicationId, {
          forUpdate: true,
        });
        // Read again under the application's lock: another event may have closed it meanwhile.
        const session = await findKycSessionById(tx, found.id);
        if (!application || !session || session.status !== 'STARTED') return { status: 'ignored' };

        const evidence: KycEvidenceRecord = {
          ...callback.evidence,
          eventId: callback.eventId,
          occurredAt: callback.occurredAt,
          receivedAt: now.toISOString(),
        };
        const cause = {
          actor: 'PROVIDER' as const,
          actorId: provider.name,
          detail: {
            kycSessionId: session.id,
            eventId: callback.eventId,
            outcome: callback.outcome,
            ...(callback.outcome === 'DECLINED' ? { declineReason: callback.declineReason } : {}),
          },
        };
        // A check of an application that moved on (closed meanwhile) is recorded, nothing more.
        const waiting = application.position === 'KYC_WAITING';
        if (callback.outcome === 'VERIFIED') {
          await updateKycSession(tx, session.id, {
            status: 'VERIFIED',
            declineReason: null,
            evidence,
            completedAt: now,
          });
          if (waiting)
            await moveApplication(tx, application, 'CONTRACT_CHECK', cause, {
              identityVerifiedAt: now,
              signatureState: 'READY',
            });
        } else {
          await updateKycSession(tx, session.id, {
            status: 'DECLINED',
            // A vendor may decline without a reason; the client then shows its general wording.
            declineReason: callback.declineReason,
            evidence,
            completedAt: now,
          });
          if (waiting) await moveApplication(tx, application, 'KYC_CHOOSE', cause);
        }
        return { status: 'applied' };
      });
      log.info({ provider: provider.name, outcome: callback.outcome, result: result.status }, 'KYC callback');
      return result;
    },
  };
}

export type KycCallbackService = ReturnType<typeof createKycCallbackService>;
