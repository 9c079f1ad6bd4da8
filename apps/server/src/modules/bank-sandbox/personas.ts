import {
  addCalendarDays,
  type BankAccount,
  type BankTransaction,
  hungarianMonthNames,
  isWorkingDay,
} from '@hitelkapu/domain';
import { seededRandom } from '../../lib/seeded-random.ts';

/**
 * The sandbox bank's demo customers: five people whose accounts and six months of transactions
 * look like a Hungarian bank's, for the PSD2 sandboxes to serve. Everything is made from the
 * persona and the calendar day alone (a seeded generator per day, no clock, no Math.random), so
 * the same persona on the same `today` gives the same data, and two windows that overlap agree
 * on the days they share.
 */

export type SandboxPersonaId = 'employee' | 'pensioner' | 'two-jobs' | 'borrower' | 'no-regular-income';

export interface SandboxPersona {
  id: SandboxPersonaId;
  /** Shown on the sandbox bank's consent page. */
  label: string;
  description: string;
  ownerName: string;
  bankBic: string;
}

// ---------------------------------------------------------------------------------------------
// Account numbers: Hungarian giro numbers (with their two CDV check digits) and IBANs (mod 97).

/** Check digit of a giro block: weights 9, 7, 3, 1 repeating, the digit making the sum a multiple of 10. */
function giroCheckDigit(digits: string): string {
  const weights = [9, 7, 3, 1];
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) sum += Number(digits[i]) * (weights[i % 4] ?? 0);
  return String((10 - (sum % 10)) % 10);
}

/**
 * A 24-digit giro account number: 3-digit bank prefix + 4-digit branch + check digit, then
 * 15 digits of account + check digit.
 */
export function giroAccountNumber(prefix: string, branch: string, account: string): string {
  const head = `${prefix}${branch}`;
  const body = account.padStart(15, '0');
  return `${head}${giroCheckDigit(head)}${body}${giroCheckDigit(body)}`;
}

/** Remainder of a long decimal string modulo 97. */
function mod97(digits: string): number {
  let rest = 0;
  for (const char of digits) rest = (rest * 10 + Number(char)) % 97;
  return rest;
}

/** HU + 2 check digits + the 24-digit giro number (ISO 13616: letters as 10..35, remainder 1). */
export function hungarianIban(giro24: string): string {
  // "HU00" moved to the end: H = 17, U = 30.
  const check = 98 - mod97(`${giro24}173000`);
  return `HU${String(check).padStart(2, '0')}${giro24}`;
}

/** Whether an IBAN's check digits are right (any country; used by the tests). */
export function ibanIsValid(iban: string): boolean {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(compact)) return false;
  const rearranged = `${compact.slice(4)}${compact.slice(0, 4)}`;
  const digits = [...rearranged].map((c) => (/\d/.test(c) ? c : String(c.charCodeAt(0) - 55))).join('');
  return mod97(digits) === 1;
}

// ---------------------------------------------------------------------------------------------
// Deterministic randomness.

/** FNV-1a hash of a string, as a 32-bit seed. */
function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

interface Rng {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
}

function rngFor(key: string): Rng {
  const next = seededRandom(hashSeed(key));
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T,
  };
}

// ---------------------------------------------------------------------------------------------
// Calendar helpers.

const MONTH_ADJECTIVES = [
  'januári',
  'februári',
  'márciusi',
  'áprilisi',
  'májusi',
  'júniusi',
  'júliusi',
  'augusztusi',
  'szeptemberi',
  'októberi',
  'novemberi',
  'decemberi',
] as const;

interface YearMonth {
  year: number;
  /** 1-12 */
  month: number;
}

const pad2 = (n: number) => String(n).padStart(2, '0');
const isoDay = (ym: YearMonth, day: number) => `${ym.year}-${pad2(ym.month)}-${pad2(day)}`;
const daysInMonth = (ym: YearMonth) => new Date(Date.UTC(ym.year, ym.month, 0)).getUTCDate();
const dayOfMonth = (ym: YearMonth, day: number) => isoDay(ym, Math.min(day, daysInMonth(ym)));
const shiftMonth = (ym: YearMonth, by: number): YearMonth => {
  const ordinal = ym.year * 12 + (ym.month - 1) + by;
  return { year: Math.floor(ordinal / 12), month: (ordinal % 12) + 1 };
};
const monthOrdinal = (ym: YearMonth) => ym.year * 12 + (ym.month - 1);
const monthAdjective = (ym: YearMonth) => `${ym.year}. ${MONTH_ADJECTIVES[ym.month - 1]}`;
const monthName = (ym: YearMonth) => `${ym.year}. ${hungarianMonthNames[ym.month - 1]}`;
const parseIso = (iso: string): YearMonth & { day: number } => ({
  year: Number(iso.slice(0, 4)),
  month: Number(iso.slice(5, 7)),
  day: Number(iso.slice(8, 10)),
});

/** The working day on or before `iso` (salaries and pensions are paid early, never late). */
function onOrBeforeWorkingDay(iso: string): string {
  let day = iso;
  for (let i = 0; i < 10 && !isWorkingDay(day); i += 1) day = addCalendarDays(day, -1);
  return day;
}

/** The working day on or after `iso` (direct debits and standing orders run on the next one). */
function onOrAfterWorkingDay(iso: string): string {
  let day = iso;
  for (let i = 0; i < 10 && !isWorkingDay(day); i += 1) day = addCalendarDays(day, 1);
  return day;
}

/**
 * First day of the window: 6 calendar months before `today`, plus one day (2026-11-25 ->
 * 2026-05-26), so the window is exactly six months ending today.
 */
export function sandboxWindowStart(today: string): string {
  const t = parseIso(today);
  const back = shiftMonth(t, -6);
  return addCalendarDays(dayOfMonth(back, t.day), 1);
}

// ---------------------------------------------------------------------------------------------
// Counterparties.

interface Counterparty {
  name: string;
  account: string | null;
}

const account = (prefix: string, branch: string, number: string) =>
  hungarianIban(giroAccountNumber(prefix, branch, number));

const TREASURY: Counterparty = {
  name: 'Magyar Államkincstár',
  account: account('100', '3200', '6013202700000'),
};

const UTILITIES = {
  elmu: { name: 'ELMŰ-ÉMÁSZ Energiaszolgáltató Zrt.', account: account('109', '1800', '24020050200000') },
  mvm: { name: 'MVM Next Energiakereskedelmi Zrt.', account: account('107', '0002', '4030063100000') },
  fotav: {
    name: 'Budapesti Távhőszolgáltató Zrt. (FŐTÁV)',
    account: account('120', '1154', '1012036300100'),
  },
  telekom: { name: 'Magyar Telekom Nyrt.', account: account('117', '1004', '2020181500000') },
  vodafone: { name: 'Vodafone Magyarország Zrt.', account: account('109', '1800', '2040028400001') },
} as const satisfies Record<string, Counterparty>;

interface Merchant {
  name: string;
  min: number;
  max: number;
}

const MERCHANTS = {
  tesco: { name: 'TESCO HIPERMARKET BUDAORS', min: 3_200, max: 28_500 },
  spar: { name: 'SPAR 1042 BUDAPEST', min: 790, max: 9_400 },
  lidl: { name: 'LIDL 0217 BUDAPEST', min: 2_400, max: 21_800 },
  aldi: { name: 'ALDI 114. SZ. BUDAPEST', min: 1_900, max: 17_600 },
  mol: { name: 'MOL TOLTOALLOMAS 1193', min: 11_500, max: 24_900 },
  omv: { name: 'OMV 1043 BUDAPEST', min: 10_800, max: 23_400 },
  dm: { name: 'DM 0567 BUDAPEST', min: 1_400, max: 8_900 },
  rossmann: { name: 'ROSSMANN 212 BUDAPEST', min: 1_100, max: 7_800 },
  wolt: { name: 'WOLT BUDAPEST', min: 3_600, max: 9_800 },
  foodpanda: { name: 'FOODPANDA HU', min: 3_100, max: 8_700 },
} as const satisfies Record<string, Merchant>;

type MerchantKey = keyof typeof MERCHANTS;

// ---------------------------------------------------------------------------------------------
// Persona plans.

interface Income {
  payer: Counterparty;
  /** Day of month the payer schedules the payment; a weekend or holiday moves it earlier. */
  day: number;
  amount: number;
  /** Remittance for the payment made in `paidIn`. */
  remittance: (paidIn: YearMonth) => string;
}

interface YearlyCredit {
  payer: Counterparty;
  /** Calendar month (1-12) and scheduled day; a weekend or holiday moves it earlier. */
  month: number;
  day: number;
  amount: number;
  remittance: (paidIn: YearMonth) => string;
}

interface MonthlyDebit {
  payee: Counterparty;
  day: number;
  /** Fixed amount, or a base that varies by month (utility bills). */
  amount: number | ((ym: YearMonth, rng: Rng) => number);
  remittance: (ym: YearMonth) => string;
  code: string;
}

interface Plan {
  persona: SandboxPersona;
  giroPrefix: string;
  branch: string;
  accountSeed: string;
  incomes: Income[];
  debits: MonthlyDebit[];
  /** Monthly amount moved to the savings account after payday (0 = none). */
  monthlySaving: number;
  savingDay: number;
  /** A fixed monthly top-up of the current account from savings. */
  monthlyFromSavings?: { day: number; amount: number };
  /** Chance of a card purchase on a day, and which shops the persona uses. */
  cardChance: number;
  merchants: readonly MerchantKey[];
  cardSuffix: string;
  /** Yearly one-off credits from a regular payer (a bonus, the 13th-month pension), by calendar month. */
  yearly?: readonly YearlyCredit[];
  /** Freelance clients paying irregularly (only the persona without a regular income). */
  freelanceClients?: readonly Counterparty[];
}

const DUNAMENTI: Counterparty = {
  name: 'Dunamenti Logisztika Kft.',
  account: account('107', '0024', '6613095100000'),
};

const salaryRemittance = (paidIn: YearMonth) => `${monthAdjective(shiftMonth(paidIn, -1))} munkabér`;
const instalment = (label: string) => (ym: YearMonth) => `${label} törlesztőrészlet ${monthName(ym)}`;
const seasonal =
  (base: number, winterExtra: number, spread: number) =>
  (ym: YearMonth, rng: Rng): number => {
    const winter =
      ym.month <= 3 || ym.month >= 11 ? winterExtra : ym.month === 4 || ym.month === 10 ? winterExtra / 2 : 0;
    return Math.round(base + winter + rng.int(-spread, spread));
  };
const bill = (what: string) => (ym: YearMonth) => `${what} ${monthName(shiftMonth(ym, -1))}`;

const DIRECT_DEBIT = 'PMNT-IDDT-ESDD';
const TRANSFER_OUT = 'PMNT-ICDT-DMCT';
const TRANSFER_IN = 'PMNT-RCDT-DMCT';

const PLANS: readonly Plan[] = [
  {
    persona: {
      id: 'employee',
      label: 'Kovács Anna – alkalmazott, havi nettó 612 000 Ft munkabér',
      description:
        'Egy munkáltató (Dunamenti Logisztika Kft.) minden hónap 10-én utal munkabért, decemberben jutalmat is; albérletet fizet, rezsiszámlák, kártyás vásárlások, havi megtakarítás.',
      ownerName: 'Kovács Anna',
      bankBic: 'OTPVHUHB',
    },
    giroPrefix: '117',
    branch: '7301',
    accountSeed: '604815273',
    incomes: [{ payer: DUNAMENTI, day: 10, amount: 612_000, remittance: salaryRemittance }],
    yearly: [
      {
        payer: DUNAMENTI,
        month: 12,
        day: 10,
        amount: 350_000,
        remittance: (ym) => `${ym.year}. évi jutalom`,
      },
    ],
    debits: [
      {
        payee: { name: 'Szilágyi Márton', account: account('117', '0001', '2187436500000') },
        day: 3,
        amount: 185_000,
        remittance: (ym) => `albérlet díja ${monthName(ym)}`,
        code: TRANSFER_OUT,
      },
      {
        payee: UTILITIES.elmu,
        day: 14,
        amount: seasonal(9_800, 2_400, 900),
        remittance: bill('villanyszámla'),
        code: DIRECT_DEBIT,
      },
      {
        payee: UTILITIES.fotav,
        day: 16,
        amount: seasonal(7_900, 14_500, 700),
        remittance: bill('távhő és melegvíz díja'),
        code: DIRECT_DEBIT,
      },
      {
        payee: UTILITIES.telekom,
        day: 20,
        amount: 11_990,
        remittance: bill('Telekom számla'),
        code: DIRECT_DEBIT,
      },
    ],
    monthlySaving: 80_000,
    savingDay: 12,
    cardChance: 0.62,
    merchants: ['tesco', 'spar', 'lidl', 'aldi', 'mol', 'dm', 'rossmann', 'wolt', 'foodpanda'],
    cardSuffix: '4821',
  },
  {
    persona: {
      id: 'pensioner',
      label: 'Tóth Istvánné – nyugdíjas, havi 238 400 Ft nyugdíj',
      description:
        'A Magyar Államkincstár minden hónap 12-én utalja a nyugdíjat, februárban a 13. havi nyugdíjat is; rezsiszámlák csoportos beszedéssel, kisebb bolti vásárlások.',
      ownerName: 'Tóth Istvánné',
      bankBic: 'OKHBHUHB',
    },
    giroPrefix: '104',
    branch: '0153',
    accountSeed: '485729146',
    incomes: [
      {
        payer: TREASURY,
        day: 12,
        amount: 238_400,
        remittance: (paidIn) => `${monthAdjective(paidIn)} nyugdíj`,
      },
    ],
    // The 13th-month pension comes with February's pension, in the same amount.
    yearly: [
      {
        payer: TREASURY,
        month: 2,
        day: 12,
        amount: 238_400,
        remittance: (ym) => `${ym.year}. évi 13. havi nyugdíj`,
      },
    ],
    debits: [
      {
        payee: UTILITIES.mvm,
        day: 15,
        amount: seasonal(8_400, 16_200, 800),
        remittance: bill('gáz- és áramszámla'),
        code: DIRECT_DEBIT,
      },
      {
        payee: UTILITIES.fotav,
        day: 18,
        amount: seasonal(6_300, 11_800, 500),
        remittance: bill('távhő és melegvíz díja'),
        code: DIRECT_DEBIT,
      },
      {
        payee: UTILITIES.telekom,
        day: 21,
        amount: 6_490,
        remittance: bill('Telekom vezetékes telefon'),
        code: DIRECT_DEBIT,
      },
    ],
    monthlySaving: 20_000,
    savingDay: 14,
    cardChance: 0.36,
    merchants: ['spar', 'lidl', 'aldi', 'tesco', 'rossmann', 'dm'],
    cardSuffix: '7315',
  },
  {
    persona: {
      id: 'two-jobs',
      label: 'Nagy Péter – két munkahely, havi nettó 486 000 Ft + 142 500 Ft (részmunkaidő)',
      description:
        'Főállás a Szent Margit Rendelőintézetnél (5-én utal), részmunkaidő a Kertvárosi Oktatási Bt.-nél (15-én utal); albérlet, autóhitel-törlesztés, rezsi, kártyás vásárlások.',
      ownerName: 'Nagy Péter',
      bankBic: 'GIBAHUHB',
    },
    giroPrefix: '116',
    branch: '0000',
    accountSeed: '372614095',
    incomes: [
      {
        payer: {
          name: 'Szent Margit Rendelőintézet Nonprofit Kft.',
          account: account('100', '3200', '1234560700000'),
        },
        day: 5,
        amount: 486_000,
        remittance: salaryRemittance,
      },
      {
        payer: { name: 'Kertvárosi Oktatási Bt.', account: account('120', '1227', '1482605700000') },
        day: 15,
        amount: 142_500,
        remittance: (paidIn) => `${monthAdjective(shiftMonth(paidIn, -1))} munkabér (részmunkaidő)`,
      },
    ],
    debits: [
      {
        payee: { name: 'Fekete Zsuzsanna', account: account('116', '0000', '6003917200000') },
        day: 1,
        amount: 210_000,
        remittance: (ym) => `albérlet díja ${monthName(ym)}`,
        code: TRANSFER_OUT,
      },
      {
        payee: { name: 'Merkantil Bank Zrt.', account: account('128', '0001', '9990001800000') },
        day: 8,
        amount: 54_300,
        remittance: instalment('gépjárműhitel'),
        code: DIRECT_DEBIT,
      },
      {
        payee: UTILITIES.mvm,
        day: 17,
        amount: seasonal(12_100, 19_500, 1_100),
        remittance: bill('gáz- és áramszámla'),
        code: DIRECT_DEBIT,
      },
      {
        payee: UTILITIES.vodafone,
        day: 22,
        amount: 8_990,
        remittance: bill('Vodafone mobilszámla'),
        code: DIRECT_DEBIT,
      },
    ],
    monthlySaving: 60_000,
    savingDay: 16,
    cardChance: 0.58,
    merchants: ['tesco', 'lidl', 'aldi', 'omv', 'mol', 'dm', 'spar', 'wolt'],
    cardSuffix: '0932',
  },
  {
    persona: {
      id: 'borrower',
      label: 'Horváth Gábor – alkalmazott két hitellel, havi nettó 745 000 Ft munkabér',
      description:
        'Munkabér a Pannon Gépgyártó Zrt.-től minden hónap 8-án; személyi kölcsön (CIB Bank) és áruhitel (Magyar Cetelem Bank) törlesztőrészlete, közös költség, rezsi, kártyás vásárlások.',
      ownerName: 'Horváth Gábor',
      bankBic: 'MKKBHUHB',
    },
    giroPrefix: '103',
    branch: '0001',
    accountSeed: '251946387',
    incomes: [
      {
        payer: { name: 'Pannon Gépgyártó Zrt.', account: account('117', '3700', '2004718900000') },
        day: 8,
        amount: 745_000,
        remittance: salaryRemittance,
      },
    ],
    debits: [
      {
        payee: {
          name: 'Rózsadomb Társasház Közös Képviselet',
          account: account('117', '0200', '2003871500000'),
        },
        day: 5,
        amount: 28_500,
        remittance: (ym) => `közös költség ${monthName(ym)}`,
        code: TRANSFER_OUT,
      },
      {
        payee: { name: 'CIB Bank Zrt.', account: account('107', '0002', '4080999900000') },
        day: 15,
        amount: 68_900,
        remittance: instalment('személyi kölcsön'),
        code: DIRECT_DEBIT,
      },
      {
        payee: { name: 'Magyar Cetelem Bank Zrt.', account: account('167', '0000', '2000000900000') },
        day: 20,
        amount: 41_250,
        remittance: instalment('áruhitel'),
        code: DIRECT_DEBIT,
      },
      {
        payee: UTILITIES.elmu,
        day: 13,
        amount: seasonal(13_600, 3_100, 1_200),
        remittance: bill('villanyszámla'),
        code: DIRECT_DEBIT,
      },
      {
        payee: UTILITIES.mvm,
        day: 19,
        amount: seasonal(6_900, 24_800, 1_000),
        remittance: bill('gázszámla'),
        code: DIRECT_DEBIT,
      },
      {
        payee: UTILITIES.telekom,
        day: 24,
        amount: 17_490,
        remittance: bill('Telekom otthoni csomag'),
        code: DIRECT_DEBIT,
      },
    ],
    monthlySaving: 50_000,
    savingDay: 10,
    cardChance: 0.66,
    merchants: ['tesco', 'spar', 'aldi', 'mol', 'omv', 'dm', 'rossmann', 'wolt', 'foodpanda'],
    cardSuffix: '5570',
  },
  {
    persona: {
      id: 'no-regular-income',
      label: 'Kiss Dóra – szabadúszó grafikus, rendszeres jövedelem nélkül',
      description:
        'Csak alkalmi megbízói kifizetések érkeznek, változó napon és összegben; havonta átvezetés a megtakarítási számláról, albérlet, rezsi, kártyás vásárlások.',
      ownerName: 'Kiss Dóra',
      bankBic: 'HBWEHUHB',
    },
    giroPrefix: '162',
    branch: '0010',
    accountSeed: '190837462',
    incomes: [],
    debits: [
      {
        payee: { name: 'Bodnár Ilona', account: account('116', '0000', '6014208300000') },
        day: 5,
        amount: 150_000,
        remittance: (ym) => `albérlet díja ${monthName(ym)}`,
        code: TRANSFER_OUT,
      },
      {
        payee: UTILITIES.elmu,
        day: 18,
        amount: seasonal(7_200, 1_800, 700),
        remittance: bill('villanyszámla'),
        code: DIRECT_DEBIT,
      },
      {
        payee: UTILITIES.vodafone,
        day: 23,
        amount: 6_990,
        remittance: bill('Vodafone mobilszámla'),
        code: DIRECT_DEBIT,
      },
    ],
    monthlySaving: 0,
    savingDay: 0,
    monthlyFromSavings: { day: 2, amount: 70_000 },
    cardChance: 0.5,
    merchants: ['lidl', 'aldi', 'spar', 'dm', 'rossmann', 'wolt', 'foodpanda'],
    cardSuffix: '2648',
    freelanceClients: [
      { name: 'Kreatív Műhely Kft.', account: account('117', '0800', '2091734500000') },
      { name: 'Balaton Borház Kft.', account: account('104', '0050', '5019283700000') },
      { name: 'Zöldliget Alapítvány', account: account('116', '0000', '1007452200000') },
      { name: 'Pixelgyár Reklámügynökség Kft.', account: account('120', '1154', '1033094600100') },
      { name: 'Szabó és Társa Ügyvédi Iroda', account: account('109', '1800', '2014385700000') },
      { name: 'Budai Kávépörkölő Bt.', account: account('103', '0001', '1026574800000') },
      { name: 'Hegyvidék Sportegyesület', account: account('117', '0001', '2049117300000') },
      { name: 'Délibáb Kiadó Kft.', account: account('162', '0010', '1440092200000') },
      { name: 'Tisza Turizmus Nonprofit Kft.', account: account('107', '0024', '6621174500000') },
      { name: 'Mézes Pékség Kft.', account: account('121', '0000', '3002615400000') },
    ],
  },
];

export const SANDBOX_PERSONAS: readonly SandboxPersona[] = PLANS.map((plan) => plan.persona);

/**
 * The monthly income a careful analyst would report for each persona: the regular salaries and
 * pensions (conservative figure; the amounts do not vary), nothing for irregular freelance pay.
 */
export const SANDBOX_PERSONA_EXPECTED_MONTHLY_INCOME: Record<SandboxPersonaId, number> = {
  employee: 612_000,
  pensioner: 238_400,
  'two-jobs': 628_500,
  borrower: 745_000,
  'no-regular-income': 0,
};

/** The monthly loan instalments the persona pays (feeds the JTM commitment figure). */
export const SANDBOX_PERSONA_EXPECTED_MONTHLY_INSTALMENTS: Record<SandboxPersonaId, number> = {
  employee: 0,
  pensioner: 0,
  'two-jobs': 54_300,
  borrower: 110_150,
  'no-regular-income': 0,
};

export function findSandboxPersona(id: string): SandboxPersona | undefined {
  return SANDBOX_PERSONAS.find((persona) => persona.id === id);
}

// ---------------------------------------------------------------------------------------------
// Generation.

interface Draft {
  date: string;
  account: 'main' | 'savings';
  status: 'BOOKED' | 'PENDING';
  amount: number;
  counterparty: Counterparty;
  remittance: string | null;
  code: string;
}

function planFor(id: SandboxPersonaId): Plan {
  const plan = PLANS.find((candidate) => candidate.persona.id === id);
  if (!plan) throw new Error(`Unknown sandbox persona: ${id}`);
  return plan;
}

function accountsOf(plan: Plan): { main: BankAccount; savings: BankAccount } {
  const { persona } = plan;
  const main: BankAccount = {
    id: `sbx-${persona.id}-folyoszamla`,
    accountNumber: hungarianIban(
      giroAccountNumber(plan.giroPrefix, plan.branch, `${plan.accountSeed}000000`),
    ),
    bic: persona.bankBic,
    ownerName: persona.ownerName,
    name: 'Lakossági folyószámla',
    currency: 'HUF',
  };
  const savings: BankAccount = {
    id: `sbx-${persona.id}-megtakaritas`,
    accountNumber: hungarianIban(
      giroAccountNumber(plan.giroPrefix, plan.branch, `${plan.accountSeed}100000`),
    ),
    bic: persona.bankBic,
    ownerName: persona.ownerName,
    name: 'Megtakarítási számla',
    currency: 'HUF',
  };
  return { main, savings };
}

/** The scheduled (monthly) transactions of one calendar month, on their booking days. */
function monthlyDrafts(
  plan: Plan,
  ym: YearMonth,
  own: { main: Counterparty; savings: Counterparty },
): Draft[] {
  const id = plan.persona.id;
  const rng = rngFor(`${id}|month|${ym.year}-${ym.month}`);
  const drafts: Draft[] = [];

  for (const income of plan.incomes) {
    drafts.push({
      date: onOrBeforeWorkingDay(dayOfMonth(ym, income.day)),
      account: 'main',
      status: 'BOOKED',
      amount: income.amount,
      counterparty: income.payer,
      remittance: income.remittance(ym),
      code: TRANSFER_IN,
    });
  }

  for (const extra of plan.yearly ?? []) {
    if (extra.month !== ym.month) continue;
    drafts.push({
      date: onOrBeforeWorkingDay(dayOfMonth(ym, extra.day)),
      account: 'main',
      status: 'BOOKED',
      amount: extra.amount,
      counterparty: extra.payer,
      remittance: extra.remittance(ym),
      code: TRANSFER_IN,
    });
  }

  for (const debit of plan.debits) {
    const amount = typeof debit.amount === 'number' ? debit.amount : debit.amount(ym, rng);
    drafts.push({
      date: onOrAfterWorkingDay(dayOfMonth(ym, debit.day)),
      account: 'main',
      status: 'BOOKED',
      amount: -amount,
      counterparty: debit.payee,
      remittance: debit.remittance(ym),
      code: debit.code,
    });
  }

  // Own-account transfers: both legs, the debit on one account and the credit on the other.
  const remittance = 'átvezetés saját számlára';
  const transfer = (date: string, amount: number, to: 'main' | 'savings') => {
    const from = to === 'main' ? 'savings' : 'main';
    drafts.push(
      {
        date,
        account: from,
        status: 'BOOKED',
        amount: -amount,
        counterparty: own[to],
        remittance,
        code: 'PMNT-ICDT-BOOK',
      },
      {
        date,
        account: to,
        status: 'BOOKED',
        amount,
        counterparty: own[from],
        remittance,
        code: 'PMNT-RCDT-BOOK',
      },
    );
  };
  if (plan.monthlySaving > 0) {
    transfer(onOrAfterWorkingDay(dayOfMonth(ym, plan.savingDay)), plan.monthlySaving, 'savings');
    // Every third month some of the savings go back to the current account.
    if (monthOrdinal(ym) % 3 === 1)
      transfer(onOrAfterWorkingDay(dayOfMonth(ym, 26)), rng.int(3, 9) * 10_000, 'main');
  }
  // Living off savings: the same sum each month from the savings account (not income).
  if (plan.monthlyFromSavings) {
    const { day, amount } = plan.monthlyFromSavings;
    transfer(onOrAfterWorkingDay(dayOfMonth(ym, day)), amount, 'main');
  }

  // A refund every other month: a returned purchase or a cancelled delivery.
  if (monthOrdinal(ym) % 2 === 0) {
    const merchant = MERCHANTS[rng.pick(plan.merchants)];
    drafts.push({
      date: onOrAfterWorkingDay(dayOfMonth(ym, rng.int(16, 24))),
      account: 'main',
      status: 'BOOKED',
      amount: rng.int(Math.ceil(merchant.min / 10), Math.floor(merchant.max / 20)) * 10,
      counterparty: { name: merchant.name, account: null },
      remittance: `visszatérítés – ${merchant.name}`,
      code: 'PMNT-CCRD-RIMB',
    });
  }

  // Freelance pay: one or two clients a month, taking turns so that no client pays in more than
  // two months of any six, on any working day and for very different sums.
  const clients = plan.freelanceClients;
  if (clients && clients.length > 0) {
    const count = rng.next() < 0.2 ? 1 : 2;
    for (let k = 0; k < count; k += 1) {
      const client = clients[(monthOrdinal(ym) * 2 + k) % clients.length] as Counterparty;
      const invoice = (ym.month - 1) * 2 + k + 1;
      drafts.push({
        date: onOrAfterWorkingDay(dayOfMonth(ym, rng.int(1, 28))),
        account: 'main',
        status: 'BOOKED',
        amount: rng.int(6, 48) * 5_000 + rng.int(0, 9) * 500,
        counterparty: client,
        remittance: `${ym.year}/${String(invoice).padStart(3, '0')} számla kiegyenlítése`,
        code: TRANSFER_IN,
      });
    }
  }

  return drafts;
}

/** Card spending and cash on one day (the last two days' card payments are still pending). */
function dailyDrafts(plan: Plan, date: string, today: string): Draft[] {
  const rng = rngFor(`${plan.persona.id}|day|${date}`);
  const drafts: Draft[] = [];
  const pending = date > addCalendarDays(today, -2);
  const purchases = rng.next() < plan.cardChance ? (rng.next() < 0.25 ? 2 : 1) : 0;
  for (let i = 0; i < purchases; i += 1) {
    const merchant = MERCHANTS[rng.pick(plan.merchants)];
    const amount = Math.round(rng.int(merchant.min, merchant.max) / 10) * 10;
    drafts.push({
      date,
      account: 'main',
      status: pending ? 'PENDING' : 'BOOKED',
      amount: -amount,
      counterparty: { name: merchant.name, account: null },
      remittance: `kártyás vásárlás ****${plan.cardSuffix}`,
      code: 'PMNT-CCRD-POSD',
    });
  }
  if (rng.next() < 0.04 && !pending) {
    drafts.push({
      date,
      account: 'main',
      status: 'BOOKED',
      amount: -rng.int(1, 8) * 5_000,
      counterparty: { name: 'ATM készpénzfelvétel', account: null },
      remittance: `készpénzfelvétel ****${plan.cardSuffix}`,
      code: 'PMNT-CCRD-CWDL',
    });
  }
  return drafts;
}

/** Deterministic for (persona, today): the persona's accounts and 6 calendar months of transactions ending today. */
export function sandboxPersonaData(
  id: SandboxPersonaId,
  today: string /* YYYY-MM-DD */,
): { accounts: BankAccount[]; transactions: BankTransaction[] } {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new Error('today must be YYYY-MM-DD');
  const plan = planFor(id);
  const { main, savings } = accountsOf(plan);
  const own = {
    main: { name: plan.persona.ownerName, account: main.accountNumber },
    savings: { name: plan.persona.ownerName, account: savings.accountNumber },
  };
  const from = sandboxWindowStart(today);

  const byDate = new Map<string, Draft[]>();
  const add = (draft: Draft) => {
    if (draft.date < from || draft.date > today) return;
    const list = byDate.get(draft.date) ?? [];
    list.push(draft);
    byDate.set(draft.date, list);
  };

  // Months from the one before the window (a shifted payday can fall back into it) to today's.
  const first = shiftMonth(parseIso(from), -1);
  const last = parseIso(today);
  for (let ym = first; monthOrdinal(ym) <= monthOrdinal(last); ym = shiftMonth(ym, 1)) {
    for (const draft of monthlyDrafts(plan, ym, own)) add(draft);
  }
  for (let date = from; date <= today; date = addCalendarDays(date, 1)) {
    for (const draft of dailyDrafts(plan, date, today)) add(draft);
  }

  const transactions: BankTransaction[] = [];
  for (const date of [...byDate.keys()].sort()) {
    (byDate.get(date) ?? []).forEach((draft, index) => {
      const accountId = draft.account === 'main' ? main.id : savings.id;
      transactions.push({
        id: `${accountId}-${date.replaceAll('-', '')}-${String(index + 1).padStart(2, '0')}`,
        accountId,
        status: draft.status,
        bookingDate: draft.date,
        amount: draft.amount,
        currency: 'HUF',
        counterpartyName: draft.counterparty.name,
        counterpartyAccount: draft.counterparty.account,
        remittance: draft.remittance,
        bankTransactionCode: draft.code,
      });
    });
  }
  return { accounts: [main, savings], transactions };
}
