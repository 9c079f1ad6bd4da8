import {
  financedAmountRange,
  isQuoteLawful,
  type PreliminaryQuestionSet,
  PURCHASE_TERMS_MONTHS,
  purchaseFinancingOptions,
  quoteOffer,
} from '@hitelkapu/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseRates,
  loanProducts,
  offerSettings,
  onboardingPages,
  questionSets,
  regulatoryFigures,
} from '../db/schema/index.ts';
import { listActiveProducts } from '../modules/offers/offers.repository.ts';
import { reviewPolicyIdentifiers } from '../modules/offers/regulatory-figures.mapping.ts';
import {
  loadAgeLimits,
  loadRegulatoryFigures,
  loadUnderwritingPolicy,
  regulatoryFigureIdentifiers,
  regulatoryFiguresFromRows,
  underwritingPolicyIdentifiers,
} from '../modules/offers/regulatory-figures.repository.ts';
import { findQuestionSet } from '../modules/preliminary/preliminary.repository.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { seedDatabase } from './index.ts';
import { leasingProductSeed } from './leasing.ts';
import { loanProductSeed, pointOfSaleProductSeed } from './loan-products.ts';

/** Spec §5 "Conditional visibility": each conditional question and the answer that shows it. */
const specConditions: Record<string, [string, string]> = {
  company_registered_abroad: ['source_of_income', 'employee'],
  current_job: ['source_of_income', 'employee'],
  trial_period: ['source_of_income', 'employee'],
  notice_period: ['source_of_income', 'employee'],
  incapacity: ['source_of_income', 'employee'],
  continuous_employment: ['source_of_income', 'employee'],
  fixed_term_employment_contract: ['source_of_income', 'employee'],
  fixed_term_employment_contract_length: ['fixed_term_employment_contract', 'true'],
  scope_of_activities: ['source_of_income', 'self_employed'],
  closed_business_years: ['source_of_income', 'self_employed'],
  disability_pension: ['source_of_income', 'pensioner'],
  committed_salary: ['salary_commitment', 'true'],
};

describe('credit seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('ships three personal loans, ids 1 to 3 in display order, each with a lawful example', async () => {
    const products = await listActiveProducts(t.database.db, 'PERSONAL_LOAN');
    expect(products.map((p) => [p.id, p.identifier])).toEqual([
      [1, 'szemelyi-kolcson-rugalmas'],
      [2, 'szemelyi-kolcson-kedvezo'],
      [3, 'szemelyi-kolcson-gyors'],
    ]);
    for (const product of products) {
      expect(product.representativeAmount).toBeGreaterThanOrEqual(product.minAmount);
      expect(product.representativeAmount).toBeLessThanOrEqual(product.maxAmount);
      expect(product.representativeMonths).toBeGreaterThanOrEqual(product.minMonths);
      expect(product.representativeMonths).toBeLessThanOrEqual(product.maxMonths);
    }
  });

  it('ships the point-of-sale credit on a database without demo data, every term lawful under the áruhitel cap', async () => {
    const products = await listActiveProducts(t.database.db, 'POINT_OF_SALE');
    expect(products.map((p) => [p.identifier, p.name])).toEqual([['aruhitel', 'Hitelkapu Áruhitel']]);
    expect(financedAmountRange(await listActiveProducts(t.database.db))).toEqual({
      minAmount: 30_000,
      maxAmount: 3_000_000,
      maxMonths: 36,
    });
    const figures = await loadRegulatoryFigures(t.database.db, '2026-11-25');
    const [product] = products;
    if (!product) throw new Error('no point-of-sale product');
    expect(product).toMatchObject({ disbursementFeePercent: 0, monthlyFee: 0, rateType: 'FIXED' });
    const example = quoteOffer(product, product.representativeAmount, product.representativeMonths, figures);
    expect(example && isQuoteLawful(example)).toBe(true);
    // Both ends of the range, every term a shop's customer may pick.
    for (const amount of [30_000, 3_000_000]) {
      const financing = purchaseFinancingOptions(products, amount, figures);
      expect(financing.thmCap).toBe(45.25);
      expect(financing.options.map((option) => option.months)).toEqual([...PURCHASE_TERMS_MONTHS]);
      for (const option of financing.options) expect(option.quote.thm).toBeLessThan(financing.thmCap / 2);
    }
  });

  it('keeps every figure the engine needs with its legal source', async () => {
    const rows = await t.database.db.select().from(regulatoryFigures);
    expect(rows.map((row) => row.identifier).sort()).toEqual(
      [
        ...Object.values(regulatoryFigureIdentifiers),
        ...Object.values(underwritingPolicyIdentifiers),
        // The back office's four-eyes limit (decision 037) and how long a case may wait.
        ...Object.values(reviewPolicyIdentifiers),
      ].sort(),
    );
    for (const row of rows) expect(row.legalSource, row.identifier).toMatch(/\S{4,}/);
    const byId = Object.fromEntries(rows.map((row) => [row.identifier, row]));
    // The base rate is dated: one row per change, from the day it applied.
    expect(await t.database.db.select().from(baseRates).orderBy(baseRates.effectiveFrom)).toMatchObject([
      { effectiveFrom: '2024-09-25', ratePercent: 6.5, source: 'seed' },
      { effectiveFrom: '2026-02-25', ratePercent: 6.25, source: 'seed' },
    ]);
    expect(byId.base_rate_percent).toBeUndefined();
    expect(byId.thm_cap_margin_points?.legalSource).toContain('17/A. § (1)');
    expect(byId.thm_cap_margin_points_point_of_sale?.legalSource).toContain('17/A. § (2)');
    expect(byId.jtm_income_threshold).toMatchObject({ value: 800_000, validFrom: '2026-01-01' });
    expect(byId.jtm_income_threshold?.legalSource).toContain('32/2014');
    // The second half of 2026 takes the base rate of 1 June 2026 (Fhtv. 17/A. §).
    expect(await loadRegulatoryFigures(t.database.db, '2026-11-25')).toEqual({
      baseRatePercent: 6.25,
      thmCapBasis: {
        periodStart: '2026-07-01',
        referenceDate: '2026-06-01',
        baseRateEffectiveFrom: '2026-02-25',
        baseRatePercent: 6.25,
      },
      thmCapMarginPoints: 24,
      thmCapMarginPointsPointOfSale: 39,
      jtmIncomeThreshold: 800_000,
      jtmLimitBelowPercent: 50,
      jtmLimitAtOrAbovePercent: 60,
      jtmRevolvingSharePercent: 5,
      minimumNetIncome: 150_000,
      minimumAge: 18,
      maximumAgeAtMaturity: 75,
      minimumClosedBusinessYears: 1,
    });
    expect(byId.income_drop_refer_percent).toMatchObject({
      value: 20,
      legalSource: 'Hitelezői szabályzat (belső)',
    });
    expect(await loadUnderwritingPolicy(t.database.db)).toEqual({
      incomeDropReferPercent: 20,
      minimumEmploymentMonths: 3,
    });
  });

  it('refuses to run the engine without a figure, naming it', () => {
    const rows = Object.values(regulatoryFigureIdentifiers)
      .filter((identifier) => identifier !== 'minimum_age')
      .map((identifier) => ({ identifier, value: 1 }));
    expect(() => regulatoryFiguresFromRows(rows)).toThrow(/minimum_age/);
  });

  it('asks every conditional question of the specification, under its condition', async () => {
    const set = (await findQuestionSet(
      t.database.db,
      'szemelyi-kolcson',
      await loadAgeLimits(t.database.db),
    )) as PreliminaryQuestionSet;
    const questions = set.steps.flatMap((step) => step.questions);
    for (const [identifier, [field, answer]] of Object.entries(specConditions)) {
      const question = questions.find((q) => q.identifier === identifier);
      expect(question?.conditions, identifier).toEqual([
        { conditionalFieldId: field, conditionalFieldAnswer: answer, conditionalFieldOperator: 'AND' },
      ]);
    }
    const unconditional = questions.filter((q) => q.conditions.length === 0).map((q) => q.identifier);
    expect(unconditional).toEqual([
      'date_of_birth',
      'loan_purpose',
      'source_of_income',
      'salary',
      'salary_commitment',
      'has_credit_card',
    ]);
    const yesNo = questions.filter((q) => q.type === 'RADIO' && q.identifier !== 'source_of_income');
    for (const q of yesNo) {
      expect(q.options, q.identifier).toEqual([
        { value: 'true', label: 'Igen' },
        { value: 'false', label: 'Nem' },
      ]);
    }
    expect(questions.find((q) => q.identifier === 'fixed_term_employment_contract_length')?.validation).toBe(
      'FUTURE',
    );
    expect(questions.find((q) => q.identifier === 'salary')).toMatchObject({
      type: 'INPUT',
      format: 'HUF',
      min: 0,
    });
  });

  it('seeds again without duplicates, keeps what staff changed and restores shipped content', async () => {
    const { db } = t.database;
    await db
      .update(regulatoryFigures)
      .set({ value: 70, source: 'staff' })
      .where(eq(regulatoryFigures.identifier, 'maximum_age_at_maturity'));
    await db
      .update(baseRates)
      .set({ ratePercent: 6.3, source: 'staff' })
      .where(eq(baseRates.effectiveFrom, '2026-02-25'));
    await db.update(questionSets).set({ title: 'Régi cím' }).where(eq(questionSets.id, 'szemelyi-kolcson'));
    await db.update(loanProducts).set({ name: 'A hitelező saját neve' }).where(eq(loanProducts.id, 2));
    await db
      .update(onboardingPages)
      .set({ title: 'Régi', source: 'staff' })
      .where(eq(onboardingPages.sortOrder, 3));

    await seedDatabase(db, { demo: false });
    await seedDatabase(db, { demo: false });

    expect(await db.select().from(loanProducts)).toHaveLength(
      loanProductSeed.length + leasingProductSeed.length + pointOfSaleProductSeed.length,
    );
    expect(await db.select().from(offerSettings)).toHaveLength(2);
    expect(await db.select().from(onboardingPages)).toHaveLength(5);
    expect(await db.select().from(baseRates)).toHaveLength(2);
    expect(await loadRegulatoryFigures(db, '2026-11-25')).toMatchObject({
      baseRatePercent: 6.3,
      maximumAgeAtMaturity: 70,
    });
    expect((await findQuestionSet(db, 'szemelyi-kolcson', await loadAgeLimits(db)))?.title).toBe(
      'Személyi kölcsön – előzetes hitelbírálat',
    );
    const [product] = await db.select().from(loanProducts).where(eq(loanProducts.id, 2));
    expect(product?.name).toBe('A hitelező saját neve');
    const [page] = await db.select().from(onboardingPages).where(eq(onboardingPages.sortOrder, 3));
    expect(page?.title).toBe('Régi');
  });
});
