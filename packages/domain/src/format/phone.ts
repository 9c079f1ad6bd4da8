const countryCode = '36';
const nationalLength = 9;

type PhoneDigits =
  | { kind: 'empty' }
  // The user is still typing a prefix ("+3", "0", "00", "003") that cannot be placed yet.
  | { kind: 'prefix'; text: string }
  | { kind: 'foreign'; digits: string }
  | { kind: 'hungarian'; national: string };

function splitPhone(raw: string): PhoneDigits {
  const digits = raw.replace(/\D/g, '');
  if (raw.trimStart().startsWith('+')) {
    if (digits.startsWith(countryCode)) return { kind: 'hungarian', national: digits.slice(2) };
    if (countryCode.startsWith(digits)) return { kind: 'prefix', text: `+${digits}` };
    return { kind: 'foreign', digits };
  }
  if (digits === '') return { kind: 'empty' };
  if (digits.startsWith('0036')) return { kind: 'hungarian', national: digits.slice(4) };
  // "06" is the domestic trunk prefix; a bare leading "36" is read as the country code because
  // the 9-digit numbers this format holds never start with area code 36.
  if (digits.startsWith('06') || digits.startsWith('36')) {
    return { kind: 'hungarian', national: digits.slice(2) };
  }
  if (['0', '00', '003', '3'].includes(digits)) return { kind: 'prefix', text: digits };
  return { kind: 'hungarian', national: digits };
}

/**
 * Formats a Hungarian number to `+36 00 000 0000` while it is typed. Accepts "06…", "36…",
 * "0036…" and "+36…" with any spacing; digits beyond the ninth national digit are dropped.
 * With no national digits yet the result is "+36" (no trailing space, so backspace works).
 */
export function formatPhone(raw: string): string {
  const parts = splitPhone(raw);
  switch (parts.kind) {
    case 'empty':
      return '';
    case 'prefix':
      return parts.text;
    case 'foreign':
      // Left unformatted so the phone validator rejects it instead of silently rewriting it.
      return `+${parts.digits}`;
    case 'hungarian': {
      const national = parts.national.slice(0, nationalLength);
      const groups = [national.slice(0, 2), national.slice(2, 5), national.slice(5)].filter(Boolean);
      return [`+${countryCode}`, ...groups].join(' ');
    }
  }
}

/** E.164 form (`+36201234567`) of a complete Hungarian number, else null. */
export function normalizePhone(display: string): string | null {
  // Only separators people really type are tolerated; letters mean the value is not a number.
  if (!/^[\d\s+()./-]*$/.test(display)) return null;
  const parts = splitPhone(display);
  if (parts.kind !== 'hungarian' || parts.national.length !== nationalLength) return null;
  return `+${countryCode}${parts.national}`;
}
