import {
  addMonths,
  dataExportFileName,
  type ErasureBlocker,
  type ErasurePreview,
  type ErasureRequest,
  type ErasureResponse,
  todayIso,
} from '@hitelkapu/domain';
import type { FastifyBaseLogger } from 'fastify';
import { limits } from '../../lib/abuse-limits.ts';
import { AppError } from '../../lib/errors.ts';
import { enforceLimit } from '../../lib/rate-limit.ts';
import type { AuthDeps } from '../../lib/types.ts';
import { requirePasswordAndCode } from '../auth/password-proof.ts';
import type { BankSyncService } from '../bank-sync/bank-sync.service.ts';
import { withdrawConsent } from '../consent/consent.service.ts';
import type { CustomerRow } from '../customers/customers.repository.ts';
import {
  findRetentionSetting,
  insertDataRightsEvent,
  listCustomerApplications,
} from './data-rights.repository.ts';
import {
  anonymiseCustomer,
  clearBankSyncs,
  countOpenReviewRequests,
  deleteApplications,
  deleteCustomerLooseData,
  forgetDataRightsAddresses,
  listIdentifiedApplicationIds,
  lockCustomer,
  trimToIdentification,
} from './erasure.repository.ts';
import {
  AML_IDENTIFICATION_ANSWERS,
  AML_IDENTIFICATION_UPLOADS,
  classify,
  erasureBlockerKeys,
  isContractInForce,
  isFinished,
  keptCategories,
} from './erasure-rules.ts';
import { readCustomerRecords } from './export.repository.ts';
import { buildExportArchive } from './export-archive.ts';

// The export's archive is made in export-archive.ts, the erasure's rules are in erasure-rules.ts;
// this factory checks, reads and writes.

export interface DataRightsOptions {
  /**
   * The bank-sync module's revoke: after an erasure it ends each bank connection's consent
   * that may still be live at the provider. Without it the bank data is deleted all the same
   * and the consent lapses at the provider on its end date.
   */
  bankSync?: Pick<BankSyncService, 'revoke'>;
  log?: FastifyBaseLogger;
}

export function createDataRightsService(deps: AuthDeps, options: DataRightsOptions = {}) {
  const { db, limiter } = deps;

  /**
   * Ends the consents an erasure left live, one by one, once the erasure is committed (a
   * provider call never holds the erasure's transaction open, and a provider that cannot be
   * reached never keeps the customer's data). What did not end lapses on its end date.
   */
  async function endBankConsents(customerId: string, syncIds: string[]): Promise<void> {
    const { bankSync, log } = options;
    if (syncIds.length === 0) return;
    if (!bankSync) {
      log?.warn({ consents: syncIds.length }, 'bank consents of an erased account left to lapse');
      return;
    }
    let failed = 0;
    for (const id of syncIds) {
      try {
        await bankSync.revoke(customerId, id);
      } catch {
        failed += 1;
      }
    }
    if (failed > 0) log?.warn({ consents: failed }, 'bank consents of an erased account left to lapse');
  }

  async function retentionEnd(now: Date): Promise<string> {
    const years = await findRetentionSetting(db, 'customer_record_years');
    return addMonths(todayIso(now), years * 12);
  }

  async function blockersOf(
    reader: Parameters<typeof listCustomerApplications>[0],
    customerId: string,
    now: Date,
  ): Promise<ErasureBlocker[]> {
    const applications = await listCustomerApplications(reader, customerId);
    const today = todayIso(now);
    const blockers: ErasureBlocker[] = [];
    if (applications.some((a) => !isFinished(a) && a.concludedAt === null))
      blockers.push('APPLICATION_IN_PROGRESS');
    if (applications.some((a) => isContractInForce(a, today))) blockers.push('CONTRACT_IN_FORCE');
    if ((await countOpenReviewRequests(reader, customerId)) > 0) blockers.push('REVIEW_IN_PROGRESS');
    return blockers;
  }

  /**
   * The password, and with the second factor on also a code from POST /api/profile/security-code
   * (the same proof as switching the second factor off). Wrong passwords count per customer.
   */
  async function requireProof(customer: CustomerRow, input: ErasureRequest, ip: string) {
    await enforceLimit(limiter, limits.codeChecksPerIp, ip);
    if (customer.hasSecondFactor && (!input.tokenId || !input.code)) {
      throw new AppError('VALIDATION_FAILED', 'errors.dataRights.codeMissing', { code: 'validation.code' });
    }
    await requirePasswordAndCode(deps, customer, input, customer.hasSecondFactor);
  }

  return {
    /**
     * A ZIP of everything held about the customer (GDPR art. 15 and 20), made at once. Each
     * export is audited; a few an hour are allowed.
     */
    async exportData(customer: CustomerRow, ip: string, now = new Date()) {
      await enforceLimit(limiter, limits.dataExportPerCustomer, customer.id);
      const records = await readCustomerRecords(db, customer);
      const archive = buildExportArchive(customer, records, now);
      await insertDataRightsEvent(db, {
        customerId: customer.id,
        kind: 'EXPORT',
        detail: { documents: records.documents.length, bytes: archive.byteLength },
        ip,
      });
      return { fileName: dataExportFileName(todayIso(now)), content: Buffer.from(archive) };
    },

    /** What the customer reads before confirming: whether it can be done, and what stays until when. */
    async previewErasure(customer: CustomerRow, now = new Date()): Promise<ErasurePreview> {
      const [blockers, applications, identified, until] = await Promise.all([
        blockersOf(db, customer.id, now),
        listCustomerApplications(db, customer.id),
        listIdentifiedApplicationIds(db, customer.id),
        retentionEnd(now),
      ]);
      return {
        canErase: blockers.length === 0,
        blockers,
        kept: keptCategories(applications, new Set(identified), until),
        needsCode: customer.hasSecondFactor,
      };
    },

    /**
     * Erases the account (GDPR art. 17) within what the law lets us: the records the AML act
     * and the accounting act require stay for their years (art. 17(3)(b)), the rest goes now.
     * Refused with 409 while an application is being decided, a contract is in force or a
     * human review is open: the data is then needed for them (art. 17(3)(b) and (e)). Every
     * session ends, the contacts become free, the marketing consent is withdrawn, what was
     * read from the customer's banks is deleted, and the audit records who, when and what was
     * kept. All in one transaction; after it commits each bank consent still live is ended at
     * its provider.
     */
    async erase(
      customer: CustomerRow,
      input: ErasureRequest,
      ip: string,
      now = new Date(),
    ): Promise<ErasureResponse> {
      await requireProof(customer, input, ip);
      const until = await retentionEnd(now);
      const erased = await db.transaction(async (tx) => {
        const locked = await lockCustomer(tx, customer.id);
        if (!locked || locked.erasedAt) throw new AppError('NOT_FOUND');
        const blockers = await blockersOf(tx, customer.id, now);
        const [first] = blockers;
        if (first) throw new AppError('CONFLICT', erasureBlockerKeys[first]);

        const applications = await listCustomerApplications(tx, customer.id);
        const identified = new Set(await listIdentifiedApplicationIds(tx, customer.id));
        const kept = keptCategories(applications, identified, until);
        const { concluded, evidenceOnly, removed } = classify(applications, identified);

        const counts: Record<string, number> = {};
        const add = (more: Record<string, number>) => {
          for (const [key, n] of Object.entries(more)) counts[key] = (counts[key] ?? 0) + n;
        };
        add(
          await deleteApplications(
            tx,
            removed.map((a) => a.id),
          ),
        );
        for (const application of evidenceOnly) {
          add(
            await trimToIdentification(tx, application, {
              answerKeys: AML_IDENTIFICATION_ANSWERS,
              uploadPrompts: AML_IDENTIFICATION_UPLOADS,
            }),
          );
        }
        add(await deleteCustomerLooseData(tx, locked));
        // The bank data goes now; the consents still live are ended below, after the commit.
        const bank = await clearBankSyncs(tx, customer.id, now);
        add({ bankSyncs: bank.cleared, bankConsentsToEnd: bank.liveIds.length });

        // GDPR art. 21(3): no more offers; the withdrawal names the version that had been given.
        await withdrawConsent(tx, customer.id, 'MARKETING', 'ACCOUNT_ERASURE');

        await anonymiseCustomer(tx, customer.id, {
          keepName: concluded.length + evidenceOnly.length > 0,
          now,
        });
        // Who (the account's id), when and what was kept; no address or other personal data.
        await forgetDataRightsAddresses(tx, customer.id);
        await insertDataRightsEvent(tx, {
          customerId: customer.id,
          kind: 'ERASURE',
          detail: { kept, removed: counts },
          ip: null,
        });
        const response: ErasureResponse = { erasedAt: now.toISOString(), kept };
        return { response, liveBankSyncIds: bank.liveIds };
      });
      await endBankConsents(customer.id, erased.liveBankSyncIds);
      return erased.response;
    },
  };
}

export type DataRightsService = ReturnType<typeof createDataRightsService>;
