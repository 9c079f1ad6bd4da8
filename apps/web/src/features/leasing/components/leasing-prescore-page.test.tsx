import type {
  LeasingFilterSettings,
  LeasingPrescore,
  LeasingPrescoreResult,
} from '@hitelkapu/domain/contracts/leasing-prescore';
import type { PreliminaryQuestionSet } from '@hitelkapu/domain/contracts/preliminary';
import { formatHuf } from '@hitelkapu/domain/format/number';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePortalConfig } from '../../../lib/portal-config.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { json, makeToken, mockApi, profile, type RecordedCall } from '../../../testing/api-mock.ts';
import { loanApplication } from '../../../testing/application-fixtures.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { useLeasingOffersStore } from '../leasing-offers-store.ts';
import { useLeasingStore } from '../leasing-store.ts';
import { LeasingPrescorePage } from './leasing-prescore-page.tsx';

const PUBLIC_ID = 'DunakanyarTeszt2026Skoda';
const DEALER_ID = 'd1a7e2b0-5c3f-4e8a-9b61-2f0c4d8e1a01';
const PRESCORE = `/credit/leasing-prescore-public-id/${PUBLIC_ID}`;
const UPDATE = `PATCH /credit/leasing-prescore/update/${PUBLIC_ID}`;
const SUBMIT = 'POST /credit/leasing-prescore';

const yesNo = [
  { value: 'true', label: 'Igen' },
  { value: 'false', label: 'Nem' },
];

/** Two question steps: income, then existing loans; PSD2 leaves the bank-answered ones out. */
const manualSet: PreliminaryQuestionSet = {
  id: 'lizing-elominosites',
  title: 'Lízing előminősítés',
  steps: [
    {
      id: 'income',
      rowIndex: 0,
      title: 'Jövedelem',
      description: null,
      time: 90,
      questions: [
        {
          identifier: 'salary',
          type: 'INPUT',
          label: 'Havi nettó jövedelem',
          hint: null,
          options: [],
          validation: null,
          format: 'HUF',
          min: 0,
          max: 50_000_000,
          conditions: [],
        },
      ],
    },
    {
      id: 'commitments',
      rowIndex: 1,
      title: 'Meglévő hitelek',
      description: null,
      time: 60,
      questions: [
        {
          identifier: 'salary_commitment',
          type: 'RADIO',
          label: 'Törleszt jelenleg hitelt vagy lízinget?',
          hint: null,
          options: yesNo,
          validation: null,
          format: null,
          min: null,
          max: null,
          conditions: [],
        },
      ],
    },
  ],
};
const psd2Set: PreliminaryQuestionSet = {
  id: 'lizing-elominosites-psd2',
  title: 'Lízing előminősítés bankszámla-kapcsolattal',
  steps: [
    {
      id: 'household',
      rowIndex: 0,
      title: 'Háztartás',
      description: null,
      time: 30,
      questions: [
        {
          identifier: 'household_size',
          type: 'INPUT',
          label: 'Hányan élnek a háztartásában?',
          hint: null,
          options: [],
          validation: null,
          format: null,
          min: 1,
          max: 20,
          conditions: [],
        },
      ],
    },
  ],
};

const settings: LeasingFilterSettings = {
  price: 12_000_000,
  residualValue: 4_800_000,
  minDownPayment: 2_400_000,
  maxDownPayment: 6_000_000,
  defaultDownPayment: 2_400_000,
  minAmount: 6_000_000,
  maxAmount: 9_600_000,
  amountStep: 100_000,
  defaultAmount: 9_600_000,
  minDuration: 12,
  maxDuration: 84,
  durationStep: 1,
  defaultDuration: 48,
  defaultOfferId: 7,
};

function savedPrescore(overrides: Partial<LeasingPrescore> = {}): LeasingPrescore {
  return {
    publicId: PUBLIC_ID,
    dealerId: DEALER_ID,
    status: 'OPEN',
    type: null,
    step: 0,
    dynamicData: '{}',
    vehicle: {
      condition: 'NEW',
      firstRegistrationDate: null,
      description: 'Škoda Octavia Combi 1.5 TSI Style',
      price: 12_000_000,
      residualValue: 4_800_000,
    },
    amount: 9_600_000,
    duration: 48,
    downPayment: 2_400_000,
    extraAmount: 0,
    result: null,
    createdAt: '2026-11-27T10:00:00.000Z',
    updatedAt: '2026-11-27T10:00:00.000Z',
    ...overrides,
  };
}

const limitValues = {
  minPercent: 20,
  maxPercent: 40,
  minMonths: 12,
  maxMonths: 84,
  maxYearsAtSigning: 16,
  maxYearsAtEnd: 18,
};
const figures = {
  netIncome: 650_000,
  existingInstalments: 0,
  revolvingLimits: 0,
  jtmLimitPercent: 50,
  maxInstalment: 325_000,
};

/** The DOMAIN.md example: 12 000 000 Ft, 20 % down, 48 months, residual 4 800 000, 7,99 %. */
function eligibleResult(): LeasingPrescoreResult {
  return {
    isEligible: true,
    redirectUrl: `https://kereskedo.example/lizing?prescore=${PUBLIC_ID}&eligible=true`,
    offers: [
      {
        offerId: 7,
        decision: 'OK',
        dtiDecision: 0,
        dtiAmount: 9_600_000,
        dtiDuration: 48,
        quote: {
          price: 12_000_000,
          downPayment: 2_400_000,
          residualValue: 4_800_000,
          paymentTiming: 'ARREARS',
          amount: 9_600_000,
          months: 48,
          annualRatePercent: 7.99,
          monthlyInstalment: 149_119,
          monthlyFee: 0,
          monthlyPayment: 149_119,
          disbursementFee: 0,
          totalInterest: 1_357_712,
          totalRepayable: 11_957_712,
          totalCost: 1_357_712,
          thm: 8.3,
          thmExact: 8.2954,
          thmCap: 30.5,
        },
        reasons: [],
        limitBreaches: [],
      },
    ],
    reasons: [],
    limitBreaches: [],
    limitValues,
    figures,
    decidedAt: '2026-11-27T10:05:00.000Z',
  };
}

function notEligibleResult(): LeasingPrescoreResult {
  return {
    isEligible: false,
    redirectUrl: null,
    offers: [
      {
        offerId: 7,
        decision: 'LIMIT_BREACHED',
        dtiDecision: 0,
        dtiAmount: 0,
        dtiDuration: 48,
        quote: null,
        reasons: [],
        limitBreaches: ['errors.leasing.downPaymentTooLow'],
      },
    ],
    reasons: ['DTI_FAILED'],
    limitBreaches: ['errors.leasing.downPaymentTooLow'],
    limitValues,
    figures,
    decidedAt: '2026-11-27T10:05:00.000Z',
  };
}

const product = {
  id: 7,
  identifier: 'zart-vegu-lizing-kedvezo',
  kind: 'LEASING',
  name: 'Kedvező zárt végű lízing',
  tagline: 'Alacsony fix kamat, díjak nélkül, maradványértékkel.',
  description: '',
  features: [],
  minAmount: 1_000_000,
  maxAmount: 40_000_000,
  amountStep: 100_000,
  minMonths: 12,
  maxMonths: 84,
  rateBands: [
    { minAmount: 1_000_000, maxAmount: 40_000_000, minMonths: 12, maxMonths: 84, annualRatePercent: 7.99 },
  ],
  rateType: 'FIXED',
  disbursementFeePercent: 0,
  disbursementFeeMax: 0,
  monthlyFee: 0,
  representativeAmount: 9_600_000,
  representativeMonths: 48,
  imageUrl: '/api/administration/image/7',
};

/** The saved prescore answers each update with the fields given applied, as the server does. */
function mockPrescoreApi(saved: LeasingPrescore, routes: Parameters<typeof mockApi>[0] = {}) {
  let current = saved;
  return mockApi({
    [`GET ${PRESCORE}`]: () => json(current),
    [`GET /administration/offer/calculation-config/filter-settings/${PUBLIC_ID}`]: json(settings),
    'GET /administration/leasing-prescore/questions/MANUAL': json(manualSet),
    'GET /administration/leasing-prescore/questions/PSD2': json(psd2Set),
    'GET /profile': json(profile({ currentStatus: 'LEASING_ONBOARDED' })),
    'PUT /profile/status': json(profile({ currentStatus: 'LEASING_ONBOARDED' })),
    [UPDATE]: (call: RecordedCall) => {
      current = { ...current, ...(call.body as Partial<LeasingPrescore>) };
      return json(current);
    },
    'GET /administration/offer-data': json([product]),
    'GET /sync/psd2/my-sync': json({ sync: null }),
    ...routes,
  });
}

function CallMeBack({ label }: { label: string }) {
  return <button type="button">{label}</button>;
}

const renderPrescore = () =>
  renderWithProviders(<LeasingPrescorePage CallMeBack={CallMeBack} />, {
    path: '/leasing/prescore',
    route: '/leasing/prescore',
  });

const stepHeading = (name: string | RegExp) => screen.findByRole('heading', { level: 2, name });
const next = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Tovább' }));

describe('the leasing prescore', () => {
  beforeEach(() => {
    useSessionStore.getState().setToken(makeToken());
    useLeasingStore.getState().saveLandingIds({ dealerId: DEALER_ID, publicId: PUBLIC_ID }, Date.now());
    useLeasingOffersStore.getState().clear();
  });
  afterEach(() => {
    // Unmounted first, so clearing the stores below makes no page ask for anything.
    cleanup();
    vi.unstubAllGlobals();
    useSessionStore.getState().clear();
    useLeasingStore.setState({ landing: null, backPath: null });
    usePortalConfig.setState({ items: [] });
  });

  it('opens the saved prescore where it was left: its type, step and answers', async () => {
    mockPrescoreApi(
      savedPrescore({ type: 'MANUAL', step: 2, dynamicData: JSON.stringify({ salary: '650000' }) }),
    );
    renderPrescore();
    await stepHeading('Jövedelem');
    expect(screen.getByRole('textbox', { name: 'Havi nettó jövedelem' })).toHaveValue('650 000');
    // Two fixed steps, two question steps and the summary; the estimate names the total and what is left.
    expect(screen.getByText('3. lépés (összesen 5)')).toBeInTheDocument();
    expect(
      screen.getByText(/Kitöltési idő kb\. 5 perc, ebből még kb\. 3 perc van hátra\./),
    ).toBeInTheDocument();
    expect(screen.getByText('Ez a lépés kb. 2 perc.')).toBeInTheDocument();
  });

  it('clamps a saved step beyond the last one to the summary, and goes back to the first step', async () => {
    const api = mockPrescoreApi(savedPrescore({ type: 'MANUAL', step: 40 }));
    const user = userEvent.setup();
    renderPrescore();
    await stepHeading('Összegzés');
    expect(screen.getByText('5. lépés (összesen 5)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Vissza az elejére' }));
    await stepHeading('A jármű és a finanszírozás');
    expect(api.callsTo(UPDATE).at(-1)?.body).toMatchObject({ step: 0, type: 'MANUAL' });
    expect(screen.queryByRole('button', { name: 'Vissza' })).not.toBeInTheDocument();
  });

  it('adds the bank-sync step only when the customer links a bank account', async () => {
    usePortalConfig.setState({ items: [{ identifier: 'psd2_mock_enabled', value: true }] });
    mockPrescoreApi(savedPrescore({ step: 1 }));
    const user = userEvent.setup();
    renderPrescore();
    await stepHeading('A jövedelmi adatok megadása');
    const progress = () => screen.getByRole('navigation', { name: 'A lízing előminősítés lépései' });

    await user.click(screen.getByRole('radio', { name: /Adatok megadása kézzel/ }));
    expect(within(progress()).queryByText('Bankszámla összekapcsolása')).not.toBeInTheDocument();
    await next(user);
    await stepHeading('Jövedelem');

    await user.click(screen.getByRole('button', { name: 'Vissza' }));
    await stepHeading('A jövedelmi adatok megadása');
    await user.click(screen.getByRole('radio', { name: /Bankszámla összekapcsolása/ }));
    expect(within(progress()).getByText('Bankszámla összekapcsolása')).toBeInTheDocument();
    await next(user);
    await stepHeading('Bankszámla összekapcsolása');
    // The leasing wizard's sync step may always be left (spec §5); the PSD2 questions follow.
    await screen.findByRole('button', { name: 'Tovább a bankomhoz' });
    await next(user);
    await stepHeading('Háztartás');
  });

  it('saves each step with the update call, the answers as JSON text', async () => {
    const api = mockPrescoreApi(savedPrescore({ type: 'MANUAL', step: 2 }));
    const user = userEvent.setup();
    renderPrescore();
    await stepHeading('Jövedelem');
    await user.type(screen.getByRole('textbox', { name: 'Havi nettó jövedelem' }), '650000');
    await next(user);
    await stepHeading('Meglévő hitelek');

    const body = api.callsTo(UPDATE).at(-1)?.body as Record<string, unknown>;
    expect(typeof body.dynamicData).toBe('string');
    expect(JSON.parse(body.dynamicData as string)).toEqual({ salary: '650000' });
    expect(body).toMatchObject({
      step: 3,
      type: 'MANUAL',
      downPayment: 2_400_000,
      amount: 9_600_000,
      duration: 48,
    });
  });

  it('keeps the customer on a step with an unanswered question and says what is missing', async () => {
    const api = mockPrescoreApi(savedPrescore({ type: 'MANUAL', step: 3 }));
    const user = userEvent.setup();
    renderPrescore();
    await stepHeading('Meglévő hitelek');
    await next(user);
    expect(await screen.findByText('Ezt a mezőt ki kell tölteni.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Meglévő hitelek' })).toBeInTheDocument();
    expect(api.callsTo(UPDATE)).toHaveLength(0);
  });

  it('clears the shown offers before the submit, then shows the new offers with every figure', async () => {
    useLeasingOffersStore.getState().save(PUBLIC_ID, notEligibleResult());
    let offersWhenSent: unknown = 'not sent';
    const api = mockPrescoreApi(
      savedPrescore({
        type: 'MANUAL',
        step: 4,
        dynamicData: JSON.stringify({ salary: '650000', salary_commitment: 'false' }),
      }),
      {
        [SUBMIT]: () => {
          offersWhenSent = useLeasingOffersStore.getState().result;
          return json(eligibleResult(), 201);
        },
      },
    );
    const user = userEvent.setup();
    renderPrescore();
    await stepHeading('Összegzés');
    await user.click(screen.getByRole('button', { name: 'Ajánlataim megtekintése' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Lízingajánlatai' })).toBeInTheDocument();
    expect(offersWhenSent).toBeNull();
    expect(api.callsTo(SUBMIT)[0]?.body).toEqual({
      publicId: PUBLIC_ID,
      amount: 9_600_000,
      duration: 48,
      downPayment: 2_400_000,
      extraAmount: 0,
      salary: 650_000,
      salaryCommitment: false,
      committedSalary: 0,
      type: 'MANUAL',
      dynamicData: JSON.stringify({ salary: '650000', salary_commitment: 'false' }),
    });
    const offer = screen.getByRole('article', { name: 'Kedvező zárt végű lízing' });
    const quote = eligibleResult().offers[0]?.quote;
    if (!quote) throw new Error('fixture without a quote');
    for (const [label, value] of [
      ['Havi lízingdíj', formatHuf(quote.monthlyPayment)],
      ['THM', '8,3 %'],
      ['Teljes visszafizetendő összeg', formatHuf(quote.totalRepayable)],
      ['Önerő', formatHuf(quote.downPayment)],
      ['Maradványérték (az utolsó díjjal)', formatHuf(quote.residualValue)],
      ['Futamidő', '48 hónap'],
    ] as const) {
      const term = within(offer).getByText(label, { exact: true });
      expect(term.nextElementSibling).toHaveTextContent(value);
    }
    expect(within(offer).getByText(/az Ön tulajdonába kerül/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Vissza a kereskedő oldalára/ })).toHaveAttribute(
      'href',
      eligibleResult().redirectUrl,
    );
    expect(useLeasingOffersStore.getState().result?.isEligible).toBe(true);
  });

  it('explains a refusal from the limit broken and the reason, with what could change', async () => {
    const api = mockPrescoreApi(
      savedPrescore({ status: 'SUBMITTED', type: 'MANUAL', step: 4, result: notEligibleResult() }),
      {
        'POST /credit/leasing-prescore/recalculate': json(eligibleResult(), 201),
      },
    );
    const user = userEvent.setup();
    renderPrescore();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Most nem tudunk lízingajánlatot adni' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Az önerő túl alacsony: a jármű vételárának legalább 20 százalékát kell kitennie.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/túl nagy részét tenné ki havi jövedelmének/)).toBeInTheDocument();
    expect(screen.getByText('Nagyobb önerővel kisebb összeget kell finanszírozni.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    // A larger down payment, recalculated over the stored answers.
    const downPayment = screen.getByRole('textbox', { name: 'Önerő' });
    await user.clear(downPayment);
    await user.type(downPayment, '3000000');
    await user.click(screen.getByRole('button', { name: 'Újraszámolás' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lízingajánlatai' })).toBeInTheDocument();
    expect(api.callsTo('POST /credit/leasing-prescore/recalculate')[0]?.body).toEqual({
      publicId: PUBLIC_ID,
      amount: 9_000_000,
      duration: 48,
      downPayment: 3_000_000,
      extraAmount: 0,
    });
  });

  it('onboards a customer who registered from the dealer link before the prescore is sent', async () => {
    const api = mockPrescoreApi(savedPrescore(), {
      'GET /profile': json(profile({ currentStatus: 'LEASING_REGISTERED' })),
    });
    renderPrescore();
    await stepHeading('A jármű és a finanszírozás');
    await waitFor(() => expect(api.callsTo('PUT /profile/status')).toHaveLength(1));
    expect(api.callsTo('PUT /profile/status')[0]?.body).toEqual({ currentStatus: 'LEASING_ONBOARDED' });
  });
  it('resumes the latest prescore when the landing link is no longer stored, and says where to start when there is none', async () => {
    useLeasingStore.setState({ landing: null });
    mockPrescoreApi(savedPrescore({ type: 'MANUAL', step: 2 }), {
      'GET /credit/my-leasing-prescore': json(savedPrescore({ type: 'MANUAL', step: 2 })),
    });
    const first = renderPrescore();
    await stepHeading('Jövedelem');
    first.unmount();
    vi.unstubAllGlobals();

    mockPrescoreApi(savedPrescore(), {
      'GET /credit/my-leasing-prescore': json(
        { code: 'NOT_FOUND', message: 'Még nincs lízing előminősítése.' },
        404,
      ),
    });
    renderPrescore();
    expect(await screen.findByText('Nem találjuk a kereskedő linkjét')).toBeInTheDocument();
  });
  it('suggests the down payment the income allows when only the JTM stood in the way, and recalculates with it', async () => {
    const refused: LeasingPrescoreResult = {
      ...notEligibleResult(),
      offers: [
        {
          offerId: 7,
          decision: 'DTI_FAILED',
          dtiDecision: 0,
          dtiAmount: 6_512_345,
          dtiDuration: 48,
          quote: eligibleResult().offers[0]?.quote ?? null,
          reasons: ['DTI_FAILED'],
          limitBreaches: [],
        },
      ],
      reasons: ['DTI_FAILED'],
      limitBreaches: [],
    };
    const api = mockPrescoreApi(
      savedPrescore({ status: 'SUBMITTED', type: 'MANUAL', step: 4, result: refused }),
      {
        'POST /credit/leasing-prescore/recalculate': json(eligibleResult(), 201),
      },
    );
    const user = userEvent.setup();
    renderPrescore();
    // 12 000 000 - 6 512 345, the down payment rounded up to whole thousands.
    expect(
      await screen.findByText(
        `Jövedelme alapján ehhez a járműhöz legfeljebb ${formatHuf(6_512_000)} finanszírozható 48 hónapra. Ehhez ${formatHuf(5_488_000)} önerő kell.`,
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Újraszámolás ezzel az önerővel' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lízingajánlatai' })).toBeInTheDocument();
    expect(api.callsTo('POST /credit/leasing-prescore/recalculate')[0]?.body).toMatchObject({
      downPayment: 5_488_000,
      amount: 6_512_000,
      duration: 48,
    });
  });
  it('opens the application for the chosen leasing offer through the prescore and goes on to it', async () => {
    const api = mockPrescoreApi(
      savedPrescore({ status: 'SUBMITTED', type: 'MANUAL', step: 4, result: eligibleResult() }),
      {
        [`POST /credit/leasing-prescore/${PUBLIC_ID}/application`]: json(
          loanApplication({ offerId: 7 }),
          201,
        ),
      },
    );
    const user = userEvent.setup();
    const { router } = renderPrescore();
    await user.click(await screen.findByRole('button', { name: /Ezt választom, tovább a lízingkérelemhez/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/application'));
    expect(api.callsTo(`POST /credit/leasing-prescore/${PUBLIC_ID}/application`)[0]?.body).toEqual({
      offerId: 7,
    });
  });
});
