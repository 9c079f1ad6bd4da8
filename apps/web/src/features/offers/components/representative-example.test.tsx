import type { LoanProduct } from '@hitelkapu/domain/contracts/offers';
import { formatHuf, formatPercent } from '@hitelkapu/domain/format/number';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../testing/api-mock.ts';
import { loanProduct, quoteOf } from '../../../testing/credit-fixtures.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { RepresentativeExample } from './representative-example.tsx';

// The matcher reads no-break spaces as spaces, so amounts compare as formatHuf writes them.
const inText = formatHuf;

async function renderExample(product: LoanProduct) {
  mockApi({
    [`GET /administration/offer/preview/${product.id}`]: json({
      product,
      representativeExample: quoteOf(product, product.representativeAmount, product.representativeMonths),
    }),
  });
  renderWithProviders(<RepresentativeExample productId={product.id} />);
  // The figures arrive with the warning; until then a skeleton holds their place.
  await screen.findByText('Figyelem! A hitelfelvétel költségekkel jár.');
  return screen.getByRole('region', { name: 'Reprezentatív példa' });
}

describe('the representative example beside the offers (Fhtv. 4. §, CCD2 art. 8)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('carries the borrowing warning, says the rate is fixed, names each fee with its amount and gives the totals', async () => {
    const product = loanProduct({
      id: 7,
      name: 'Kedvező Kamatú Személyi Kölcsön',
      rate: 11.9,
      disbursementFeePercent: 1.5,
      disbursementFeeMax: 75_000,
      monthlyFee: 490,
      representativeAmount: 3_000_000,
      representativeMonths: 72,
    });
    const example = await renderExample(product);
    const quote = quoteOf(product, 3_000_000, 72);

    // CCD2 art. 8 (1): the warning, clear and prominent, before the figures.
    const warning = await screen.findByText('Figyelem! A hitelfelvétel költségekkel jár.');
    expect(example).toContainElement(warning);
    expect(example.textContent?.indexOf('Figyelem!')).toBeLessThan(
      example.textContent?.indexOf('hitelösszeg') ?? 0,
    );
    expect(quote.disbursementFee).toBe(45_000);
    expect(example).toHaveTextContent(
      `Kedvező Kamatú Személyi Kölcsön: hitelösszeg ${inText(3_000_000)}, futamidő 72 hónap, éves ügyleti kamat 11,9 %, a teljes futamidőre fix, THM ${formatPercent(quote.thm / 100)}. Díjak: egyszeri folyósítási díj ${inText(45_000)}, havi számlavezetési díj ${inText(490)}. A hitel teljes díja ${inText(quote.totalCost)}, a teljes visszafizetendő összeg ${inText(quote.totalRepayable)}, a havi törlesztőrészlet ${inText(quote.monthlyPayment)}. A THM a kamatot és a fenti díjakat tartalmazza.`,
    );
  });

  it('says plainly when the product has no fees', async () => {
    const product = loanProduct({ id: 8, disbursementFeePercent: 0, disbursementFeeMax: 0, monthlyFee: 0 });
    const example = await renderExample(product);
    expect(example).toHaveTextContent('Nincs folyósítási és számlavezetési díj.');
    expect(example).not.toHaveTextContent('Díjak:');
  });

  it('says so when the rate is variable', async () => {
    const product = loanProduct({ id: 9, rateType: 'VARIABLE' });
    const example = await renderExample(product);
    expect(example).toHaveTextContent(/éves ügyleti kamat 14,9 %, változó, THM/);
    expect(example).not.toHaveTextContent('fix');
  });
});
