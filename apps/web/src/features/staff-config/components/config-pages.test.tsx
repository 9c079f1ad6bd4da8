import type { ConfigProduct, ConfigRegulatoryFigures } from '@hitelkapu/domain/contracts/staff-config';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { internalStaffConfigTokensHu } from '../../../../../server/src/seed/translations-hu-staff-config.ts';
import { json, makeToken, mockApi } from '../../../testing/api-mock.ts';
import { renderWithProviders, testI18n } from '../../../testing/render.tsx';
import { staffApi } from '../../staff/api/staff-client.ts';
import { useStaffSessionStore } from '../../staff/staff-session-store.ts';
import { StaffConfigProvider } from '../config-deps.tsx';
import { ConfigFiguresPage } from './figures-page.tsx';
import { ConfigProductsPage } from './products-page.tsx';

const PRODUCTS = 'GET /staff/config/products';
const PUT_PRODUCT = 'PUT /staff/config/products/1';
const FIGURES = 'GET /staff/config/regulatory-figures';
const PUT_BASE_RATE = 'PUT /staff/config/base-rates';

const staffToken = makeToken({ sub: 'staff-9', roles: ['CONFIGURATOR'], name: 'Tóth Gábor' });

function product(overrides: Partial<ConfigProduct> = {}): ConfigProduct {
  return {
    id: 1,
    identifier: 'szemelyi-kolcson-rugalmas',
    kind: 'PERSONAL_LOAN',
    name: 'Rugalmas személyi kölcsön',
    tagline: 'Szabad felhasználás',
    description: 'Személyi kölcsön fedezet nélkül.',
    minAmount: 300_000,
    maxAmount: 10_000_000,
    amountStep: 50_000,
    minMonths: 12,
    maxMonths: 96,
    rateBands: [
      { minAmount: 300_000, maxAmount: 999_999, minMonths: 12, maxMonths: 96, annualRatePercent: 16.9 },
      { minAmount: 1_000_000, maxAmount: 2_999_999, minMonths: 12, maxMonths: 96, annualRatePercent: 14.9 },
    ],
    rateType: 'FIXED',
    disbursementFeePercent: 0,
    disbursementFeeMax: 0,
    monthlyFee: 0,
    representativeAmount: 2_000_000,
    representativeMonths: 48,
    isActive: true,
    version: 3,
    thmCap: 30.25,
    highestThm: 18.3,
    ...overrides,
  };
}

/** Text with its no-break spaces made plain, as a reader hears it. */
const plain = (element: HTMLElement) => element.textContent?.replace(/[\u00a0\u202f]/g, ' ') ?? '';

const render = (ui: React.ReactElement, path: string) =>
  renderWithProviders(<StaffConfigProvider deps={{ api: staffApi, nav: null }}>{ui}</StaffConfigProvider>, {
    path,
    route: path,
  });

async function editSecondBandRate(user: ReturnType<typeof userEvent.setup>, rate: string) {
  const card = await screen.findByRole('article', { name: 'Rugalmas személyi kölcsön' });
  await user.click(within(card).getByRole('button', { name: 'Rugalmas személyi kölcsön szerkesztése' }));
  // The second band's rate field.
  const input = within(card).getAllByLabelText('Éves ügyleti kamat')[1] as HTMLInputElement;
  await user.clear(input);
  await user.type(input, rate);
  await user.click(within(card).getByText('Módosítások áttekintése'));
  return { card, input };
}

describe('the configuration editor', () => {
  beforeAll(() => {
    testI18n.addResources('hu', 'translation', internalStaffConfigTokensHu);
  });
  beforeEach(() => {
    useStaffSessionStore.getState().setSession(staffToken, {
      id: 'staff-9',
      name: 'Tóth Gábor',
      email: 'konfigurator@hitelkapu.hu',
      roles: ['CONFIGURATOR'],
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useStaffSessionStore.getState().clear();
  });

  it('shows each product with its bands, and saves a new rate after showing it before and after', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [PRODUCTS]: json({ items: [product()] }),
      [PUT_PRODUCT]: (call) => {
        const body = call.body as { rateBands: ConfigProduct['rateBands'] };
        return json(product({ version: 4, rateBands: body.rateBands }));
      },
    });
    render(<ConfigProductsPage />, '/staff/config/products');

    const card = await screen.findByRole('article', { name: 'Rugalmas személyi kölcsön' });
    expect(plain(card)).toContain('3. verzió');
    expect(plain(card)).toContain('1 000 000 – 2 999 999 Ft');
    expect(plain(card)).toContain('14,9 %');
    expect(plain(card)).toContain('mai THM-plafon: 30,25 %');

    await editSecondBandRate(user, '13,5');
    const dialog = await screen.findByRole('dialog', { name: 'A módosítás áttekintése' });
    const changes = within(dialog).getByRole('list', { name: 'Módosított értékek: régi és új érték' });
    expect(within(changes).getAllByRole('listitem')).toHaveLength(1);
    expect(plain(changes)).toContain('2. kamatsáv');
    expect(plain(changes)).toContain('14,9 %');
    expect(plain(changes)).toContain('13,5 %');
    await user.click(within(dialog).getByRole('button', { name: 'Mentés' }));

    await waitFor(() => expect(api.callsTo(PUT_PRODUCT)).toHaveLength(1));
    expect(api.callsTo(PUT_PRODUCT)[0]?.body).toMatchObject({
      version: 3,
      rateBands: [{ annualRatePercent: 16.9 }, { minAmount: 1_000_000, annualRatePercent: 13.5 }],
    });
    expect(api.callsTo(PUT_PRODUCT)[0]?.headers.get('Authorization')).toBe(`Bearer ${staffToken}`);
    expect(
      await screen.findByText('A(z) Rugalmas személyi kölcsön módosítását elmentettük (4. verzió).'),
    ).toBeInTheDocument();
  });

  it("shows the server's refusal on the band's field and keeps what was entered", async () => {
    const user = userEvent.setup();
    mockApi({
      [PRODUCTS]: json({ items: [product()] }),
      [PUT_PRODUCT]: json(
        {
          code: 'UNPROCESSABLE',
          message: 'A THM túl magas.',
          messageKey: 'errors.staffConfig.thmCapExceeded',
          messageValues: { thm: '38,2', cap: '30,25' },
          fieldErrors: { 'rateBands.1.annualRatePercent': 'staffConfig.errors.thmCapExceeded' },
        },
        422,
      ),
    });
    render(<ConfigProductsPage />, '/staff/config/products');
    const { card } = await editSecondBandRate(user, '35');
    await user.click(within(await screen.findByRole('dialog')).getByText('Mentés'));

    const alert = await within(card).findByRole('alert');
    expect(plain(alert)).toContain('38,2 %');
    expect(plain(alert)).toContain('30,25 %');
    const input = within(card).getAllByLabelText('Éves ügyleti kamat')[1];
    expect(input).toHaveValue('35 %');
    expect(input).toHaveAccessibleDescription(
      'Ezzel a kamattal a THM meghaladná a mai törvényes felső határt. Adjon meg alacsonyabb kamatot.',
    );
  });

  it('after a conflict offers the fresh figures and starts again from the new version', async () => {
    const user = userEvent.setup();
    let reads = 0;
    mockApi({
      [PRODUCTS]: () => {
        reads += 1;
        return json({ items: [reads === 1 ? product() : product({ version: 5, name: 'Rugalmas kölcsön' })] });
      },
      [PUT_PRODUCT]: json(
        {
          code: 'CONFLICT',
          message: 'Közben módosult.',
          messageKey: 'errors.staffConfig.staleVersion',
          fieldErrors: { version: 'staffConfig.errors.staleVersion' },
        },
        409,
      ),
    });
    render(<ConfigProductsPage />, '/staff/config/products');
    const { card } = await editSecondBandRate(user, '13');
    await user.click(within(await screen.findByRole('dialog')).getByText('Mentés'));
    const alert = await within(card).findByRole('alert');
    expect(plain(alert)).toContain('valaki más módosította');
    await user.click(within(alert).getByRole('button', { name: 'Friss adatok betöltése' }));
    await waitFor(() => expect(screen.getByLabelText(/Termék neve/)).toHaveValue('Rugalmas kölcsön'));
  });

  it('enters a new base rate for a day ahead, confirmed first', async () => {
    const user = userEvent.setup();
    const figures: ConfigRegulatoryFigures = {
      today: '2026-11-27',
      figures: [
        {
          identifier: 'thm_cap_margin_points',
          value: 24,
          unit: 'százalékpont',
          legalSource: '2009. évi CLXII. törvény 17/A. § (1)',
          validFrom: null,
          description: 'THM-plafon: az alapkamat feletti többlet',
          source: 'seed',
          updatedAt: '2026-11-01T10:00:00.000Z',
        },
      ],
      baseRates: [
        {
          effectiveFrom: '2026-02-25',
          ratePercent: 6.25,
          legalSource: 'MNB',
          source: 'seed',
          inForce: true,
          isFuture: false,
        },
      ],
      thmCaps: { personalLoan: 30.25, pointOfSale: 45.25, referenceDate: '2025-12-01', baseRatePercent: 6.5 },
      changes: [],
    };
    const api = mockApi({
      [FIGURES]: json(figures),
      [PUT_BASE_RATE]: json({
        effectiveFrom: '2026-12-18',
        ratePercent: 6,
        legalSource: 'MNB közlemény',
        source: 'staff',
        inForce: false,
        isFuture: true,
      }),
    });
    render(<ConfigFiguresPage />, '/staff/config/regulatory-figures');

    const timeline = await screen.findByRole('list', {
      name: 'Az alapkamat változásai, a legújabbal kezdve',
    });
    expect(plain(timeline)).toContain('6,25 %');
    expect(within(timeline).getByText('Hatályos')).toBeInTheDocument();
    expect(screen.getByText('2009. évi CLXII. törvény 17/A. § (1)')).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Új alapkamat' });
    await user.type(within(form).getByLabelText(/Hatályos ettől a naptól/), '2026-12-18');
    await user.type(within(form).getByLabelText(/^Alapkamat/), '6');
    await user.type(within(form).getByLabelText(/^Jogforrás/), 'MNB közlemény');
    await user.click(within(form).getByRole('button', { name: 'Új alapkamat áttekintése' }));
    const dialog = await screen.findByRole('dialog', { name: 'A módosítás áttekintése' });
    expect(plain(dialog)).toContain('6 % (MNB közlemény)');
    await user.click(within(dialog).getByRole('button', { name: 'Mentés' }));

    await waitFor(() => expect(api.callsTo(PUT_BASE_RATE)).toHaveLength(1));
    expect(api.callsTo(PUT_BASE_RATE)[0]?.body).toEqual({
      effectiveFrom: '2026-12-18',
      ratePercent: 6,
      legalSource: 'MNB közlemény',
    });
    expect(await screen.findByRole('status')).toHaveTextContent('A maga napján magától lép hatályba.');
  });
});
