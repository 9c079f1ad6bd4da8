import {
  type FieldErrors,
  isQuoteLawful,
  type ProductTerms,
  quoteOffer,
  type RateBand,
  type RegulatoryFigures,
  rateBandFor,
  roundRateHalfUp,
  thmCapFor,
} from '@hitelkapu/domain';

/** Field error keys of the editor (wording in seed/translations-hu-staff-config.ts). */
export const productCheckKeys = {
  maxBelowMin: 'staffConfig.errors.maxBelowMin',
  bandOutsideRange: 'staffConfig.errors.bandOutsideRange',
  representativeOutside: 'staffConfig.errors.representativeOutside',
  thmCapExceeded: 'staffConfig.errors.thmCapExceeded',
} as const;

export type CheckedTerms = ProductTerms & { representativeAmount: number; representativeMonths: number };

/** The corners of a band where it meets the product's range; null when they do not meet. */
function cornersOf(terms: CheckedTerms, band: RateBand): Array<[number, number]> | null {
  const lowAmount = Math.max(band.minAmount, terms.minAmount);
  const highAmount = Math.min(band.maxAmount, terms.maxAmount);
  const fewestMonths = Math.max(band.minMonths, terms.minMonths);
  const mostMonths = Math.min(band.maxMonths, terms.maxMonths);
  if (lowAmount > highAmount || fewestMonths > mostMonths) return null;
  return [lowAmount, highAmount].flatMap((amount) =>
    [fewestMonths, mostMonths].map((months): [number, number] => [amount, months]),
  );
}

export interface ProductCheck {
  fieldErrors: FieldErrors;
  /** The highest THM of the product, one decimal, and where; null when it lends nothing. */
  highest: { thm: number; thmExact: number; cap: number } | null;
}

/**
 * Checks a product's ranges and bands, and its THM against the cap of the day at every corner
 * of every band (Fhtv. 17/A. §: an offer above its cap is never shown). Fixed fees weigh most
 * on the smallest amount and an up-front fee on the shortest term, so a band's highest THM is
 * at one of its corners.
 */
export function checkProductTerms(terms: CheckedTerms, figures: RegulatoryFigures): ProductCheck {
  const fieldErrors: FieldErrors = {};
  if (terms.maxAmount < terms.minAmount) fieldErrors.maxAmount = productCheckKeys.maxBelowMin;
  if (terms.maxMonths < terms.minMonths) fieldErrors.maxMonths = productCheckKeys.maxBelowMin;
  terms.rateBands.forEach((band, index) => {
    if (band.maxAmount < band.minAmount)
      fieldErrors[`rateBands.${index}.maxAmount`] = productCheckKeys.maxBelowMin;
    if (band.maxMonths < band.minMonths)
      fieldErrors[`rateBands.${index}.maxMonths`] = productCheckKeys.maxBelowMin;
  });
  if (Object.keys(fieldErrors).length > 0) return { fieldErrors, highest: null };

  const points: Array<[number, number]> = [[terms.representativeAmount, terms.representativeMonths]];
  terms.rateBands.forEach((band, index) => {
    const corners = cornersOf(terms, band);
    if (corners) points.push(...corners);
    else fieldErrors[`rateBands.${index}.minAmount`] = productCheckKeys.bandOutsideRange;
  });
  const representative = quoteOffer(terms, terms.representativeAmount, terms.representativeMonths, figures);
  if (!representative) {
    fieldErrors.minAmount = productCheckKeys.representativeOutside;
    fieldErrors.maxAmount = productCheckKeys.representativeOutside;
  }

  let highest: ProductCheck['highest'] = null;
  for (const [amount, months] of points) {
    const quote = quoteOffer(terms, amount, months, figures);
    if (!quote) continue;
    const thmExact = quote.thmExact ?? quote.thm;
    if (!highest || thmExact > highest.thmExact) highest = { thm: quote.thm, thmExact, cap: quote.thmCap };
    if (!isQuoteLawful(quote)) {
      const band = rateBandFor(terms, amount, months);
      const index = band ? terms.rateBands.indexOf(band) : 0;
      fieldErrors[`rateBands.${index}.annualRatePercent`] = productCheckKeys.thmCapExceeded;
    }
  }
  return {
    fieldErrors,
    highest: highest ? { ...highest, thm: roundRateHalfUp(highest.thmExact) } : null,
  };
}

/** The THM cap of a product's kind today. */
export const capOf = (kind: ProductTerms['kind'], figures: RegulatoryFigures) => thmCapFor(kind, figures);
