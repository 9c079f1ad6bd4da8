/**
 * Money is whole forints (docs/decisions/002). Rounding happens here and nowhere else:
 * half away from zero, as Hungarian banks round instalments.
 */
export function roundForint(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

/** A rate shown with `decimals` places, rounded half up (THM: one decimal, decree 83/2010). */
export function roundRateHalfUp(percent: number, decimals = 1): number {
  const factor = 10 ** decimals;
  // The epsilon absorbs binary noise such as 13.849999999 for a true 13.85.
  return Math.floor(percent * factor + 0.5 + 1e-9) / factor;
}
