import {
  type BankEvidence,
  type BankSyncPurpose,
  jtmFiguresOf,
  jtmLimitShare,
  maxNewInstalment,
  type StaffBankEvidence,
  type StaffCaseScoring,
  type StaffKycOutcome,
} from '@hitelkapu/domain';
import { and, desc, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  bankSyncs,
  kycSessions,
  preliminaryAssessments,
  scoringDecisions,
  verificationMethods,
} from '../../db/schema/index.ts';
import type { ApplicationRow } from '../applications/application-records.service.ts';
import { bankForAccountNumber, findBankByBic } from '../bank-sandbox/bank-list.ts';

type Reader = Pick<Db, 'select'>;
type ScoringRow = typeof scoringDecisions.$inferSelect;
type BankSyncRow = typeof bankSyncs.$inferSelect;
type KycRow = typeof kycSessions.$inferSelect;

/**
 * An account number shown so a reviewer can tell accounts apart and nobody learns the number:
 * the country code of an IBAN and the last four digits (`HU•• •••• 1018`, `•••• 1018`).
 */
export function maskAccountNumber(value: string): string {
  const compact = value.replace(/[\s-]/g, '').toUpperCase();
  const last = compact.slice(-4);
  if (compact.length <= 4) return '••••';
  const country = /^[A-Z]{2}\d{2}/.test(compact) ? `${compact.slice(0, 2)}•• ` : '';
  return `${country}•••• ${last}`;
}

/** A document number as its last three characters only (`•••••123`). */
export function maskDocumentNumber(value: string): string {
  const compact = value.replace(/\s/g, '');
  return compact.length <= 3 ? '•••' : `•••••${compact.slice(-3)}`;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** The automated decision with the figures it was made on, from the stored decision row. */
export function scoringEvidence(row: ScoringRow, application: ApplicationRow): StaffCaseScoring {
  const { facts } = row;
  const { regulatory, policy } = row.figures;
  const jtm = jtmFiguresOf(regulatory);
  const newInstalment = application.quote.monthlyPayment;
  const revolvingLimits = facts.revolvingLimits ?? 0;
  const revolvingMonthly = Math.round(revolvingLimits * jtm.revolvingLimitShare);
  const netIncome = facts.netIncome;
  const existing = facts.existingInstalments;
  const known = netIncome !== null && existing !== null;
  return {
    decision: row.decision,
    reasons: row.reasons,
    decidedAt: row.createdAt.toISOString(),
    ruleDay: facts.today ?? null,
    netIncome,
    assessedNetIncome: facts.assessedNetIncome ?? null,
    existingInstalments: existing,
    revolvingLimits,
    revolvingMonthly,
    newInstalment,
    jtmRatioPercent:
      known && netIncome > 0
        ? round1(((existing + revolvingMonthly + newInstalment) / netIncome) * 100)
        : null,
    jtmLimitPercent: netIncome !== null ? round1(jtmLimitShare(netIncome, jtm) * 100) : null,
    maxNewInstalment: known
      ? maxNewInstalment(netIncome, { instalments: existing, revolvingLimits }, jtm)
      : null,
    thmPercent: application.quote.thm,
    thmCapPercent: application.quote.thmCap,
    regulatory: {
      baseRatePercent: regulatory.baseRatePercent,
      baseRateEffectiveFrom: regulatory.thmCapBasis?.baseRateEffectiveFrom ?? null,
      thmCapMarginPoints: regulatory.thmCapMarginPoints,
      jtmIncomeThreshold: regulatory.jtmIncomeThreshold,
      jtmLimitBelowPercent: regulatory.jtmLimitBelowPercent,
      jtmLimitAtOrAbovePercent: regulatory.jtmLimitAtOrAbovePercent,
      jtmRevolvingSharePercent: regulatory.jtmRevolvingSharePercent,
      minimumNetIncome: regulatory.minimumNetIncome,
    },
    policy: {
      incomeDropReferPercent: policy.incomeDropReferPercent,
      minimumEmploymentMonths: policy.minimumEmploymentMonths,
    },
  };
}

/** A bank's name from the provider's institution id (a BIC, or `NAME_BIC` at GoCardless). */
function bankNameOf(row: BankSyncRow): string | null {
  const bic = row.institutionId?.split('_').at(-1);
  const byInstitution = bic ? findBankByBic(bic) : undefined;
  if (byInstitution) return byInstitution.name;
  for (const account of row.snapshot?.accounts ?? []) {
    const bank =
      (account.bic ? findBankByBic(account.bic) : undefined) ??
      (account.accountNumber ? bankForAccountNumber(account.accountNumber) : undefined);
    if (bank) return bank.name;
  }
  return row.institutionId ?? null;
}

const datesOf = (evidence: readonly BankEvidence[]) => {
  const days = evidence.map((item) => item.bookingDate).sort();
  return { firstDate: days[0] ?? null, lastDate: days.at(-1) ?? null };
};

/**
 * What a reviewer sees of a sync: the bank, the consent's times, the accounts with masked
 * numbers, and the findings summarised. Never the snapshot's transactions, the provider's
 * references, or a full account number.
 */
export function bankEvidenceOf(row: BankSyncRow): StaffBankEvidence {
  const detection = row.detection;
  // What an assessment used: the customer's correction when given, else the detected figure.
  const effective = {
    salary: row.manualSalary ?? detection?.monthlyIncome ?? null,
    loanInstalments: row.manualLoanAmount ?? detection?.monthlyLoanInstalments ?? null,
  };
  return {
    provider: row.provider,
    purpose: row.purpose,
    status: row.status,
    bankName: bankNameOf(row),
    consentGivenAt: row.snapshot?.fetchedAt ?? null,
    consentExpiresAt: row.consentExpiresAt?.toISOString() ?? null,
    bankDataDeleted: row.snapshot === null,
    accounts: (row.snapshot?.accounts ?? []).map((account) => ({
      maskedNumber: account.accountNumber ? maskAccountNumber(account.accountNumber) : null,
      name: account.name,
      currency: account.currency,
      bankName:
        (account.bic ? findBankByBic(account.bic)?.name : undefined) ??
        (account.accountNumber ? bankForAccountNumber(account.accountNumber)?.name : undefined) ??
        null,
    })),
    monthsCovered: detection?.monthsCovered ?? null,
    detectedIncome: detection?.monthlyIncome ?? null,
    manualSalary: row.manualSalary ?? null,
    effectiveSalary: effective.salary,
    effectiveLoanInstalments: effective.loanInstalments,
    incomeSources: (detection?.sources ?? []).map((source) => ({
      kind: source.kind,
      payer: source.payer,
      monthlyAmount: source.monthlyAmount,
      monthsSeen: source.monthsSeen,
      typicalDay: source.typicalDay,
      transactionCount: source.evidence.length,
      ...datesOf(source.evidence),
      total: source.evidence.reduce((sum, item) => sum + item.amount, 0),
    })),
    loanInstalments: (detection?.loanInstalments ?? []).map((loan) => ({
      creditor: loan.creditor,
      monthlyAmount: loan.monthlyAmount,
      transactionCount: loan.evidence.length,
    })),
  };
}

/** The newest sync of the purposes the customer decided on, started no later than `before`. */
async function latestDecidedSync(
  db: Reader,
  customerId: string,
  purposes: readonly BankSyncPurpose[],
  before: Date,
): Promise<BankSyncRow | null> {
  const [row] = await db
    .select()
    .from(bankSyncs)
    .where(
      and(
        eq(bankSyncs.customerId, customerId),
        inArray(bankSyncs.purpose, [...purposes]),
        inArray(bankSyncs.status, ['SUCCEEDED', 'OVERRIDDEN', 'REVOKED']),
        lte(bankSyncs.createdAt, before),
      ),
    )
    .orderBy(desc(bankSyncs.createdAt), desc(bankSyncs.id))
    .limit(1);
  return row ?? null;
}

/**
 * The bank sync the case's income rests on: a leasing application's prescore sync; else the
 * sync of a PSD2 preliminary assessment (the newest started before it); else the application
 * flow's own bank field. Only syncs started before the decision count (or before now, for a
 * case not yet scored). Null: the income was declared.
 */
export async function findCaseBankSync(
  db: Reader,
  application: ApplicationRow,
  scoredAt: Date | null,
): Promise<BankSyncRow | null> {
  const cutoff = scoredAt ?? new Date();
  if (application.leasing) return latestDecidedSync(db, application.customerId, ['LEASING_PRESCORE'], cutoff);
  if (application.assessmentId) {
    const [assessment] = await db
      .select({ type: preliminaryAssessments.type, createdAt: preliminaryAssessments.createdAt })
      .from(preliminaryAssessments)
      .where(eq(preliminaryAssessments.id, application.assessmentId));
    if (assessment?.type === 'PSD2') {
      const sync = await latestDecidedSync(db, application.customerId, ['PRELIMINARY'], assessment.createdAt);
      if (sync) return sync;
    }
  }
  // The flow's bank field: its own sync, done while the application was open.
  const own = await latestDecidedSync(db, application.customerId, ['APPLICATION'], cutoff);
  return own && own.createdAt >= application.createdAt ? own : null;
}

/** The document number a provider may report beside its evidence (the sandbox does not). */
const documentNumberOf = (evidence: KycRow['evidence']): string | null => {
  const value = (evidence as Record<string, unknown> | null)?.documentNumber;
  return typeof value === 'string' && value.length > 0 ? value : null;
};
const booleanOf = (evidence: KycRow['evidence'], key: string): boolean | null => {
  const value = (evidence as Record<string, unknown> | null)?.[key];
  return typeof value === 'boolean' ? value : null;
};

/** The identity check of the application: its newest verified session, else its newest. */
export async function kycOutcomeOf(db: Reader, applicationId: string): Promise<StaffKycOutcome | null> {
  const sessions = await db
    .select()
    .from(kycSessions)
    .where(eq(kycSessions.applicationId, applicationId))
    .orderBy(desc(kycSessions.createdAt), desc(kycSessions.id));
  const chosen = sessions.find((session) => session.status === 'VERIFIED') ?? sessions[0];
  if (!chosen) return null;
  const [method] = await db
    .select({ title: verificationMethods.title })
    .from(verificationMethods)
    .where(and(eq(verificationMethods.kind, 'KYC'), eq(verificationMethods.code, chosen.type)));
  const evidence = chosen.evidence;
  const documentNumber = documentNumberOf(evidence);
  return {
    provider: chosen.provider,
    method: chosen.type,
    methodTitle: method?.title ?? null,
    status: chosen.status,
    startedAt: chosen.createdAt.toISOString(),
    completedAt: chosen.completedAt?.toISOString() ?? null,
    verifiedAt: chosen.status === 'VERIFIED' ? (chosen.completedAt?.toISOString() ?? null) : null,
    attempts: sessions.length,
    documentType: evidence?.documentType ?? null,
    documentNumberMasked: documentNumber ? maskDocumentNumber(documentNumber) : null,
    livenessPassed: evidence?.livenessPassed ?? null,
    nameMatched: booleanOf(evidence, 'nameMatched'),
    birthDateMatched: booleanOf(evidence, 'birthDateMatched'),
    declineReason: chosen.declineReason ?? null,
  };
}

/** Everything beside the answers a reviewer decides on: scoring, bank data, identity check. */
export async function caseEvidenceOf(db: Reader, application: ApplicationRow) {
  const [scoring] = await db
    .select()
    .from(scoringDecisions)
    .where(eq(scoringDecisions.applicationId, application.id));
  const sync = await findCaseBankSync(db, application, scoring?.createdAt ?? null);
  return {
    scoring: scoring ? scoringEvidence(scoring, application) : null,
    bankEvidence: sync ? bankEvidenceOf(sync) : null,
    kyc: await kycOutcomeOf(db, application.id),
  };
}
