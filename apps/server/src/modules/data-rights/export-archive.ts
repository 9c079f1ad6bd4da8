import { strToU8, type Zippable, zipSync } from 'fflate';
import type { CustomerRow } from '../customers/customers.repository.ts';
import type { CustomerRecords } from './export.repository.ts';

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
    statementLog: records.acceptances,
    consentLog: records.consents.map((c) => ({ ...c, occurredAt: c.occurredAt.toISOString() })),
    preliminaryAssessmentDraft: records.draft
      ? { answers: records.draft.draft, updatedAt: records.draft.updatedAt.toISOString() }
      : null,
    preliminaryAssessments: records.assessments.map((a) => ({ ...a, createdAt: a.createdAt.toISOString() })),
    leasingPrescores: records.leasingPrescores.map((p) => ({
      ...p,
      decidedAt: iso(p.decidedAt),
      createdAt: p.createdAt.toISOString(),
    })),
    purchases: records.purchases.map((p) => ({
      ...p,
      linkedAt: iso(p.linkedAt),
      fulfilledAt: iso(p.fulfilledAt),
      createdAt: p.createdAt.toISOString(),
    })),
    corrections: records.corrections.map((c) => ({
      ...c,
      dueAt: c.dueAt.toISOString(),
      createdAt: c.createdAt.toISOString(),
      completedAt: iso(c.completedAt),
      closedAt: iso(c.closedAt),
    })),
    signatureTodos: records.signatureTodos.map((todo) => ({
      ...todo,
      dueAt: todo.dueAt.toISOString(),
      remindedAt: iso(todo.remindedAt),
      createdAt: todo.createdAt.toISOString(),
      signedAt: iso(todo.signedAt),
      closedAt: iso(todo.closedAt),
    })),
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
    bankConnections: records.bankSyncs.map((b) => ({
      id: b.id,
      provider: b.provider,
      purpose: b.purpose,
      status: b.status,
      failure: b.failure,
      bank: b.institutionId,
      createdAt: b.createdAt.toISOString(),
      updatedAt: b.updatedAt.toISOString(),
      consentExpiresAt: iso(b.consentExpiresAt),
      bankDataDeleteAfter: iso(b.snapshotDeleteAfter),
      accountsAndTransactions: b.snapshot,
      incomeDetection: b.detection,
      corrections: {
        monthlyNetSalary: b.manualSalary,
        monthlyLoanInstalments: b.manualLoanAmount,
        findingsDisputedAt: iso(b.mistakeFoundAt),
      },
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
