import { describe, expect, it } from 'vitest';
import { basketFromForm, quantityField, shopProducts } from './shop-basket.ts';

const form = (quantities: Record<string, string>) =>
  new URLSearchParams(
    Object.entries(quantities).map(([sku, value]): [string, string] => [quantityField(sku), value]),
  );

const [washer, vacuum, laptop] = shopProducts;
if (!washer || !vacuum || !laptop) throw new Error('the demo shop sells at least three goods');

describe('the demo shop basket', () => {
  it('makes one line per product asked for, whose amounts add up to the total', () => {
    const basket = basketFromForm(form({ [washer.sku]: '2', [vacuum.sku]: '0', [laptop.sku]: ' 1 ' }));
    expect(basket).toEqual({
      ok: true,
      lines: [
        { name: washer.name, quantity: 2, unitPrice: washer.unitPrice, sku: washer.sku },
        { name: laptop.name, quantity: 1, unitPrice: laptop.unitPrice, sku: laptop.sku },
      ],
      totalAmount: 2 * washer.unitPrice + laptop.unitPrice,
    });
  });

  it('sells whole forints with VAT: every price is a positive whole number', () => {
    for (const product of shopProducts)
      expect(Number.isSafeInteger(product.unitPrice) && product.unitPrice > 0).toBe(true);
    expect(new Set(shopProducts.map((product) => product.sku)).size).toBe(shopProducts.length);
  });

  it('refuses an empty basket', () => {
    expect(basketFromForm(form({}))).toEqual({ ok: false, problem: 'EMPTY' });
    expect(basketFromForm(form({ [washer.sku]: '0', [vacuum.sku]: '' }))).toEqual({
      ok: false,
      problem: 'EMPTY',
    });
  });

  it('refuses the whole basket when a quantity is not a whole number from 0 to 10', () => {
    for (const bad of ['-1', '1.5', 'két', '11', '1e2', '0x1']) {
      expect(basketFromForm(form({ [washer.sku]: '1', [vacuum.sku]: bad })), bad).toEqual({
        ok: false,
        problem: 'QUANTITY',
      });
    }
  });

  it('ignores fields that name no product of the shop', () => {
    const params = form({ [washer.sku]: '1' });
    params.append('qty-NINCS-ILYEN', '5');
    params.append('unitPrice', '1');
    const basket = basketFromForm(params);
    expect(basket.ok && basket.lines).toEqual([
      { name: washer.name, quantity: 1, unitPrice: washer.unitPrice, sku: washer.sku },
    ]);
  });
});
