import { formatPercent } from '@hitelkapu/domain/format/number';

/**
 * A rate given in percent, Hungarian style: THM with one decimal ("17,1 %", decree 83/2010),
 * the nominal rate with as many decimals as it has, at most two ("14,99 %").
 */
export function formatThm(percent: number): string {
  return formatPercent(percent / 100, 1);
}

export function formatAnnualRate(percent: number): string {
  const tenths = percent * 10;
  return formatPercent(percent / 100, Math.abs(tenths - Math.round(tenths)) < 1e-9 ? 1 : 2);
}
