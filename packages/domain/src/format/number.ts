// Intl does the rounding (half away from zero on the exact decimal value); grouping and the
// decimal comma are applied by hand because the 'hu' locale uses a no-break space and skips
// grouping for four-digit numbers, while the spec wants a plain space everywhere.
const plainFormatters = new Map<string, Intl.NumberFormat>();

function plainFormatter(minDecimals: number, maxDecimals: number): Intl.NumberFormat {
  const key = `${minDecimals}:${maxDecimals}`;
  let formatter = plainFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      useGrouping: false,
      minimumFractionDigits: minDecimals,
      maximumFractionDigits: maxDecimals,
      // Avoids "-0" when a small negative value rounds to zero.
      signDisplay: 'negative',
    });
    plainFormatters.set(key, formatter);
  }
  return formatter;
}

function formatDecimal(value: number, minDecimals: number, maxDecimals: number): string {
  if (!Number.isFinite(value)) return '';
  const plain = plainFormatter(minDecimals, maxDecimals).format(value);
  const sign = plain.startsWith('-') ? '-' : '';
  const [integerPart = '', fractionPart] = plain.slice(sign.length).split('.');
  const grouped = integerPart.replace(/\B(?=(\d{3})+$)/g, ' ');
  return fractionPart ? `${sign}${grouped},${fractionPart}` : `${sign}${grouped}`;
}

/** 1250000 -> "1 250 000", 1234.567 -> "1 234,57"; non-finite values give ''. */
export function formatAmount(value: number): string {
  return formatDecimal(value, 0, 2);
}

/** formatAmount with the forint sign: "1 250 000 Ft". */
export function formatHuf(value: number): string {
  const amount = formatAmount(value);
  return amount === '' ? '' : `${amount} Ft`;
}

// Pasted amounts often carry a no-break or narrow no-break space as the separator.
const amountSeparators = /[ \u00a0\u202f]/g;

/** Reads the HUF input format (digits and spaces only); anything else gives null. */
export function parseAmount(text: string): number | null {
  const digits = text.replace(amountSeparators, '');
  if (!/^\d+$/.test(digits)) return null;
  const value = Number(digits);
  return Number.isSafeInteger(value) ? value : null;
}

/** A rate given as a fraction: 0.138 -> "13,8 %" (always `decimals` fraction digits). */
export function formatPercent(rate: number, decimals = 1): string {
  const formatted = formatDecimal(rate * 100, decimals, decimals);
  return formatted === '' ? '' : `${formatted} %`;
}

/** A file size the Hungarian way: "350 kB", "1,2 MB" (decimal comma). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${formatAmount(Math.max(1, Math.round(bytes / 1024)))} kB`;
  return `${formatAmount(Math.round((bytes / (1024 * 1024)) * 10) / 10)} MB`;
}
