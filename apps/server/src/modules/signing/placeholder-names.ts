import { lenderDetails } from './lender.ts';

/**
 * The placeholders each document may use: the names the code fills (contract-values.ts).
 * A content file naming anything else is refused when it is loaded, so a typo in a
 * `{{placeholder}}` stops the server's start rather than a customer's document.
 */

const lender = Object.keys(lenderDetails).map((key) => `lender.${key}`);

/** The contract and the SECCI; `purchase.*` and `vehicle.*` have values for their credit kind only. */
export const contractPlaceholders: readonly string[] = [
  'application.id',
  'contract.number',
  'contract.date',
  'product.name',
  'offer.validUntil',
  'customer.fullName',
  'customer.birth',
  'customer.mothersName',
  'customer.idCardNumber',
  'customer.address',
  'customer.mailingAddress',
  'customer.email',
  'customer.phone',
  'customer.bankAccount',
  'loan.amount',
  'loan.months',
  'loan.annualRate',
  'loan.rateType',
  'loan.thm',
  'loan.thmCap',
  'loan.monthlyInstalment',
  'loan.monthlyFee',
  'loan.monthlyPayment',
  'loan.disbursementFee',
  'loan.totalInterest',
  'loan.totalCost',
  'loan.totalRepayable',
  'loan.lastPayment',
  'loan.dailyInterest',
  'late.summary',
  'late.nothingElse',
  'purchase.goods',
  'purchase.cashPrice',
  'purchase.downPayment',
  'purchase.seller',
  'purchase.sellerAddress',
  'vehicle.description',
  'vehicle.condition',
  'vehicle.firstRegistration',
  'vehicle.paymentTiming',
  'vehicle.price',
  'vehicle.downPayment',
  'vehicle.residualValue',
  'vehicle.dealer',
  ...lender,
];

export const withdrawalReceiptPlaceholders: readonly string[] = [
  ...contractPlaceholders,
  'withdrawal.reference',
  'withdrawal.date',
  'withdrawal.time',
  'withdrawal.repayBy',
  'withdrawal.repayByDate',
  'contract.signedAt',
  'contract.concludedAt',
];

export const signatureClausePlaceholders: readonly string[] = [
  'document.title',
  'document.fileName',
  'document.sha256',
  'customer.fullName',
  'signing.timeBudapest',
  'signing.timeUtc',
  'signing.ip',
  'signing.userAgent',
  'signing.maskedPhone',
  'signing.sessionId',
  'application.id',
];

/** The late-payment wording (content/late-payment.md), by the key's first part. */
export const latePaymentPlaceholders: Readonly<Record<string, readonly string[]>> = {
  interest: ['rate', 'margin', 'cap'],
  REMINDER_LETTER: ['amount', 'max'],
  legalSource: ['source'],
  example: ['payment', 'days', 'interest'],
};
