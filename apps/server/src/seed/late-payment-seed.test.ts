import { readFileSync } from 'node:fs';
import { latePaymentInterestPercent, latePaymentTermsSchema, rateTypeSchema } from '@hitelkapu/domain';
import { describe, expect, it } from 'vitest';
import {
  loanProductSeed,
  pointOfSaleLatePayment,
  pointOfSaleProductSeed,
  standardLatePayment,
} from './loan-products.ts';

const migration = readFileSync(new URL('../../drizzle/0008_late_payment_terms.sql', import.meta.url), 'utf8');

describe('late-payment terms shipped with the loan products (CCD2 Annex I; Ptk. 6:48. §)', () => {
  it('every product has readable terms and a stated rate type', () => {
    for (const product of loanProductSeed) {
      expect(latePaymentTermsSchema.parse(product.latePayment), product.identifier).toEqual(
        standardLatePayment,
      );
      expect(rateTypeSchema.parse(product.rateType), product.identifier).toBe('FIXED');
    }
  });

  it('the point-of-sale credit has the same margin and charges, capped by the áruhitel THM cap', () => {
    for (const product of pointOfSaleProductSeed) {
      expect(latePaymentTermsSchema.parse(product.latePayment), product.identifier).toEqual(
        pointOfSaleLatePayment,
      );
      expect(rateTypeSchema.parse(product.rateType), product.identifier).toBe('FIXED');
    }
    expect(pointOfSaleLatePayment.charges).toEqual(standardLatePayment.charges);
    expect(pointOfSaleLatePayment.interest.legalSource).toMatch(/17\/A\. § \(2\)/);
    // Even at a base rate of 0 the late interest stays under the áruhitel cap (39 points).
    for (const product of pointOfSaleProductSeed)
      for (const band of product.rateBands)
        expect(
          band.annualRatePercent + pointOfSaleLatePayment.interest.marginPercentagePoints,
        ).toBeLessThanOrEqual(39);
  });

  it('every figure carries its legal source', () => {
    expect(standardLatePayment.interest.legalSource).toMatch(/Ptk\. 6:48\. §/);
    for (const charge of standardLatePayment.charges) expect(charge.legalSource.length).toBeGreaterThan(10);
  });

  it('asks no collection flat fee of a consumer: the Ptk. 6:155. § (2) 40 euros bind businesses only', () => {
    const collection = standardLatePayment.charges.find((charge) => charge.kind === 'COLLECTION_COSTS');
    expect(collection).toMatchObject({ basis: 'PROVEN_STATUTORY_FEES' });
  });

  it('keeps the late interest of every shipped rate under the personal-loan THM cap at any base rate', () => {
    // The cap is the base rate + 24 points (Fhtv. 17/A. §): with a base rate of 0 it is lowest.
    const lowestCap = 24;
    for (const product of loanProductSeed)
      for (const band of product.rateBands) {
        const rate = band.annualRatePercent + standardLatePayment.interest.marginPercentagePoints;
        expect(rate, product.identifier).toBeLessThanOrEqual(lowestCap);
        expect(
          latePaymentInterestPercent(band.annualRatePercent, standardLatePayment, lowestCap),
        ).toBeCloseTo(rate, 9);
      }
  });

  it('gives products shipped before the terms were kept the same terms, through migration 0008', () => {
    const update = migration.match(/UPDATE "loan_products" SET "late_payment" = '(.+?)'::jsonb/);
    expect(update?.[1]).toBeDefined();
    expect(JSON.parse((update?.[1] ?? '').replaceAll("''", "'"))).toEqual(standardLatePayment);
    expect(migration).toMatch(/ALTER COLUMN "late_payment" SET NOT NULL/);
  });
});
