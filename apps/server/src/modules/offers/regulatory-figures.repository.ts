import type { RegulatoryFigures } from '@hitelkapu/domain';
import type { Db } from '../../db/client.ts';
import { regulatoryFigures } from '../../db/schema/index.ts';

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

/**
 * The engine's figures from the stored rows. A missing figure is a broken deployment, not a
 * customer's problem: the seed inserts every one and checks them at start, so this throws.
 */
export function regulatoryFiguresFromRows(
  rows: readonly { identifier: string; value: number }[],
): RegulatoryFigures {
  const byIdentifier = new Map(rows.map((row) => [row.identifier, row.value]));
  const entries = Object.entries(regulatoryFigureIdentifiers).map(([field, identifier]) => {
    const value = byIdentifier.get(identifier);
    if (value === undefined || !Number.isFinite(value)) {
      throw new Error(`regulatory figure '${identifier}' is missing from regulatory_figures`);
    }
    return [field, value] as const;
  });
  return Object.fromEntries(entries) as unknown as RegulatoryFigures;
}

export async function loadRegulatoryFigures(db: Pick<Db, 'select'>): Promise<RegulatoryFigures> {
  const rows = await db
    .select({ identifier: regulatoryFigures.identifier, value: regulatoryFigures.value })
    .from(regulatoryFigures);
  return regulatoryFiguresFromRows(rows);
}
