import type { AgeLimits, RegulatoryFigures, UnderwritingPolicy } from '@hitelkapu/domain';
import type { Db } from '../../db/client.ts';
import { regulatoryFigures } from '../../db/schema/index.ts';

type Reader = Pick<Db, 'select'>;

/** Which regulatory_figures row fills each field of the engine's RegulatoryFigures. */
export const regulatoryFigureIdentifiers = {
  baseRatePercent: 'base_rate_percent',
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
} as const satisfies Record<keyof RegulatoryFigures, string>;

/** Which regulatory_figures row fills each field of the lender's UnderwritingPolicy. */
export const underwritingPolicyIdentifiers = {
  incomeDropReferPercent: 'income_drop_refer_percent',
  minimumEmploymentMonths: 'minimum_employment_months',
} as const satisfies Record<keyof UnderwritingPolicy, string>;

type FigureRows = readonly { identifier: string; value: number }[];

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
 * The engine's figures from the stored rows. A missing figure is a broken deployment, not a
 * customer's problem: the seed inserts every one and checks them at start, so this throws.
 */
export function regulatoryFiguresFromRows(rows: FigureRows): RegulatoryFigures {
  return figuresFromRows<RegulatoryFigures>(regulatoryFigureIdentifiers, rows);
}

/** The lender's underwriting policy from the stored rows; a missing one throws like a figure. */
export function underwritingPolicyFromRows(rows: FigureRows): UnderwritingPolicy {
  return figuresFromRows<UnderwritingPolicy>(underwritingPolicyIdentifiers, rows);
}

async function loadRows(db: Reader): Promise<FigureRows> {
  return db
    .select({ identifier: regulatoryFigures.identifier, value: regulatoryFigures.value })
    .from(regulatoryFigures);
}

export async function loadRegulatoryFigures(db: Reader): Promise<RegulatoryFigures> {
  return regulatoryFiguresFromRows(await loadRows(db));
}

/**
 * The ages a birth-date question accepts: from the minimum age to the age at maturity (no
 * one older can finish any loan within it).
 */
export async function loadAgeLimits(db: Reader): Promise<AgeLimits> {
  const figures = await loadRegulatoryFigures(db);
  return { min: figures.minimumAge, max: figures.maximumAgeAtMaturity };
}

/** The lender's policy for referring a case (rows income_drop_refer_percent, minimum_employment_months). */
export async function loadUnderwritingPolicy(db: Reader): Promise<UnderwritingPolicy> {
  return underwritingPolicyFromRows(await loadRows(db));
}
