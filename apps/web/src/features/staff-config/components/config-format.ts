import { formatAmount, formatHuf } from '@hitelkapu/domain/format/number';

/** A rate or a percentage the Hungarian way: up to two decimals, a decimal comma, "13,5 %". */
export function formatRate(value: number): string {
  return `${value.toLocaleString('hu-HU', { maximumFractionDigits: 2, useGrouping: false })}\u00a0%`;
}

/** "300 000 – 999 999 Ft". */
export const formatAmountRange = (min: number, max: number) =>
  `${keepTogether(formatAmount(min))} – ${keepTogether(formatHuf(max))}`;

/** A figure never breaks inside itself: a line may break only around the dash of a range. */
function keepTogether(text: string): string {
  return text.replace(/\s/g, '\u00a0');
}

/** A value as it is shown in the confirmation, whatever its kind. */
export function formatValue(value: unknown): string {
  if (typeof value === 'number') return value.toLocaleString('hu-HU', { maximumFractionDigits: 4 });
  if (value === null || value === undefined || value === '') return '–';
  return String(value);
}
