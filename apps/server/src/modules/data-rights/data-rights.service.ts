import {
  addMonths,
  dataExportFileName,
  type ErasureBlocker,
  type ErasurePreview,
  type ErasureRequest,
  type ErasureResponse,
  type ErrorMessageKey,
  type KeptData,
  todayIso,
} from '@hitelkapu/domain';
import { strToU8, type Zippable, zipSync } from 'fflate';
import { finishedApplicationPositions } from '../../db/schema/index.ts';
import { limits } from '../../lib/abuse-limits.ts';
import { AppError } from '../../lib/errors.ts';
import { enforceLimit } from '../../lib/rate-limit.ts';
import type { AuthDeps } from '../../lib/types.ts';
import { answerCodeChallenge } from '../auth/challenges.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { withdrawConsent } from '../consent/consent.service.ts';
import type { CustomerRow } from '../customers/customers.repository.ts';
import {
  anonymiseCustomer,
  type CustomerApplicationRow,
  type CustomerRecords,
  countOpenReviewRequests,
  deleteApplications,
  deleteCustomerLooseData,
  findRetentionSetting,
  forgetDataRightsAddresses,
  insertDataRightsEvent,
  listCustomerApplications,
  listIdentifiedApplicationIds,
  lockCustomer,
  readCustomerRecords,
  trimToIdentification,
} from './data-rights.repository.ts';

/**
 * The identification data of a natural person the AML act requires to be recorded and kept
 * (Pmt. 7. § (2) a): names, place and date of birth, mother's name, citizenship, address,
 * identity document number), as the seeded application flow asks them.
 */
export const AML_IDENTIFICATION_ANSWERS = [
  'mothers_name',
  'birth_place',
  'birth_date',
  'citizenship',
  'id_card_number',
  'postal_code',
  'city',
  'street',
] as const;

/** Copies of the identity papers shown at due diligence (Pmt. 7. § (8)). */
export const AML_IDENTIFICATION_UPLOADS = ['id_card_document', 'address_card_document'] as const;

/** The wording of the first thing that keeps an account from being erased. */
const erasureBlockerKeys = {
  APPLICATION_IN_PROGRESS: 'errors.dataRights.applicationInProgress',
  CONTRACT_IN_FORCE: 'errors.dataRights.contractInForce',
  REVIEW_IN_PROGRESS: 'errors.dataRights.reviewInProgress',
} as const satisfies Record<ErasureBlocker, ErrorMessageKey>;

const wrongPassword = () =>
  new AppError('VALIDATION_FAILED', 'errors.security.wrongPassword', {
    password: 'validation.currentPassword',
  });

/** A concluded contract is in force until its last instalment falls due, unless withdrawn from. */
function isContractInForce(application: CustomerApplicationRow, today: string): boolean {
  if (!application.concludedAt || application.withdrawnAt) return false;
  return addMonths(todayIso(application.concludedAt), application.duration) >= today;
}

const isFinished = (application: CustomerApplicationRow) =>
  (finishedApplicationPositions as readonly string[]).includes(application.position);

/** How each application fares in an erasure. */
function classify(applications: CustomerApplicationRow[], identified: Set<string>) {
  const concluded = applications.filter((a) => a.concludedAt !== null);
  const evidenceOnly = applications.filter(
    (a) =>
      a.concludedAt === null &&
      (a.identityVerifiedAt !== null || a.signedAt !== null || identified.has(a.id)),
  );
  const kept = new Set([...concluded, ...evidenceOnly].map((a) => a.id));
  const removed = applications.filter((a) => !kept.has(a.id));
  return { concluded, evidenceOnly, removed };
}

function keptCategories(
  applications: CustomerApplicationRow[],
  identified: Set<string>,
  until: string,
): KeptData[] {
  const { concluded, evidenceOnly } = classify(applications, identified);
  const kept: KeptData[] = [];
  if (concluded.length + evidenceOnly.length > 0) kept.push({ category: 'IDENTIFICATION', until });
  if (applications.some((a) => a.signedAt !== null)) kept.push({ category: 'SIGNED_CONTRACTS', until });
  if (concluded.length > 0) kept.push({ category: 'CONTRACT_DECISIONS', until });
  kept.push({ category: 'STATEMENT_LOG', until });
  return kept;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

/** A name inside the archive: made by us from the id and kind, the customer's file name only sanitised. */
function archiveName(document: CustomerRecords['documents'][number], index: number): string {
  const base = document.originalName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  const kind = document.kind.toLowerCase().replaceAll('_', '-');
  return `dokumentumok/${String(index + 1).padStart(2, '0')}-${kind}-${base || 'dokumentum'}.${EXTENSIONS[document.contentType] ?? 'bin'}`;
}

/** The machine-readable copy: one JSON of every record, the documents beside it. */
export function buildExportArchive(customer: CustomerRow, records: CustomerRecords, now: Date): Uint8Array {
  const documents = records.documents.map((document, index) => ({
    document,
    path: archiveName(document, index),
  }));
  const data = {
    format: 'hitelkapu-data-export',
    formatVersion: 1,
    createdAt: now.toISOString(),
    account: {
      id: customer.id,
      email: customer.email,
      phone: customer.phone,
      firstName: customer.firstName,
      lastName: customer.lastName,
      status: customer.status,
      statusResult: customer.statusResult,
      flowPosition: customer.flowPosition,
      flowPage: customer.flowPage,
      isEmailConfirmed: customer.emailConfirmedAt !== null,
      emailConfirmedAt: iso(customer.emailConfirmedAt),
      isPhoneConfirmed: customer.phoneConfirmedAt !== null,
      phoneConfirmedAt: iso(customer.phoneConfirmedAt),
      hasSecondFactor: customer.hasSecondFactor,
      partnerId: customer.partnerId,
      isLeasing: customer.isLeasing,
      createdAt: customer.createdAt.toISOString(),
      updatedAt: customer.updatedAt.toISOString(),
    },
    statementLog: records.acceptances.map((a) => ({ ...a, acceptedAt: a.acceptedAt.toISOString() })),
    consentLog: records.consents.map((c) => ({ ...c, occurredAt: c.occurredAt.toISOString() })),
    preliminaryAssessmentDraft: records.draft
      ? { answers: records.draft.draft, updatedAt: records.draft.updatedAt.toISOString() }
      : null,
    preliminaryAssessments: records.assessments.map((a) => ({ ...a, createdAt: a.createdAt.toISOString() })),
    loanApplications: records.applications.map((a) => ({
      id: a.id,
      offerId: a.offerId,
      amount: a.amount,
      duration: a.duration,
      offer: a.quote,
      answers: a.answers,
      position: a.position,
      status: a.status,
      statusResult: a.statusResult,
      signatureState: a.signatureState,
      identityVerifiedAt: iso(a.identityVerifiedAt),
      signedAt: iso(a.signedAt),
      concludedAt: iso(a.concludedAt),
      withdrawnAt: iso(a.withdrawnAt),
      closedAt: iso(a.closedAt),
      createdAt: a.createdAt.toISOString(),
      updatedAt: a.updatedAt.toISOString(),
      statusChanges: records.events
        .filter((e) => e.applicationId === a.id)
        .map(({ applicationId: _, ...e }) => ({ ...e, createdAt: e.createdAt.toISOString() })),
    })),
    decisions: records.decisions.map((d) => ({ ...d, createdAt: d.createdAt.toISOString() })),
    staffDecisions: records.reviews.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    humanReviewRequests: records.reviewRequests.map((r) => ({
      ...r,
      decidedAt: iso(r.decidedAt),
      createdAt: r.createdAt.toISOString(),
    })),
    identityVerification: records.identification.map((k) => ({
      ...k,
      createdAt: k.createdAt.toISOString(),
      completedAt: iso(k.completedAt),
    })),
    signing: records.signing.map((s) => ({
      ...s,
      signedAt: iso(s.signedAt),
      createdAt: s.createdAt.toISOString(),
    })),
    contractErrorReports: records.errorReports.map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      resolvedAt: iso(r.resolvedAt),
    })),
    withdrawals: records.applications
      .filter((a) => a.withdrawnAt !== null)
      .map((a) => ({ applicationId: a.id, withdrawnAt: iso(a.withdrawnAt) })),
    callBackRequests: records.callBacks.map((c) => ({
      ...c,
      acceptedAt: c.acceptedAt.toISOString(),
      createdAt: c.createdAt.toISOString(),
    })),
    messagesSent: records.messages.map((m) => ({
      ...m,
      createdAt: m.createdAt.toISOString(),
      sentAt: iso(m.sentAt),
    })),
    documents: documents.map(({ document, path }) => ({
      id: document.id,
      applicationId: document.applicationId,
      kind: document.kind,
      question: document.promptIdentifier,
      originalName: document.originalName,
      contentType: document.contentType,
      size: document.size,
      sha256: document.sha256,
      createdAt: document.createdAt.toISOString(),
      file: path,
    })),
    dataRightsLog: records.rightsLog.map((r) => ({ ...r, occurredAt: r.occurredAt.toISOString() })),
  };
  const files: Zippable = { 'adataim.json': [strToU8(JSON.stringify(data, null, 2)), { level: 6 }] };
  // PDFs and photos are compressed already: stored as they are, byte for byte.
  for (const { document, path } of documents) files[path] = [new Uint8Array(document.content), { level: 0 }];
  return zipSync(files, { mtime: now });
}

export function createDataRightsService(deps: AuthDeps) {
  const { db, secrets, limiter } = deps;

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
    if (!(await verifyPassword(customer.passwordHash, input.password))) {
      await limiter.hit(limits.securityPasswordFailuresPerCustomer, customer.id);
      throw wrongPassword();
    }
    if (customer.hasSecondFactor) {
      await answerCodeChallenge(db, secrets, {
        tokenId: input.tokenId ?? '',
        code: input.code ?? '',
        purpose: 'SECURITY_CHANGE',
        customerId: customer.id,
      });
    }
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
     * session ends, the contacts become free, the marketing consent is withdrawn, and the
     * audit records who, when and what was kept. All in one transaction.
     */
    async erase(
      customer: CustomerRow,
      input: ErasureRequest,
      ip: string,
      now = new Date(),
    ): Promise<ErasureResponse> {
      await requireProof(customer, input, ip);
      const until = await retentionEnd(now);
      return db.transaction(async (tx) => {
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
        return { erasedAt: now.toISOString(), kept };
      });
    },
  };
}

export type DataRightsService = ReturnType<typeof createDataRightsService>;
