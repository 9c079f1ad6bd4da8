import type {
  BankEvidence,
  BankSnapshot,
  IncomeDetection,
  IncomeSource,
  LoanInstalment,
} from '../contracts/bank-data.ts';
import {
  amountGroups,
  lowerMedian,
  monthIndex,
  monthlyStream,
  type Payment,
  restDayChecker,
  type Stream,
  toPayment,
  windowMonths,
} from './income-detection/streams.ts';
import {
  accountKey,
  isDisbursementText,
  isInstalmentText,
  isOwnTransferText,
  isPensionText,
  isRefundText,
  isSalaryText,
  isTreasuryKey,
  normaliseText,
  padded,
  payerKey,
  personNameKey,
  treasuryDisplayName,
} from './income-detection/text.ts';

/**
 * Regular income and existing loan instalments found in a PSD2 bank snapshot (DOMAIN.md
 * "Open banking"). Pure and deterministic: the same snapshot always gives the same result.
 *
 * Income:
 * - only booked forint credits count (pending ones, and other currencies, are left out);
 * - left out as well: transfers from the customer's own accounts (the counterparty account
 *   is one of the snapshot's accounts, the payer's name is an account owner's name, or the
 *   remittance says "saját számla", "átvezetés", "átutalás saját"), refunds ("visszatérítés",
 *   "visszáru", "jóváírás vásárlás", chargebacks, any credit coded as a card transaction or a
 *   reversal) and loan disbursements ("folyósítás", "kölcsön", "hitel", or a loan code);
 * - the rest is grouped by payer (name normalised: case, accents, "Kft."/"Zrt."/"Nyrt."/"Bt.");
 *   each payer's payments are split by amount (+-15 %) and a group is a source when it paid
 *   monthly on a stable day (+-3 days, weekend and holiday shifts allowed for) in at least 3
 *   of the last 6 calendar months and is still paying (see `monthlyStream`);
 * - a source's figure is conservative: the lower of the median and the smallest of the last
 *   three payments, so neither a one-off bonus nor a recent pay cut is rounded up;
 * - its kind: PENSION when a payment says "nyugdíj" or the payer is the State Treasury (MÁK),
 *   SALARY when one says "munkabér", "bér", "fizetés", "illetmény", otherwise OTHER_REGULAR.
 *
 * Loan instalments: booked forint debits to a lender ("törlesztés", "hiteltörlesztés",
 * "kölcsön törlesztőrészlet", a "... Hitel Zrt." payee, or a loan code), grouped by creditor
 * under the same monthly rules; the figure is the higher of the median and the largest of
 * the last three instalments, so a commitment is never understated.
 *
 * One pass sorts the transactions into payer and creditor groups; only each group's own
 * payments are sorted afterwards, so the work grows with n log n.
 */
export function detectIncome(snapshot: BankSnapshot): IncomeDetection {
  const ownAccounts = new Set(snapshot.accounts.map((account) => accountKey(account.accountNumber)));
  ownAccounts.delete('');
  const ownerNames = new Set(snapshot.accounts.map((account) => personNameKey(account.ownerName)));
  ownerNames.delete('');

  const isRestDay = restDayChecker();
  const credits = new Map<string, Payment[]>();
  const debits = new Map<string, Payment[]>();
  let firstBooked = '';
  let lastBooked = '';

  // Names and remittances repeat (the same shop, the same employer): each is read once.
  const nameFacts = remembered((text) => {
    const normalised = padded(normaliseText(text));
    return {
      payer: payerKey(text),
      person: personNameKey(text),
      lender: isInstalmentText(normalised),
      disbursement: isDisbursementText(normalised),
    };
  });
  const remittanceFacts = remembered((text) => {
    const normalised = padded(normaliseText(text));
    return {
      ownTransfer: isOwnTransferText(normalised),
      refund: isRefundText(normalised),
      income: isSalaryText(normalised) || isPensionText(normalised),
      disbursement: isDisbursementText(normalised),
      instalment: isInstalmentText(normalised),
    };
  });

  for (const transaction of snapshot.transactions) {
    if (transaction.status !== 'BOOKED') continue;
    if (firstBooked === '' || transaction.bookingDate < firstBooked) firstBooked = transaction.bookingDate;
    if (transaction.bookingDate > lastBooked) lastBooked = transaction.bookingDate;
    if (transaction.currency !== 'HUF' || transaction.amount === 0) continue;

    const name = nameFacts(transaction.counterpartyName);
    const remittance = remittanceFacts(transaction.remittance);
    const code = codeParts(transaction.bankTransactionCode);
    const credit = transaction.amount > 0;
    if (credit) {
      if (remittance.refund || isRefundCode(code)) continue;
      const disbursement = !remittance.income && (remittance.disbursement || name.disbursement);
      if (code.domain === 'LDAS' || disbursement) continue;
    } else if (!(code.domain === 'LDAS' || remittance.instalment || name.lender)) {
      continue;
    }

    const counterparty = accountKey(transaction.counterpartyAccount);
    if (counterparty !== '' && ownAccounts.has(counterparty)) continue;
    if (name.person !== '' && ownerNames.has(name.person)) continue;
    if (remittance.ownTransfer) continue;

    const key = name.payer || (counterparty && `account ${counterparty}`);
    if (!key) continue;
    addTo(credit ? credits : debits, key, toPayment(transaction, isRestDay));
  }

  const lastMonth = Math.max(monthIndex(snapshot.to), lastBooked ? monthIndex(lastBooked) : 0);
  const firstMonth = lastMonth - windowMonths + 1;

  const sources: IncomeSource[] = [];
  for (const [key, payments] of credits) {
    for (const stream of streamsOf(payments, firstMonth, lastMonth)) sources.push(incomeSource(key, stream));
  }
  const loanInstalments: LoanInstalment[] = [];
  for (const payments of debits.values()) {
    for (const stream of streamsOf(payments, firstMonth, lastMonth)) loanInstalments.push(instalment(stream));
  }

  sources.sort((a, b) => b.monthlyAmount - a.monthlyAmount || compareText(a.payer, b.payer));
  loanInstalments.sort((a, b) => b.monthlyAmount - a.monthlyAmount || compareText(a.creditor, b.creditor));

  return {
    monthlyIncome: sum(sources.map((source) => source.monthlyAmount)),
    sources,
    loanInstalments,
    monthlyLoanInstalments: sum(loanInstalments.map((loan) => loan.monthlyAmount)),
    monthsCovered: wholeMonths(firstBooked, lastBooked),
  };
}

function remembered<T>(compute: (text: string | null) => T): (text: string | null) => T {
  const known = new Map<string | null, T>();
  return (text) => {
    let facts = known.get(text);
    if (facts === undefined) {
      facts = compute(text);
      known.set(text, facts);
    }
    return facts;
  };
}

function addTo(groups: Map<string, Payment[]>, key: string, payment: Payment): void {
  const group = groups.get(key);
  if (group) group.push(payment);
  else groups.set(key, [payment]);
}

function streamsOf(payments: readonly Payment[], firstMonth: number, lastMonth: number): Stream[] {
  const inWindow = payments.filter((payment) => payment.month >= firstMonth && payment.month <= lastMonth);
  const streams: Stream[] = [];
  for (const group of amountGroups(inWindow)) {
    const stream = monthlyStream(group, lastMonth);
    if (stream) streams.push(stream);
  }
  return streams;
}

/** An ISO 20022 bank transaction code, "DOMAIN-FAMILY-SUBFAMILY" (e.g. "PMNT-CCRD-POSD"). */
interface CodeParts {
  domain: string;
  family: string;
  subFamily: string;
}

function codeParts(code: string | null): CodeParts {
  const [domain = '', family = '', subFamily = ''] = (code ?? '').toUpperCase().split('-');
  return { domain, family, subFamily };
}

/** Card families (a credit on a card is a refund) and reversal / reimbursement sub-families. */
const cardFamilies = new Set(['CCRD', 'MCRD', 'ICRD']);
const refundSubFamilies = new Set(['RRTN', 'RPCR', 'RIMB', 'CAJT']);
const isRefundCode = (code: CodeParts) =>
  cardFamilies.has(code.family) || refundSubFamilies.has(code.subFamily);

function evidenceOf(stream: Stream): BankEvidence[] {
  return stream.payments.map(({ transaction }) => ({
    transactionId: transaction.id,
    bookingDate: transaction.bookingDate,
    amount: transaction.amount,
    counterpartyName: transaction.counterpartyName,
    remittance: transaction.remittance,
  }));
}

/** The counterparty's name as the latest payment gives it (or the account number). */
function displayName(stream: Stream): string {
  const latest = stream.payments[stream.payments.length - 1]?.transaction;
  return latest?.counterpartyName?.trim() || latest?.counterpartyAccount?.trim() || '';
}

const lastThree = (stream: Stream) => stream.payments.slice(-3).map((payment) => payment.amount);

function incomeSource(key: string, stream: Stream): IncomeSource {
  const amounts = stream.payments.map((payment) => payment.amount);
  const texts = stream.payments.map(({ transaction }) => padded(normaliseText(transaction.remittance)));
  const treasury = isTreasuryKey(key);
  const kind =
    treasury || texts.some(isPensionText) ? 'PENSION' : texts.some(isSalaryText) ? 'SALARY' : 'OTHER_REGULAR';
  return {
    kind,
    payer: treasury ? treasuryDisplayName : displayName(stream),
    monthlyAmount: Math.min(lowerMedian(amounts), ...lastThree(stream)),
    monthsSeen: stream.payments.length,
    typicalDay: stream.typicalDay,
    evidence: evidenceOf(stream),
  };
}

function instalment(stream: Stream): LoanInstalment {
  const amounts = [...stream.payments.map((payment) => payment.amount)].sort((a, b) => a - b);
  const upperMedian = amounts[Math.floor(amounts.length / 2)] ?? 0;
  return {
    creditor: displayName(stream),
    monthlyAmount: Math.max(upperMedian, ...lastThree(stream)),
    evidence: evidenceOf(stream),
  };
}

/**
 * Calendar months lying wholly between the first and the last booked transaction: from
 * 10 June to 25 November that is July to October, four months.
 */
function wholeMonths(first: string, last: string): number {
  if (!first || !last) return 0;
  const start = monthIndex(first) + (first.endsWith('-01') ? 0 : 1);
  const lastYear = Number(last.slice(0, 4));
  const lastMonthNumber = Number(last.slice(5, 7));
  const monthEnds =
    new Date(Date.UTC(lastYear, lastMonthNumber, 0)).getUTCDate() === Number(last.slice(8, 10));
  const end = monthIndex(last) - (monthEnds ? 0 : 1);
  return Math.max(0, end - start + 1);
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
