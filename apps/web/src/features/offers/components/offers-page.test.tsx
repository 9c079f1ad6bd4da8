import type { LoanProduct } from '@hitelkapu/domain/contracts/offers';
import { formatHuf, formatPercent, parseAmount } from '@hitelkapu/domain/format/number';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OffersRoutePage } from '../../../app/pages/offers-page.tsx';
import { useSessionStore } from '../../../lib/session-store.ts';
import { json, makeToken, mockApi, profile } from '../../../testing/api-mock.ts';
import { loanApplication } from '../../../testing/application-fixtures.ts';
import {
  assessment,
  filterSettings,
  loanProduct,
  offerResult,
  quoteOf,
  seededProducts,
  tripleOfferConfig,
} from '../../../testing/credit-fixtures.ts';
import { renderWithProviders } from '../../../testing/render.tsx';

// The seeded products, in the order the offer screens show them.
const [recommended, lowRate, quick] = seededProducts as [LoanProduct, LoanProduct, LoanProduct];
const RECOMMENDED_ID = tripleOfferConfig.slots.find((slot) => slot.kind === 'RECOMMENDED')?.offerId;
// Test-specific: a product cheaper than any seeded one, which the income does not allow. It is
// derived from a seeded product; it must never be shown.
const premium = loanProduct({ ...lowRate, id: 4, identifier: 'premium', name: 'Prémium kölcsön', rate: 9.9 });

const AMOUNT = 2_000_000;
const MONTHS = 36;

function eligible(overrides: Parameters<typeof assessment>[0] = {}) {
  return assessment({
    amount: AMOUNT,
    duration: MONTHS,
    offers: [
      offerResult(recommended, AMOUNT, MONTHS),
      offerResult(lowRate, AMOUNT, MONTHS),
      offerResult(quick, AMOUNT, MONTHS),
      offerResult(premium, AMOUNT, MONTHS, { decision: 'DTI_FAILED', reasons: ['DTI_FAILED'] }),
    ],
    ...overrides,
  });
}

function mockOffersApi(routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /credit/my-preliminary-assessment': json(eligible()),
    'GET /administration/offer/calculation-config/filter-settings': json(filterSettings),
    'GET /administration/offer-data': json(seededProducts),
    'GET /administration/triple-offer-config': json(tripleOfferConfig),
    'GET /credit/decision-review': json({ request: null }),
    [`GET /administration/offer/preview/${recommended.id}`]: json({
      product: recommended,
      representativeExample: quoteOf(
        recommended,
        recommended.representativeAmount,
        recommended.representativeMonths,
      ),
    }),
    'GET /profile': json(profile({ currentStatus: 'PRELIMINARY' })),
    ...routes,
  });
}

const renderOffers = () => renderWithProviders(<OffersRoutePage />, { path: '/offers', route: '/offers' });
const card = (product: LoanProduct) => screen.findByRole('article', { name: product.name });

describe('offers', () => {
  beforeEach(() => useSessionStore.getState().setToken(makeToken()));
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.getState().clear();
  });

  it('shows three cards with the engine’s figures, each labelled with the slot it wins, and never a DTI_FAILED offer', async () => {
    expect(RECOMMENDED_ID).toBe(recommended.id);
    mockOffersApi();
    renderOffers();
    // With the seeded products the low-rate one is both the cheapest a month and in total, so
    // its card carries both labels and the third place goes to the next offer, unlabelled.
    const cheapest = await card(lowRate);
    const recommendedCard = await card(recommended);
    const third = await card(quick);
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('article', { name: premium.name })).not.toBeInTheDocument();
    expect(screen.queryByText(premium.name)).not.toBeInTheDocument();

    expect(within(cheapest).getByText('Legalacsonyabb törlesztőrészlet')).toBeInTheDocument();
    expect(within(cheapest).getByText('Legalacsonyabb teljes költség')).toBeInTheDocument();
    expect(within(recommendedCard).getByText('Ajánlatunk')).toBeInTheDocument();
    expect(within(recommendedCard).queryByText(/^Legalacsonyabb/)).not.toBeInTheDocument();
    for (const label of ['Legalacsonyabb törlesztőrészlet', 'Legalacsonyabb teljes költség', 'Ajánlatunk']) {
      expect(within(third).queryByText(label)).not.toBeInTheDocument();
    }

    for (const [element, product] of [
      [cheapest, lowRate],
      [recommendedCard, recommended],
      [third, quick],
    ] as const) {
      const quote = quoteOf(product, AMOUNT, MONTHS);
      const inCard = within(element);
      expect(inCard.getByText(formatHuf(quote.monthlyPayment))).toBeInTheDocument();
      expect(inCard.getByText(formatHuf(quote.totalRepayable))).toBeInTheDocument();
      // The THM as a customer reads it: one decimal, a comma, a space before the sign.
      expect(inCard.getByText(formatPercent(quote.thm / 100))).toHaveTextContent(/^\d{1,2},\d %$/);
      expect(inCard.getByText('2 000 000 Ft')).toBeInTheDocument();
      expect(inCard.getByText('36 hónap')).toBeInTheDocument();
    }
    expect(within(cheapest).getByRole('img', { name: lowRate.name })).toHaveAttribute(
      'src',
      lowRate.imageUrl,
    );
    // The nominal rate as configured for this amount (the seeded rate band).
    const nominal = quoteOf(recommended, AMOUNT, MONTHS).annualRatePercent;
    expect(within(recommendedCard).getByText(formatPercent(nominal / 100))).toHaveTextContent(
      /^\d{1,2},\d %$/,
    );

    // The recommended product's representative example, with the borrowing warning (CCD2 art. 8).
    const example = await screen.findByRole('region', { name: 'Reprezentatív példa' });
    const representative = quoteOf(
      recommended,
      recommended.representativeAmount,
      recommended.representativeMonths,
    );
    expect(example).toHaveTextContent('Figyelem! A hitelfelvétel költségekkel jár.');
    expect(example).toHaveTextContent(
      `${recommended.name}: hitelösszeg ${formatHuf(representative.amount)}, futamidő ${representative.months} hónap, éves ügyleti kamat ${formatPercent(representative.annualRatePercent / 100)}, a teljes futamidőre fix, THM ${formatPercent(representative.thm / 100)}. Nincs folyósítási és számlavezetési díj. A hitel teljes díja ${formatHuf(representative.totalCost)}, a teljes visszafizetendő összeg ${formatHuf(representative.totalRepayable)}, a havi törlesztőrészlet ${formatHuf(representative.monthlyPayment)}.`,
    );
    expect(screen.getByText(/automatizált adatfeldolgozással/)).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Munkatárs felülvizsgálatát kérem' }),
    ).toBeInTheDocument();
  });

  it('the repayment schedule adds up to the quote’s total repayable', async () => {
    mockOffersApi();
    renderOffers();
    const user = userEvent.setup();
    const quote = quoteOf(lowRate, AMOUNT, MONTHS);
    await user.click(within(await card(lowRate)).getByRole('button', { name: 'Törlesztési terv' }));

    const dialog = await screen.findByRole('dialog', { name: `Törlesztési terv: ${lowRate.name}` });
    const [body] = within(dialog).getAllByRole('rowgroup').slice(1, 2);
    if (!body) throw new Error('no table body');
    const rows = within(body).getAllByRole('row');
    expect(rows).toHaveLength(MONTHS);
    const payments = rows.map(
      (row) =>
        parseAmount((within(row).getAllByRole('cell')[0]?.textContent ?? '').replace(' Ft', '')) ??
        Number.NaN,
    );
    expect(payments.reduce((sum, payment) => sum + payment, 0) + quote.disbursementFee).toBe(
      quote.totalRepayable,
    );
    // The last row clears the debt.
    expect(within(rows[MONTHS - 1] as HTMLElement).getAllByRole('cell')[4]).toHaveTextContent('0 Ft');
    expect(within(dialog).getByText(formatHuf(quote.totalRepayable))).toBeInTheDocument();
  });

  it('suggests the larger amount the income allows, and recalculates with it', async () => {
    const larger = eligible({
      offers: [
        offerResult(lowRate, AMOUNT, MONTHS),
        offerResult(recommended, AMOUNT, MONTHS, { dtiDecision: 1, dtiAmount: 3_000_000, dtiDuration: 48 }),
        offerResult(quick, AMOUNT, MONTHS, { dtiDecision: 1, dtiAmount: 2_500_000, dtiDuration: 48 }),
      ],
    });
    const recalculated = eligible({
      id: 'pa-2',
      amount: 3_000_000,
      duration: 48,
      offers: [offerResult(recommended, 3_000_000, 48), offerResult(lowRate, 3_000_000, 48)],
    });
    const api = mockOffersApi({
      'GET /credit/my-preliminary-assessment': json(larger),
      'POST /credit/preliminary-assessment': json(recalculated, 201),
    });
    renderOffers();
    const user = userEvent.setup();
    expect(
      await screen.findByText('A jövedelme alapján akár 3 000 000 Ft-ot is igényelhet 48 hónapra.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Számolja újra ezzel az összeggel' }));

    expect(
      await screen.findByText('Újraszámoltuk ajánlatainkat: 3 000 000 Ft, 48 hónap.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /credit/preliminary-assessment')[0]?.body).toMatchObject({
      amount: 3_000_000,
      duration: 48,
      dynamicData: larger.dynamicData,
    });
    const recommended48 = quoteOf(recommended, 3_000_000, 48);
    expect(
      within(await card(recommended)).getByText(formatHuf(recommended48.monthlyPayment)),
    ).toBeInTheDocument();
  });

  it('recalculates with a new amount and term, the stored answers and type', async () => {
    const stored = eligible();
    const recalculated = eligible({
      id: 'pa-2',
      amount: 2_500_000,
      duration: 48,
      offers: [offerResult(lowRate, 2_500_000, 48), offerResult(recommended, 2_500_000, 48)],
    });
    const api = mockOffersApi({
      'GET /credit/my-preliminary-assessment': json(stored),
      'POST /credit/preliminary-assessment': json(recalculated, 201),
    });
    renderOffers();
    const user = userEvent.setup();
    await card(lowRate);
    const amount = screen.getByRole('textbox', { name: 'Hitelösszeg' });
    const term = screen.getByRole('textbox', { name: 'Futamidő' });
    expect(amount).toHaveValue('2 000 000');
    await user.clear(amount);
    await user.type(amount, '2500000');
    await user.clear(term);
    await user.type(term, '48');
    await user.click(screen.getByRole('button', { name: 'Újraszámolás' }));

    expect(
      await screen.findByText('2 500 000 Ft összegre, 48 hónapos futamidőre számolva.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /credit/preliminary-assessment').map((call) => call.body)).toEqual([
      {
        amount: 2_500_000,
        duration: 48,
        downPayment: 0,
        extraAmount: 0,
        salary: 650_000,
        salaryCommitment: true,
        committedSalary: 40_000,
        type: 'MANUAL',
        dynamicData: stored.dynamicData,
      },
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Személyre szabott ajánlataink' })).toHaveFocus();
  });

  it('without an offer: the reasons in plain Hungarian, once each, a lower amount to try and a person to call', async () => {
    const declined = assessment({
      isEligible: false,
      offers: [
        offerResult(lowRate, AMOUNT, MONTHS, {
          decision: 'DTI_FAILED',
          dtiAmount: 1_200_000,
          dtiDuration: 36,
          reasons: ['DTI_FAILED'],
        }),
        offerResult(recommended, AMOUNT, MONTHS, {
          decision: 'DTI_FAILED',
          dtiAmount: 900_000,
          reasons: ['DTI_FAILED'],
        }),
        {
          ...offerResult(quick, AMOUNT, MONTHS),
          decision: 'OUT_OF_RANGE',
          quote: null,
          reasons: ['TERM_OUT_OF_RANGE'],
        },
      ],
      reasons: [],
    });
    mockOffersApi({ 'GET /credit/my-preliminary-assessment': json(declined) });
    renderOffers();

    const panel = await screen.findByRole('region', { name: 'Most nem tudunk ajánlatot adni' });
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    const reasons = within(panel).getAllByRole('listitem');
    expect(reasons.map((item) => item.textContent)).toEqual([
      'A törlesztőrészlet a meglévő hiteleivel együtt túl nagy részét tenné ki havi jövedelmének. Próbálja kisebb összeggel vagy hosszabb futamidővel.',
      'A választott futamidőt kölcsöntermékeink nem kínálják. Válasszon más futamidőt.',
    ]);
    expect(
      within(panel).getByText(
        'Kisebb összegre már tudunk ajánlatot adni: legfeljebb 1 200 000 Ft-ra, 36 hónapra.',
      ),
    ).toBeInTheDocument();
    expect(
      within(panel).getByRole('button', { name: 'Számolja újra ezzel az összeggel' }),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Beszélnék egy munkatárssal' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Új előzetes hitelbírálat indítása' })).toHaveAttribute(
      'href',
      '/preliminary-assessment',
    );
  });

  it('shows a knock-out reason from the assessment', async () => {
    mockOffersApi({
      'GET /credit/my-preliminary-assessment': json(
        assessment({
          isEligible: false,
          reasons: ['KO_TRIAL_PERIOD'],
          offers: [
            {
              ...offerResult(lowRate, AMOUNT, MONTHS),
              decision: 'KNOCKED_OUT',
              quote: null,
              dtiAmount: 0,
              reasons: ['KO_TRIAL_PERIOD'],
            },
          ],
        }),
      ),
    });
    renderOffers();
    const panel = await screen.findByRole('region', { name: 'Most nem tudunk ajánlatot adni' });
    expect(
      within(panel).getByText('Jelenleg próbaidejét tölti. A próbaidő letelte után szívesen várjuk vissza.'),
    ).toBeInTheDocument();
    // No affordable lower amount: no suggestion.
    expect(
      within(panel).queryByRole('button', { name: 'Számolja újra ezzel az összeggel' }),
    ).not.toBeInTheDocument();
    // Another amount or term cannot change a trial period: no recalculation is offered.
    expect(screen.queryByRole('button', { name: 'Újraszámolás' })).not.toBeInTheDocument();
  });

  it('“Ezt választom” opens the loan application for that offer, reads the profile again and goes to /application', async () => {
    let status = 'PRELIMINARY';
    const api = mockOffersApi({
      'GET /profile': () => json(profile({ currentStatus: status })),
      'POST /credit/loan-application': (call) => {
        status = 'IN_FLOW';
        return json(loanApplication({ offerId: (call.body as { offerId: number }).offerId }), 201);
      },
    });
    const { router } = renderOffers();
    const user = userEvent.setup();
    await user.click(within(await card(recommended)).getByRole('button', { name: 'Ezt választom' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/application'));
    expect(api.callsTo('POST /credit/loan-application').map((call) => call.body)).toEqual([
      { offerId: recommended.id },
    ]);
    expect(sessionStorage.length).toBe(0);
  });

  it('an application of another offer already open: the server’s reason shows and the page stays', async () => {
    mockOffersApi({
      'POST /credit/loan-application': json(
        { code: 'CONFLICT', message: 'Már van folyamatban lévő kérelme egy másik ajánlatra.' },
        409,
      ),
    });
    const { router } = renderOffers();
    const user = userEvent.setup();
    await user.click(within(await card(recommended)).getByRole('button', { name: 'Ezt választom' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Már van folyamatban lévő kérelme egy másik ajánlatra.');
    expect(router.state.location.pathname).toBe('/offers');
  });

  it('sends a customer without an assessment to the wizard', async () => {
    mockOffersApi({
      'GET /credit/my-preliminary-assessment': json(
        { code: 'NOT_FOUND', message: 'Nincs előzetes bírálat.' },
        404,
      ),
    });
    const { router } = renderOffers();
    await waitFor(() => expect(router.state.location.pathname).toBe('/preliminary-assessment'));
  });

  it('asks the products of the shown offers only', async () => {
    mockOffersApi();
    renderOffers();
    await card(lowRate);
    const urls = vi.mocked(fetch).mock.calls.map(([url]) => String(url));
    expect(urls).toContain('/api/administration/offer-data?ids=1%2C2%2C3');
  });
});
