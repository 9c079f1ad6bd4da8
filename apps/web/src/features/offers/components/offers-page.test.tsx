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
  tripleOfferConfig,
} from '../../../testing/credit-fixtures.ts';
import { renderWithProviders } from '../../../testing/render.tsx';

const plus = loanProduct({
  id: 1,
  name: 'Személyi kölcsön Plusz',
  rate: 13.9,
  monthlyFee: 990,
  disbursementFeePercent: 1,
  disbursementFeeMax: 30_000,
  imageUrl: '/images/offers/plusz.svg',
});
const house = loanProduct({
  id: 2,
  name: 'Hitelkapu Kölcsön',
  rate: 15.9,
  monthlyFee: 0,
  disbursementFeePercent: 0,
  disbursementFeeMax: 0,
});
const flexible = loanProduct({
  id: 3,
  name: 'Rugalmas kölcsön',
  rate: 14.5,
  monthlyFee: 0,
  disbursementFeePercent: 3,
  disbursementFeeMax: 80_000,
});
// The cheapest of all, but the income does not allow it: it must never be shown.
const premium = loanProduct({
  id: 4,
  name: 'Prémium kölcsön',
  rate: 9.9,
  monthlyFee: 0,
  disbursementFeePercent: 0,
});

const AMOUNT = 2_000_000;
const MONTHS = 36;

function eligible(overrides: Parameters<typeof assessment>[0] = {}) {
  return assessment({
    amount: AMOUNT,
    duration: MONTHS,
    offers: [
      offerResult(plus, AMOUNT, MONTHS),
      offerResult(house, AMOUNT, MONTHS),
      offerResult(flexible, AMOUNT, MONTHS),
      offerResult(premium, AMOUNT, MONTHS, { decision: 'DTI_FAILED', reasons: ['DTI_FAILED'] }),
    ],
    ...overrides,
  });
}

function mockOffersApi(routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /credit/my-preliminary-assessment': json(eligible()),
    'GET /administration/offer/calculation-config/filter-settings': json(filterSettings),
    'GET /administration/offer-data': json([plus, house, flexible]),
    'GET /administration/triple-offer-config': json(tripleOfferConfig),
    'GET /credit/decision-review': json({ request: null }),
    'GET /administration/offer/preview/2': json({
      product: house,
      representativeExample: quoteOf(house, house.representativeAmount, house.representativeMonths),
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
    mockOffersApi();
    renderOffers();
    const cheapestMonthly = await card(flexible);
    const cheapestTotal = await card(plus);
    const recommended = await card(house);
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('article', { name: premium.name })).not.toBeInTheDocument();
    expect(screen.queryByText(premium.name)).not.toBeInTheDocument();

    expect(within(cheapestMonthly).getByText('Legalacsonyabb törlesztőrészlet')).toBeInTheDocument();
    expect(within(cheapestTotal).getByText('Legkisebb teljes költség')).toBeInTheDocument();
    expect(within(recommended).getByText('Ajánlatunk')).toBeInTheDocument();

    // The THM as a customer reads it: one decimal, a comma, a space before the sign.
    for (const [element, product, thm] of [
      [cheapestMonthly, flexible, '18,0 %'],
      [cheapestTotal, plus, '16,8 %'],
      [recommended, house, '17,1 %'],
    ] as const) {
      const quote = quoteOf(product, AMOUNT, MONTHS);
      const inCard = within(element);
      expect(inCard.getByText(formatHuf(quote.monthlyPayment))).toBeInTheDocument();
      expect(inCard.getByText(formatHuf(quote.totalRepayable))).toBeInTheDocument();
      expect(inCard.getByText(thm)).toBeInTheDocument();
      expect(inCard.getByText('2 000 000 Ft')).toBeInTheDocument();
      expect(inCard.getByText('36 hónap')).toBeInTheDocument();
    }
    expect(within(cheapestTotal).getByRole('img', { name: plus.name })).toHaveAttribute('src', plus.imageUrl);
    // The nominal rate as configured.
    expect(within(recommended).getByText('15,9 %')).toBeInTheDocument();

    // The recommended product's representative example, with the borrowing warning (CCD2 art. 8).
    const example = await screen.findByRole('region', { name: 'Reprezentatív példa' });
    const representative = quoteOf(house, 1_000_000, 36);
    expect(example).toHaveTextContent('Figyelem! A hitelfelvétel költségekkel jár.');
    expect(example).toHaveTextContent(
      `Hitelkapu Kölcsön: hitelösszeg 1 000 000 Ft, futamidő 36 hónap, éves ügyleti kamat 15,9 %, a teljes futamidőre fix, THM ${formatPercent(representative.thm / 100)}. Nincs folyósítási és számlavezetési díj. A hitel teljes díja ${formatHuf(representative.totalCost)}, a teljes visszafizetendő összeg ${formatHuf(representative.totalRepayable)}, a havi törlesztőrészlet ${formatHuf(representative.monthlyPayment)}.`,
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
    const quote = quoteOf(plus, AMOUNT, MONTHS);
    await user.click(within(await card(plus)).getByRole('button', { name: 'Törlesztési terv' }));

    const dialog = await screen.findByRole('dialog', { name: 'Törlesztési terv: Személyi kölcsön Plusz' });
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
        offerResult(plus, AMOUNT, MONTHS),
        offerResult(house, AMOUNT, MONTHS, { dtiDecision: 1, dtiAmount: 3_000_000, dtiDuration: 48 }),
        offerResult(flexible, AMOUNT, MONTHS, { dtiDecision: 1, dtiAmount: 2_500_000, dtiDuration: 48 }),
      ],
    });
    const recalculated = eligible({
      id: 'pa-2',
      amount: 3_000_000,
      duration: 48,
      offers: [offerResult(house, 3_000_000, 48), offerResult(plus, 3_000_000, 48)],
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
    const house48 = quoteOf(house, 3_000_000, 48);
    expect(within(await card(house)).getByText(formatHuf(house48.monthlyPayment))).toBeInTheDocument();
  });

  it('recalculates with a new amount and term, the stored answers and type', async () => {
    const stored = eligible();
    const recalculated = eligible({
      id: 'pa-2',
      amount: 2_500_000,
      duration: 48,
      offers: [offerResult(plus, 2_500_000, 48), offerResult(house, 2_500_000, 48)],
    });
    const api = mockOffersApi({
      'GET /credit/my-preliminary-assessment': json(stored),
      'POST /credit/preliminary-assessment': json(recalculated, 201),
    });
    renderOffers();
    const user = userEvent.setup();
    await card(plus);
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
        offerResult(plus, AMOUNT, MONTHS, {
          decision: 'DTI_FAILED',
          dtiAmount: 1_200_000,
          dtiDuration: 36,
          reasons: ['DTI_FAILED'],
        }),
        offerResult(house, AMOUNT, MONTHS, {
          decision: 'DTI_FAILED',
          dtiAmount: 900_000,
          reasons: ['DTI_FAILED'],
        }),
        {
          ...offerResult(flexible, AMOUNT, MONTHS),
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
              ...offerResult(plus, AMOUNT, MONTHS),
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
    await user.click(within(await card(house)).getByRole('button', { name: 'Ezt választom' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/application'));
    expect(api.callsTo('POST /credit/loan-application').map((call) => call.body)).toEqual([{ offerId: 2 }]);
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
    await user.click(within(await card(house)).getByRole('button', { name: 'Ezt választom' }));
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
    await card(plus);
    const urls = vi.mocked(fetch).mock.calls.map(([url]) => String(url));
    expect(urls).toContain('/api/administration/offer-data?ids=1%2C2%2C3');
  });
});
