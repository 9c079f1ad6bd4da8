import { formatHuf } from '@hitelkapu/domain/format/number';

/**
 * A forint amount inside a sentence: the same figure as formatHuf, with no-break spaces so a
 * line never breaks inside the number ("2 000 | 000 Ft" would read as two amounts).
 */
export function hufInText(value: number): string {
  return formatHuf(value).replace(/ /g, '\u00a0');
}
