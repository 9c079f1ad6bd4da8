import {
  formatAmount,
  formatBudapestTime,
  formatHuf,
  formatLongDate,
  formatPercent,
  type LatePaymentTerms,
  type LeasingPaymentTiming,
  lateInterestFor,
  latePaymentInterestPercent,
  leasingRepaymentSchedule,
  repaymentSchedule,
  roundForint,
  type ScheduleRow,
  type VehicleCondition,
} from '@hitelkapu/domain';
import type { ApplicationRow } from '../applications/application-records.service.ts';
import type { CustomerRow } from '../customers/customers.repository.ts';
import { latePaymentWording, leasingWording, rateTypeWording } from './document-content.ts';
import {
  type FactRow,
  fillText,
  type ScheduleSummaryRow,
  type TemplateValues,
} from './document-templates.ts';
import { lenderDetails } from './lender.ts';
import type { ContractProduct } from './signing.repository.ts';

/**
 * The values the documents' placeholders are filled with (placeholder-names.ts lists them):
 * the customer's data, the figures of the application's stored quote, the schedule and the
 * late-payment costs, the signing evidence and the withdrawal, each written the Hungarian way.
 */

/** How long the pre-contract information binds the lender (SECCI part 4). */
const OFFER_VALIDITY_DAYS = 15;
/** The delay the late-payment example prices: one month, so the figure reads at a glance. */
const LATE_PAYMENT_EXAMPLE_DAYS = 30;
const DAY_MS = 86_400_000;
const NOT_GIVEN = 'nincs megadva';

/** The contract number printed on every document of the application. */
export function contractNumber(application: Pick<ApplicationRow, 'id' | 'createdAt'>): string {
  return `HK-${application.createdAt.getUTCFullYear()}-${application.id.slice(0, 8).toUpperCase()}`;
}

export function fullNameOf(customer: Pick<CustomerRow, 'firstName' | 'lastName'>): string {
  // Hungarian order: family name first.
  return [customer.lastName, customer.firstName].filter(Boolean).join(' ');
}

/** "2026. június 10." without its closing dot, ready for a suffix: "2026. június 10-ig". */
export function dateForSuffix(date: Date): string {
  return formatLongDate(date).replace(/\.$/, '');
}

/** A rate in percent with one decimal, or two when it has them: 13,9 % or 13,95 %. */
function rateText(percent: number): string {
  return formatPercent(percent / 100, Number.isInteger(Math.round(percent * 100) / 10) ? 1 : 2);
}

/** Interest for one day of the amount lent: what a withdrawing customer owes per day (Fhtv. 20. §). */
export function dailyInterest(application: Pick<ApplicationRow, 'amount' | 'quote'>): number {
  return roundForint((application.amount * application.quote.annualRatePercent) / 100 / 365);
}

/** The first three months, the last one and the totals of the repayment schedule. */
export function scheduleSummary(
  application: Pick<ApplicationRow, 'quote' | 'leasing'>,
): ScheduleSummaryRow[] {
  const schedule = scheduleOf(application);
  const row = (month: string, r: { payment: number; principal: number; interest: number; fee: number }) => ({
    month,
    payment: formatHuf(r.payment),
    principal: formatHuf(r.principal),
    interest: formatHuf(r.interest),
    fee: formatHuf(r.fee),
    balance: '',
  });
  const shown = schedule.length <= 5 ? schedule : [...schedule.slice(0, 3), ...schedule.slice(-1)];
  const rows: ScheduleSummaryRow[] = [];
  for (const entry of shown) {
    if (rows.length === 3 && schedule.length > 5)
      rows.push({ month: '…', payment: '…', principal: '…', interest: '…', fee: '…', balance: '…' });
    rows.push({ ...row(`${entry.month}.`, entry), balance: formatHuf(entry.balance) });
  }
  const sum = (key: 'payment' | 'principal' | 'interest' | 'fee') =>
    schedule.reduce((total, entry) => total + entry[key], 0);
  rows.push(
    row('Összesen', {
      payment: sum('payment'),
      principal: sum('principal'),
      interest: sum('interest'),
      fee: sum('fee'),
    }),
  );
  return rows;
}

function address(answers: Record<string, string>, prefix: '' | 'mailing_'): string | null {
  const postalCode = answers[`${prefix}postal_code`];
  const city = answers[`${prefix}city`];
  const street = answers[`${prefix}street`];
  if (!postalCode || !city || !street) return null;
  return `${postalCode} ${city}, ${street}`;
}

/** The goods of a point-of-sale credit (áruhitel), a linked credit agreement (CCD2 art. 27). */
export interface LinkedPurchase {
  goods: string;
  cashPrice: number;
  downPayment: number;
  seller: { name: string; address: string };
}

/** The vehicle of a closed-end leasing (DOMAIN "Leasing"), as the dealer described it. */
export interface LeasedVehicle {
  /** Make and model. */
  description: string;
  condition: VehicleCondition;
  /** `YYYY-MM-DD`; null for a new vehicle not yet registered. */
  firstRegistrationDate: string | null;
  price: number;
  downPayment: number;
  residualValue: number;
  paymentTiming: LeasingPaymentTiming;
  dealer: { name: string; address: string | null };
}

/** A point-of-sale application's goods and seller, from what it kept of its purchase; null for others. */
export function linkedPurchaseOf(application: Pick<ApplicationRow, 'purchase'>): LinkedPurchase | null {
  const { purchase } = application;
  if (!purchase) return null;
  return {
    goods: purchase.goods,
    cashPrice: purchase.cashPrice,
    // The whole basket is financed: a checkout takes no down payment.
    downPayment: 0,
    seller: { name: purchase.merchantName, address: purchase.sellerAddress },
  };
}

/** A leasing application's vehicle, from what it kept of its prescore; null for other applications. */
export function leasedVehicleOf(application: Pick<ApplicationRow, 'leasing'>): LeasedVehicle | null {
  const { leasing } = application;
  if (!leasing) return null;
  return {
    description: leasing.vehicle.description ?? NOT_GIVEN,
    condition: leasing.vehicle.condition,
    firstRegistrationDate: leasing.vehicle.firstRegistrationDate,
    price: leasing.price,
    downPayment: leasing.downPayment,
    residualValue: leasing.residualValue,
    paymentTiming: leasing.paymentTiming,
    dealer: { name: leasing.dealerName, address: null },
  };
}

/**
 * The repayment schedule the documents print: a leasing's has the residual value in its last
 * month (domain `leasingRepaymentSchedule`), a loan's is the annuity.
 */
function scheduleOf(application: Pick<ApplicationRow, 'quote' | 'leasing'>): ScheduleRow[] {
  const { quote, leasing } = application;
  if (leasing)
    return leasingRepaymentSchedule({
      ...quote,
      residualValue: leasing.residualValue,
      paymentTiming: leasing.paymentTiming,
    });
  return repaymentSchedule(quote.amount, quote.annualRatePercent, quote.months, quote.monthlyFee);
}

export interface ContractContext {
  application: ApplicationRow;
  customer: CustomerRow;
  product: ContractProduct;
  issuedAt: Date;
  /** Point-of-sale credit only: its documents name the goods, their cash price and the seller. */
  linkedPurchase?: LinkedPurchase;
  /** Leasing only: its documents name the vehicle, the down payment and the residual value. */
  leasedVehicle?: LeasedVehicle;
}

/**
 * The late-payment costs as the documents print them: the late interest from the contract's
 * rate and its THM cap, each configured charge with its legal source, and a priced example
 * (CCD2 Annex I "costs in the case of late payment", art. 21).
 */
export function latePaymentFacts(
  terms: LatePaymentTerms,
  quote: Pick<ApplicationRow['quote'], 'annualRatePercent' | 'thmCap' | 'monthlyPayment'>,
): { rows: FactRow[]; summary: string } {
  const rate = latePaymentInterestPercent(quote.annualRatePercent, terms, quote.thmCap);
  const fill = (text: string, values: Record<string, string>) => fillText(text, values, 'late-payment');
  const source = (text: string) => fill(latePaymentWording.legalSource, { source: text });
  const interestValues = {
    rate: rateText(rate),
    margin: formatAmount(terms.interest.marginPercentagePoints),
    cap: rateText(quote.thmCap),
  };
  const rows: FactRow[] = [
    {
      label: latePaymentWording.interest.label,
      value: `${fill(latePaymentWording.interest.value, interestValues)} ${source(terms.interest.legalSource)}.`,
    },
  ];
  const short = [fill(latePaymentWording.interest.short, interestValues)];
  for (const charge of terms.charges) {
    const wording =
      charge.kind === 'REMINDER_LETTER' && charge.amount === 0
        ? latePaymentWording.REMINDER_LETTER_FREE
        : latePaymentWording[charge.kind];
    const values: Record<string, string> =
      charge.kind === 'REMINDER_LETTER'
        ? { amount: formatHuf(charge.amount), max: String(charge.maxPerMissedInstalment) }
        : {};
    rows.push({
      label: wording.label,
      value: `${fill(wording.value, values)} ${source(charge.legalSource)}.`,
    });
    short.push(fill(wording.short, values));
  }
  rows.push({
    label: latePaymentWording.example.label,
    value: fill(latePaymentWording.example.value, {
      payment: formatHuf(quote.monthlyPayment),
      days: String(LATE_PAYMENT_EXAMPLE_DAYS),
      interest: formatHuf(lateInterestFor(quote.monthlyPayment, rate, LATE_PAYMENT_EXAMPLE_DAYS)),
    }),
  });
  const joined = short.join('; ');
  return { rows, summary: `${joined.charAt(0).toUpperCase()}${joined.slice(1)}.` };
}

function purchaseValues(purchase: LinkedPurchase): Record<string, string> {
  return {
    'purchase.goods': purchase.goods,
    'purchase.cashPrice': formatHuf(purchase.cashPrice),
    'purchase.downPayment': formatHuf(purchase.downPayment),
    'purchase.seller': purchase.seller.name,
    'purchase.sellerAddress': purchase.seller.address,
  };
}

function vehicleValues(vehicle: LeasedVehicle): Record<string, string> {
  const { dealer } = vehicle;
  return {
    'vehicle.description': vehicle.description,
    'vehicle.condition': leasingWording.condition[vehicle.condition],
    'vehicle.firstRegistration': vehicle.firstRegistrationDate
      ? formatLongDate(vehicle.firstRegistrationDate)
      : leasingWording.notRegistered,
    'vehicle.paymentTiming': leasingWording.paymentTiming[vehicle.paymentTiming],
    'vehicle.price': formatHuf(vehicle.price),
    'vehicle.downPayment': formatHuf(vehicle.downPayment),
    'vehicle.residualValue': formatHuf(vehicle.residualValue),
    'vehicle.dealer': dealer.address ? `${dealer.name}, ${dealer.address}` : dealer.name,
  };
}

/**
 * The values of the contract templates: the customer's data from the profile and the
 * application's answers, the figures from the application's stored quote (the offer the
 * customer chose and scoring approved), the schedule from the domain's finance functions,
 * the late-payment terms from the product.
 */
export function contractValues({
  application,
  customer,
  product,
  issuedAt,
  linkedPurchase,
  leasedVehicle,
}: ContractContext): TemplateValues {
  const { answers, quote } = application;
  const schedule = scheduleOf(application);
  const vehicle = leasedVehicle ?? leasedVehicleOf(application);
  const goods = linkedPurchase ?? linkedPurchaseOf(application);
  const last = schedule[schedule.length - 1];
  const birthDate = answers.birth_date;
  const birth = [answers.birth_place, birthDate ? formatLongDate(birthDate) : undefined]
    .filter(Boolean)
    .join(', ');
  const late = latePaymentFacts(product.latePayment, quote);
  const text: Record<string, string> = {
    'application.id': application.id,
    'contract.number': contractNumber(application),
    'contract.date': formatLongDate(issuedAt),
    'product.name': product.name,
    'offer.validUntil': `${dateForSuffix(new Date(issuedAt.getTime() + OFFER_VALIDITY_DAYS * DAY_MS))}-ig`,
    'customer.fullName': fullNameOf(customer) || NOT_GIVEN,
    'customer.birth': birth || NOT_GIVEN,
    'customer.mothersName': answers.mothers_name ?? NOT_GIVEN,
    'customer.idCardNumber': answers.id_card_number ?? NOT_GIVEN,
    'customer.address': address(answers, '') ?? NOT_GIVEN,
    'customer.mailingAddress':
      answers.has_mailing_address === 'true'
        ? (address(answers, 'mailing_') ?? NOT_GIVEN)
        : 'azonos a lakcímmel',
    'customer.email': customer.email ?? NOT_GIVEN,
    'customer.phone': customer.phone ?? NOT_GIVEN,
    'customer.bankAccount': answers.bank_account ?? NOT_GIVEN,
    'loan.amount': formatHuf(quote.amount),
    'loan.months': String(quote.months),
    'loan.annualRate': rateText(quote.annualRatePercent),
    'loan.rateType': rateTypeWording[product.rateType],
    'loan.thm': rateText(quote.thm),
    'loan.thmCap': rateText(quote.thmCap),
    'loan.monthlyInstalment': formatHuf(quote.monthlyInstalment),
    'loan.monthlyFee': formatHuf(quote.monthlyFee),
    'loan.monthlyPayment': formatHuf(quote.monthlyPayment),
    'loan.disbursementFee': formatHuf(quote.disbursementFee),
    'loan.totalInterest': formatHuf(quote.totalInterest),
    'loan.totalCost': formatHuf(quote.totalCost),
    'loan.totalRepayable': formatHuf(quote.totalRepayable),
    'loan.lastPayment': formatHuf(last?.payment ?? quote.monthlyPayment),
    'loan.dailyInterest': formatHuf(dailyInterest(application)),
    'late.summary': late.summary,
    'late.nothingElse': latePaymentWording.nothingElse,
    ...(goods ? purchaseValues(goods) : {}),
    ...(vehicle ? vehicleValues(vehicle) : {}),
  };
  for (const [key, value] of Object.entries(lenderDetails)) text[`lender.${key}`] = value;
  return { text, schedule: scheduleSummary(application), latePayment: late.rows };
}

export interface SigningEvidence {
  sessionId: string;
  signedAt: Date;
  ip: string;
  userAgent: string;
  maskedPhone: string;
}

// The signing time's wording is the domain's; tests and documents read it from here.
export { formatBudapestTime };

/**
 * The values of the signing clause: the document as it titles itself, the original's
 * SHA-256, time in Budapest and UTC, IP, user agent, channel with the masked phone, session id.
 */
export function signatureClauseValues(
  document: { title: string; fileName: string; sha256: string },
  context: { application: Pick<ApplicationRow, 'id'>; customer: CustomerRow; evidence: SigningEvidence },
): TemplateValues {
  const { application, customer, evidence } = context;
  return {
    text: {
      'document.title': document.title,
      'document.fileName': document.fileName,
      'document.sha256': document.sha256,
      'customer.fullName': fullNameOf(customer) || NOT_GIVEN,
      'signing.timeBudapest': formatBudapestTime(evidence.signedAt),
      'signing.timeUtc': evidence.signedAt.toISOString(),
      'signing.ip': evidence.ip,
      'signing.userAgent': evidence.userAgent.slice(0, 300) || NOT_GIVEN,
      'signing.maskedPhone': evidence.maskedPhone,
      'signing.sessionId': evidence.sessionId,
      'application.id': application.id,
    },
    schedule: [],
  };
}

export interface WithdrawalFacts {
  reference: string;
  withdrawnAt: Date;
  repayBy: Date;
}

/** The values of a withdrawal receipt: the contract's, and what the customer owes and by when. */
export function withdrawalReceiptValues(context: ContractContext & WithdrawalFacts): TemplateValues {
  const { application, withdrawnAt } = context;
  const values = contractValues({ ...context, issuedAt: withdrawnAt });
  values.text['withdrawal.reference'] = context.reference;
  values.text['withdrawal.date'] = formatLongDate(withdrawnAt);
  values.text['withdrawal.time'] = formatBudapestTime(withdrawnAt);
  values.text['withdrawal.repayBy'] = dateForSuffix(context.repayBy);
  values.text['withdrawal.repayByDate'] = formatLongDate(context.repayBy);
  values.text['contract.signedAt'] = application.signedAt
    ? formatBudapestTime(application.signedAt)
    : NOT_GIVEN;
  values.text['contract.concludedAt'] = application.concludedAt
    ? formatBudapestTime(application.concludedAt)
    : NOT_GIVEN;
  return values;
}
