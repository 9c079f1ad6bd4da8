import { type BankList, type BankListEntry, endpointUrl } from '@hitelkapu/domain';
import { getBankLogo } from '@hitelkapu/domain/contracts/endpoints/bank-list';
import huBanks from './hu-banks.json' with { type: 'json' };

/**
 * The Hungarian banks of the PSD2 bank list (spec §7 `banks.json`), from the central bank's
 * branch-code table kept beside this file: name, BIC and the giro prefixes (the first three
 * digits of a Hungarian account number) that tell which bank keeps an account.
 */
export interface HuBank {
  name: string;
  bic: string;
  giroPrefixes: readonly string[];
}

export const HU_BANKS: readonly HuBank[] = huBanks.banks;

const byBic = new Map(HU_BANKS.map((bank) => [bank.bic, bank]));
const byPrefix = new Map(
  HU_BANKS.flatMap((bank) => bank.giroPrefixes.map((prefix) => [prefix, bank] as const)),
);

export function findBankByBic(bic: string): HuBank | undefined {
  return byBic.get(bic);
}

/** Where a bank's placeholder logo is served. */
export function bankLogoUrl(bic: string): string {
  return endpointUrl(getBankLogo.path, { bic });
}

/** The answer of `GET /api/psd2/content/hu/banks.json`. */
export function bankList(): BankList {
  return {
    banks: HU_BANKS.map(
      (bank): BankListEntry => ({
        name: bank.name,
        bic: bank.bic,
        giroPrefixes: [...bank.giroPrefixes],
        logoUrl: bankLogoUrl(bank.bic),
      }),
    ),
  };
}

/**
 * The bank that keeps an account, by its giro prefix: a domestic number of 16 or 24 digits
 * (with or without hyphens and spaces: "11773016-11111018") or a Hungarian IBAN ("HU42 1177
 * 3016 ..."). Undefined for anything else (a foreign IBAN, a wrong length, an unknown prefix).
 */
export function bankForAccountNumber(accountNumber: string): HuBank | undefined {
  const compact = accountNumber.replace(/[\s-]/g, '').toUpperCase();
  let giro: string;
  if (/^HU\d{26}$/.test(compact)) giro = compact.slice(4);
  else if (/^(\d{16}|\d{24})$/.test(compact)) giro = compact;
  else return undefined;
  return byPrefix.get(giro.slice(0, 3));
}

// ---------------------------------------------------------------------------------------------
// Placeholder logos.

/** Legal forms and words every bank's name shares, left out of its initials. */
const SKIPPED_WORDS = new Set(['NYRT.', 'ZRT.', 'KFT.', 'BANK', 'HUNGARY']);

/** "OTP Bank Nyrt." -> "OTP", "Magyar Cetelem Bank Zrt." -> "MC", "Erste Bank Hungary Zrt." -> "E". */
export function bankInitials(name: string): string {
  const words = name.split(/\s+/).filter((word) => word && !SKIPPED_WORDS.has(word.toUpperCase()));
  const first = words[0] ?? name;
  // An acronym name (OTP, K&H, MBH, CIB) is its own mark.
  if (/^[A-ZÁÉÍÓÖŐÚÜŰ&]{2,4}$/.test(first)) return first;
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toLocaleUpperCase('hu'))
    .join('');
}

/** FNV-1a of the BIC: the same bank always gets the same colour. */
function bicHash(bic: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < bic.length; i += 1) {
    hash ^= bic.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const chroma = (1 - Math.abs(2 * l - 1)) * s;
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = l - chroma * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/**
 * A calm background for a BIC: any hue, muted saturation, dark enough that white initials on
 * it keep a contrast above 4.5:1 (WCAG AA) whatever the hue.
 */
export function bankLogoColour(bic: string): string {
  return hslToHex(bicHash(bic) % 360, 32, 28);
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[char]};`,
  );

/** The placeholder logo of a listed bank: its initials in white on its colour; undefined for an unknown BIC. */
export function bankLogoSvg(bic: string): string | undefined {
  const bank = findBankByBic(bic);
  if (!bank) return undefined;
  const initials = bankInitials(bank.name);
  const fontSize = initials.length >= 3 ? 20 : initials.length === 2 ? 24 : 30;
  const name = escapeXml(bank.name);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-label="${name}">`,
    `<title>${name}</title>`,
    `<rect width="64" height="64" rx="12" fill="${bankLogoColour(bank.bic)}"/>`,
    `<text x="32" y="32" dy="0.35em" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" font-size="${fontSize}" font-weight="600" fill="#ffffff">${escapeXml(initials)}</text>`,
    '</svg>',
  ].join('');
}
