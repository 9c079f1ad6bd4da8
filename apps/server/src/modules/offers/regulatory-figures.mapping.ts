import type { RegulatoryFigures, UnderwritingPolicy } from '@hitelkapu/domain';

// How the regulatory_figures rows become the engine's figures; no database here, so the web
// test fixtures map the seed the same way.

/** The engine's figures that are one row each; the base rate is dated (base_rates). */
export type UndatedRegulatoryFigures = Omit<RegulatoryFigures, 'baseRatePercent'>;

/** Which regulatory_figures row fills each undated field of the engine's RegulatoryFigures. */
export const regulatoryFigureIdentifiers = {
  thmCapMarginPoints: 'thm_cap_margin_points',
  thmCapMarginPointsPointOfSale: 'thm_cap_margin_points_point_of_sale',
  jtmIncomeThreshold: 'jtm_income_threshold',
  jtmLimitBelowPercent: 'jtm_limit_below_percent',
  jtmLimitAtOrAbovePercent: 'jtm_limit_at_or_above_percent',
  jtmRevolvingSharePercent: 'jtm_revolving_share_percent',
  minimumNetIncome: 'minimum_net_income',
  minimumAge: 'minimum_age',
  maximumAgeAtMaturity: 'maximum_age_at_maturity',
  minimumClosedBusinessYears: 'minimum_closed_business_years',
} as const satisfies Record<keyof UndatedRegulatoryFigures, string>;

/** Which regulatory_figures row fills each field of the lender's UnderwritingPolicy. */
export const underwritingPolicyIdentifiers = {
  incomeDropReferPercent: 'income_drop_refer_percent',
  minimumEmploymentMonths: 'minimum_employment_months',
} as const satisfies Record<keyof UnderwritingPolicy, string>;

/** Which regulatory_figures row fills each figure of the lender's staff review policy. */
export const reviewPolicyIdentifiers = {
  fourEyesAmountLimit: 'four_eyes_amount_limit',
  reviewSlaWorkingDays: 'review_sla_working_days',
} as const;

export type ReviewPolicy = Record<keyof typeof reviewPolicyIdentifiers, number>;

export type FigureRows = readonly { identifier: string; value: number }[];

function figuresFromRows<T>(identifiers: Record<string, string>, rows: FigureRows): T {
  const byIdentifier = new Map(rows.map((row) => [row.identifier, row.value]));
  const entries = Object.entries(identifiers).map(([field, identifier]) => {
    const value = byIdentifier.get(identifier);
    if (value === undefined || !Number.isFinite(value)) {
      throw new Error(`regulatory figure '${identifier}' is missing from regulatory_figures`);
    }
    return [field, value] as const;
  });
  return Object.fromEntries(entries) as T;
}

/**
 * The engine's undated figures from the stored rows. A missing figure is a broken deployment,
 * not a customer's problem: the seed inserts every one and checks them at start, so this throws.
 */
export function regulatoryFiguresFromRows(rows: FigureRows): UndatedRegulatoryFigures {
  return figuresFromRows<UndatedRegulatoryFigures>(regulatoryFigureIdentifiers, rows);
}

/** The lender's underwriting policy from the stored rows; a missing one throws like a figure. */
export function underwritingPolicyFromRows(rows: FigureRows): UnderwritingPolicy {
  return figuresFromRows<UnderwritingPolicy>(underwritingPolicyIdentifiers, rows);
}

/** The lender's review policy (four-eyes limit, review time limit); a missing one throws like a figure. */
export function reviewPolicyFromRows(rows: FigureRows): ReviewPolicy {
  return figuresFromRows<ReviewPolicy>(reviewPolicyIdentifiers, rows);
}
