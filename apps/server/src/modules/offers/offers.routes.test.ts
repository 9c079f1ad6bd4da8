import { isQuoteLawful, type LoanProduct, type OfferPreview, quoteOffer } from '@hitelkapu/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loanProducts } from '../../db/schema/index.ts';
import { createConfirmedCustomer } from '../../testing/accounts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { loadRegulatoryFigures } from './regulatory-figures.repository.ts';

describe('offers', () => {
  let t: TestApp;
  let auth: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp();
    auth = (await createConfirmedCustomer(t.app, t.database.db)).auth;
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('shows a visitor an active product with its terms and illustration address', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/administration/public/offer/1' });
    expect(res.statusCode).toBe(200);
    const product = res.json<LoanProduct>();
    expect(product).toMatchObject({
      id: 1,
      kind: 'PERSONAL_LOAN',
      name: 'Rugalmas Személyi Kölcsön',
      imageUrl: '/api/administration/image/1',
    });
    expect(product.features).toHaveLength(3);
    expect(product.rateBands.map((band) => band.annualRatePercent)).toEqual([16.9, 14.9, 12.9]);
  });

  it('computes the representative example with the domain engine, under the THM cap', async () => {
    const figures = await loadRegulatoryFigures(t.database.db);
    for (const id of [1, 2, 3]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/administration/offer/preview/${id}` });
      expect(res.statusCode).toBe(200);
      const { product, representativeExample } = res.json<OfferPreview>();
      const expected = quoteOffer(
        product,
        product.representativeAmount,
        product.representativeMonths,
        figures,
      );
      expect(representativeExample).toEqual(expected);
      // Base rate 6.25 % (from 2026-02-25) + 24 points, the cap of every half-year since July 2026.
      expect(representativeExample.thmCap).toBe(30.25);
      expect(representativeExample.thm).toBeLessThanOrEqual(representativeExample.thmCap);
      expect(expected && isQuoteLawful(expected)).toBe(true);
    }
  });

  it('counts the fees of the low-rate product in its THM', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/administration/offer/preview/2' });
    const { representativeExample } = res.json<OfferPreview>();
    expect(representativeExample).toMatchObject({
      amount: 3_000_000,
      months: 72,
      annualRatePercent: 11.9,
      disbursementFee: 45_000,
      monthlyFee: 490,
    });
    expect(representativeExample.thm).toBeGreaterThan(representativeExample.annualRatePercent + 0.5);
  });

  it('answers 404 for an unknown or withdrawn product, and 400 for an id that is not a number', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/administration/public/offer/999' })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/administration/offer/preview/abc' })).json(),
    ).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: { id: expect.any(String) } });
    // As the staff editor will: change the configuration, then drop the app's cached copy.
    await t.database.db.update(loanProducts).set({ isActive: false }).where(eq(loanProducts.id, 3));
    t.app.configCache.invalidate('all');
    try {
      for (const [url, messageKey] of [
        ['/api/administration/public/offer/3', 'errors.offers.unavailable'],
        ['/api/administration/offer/preview/3', 'errors.offers.unavailable'],
        ['/api/administration/image/3', 'errors.offers.imageNotFound'],
      ]) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.json(), url).toMatchObject({ code: 'NOT_FOUND', messageKey });
      }
      const images = await t.app.inject({ method: 'GET', url: '/api/administration/image' });
      expect(images.json().map((image: { offerId: number }) => image.offerId)).toEqual([1, 2, 4, 5, 6]);
    } finally {
      await t.database.db.update(loanProducts).set({ isActive: true }).where(eq(loanProducts.id, 3));
      t.app.configCache.invalidate('all');
    }
  });

  it('lists the illustrations with their address and alternative text', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/administration/image' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(
      // Three personal loans, the two leasing products, then the point-of-sale credit.
      [1, 2, 3, 4, 5, 6].map((offerId) => ({
        offerId,
        url: `/api/administration/image/${offerId}`,
        alt: expect.stringMatching(/\S{3,}/),
      })),
    );
  });

  it('serves an illustration as an SVG that can run nothing and load nothing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/administration/image/2' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.headers['cache-control']).toContain('max-age=');
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox=/);
    expect(res.body).not.toMatch(/<script|href=|url\(|on[a-z]+=/i);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/administration/image/2',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers offer data for a logged-in customer only, in the order asked', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/administration/offer-data?ids=1,2' });
    expect(anonymous.statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/administration/offer-data?ids=3,1,3,404',
      headers: auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((product: LoanProduct) => product.id)).toEqual([3, 1]);
  });

  it.each([['1,x'], ['0'], [''], ['1,,2'], ['-1'], [Array.from({ length: 21 }, (_, i) => i + 1).join(',')]])(
    'refuses the offer ids %j with a field error',
    async (ids) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/administration/offer-data?ids=${ids}`,
        headers: auth,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        fieldErrors: { ids: 'validation.invalid' },
      });
    },
  );

  it('gives a logged-in customer the offer comparison and the calculation settings', async () => {
    for (const url of [
      '/api/administration/triple-offer-config',
      '/api/administration/offer/calculation-config/filter-settings',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
    const triple = await t.app.inject({
      method: 'GET',
      url: '/api/administration/triple-offer-config',
      headers: auth,
    });
    expect(triple.json().slots).toEqual([
      expect.objectContaining({
        kind: 'LOWEST_INSTALMENT',
        title: 'Legalacsonyabb törlesztőrészlet',
        offerId: null,
      }),
      expect.objectContaining({
        kind: 'LOWEST_TOTAL_COST',
        title: 'Legalacsonyabb teljes költség',
        offerId: null,
      }),
      expect.objectContaining({ kind: 'RECOMMENDED', title: 'Ajánlatunk', offerId: 1 }),
    ]);
    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/administration/offer/calculation-config/filter-settings',
      headers: auth,
    });
    expect(settings.json()).toEqual({
      minAmount: 200_000,
      maxAmount: 10_000_000,
      amountStep: 50_000,
      defaultAmount: 2_000_000,
      minDuration: 6,
      maxDuration: 96,
      durationStep: 6,
      defaultDuration: 48,
      defaultOfferId: 1,
      questionSetId: 'szemelyi-kolcson',
    });
  });
});
