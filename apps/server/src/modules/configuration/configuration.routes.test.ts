import {
  addCalendarDays,
  addMonths,
  type ConfigProduct,
  type ConfigProductList,
  type ConfigProductUpdate,
  type ConfigRegulatoryFigures,
  type PreliminaryAssessment,
  todayIso,
} from '@hitelkapu/domain';
import * as staffConfigEndpoints from '@hitelkapu/domain/contracts/endpoints/staff-config';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseRates, loanProducts, regulatoryFigures, staffAuditLog } from '../../db/schema/index.ts';
import { assessmentRequest, createOnboardedCustomer } from '../../testing/credit.ts';
import { createStaffMember, loginStaff } from '../../testing/staff.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { loadRegulatoryFigures } from '../offers/regulatory-figures.service.ts';

const PRODUCTS = '/api/staff/config/products';
const FIGURES = '/api/staff/config/regulatory-figures';
const BASE_RATES = '/api/staff/config/base-rates';

describe('configuration editor', () => {
  let t: TestApp;
  let configurator: { authorization: string };
  let reviewer: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp();
    const staff = await createStaffMember(t.database.db, { roles: ['CONFIGURATOR'] });
    configurator = (await loginStaff(t.app, staff)).auth;
    const other = await createStaffMember(t.database.db, { roles: ['REVIEWER', 'SENIOR_REVIEWER', 'ADMIN'] });
    reviewer = (await loginStaff(t.app, other)).auth;
  });
  afterAll(async () => {
    await t.app.close();
  });

  const products = async () => {
    const res = await t.app.inject({ method: 'GET', url: PRODUCTS, headers: configurator });
    expect(res.statusCode).toBe(200);
    return res.json<ConfigProductList>().items;
  };
  const productBy = async (identifier: string) => {
    const product = (await products()).find((candidate) => candidate.identifier === identifier);
    if (!product) throw new Error(`no product ${identifier}`);
    return product;
  };
  const editOf = (
    product: ConfigProduct,
    change: Partial<ConfigProductUpdate> = {},
  ): ConfigProductUpdate => ({
    version: product.version,
    name: product.name,
    tagline: product.tagline,
    description: product.description,
    minAmount: product.minAmount,
    maxAmount: product.maxAmount,
    minMonths: product.minMonths,
    maxMonths: product.maxMonths,
    rateBands: product.rateBands,
    disbursementFeePercent: product.disbursementFeePercent,
    disbursementFeeMax: product.disbursementFeeMax,
    monthlyFee: product.monthlyFee,
    isActive: product.isActive,
    ...change,
  });
  const put = (id: number, payload: object, headers = configurator) =>
    t.app.inject({ method: 'PUT', url: `${PRODUCTS}/${id}`, headers, payload });
  const storedProduct = async (id: number) => {
    const [row] = await t.database.db.select().from(loanProducts).where(eq(loanProducts.id, id));
    return row;
  };
  const auditOf = (subjectKind: string, subjectId: string) =>
    t.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.subjectKind, subjectKind), eq(staffAuditLog.subjectId, subjectId)));
  const withRate = (product: ConfigProduct, index: number, annualRatePercent: number) =>
    product.rateBands.map((band, at) => (at === index ? { ...band, annualRatePercent } : band));

  it('lists every product with its version, bands and the THM cap of today, offered or not', async () => {
    const items = await products();
    expect(items.map((product) => product.identifier)).toEqual(
      expect.arrayContaining(['szemelyi-kolcson-rugalmas', 'szemelyi-kolcson-kedvezo', 'aruhitel']),
    );
    for (const product of items) {
      expect(product.version).toBeGreaterThanOrEqual(1);
      expect(product.rateBands.length).toBeGreaterThan(0);
      // Every shipped product is lawful under the cap of its kind today.
      if (product.highestThm !== null) expect(product.highestThm).toBeLessThanOrEqual(product.thmCap);
    }
    const personal = await productBy('szemelyi-kolcson-rugalmas');
    expect(personal.thmCap).toBe(30.25);
    expect((await productBy('aruhitel')).thmCap).toBe(45.25);
  });

  it("a configurator's new rate is what the next preliminary assessment offers, with one audit row", async () => {
    const customer = await createOnboardedCustomer(t.app, t.database.db);
    const assess = async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/credit/preliminary-assessment',
        headers: customer.auth,
        payload: assessmentRequest(),
      });
      expect(res.statusCode).toBe(201);
      const offer = res
        .json<PreliminaryAssessment>()
        .offers.find((candidate) => candidate.offerId === product.id);
      if (!offer?.quote) throw new Error('the product made no offer');
      return offer.quote;
    };
    const product = await productBy('szemelyi-kolcson-rugalmas');
    // 2 000 000 Ft for 48 months falls in the second band.
    const before = await assess();
    expect(before.annualRatePercent).toBe(product.rateBands[1]?.annualRatePercent);

    const res = await put(product.id, editOf(product, { rateBands: withRate(product, 1, 11.5) }));
    expect(res.statusCode).toBe(200);
    const changed = res.json<ConfigProduct>();
    expect(changed.version).toBe(product.version + 1);
    expect(changed.rateBands[1]?.annualRatePercent).toBe(11.5);

    const after = await assess();
    expect(after.annualRatePercent).toBe(11.5);
    expect(after.monthlyInstalment).toBeLessThan(before.monthlyInstalment);
    expect(after.thm).toBeLessThan(before.thm);

    const audit = await auditOf('LOAN_PRODUCT', String(product.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'PRODUCT_CHANGED',
      before: expect.objectContaining({ version: product.version, rateBands: product.rateBands }),
      after: expect.objectContaining({ version: product.version + 1, rateBands: changed.rateBands }),
    });
  });

  it('refuses a change made on a version someone else has moved past, and changes nothing', async () => {
    const product = await productBy('szemelyi-kolcson-kedvezo');
    const first = await put(product.id, editOf(product, { name: 'Kedvező személyi kölcsön' }));
    expect(first.statusCode).toBe(200);
    const rowAfterFirst = await storedProduct(product.id);

    const stale = await put(product.id, editOf(product, { rateBands: withRate(product, 0, 9.9) }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'CONFLICT',
      fieldErrors: { version: 'staffConfig.errors.staleVersion' },
    });
    expect(await storedProduct(product.id)).toEqual(rowAfterFirst);
    expect(await auditOf('LOAN_PRODUCT', String(product.id))).toHaveLength(1);
  });

  it('refuses a rate that takes the THM over the cap of today, names the band, and changes nothing', async () => {
    const product = await productBy('szemelyi-kolcson-gyors');
    const row = await storedProduct(product.id);
    const res = await put(product.id, editOf(product, { rateBands: withRate(product, 0, 31) }));
    expect(res.statusCode).toBe(422);
    const body = res.json<{ code: string; message: string; fieldErrors: Record<string, string> }>();
    expect(body.code).toBe('UNPROCESSABLE');
    expect(body.fieldErrors).toEqual({
      'rateBands.0.annualRatePercent': 'staffConfig.errors.thmCapExceeded',
    });
    expect(body.message).toContain('30,25 %');
    // Fees count too: a monthly fee that takes the smallest loan over the cap is refused.
    const fees = await put(product.id, editOf(product, { monthlyFee: 9_000 }));
    expect(fees.statusCode).toBe(422);
    expect(await storedProduct(product.id)).toEqual(row);
    expect(await auditOf('LOAN_PRODUCT', String(product.id))).toHaveLength(0);
  });

  it('refuses ranges that do not fit together, each on its field', async () => {
    const product = await productBy('szemelyi-kolcson-gyors');
    const res = await put(product.id, editOf(product, { minMonths: 24, maxMonths: 12 }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fieldErrors: { maxMonths: 'staffConfig.errors.maxBelowMin' } });
    const unknown = await put(999_999, editOf(product));
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses every call of the editor to staff without the configurator role', async () => {
    const product = await productBy('aruhitel');
    const calls = [
      { method: 'GET' as const, url: PRODUCTS },
      { method: 'PUT' as const, url: `${PRODUCTS}/${product.id}`, payload: editOf(product) },
      { method: 'GET' as const, url: FIGURES },
      {
        method: 'PUT' as const,
        url: `${FIGURES}/minimum_age`,
        payload: { value: 20, validFrom: null, legalSource: 'Hitelezési szabályzat' },
      },
      {
        method: 'PUT' as const,
        url: BASE_RATES,
        payload: { effectiveFrom: '2030-01-10', ratePercent: 5, legalSource: 'MNB' },
      },
      { method: 'DELETE' as const, url: `${BASE_RATES}/2030-01-10` },
    ];
    // Every call of the area is here.
    expect(calls).toHaveLength(Object.keys(staffConfigEndpoints).length);
    for (const call of calls) {
      const res = await t.app.inject({ ...call, headers: reviewer });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
      const anonymous = await t.app.inject(call);
      expect(anonymous.statusCode, `${call.method} ${call.url}`).toBe(401);
    }
    expect(await storedProduct(product.id)).toMatchObject({ version: product.version });
    expect(
      await t.database.db.select().from(baseRates).where(eq(baseRates.effectiveFrom, '2030-01-10')),
    ).toEqual([]);
    expect(await auditOf('REGULATORY_FIGURE', 'minimum_age')).toHaveLength(0);
  });

  it('changes a figure with its legal source: one audit row, and the figures change record', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `${FIGURES}/minimum_net_income`,
      headers: configurator,
      payload: {
        value: 180_000,
        validFrom: todayIso(),
        legalSource: 'Hitelezési szabályzat, 2026. november',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ identifier: 'minimum_net_income', value: 180_000, source: 'staff' });
    const [row] = await t.database.db
      .select()
      .from(regulatoryFigures)
      .where(eq(regulatoryFigures.identifier, 'minimum_net_income'));
    expect(row?.value).toBe(180_000);
    const audit = await auditOf('REGULATORY_FIGURE', 'minimum_net_income');
    expect(audit).toHaveLength(1);
    expect(audit[0]?.before).toMatchObject({ value: expect.any(Number), source: 'seed' });
    expect(audit[0]?.after).toMatchObject({ value: 180_000, source: 'staff' });

    const view = (
      await t.app.inject({ method: 'GET', url: FIGURES, headers: configurator })
    ).json<ConfigRegulatoryFigures>();
    expect(view.figures.find((figure) => figure.identifier === 'minimum_net_income')).toMatchObject({
      value: 180_000,
      legalSource: 'Hitelezési szabályzat, 2026. november',
    });
    expect(view.changes[0]).toMatchObject({
      subject: 'FIGURE',
      subjectKey: 'minimum_net_income',
      actor: 'STAFF',
    });

    const unknown = await t.app.inject({
      method: 'PUT',
      url: `${FIGURES}/no_such_figure`,
      headers: configurator,
      payload: { value: 1, validFrom: null, legalSource: 'x' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('a base rate entered for a day ahead takes over by itself; until then it can be removed', async () => {
    const today = todayIso();
    const tomorrow = addCalendarDays(today, 1);
    // A day whose THM caps are set by a reference day after tomorrow.
    const later = addMonths(today, 13);
    const capsToday = await loadRegulatoryFigures(t.database.db, today);

    const res = await t.app.inject({
      method: 'PUT',
      url: BASE_RATES,
      headers: configurator,
      payload: {
        effectiveFrom: tomorrow,
        ratePercent: 5.75,
        legalSource: 'MNB Monetáris Tanács, 2026. november',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      effectiveFrom: tomorrow,
      ratePercent: 5.75,
      isFuture: true,
      inForce: false,
    });

    expect((await loadRegulatoryFigures(t.database.db, today)).baseRatePercent).toBe(
      capsToday.baseRatePercent,
    );
    const then = await loadRegulatoryFigures(t.database.db, later);
    expect(then.thmCapBasis).toMatchObject({ baseRateEffectiveFrom: tomorrow, baseRatePercent: 5.75 });
    expect(then.baseRatePercent).toBe(5.75);

    const view = (
      await t.app.inject({ method: 'GET', url: FIGURES, headers: configurator })
    ).json<ConfigRegulatoryFigures>();
    expect(view.baseRates[0]).toMatchObject({ effectiveFrom: tomorrow, isFuture: true });
    expect(view.baseRates.find((rate) => rate.inForce)?.effectiveFrom).toBe(
      capsToday.thmCapBasis.baseRateEffectiveFrom,
    );
    expect(await auditOf('BASE_RATE', tomorrow)).toEqual([
      expect.objectContaining({
        action: 'BASE_RATE_ADDED',
        before: null,
        after: expect.objectContaining({ ratePercent: 5.75 }),
      }),
    ]);

    // The one in force is history: it is corrected, never removed.
    const inForce = await t.app.inject({
      method: 'DELETE',
      url: `${BASE_RATES}/${capsToday.thmCapBasis.baseRateEffectiveFrom}`,
      headers: configurator,
    });
    expect(inForce.statusCode).toBe(409);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${BASE_RATES}/${tomorrow}`,
      headers: configurator,
    });
    expect(removed.statusCode).toBe(200);
    expect((await loadRegulatoryFigures(t.database.db, later)).baseRatePercent).toBe(
      capsToday.baseRatePercent,
    );
    const audit = await auditOf('BASE_RATE', tomorrow);
    expect(audit).toHaveLength(2);
    expect(audit.find((row) => row.action === 'BASE_RATE_REMOVED')).toMatchObject({
      before: expect.objectContaining({ ratePercent: 5.75 }),
      after: null,
    });
  });
});
