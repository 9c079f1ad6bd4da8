/**
 * Text rules of income detection: how payer names, account numbers and remittance texts are
 * compared, and the Hungarian keywords that mark salary, pension, refunds, own-account
 * transfers, loan disbursements and loan instalments.
 */

/** Lower case, accents dropped ("Államkincstár" -> "allamkincstar"), punctuation as single spaces. */
export function normaliseText(text: string | null): string {
  if (!text) return '';
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * Phrases are matched at the start of a word of the normalised text; a phrase ending in a
 * space must be a whole word ("ber " matches "ber" but not "berleti dij").
 */
function hasPhrase(padded: string, phrases: readonly string[]): boolean {
  for (const phrase of phrases) if (padded.includes(` ${phrase}`)) return true;
  return false;
}

/** A normalised text with a space at each end, ready for `hasPhrase`. */
export const padded = (normalised: string) => ` ${normalised} `;

const legalFormWords = new Set([
  'kft',
  'zrt',
  'nyrt',
  'bt',
  'rt',
  'kkt',
  'kht',
  'ev',
  'nonprofit',
  'kozhasznu',
  'gmbh',
  'ltd',
  'llc',
  'inc',
  'plc',
  'ag',
  'sa',
  'bv',
  'se',
]);
const legalFormPhrases = [
  ' korlatolt felelossegu tarsasag',
  ' zartkoruen mukodo reszvenytarsasag',
  ' nyilvanosan mukodo reszvenytarsasag',
  ' reszvenytarsasag',
  ' beteti tarsasag',
  ' kozkereseti tarsasag',
  ' egyeni vallalkozo',
  ' e v',
];

/** Names the Hungarian State Treasury (the pension payer) is booked under. */
const treasuryKey = 'magyar allamkincstar';
export const treasuryDisplayName = 'Magyar Államkincstár';

/**
 * The key payments are grouped by: the payer's name normalised, with legal-form suffixes
 * ("Kft.", "Zrt.", "Nyrt.", "Bt." and their long forms) dropped, so "ACME Kft." and
 * "Acme kft" are one payer. The State Treasury's names ("MÁK", "Magyar Államkincstár",
 * "ONYF", "Nyugdíjfolyósító Igazgatóság") are one payer.
 */
export function payerKey(name: string | null): string {
  let key = normaliseText(name);
  for (let changed = true; changed && key.length > 0; ) {
    changed = false;
    for (const phrase of legalFormPhrases) {
      if (key.endsWith(phrase)) {
        key = key.slice(0, -phrase.length).trim();
        changed = true;
      }
    }
    const lastSpace = key.lastIndexOf(' ');
    if (lastSpace > 0 && legalFormWords.has(key.slice(lastSpace + 1))) {
      key = key.slice(0, lastSpace).trim();
      changed = true;
    }
  }
  if (isTreasury(key)) return treasuryKey;
  return key;
}

function isTreasury(key: string): boolean {
  const text = padded(key);
  return (
    text.includes(' allamkincstar') ||
    key === 'mak' ||
    text.includes(' onyf ') ||
    text.includes(' nyugdijfolyosito')
  );
}

export const isTreasuryKey = (key: string) => key === treasuryKey;

/** A person's name compared regardless of case, accents, word order and a "dr." title. */
export function personNameKey(name: string | null): string {
  return normaliseText(name)
    .split(' ')
    .filter((word) => word.length > 0 && word !== 'dr')
    .sort()
    .join(' ');
}

/**
 * An account number in one form: the 16 or 24 digits of the domestic number (a Hungarian
 * IBAN carries the 24-digit form after "HU" and two check digits; a 24-digit number ending
 * in eight zeros is the 16-digit one). Other countries' IBANs are kept as written.
 */
export function accountKey(accountNumber: string | null): string {
  if (!accountNumber) return '';
  let key = accountNumber.toUpperCase().replace(/[^A-Z0-9]/g, '');
  if (/^HU\d{26}$/.test(key)) key = key.slice(4);
  if (/^\d{24}$/.test(key) && key.endsWith('00000000')) key = key.slice(0, 16);
  return key;
}

const ownTransferPhrases = [
  'sajat szamla',
  'sajat szamlak',
  'sajat szamlara',
  'szamlak kozott',
  'szamlak kozotti',
  'atvezetes',
  'atutalas sajat',
  'own account',
];
/** The customer moving money between their own accounts. */
export const isOwnTransferText = (text: string) => hasPhrase(text, ownTransferPhrases);

const refundPhrases = [
  'visszaterites',
  'visszaru',
  'visszautalas',
  'visszaterheles',
  'jovairas vasarlas',
  'vasarlas',
  'storno',
  'sztorno',
  'reklamacio',
  'chargeback',
  'refund',
];
/** Money given back: refunds, returned goods, reversed card purchases, chargebacks. */
export const isRefundText = (text: string) => hasPhrase(text, refundPhrases);

const disbursementPhrases = ['folyosit', 'kolcson', 'hitel', 'szemelyi kolcson'];
/** A lender paying out a loan ("folyósítás", "kölcsön", "hitel" in a credit). */
export const isDisbursementText = (text: string) => hasPhrase(text, disbursementPhrases);

const salaryPhrases = [
  'munkaber',
  'ber ',
  'berek ',
  'berfizetes',
  'berutalas',
  'berkifizetes',
  'fizetes ',
  'illetmeny',
  'salary',
  'payroll',
  'wage',
];
export const isSalaryText = (text: string) => hasPhrase(text, salaryPhrases);

const pensionPhrases = ['nyugdij', 'nyugellatas', 'oregsegi', 'rokkantsagi ellatas', 'pension'];
export const isPensionText = (text: string) => hasPhrase(text, pensionPhrases);

const instalmentPhrases = [
  'torleszt',
  'hiteltorleszt',
  'kolcsontorleszt',
  'hitel',
  'kolcson',
  'jelzalog',
  'lizing',
  'leasing',
];
/** A debit paying an existing loan: "törlesztés", "kölcsön törlesztőrészlet", a "... Hitel Zrt." payee. */
export const isInstalmentText = (text: string) => hasPhrase(text, instalmentPhrases);
