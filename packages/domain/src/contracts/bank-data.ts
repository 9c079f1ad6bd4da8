import { z } from 'zod';

/**
 * What the portal keeps of a customer's bank accounts after a PSD2 account-information
 * consent: the accounts and their transactions, read once from the provider after the
 * consent is linked and never re-read from the browser (DOMAIN.md "Open banking").
 *
 * Amounts are whole forints (decision 002), signed from the account holder's side: money in
 * is positive, money out is negative. A provider's decimal string ("-12345.50") is rounded to
 * the nearest forint when the snapshot is made.
 */
export const bankDateSchema = z.iso.date();

export const bankAccountSchema = z.object({
  /** The provider's id of the account (opaque). */
  id: z.string().min(1).max(200),
  /** IBAN (HU + 26 digits) or the domestic 16/24-digit account number, as the bank gives it. */
  accountNumber: z.string().max(64).nullable(),
  /** BIC of the account's bank, when the provider names it. */
  bic: z.string().max(11).nullable(),
  ownerName: z.string().max(200).nullable(),
  /** The product's name at the bank ("Lakossági folyószámla"). */
  name: z.string().max(200).nullable(),
  currency: z.string().length(3),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

export const bankTransactionSchema = z.object({
  /** Unique within the snapshot (provider's transaction id, or one made from its fields). */
  id: z.string().min(1).max(200),
  accountId: z.string().min(1).max(200),
  /** Only booked transactions count for income; pending ones are kept for evidence only. */
  status: z.enum(['BOOKED', 'PENDING']),
  bookingDate: bankDateSchema,
  /** Whole forints; positive = credit to the customer's account, negative = debit. */
  amount: z.number().int(),
  currency: z.string().length(3),
  /** Payer for a credit, payee for a debit. */
  counterpartyName: z.string().max(200).nullable(),
  counterpartyAccount: z.string().max(64).nullable(),
  /** Free-text remittance information ("közlemény"). */
  remittance: z.string().max(500).nullable(),
  /** ISO 20022 bank transaction code when the provider gives one (e.g. "PMNT-RCDT-ESCT"). */
  bankTransactionCode: z.string().max(64).nullable(),
});
export type BankTransaction = z.infer<typeof bankTransactionSchema>;

export const bankSnapshotSchema = z.object({
  /** First and last day the transactions cover (inclusive). */
  from: bankDateSchema,
  to: bankDateSchema,
  fetchedAt: z.iso.datetime(),
  accounts: z.array(bankAccountSchema).max(50),
  transactions: z.array(bankTransactionSchema).max(20_000),
});
export type BankSnapshot = z.infer<typeof bankSnapshotSchema>;

/** One transaction that proves a finding, as the customer and staff are shown it. */
export const bankEvidenceSchema = z.object({
  transactionId: z.string(),
  bookingDate: bankDateSchema,
  amount: z.number().int(),
  counterpartyName: z.string().nullable(),
  remittance: z.string().nullable(),
});
export type BankEvidence = z.infer<typeof bankEvidenceSchema>;

/**
 * What income detection found in a snapshot (rules/income-detection.ts): regular income by
 * payer with a conservative monthly figure and the transactions that prove it, and the
 * instalments of existing loans, which feed the JTM commitment figure.
 */
export const incomeSourceSchema = z.object({
  kind: z.enum(['SALARY', 'PENSION', 'OTHER_REGULAR']),
  payer: z.string(),
  /** Conservative monthly amount in whole forints (the lower of median and recent minimum). */
  monthlyAmount: z.number().int().nonnegative(),
  /** Calendar months in which the payer paid. */
  monthsSeen: z.number().int().nonnegative(),
  /** Usual day of month of the payment (1-31). */
  typicalDay: z.number().int().min(1).max(31),
  evidence: z.array(bankEvidenceSchema),
});
export type IncomeSource = z.infer<typeof incomeSourceSchema>;

export const loanInstalmentSchema = z.object({
  creditor: z.string(),
  monthlyAmount: z.number().int().nonnegative(),
  evidence: z.array(bankEvidenceSchema),
});
export type LoanInstalment = z.infer<typeof loanInstalmentSchema>;

export const incomeDetectionSchema = z.object({
  /** Sum of the regular sources' monthly amounts: the income the assessment may use. */
  monthlyIncome: z.number().int().nonnegative(),
  sources: z.array(incomeSourceSchema),
  loanInstalments: z.array(loanInstalmentSchema),
  /** Sum of the loan instalments' monthly amounts. */
  monthlyLoanInstalments: z.number().int().nonnegative(),
  /** Whole calendar months the booked transactions cover. */
  monthsCovered: z.number().int().nonnegative(),
});
export type IncomeDetection = z.infer<typeof incomeDetectionSchema>;
