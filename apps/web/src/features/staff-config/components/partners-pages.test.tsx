import type { ConfigDealer, ConfigMerchant } from '@hitelkapu/domain/contracts/staff-config-partners';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { internalStaffConfigTokensHu } from '../../../../../server/src/seed/translations-hu-staff-config.ts';
import { internalStaffConfigPartnersTokensHu } from '../../../../../server/src/seed/translations-hu-staff-config-partners.ts';
import { json, makeToken, mockApi } from '../../../testing/api-mock.ts';
import { renderWithProviders, testI18n } from '../../../testing/render.tsx';
import { staffApi } from '../../staff/api/staff-client.ts';
import { useStaffSessionStore } from '../../staff/staff-session-store.ts';
import { StaffConfigProvider } from '../config-deps.tsx';
import { ConfigDealersPage } from './dealers-page.tsx';
import { ConfigMerchantsPage } from './merchants-page.tsx';

const DEALER_ID = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';
const MERCHANT_ID = '5e0d7a4c-3b2f-4c1e-9a8d-7f6b5c4d3e02';
const DEALERS = 'GET /staff/config/dealers';
const PUT_DEALER = `PUT /staff/config/dealers/${DEALER_ID}`;
const MERCHANTS = 'GET /staff/config/merchants';
const PUT_MERCHANT = `PUT /staff/config/merchants/${MERCHANT_ID}`;

const staffToken = makeToken({ sub: 'staff-9', roles: ['CONFIGURATOR'], name: 'Tóth Gábor' });

const dealer = (overrides: Partial<ConfigDealer> = {}): ConfigDealer => ({
  id: DEALER_ID,
  name: 'Dunakanyar Autóház Kft.',
  primaryColor: '#1a4b8c',
  secondaryColor: '#0b2545',
  buttonTextColor: '#ffffff',
  borderRadius: 8,
  buttonRadius: 12,
  bigLogo: null,
  compactLogo: null,
  heroImage: null,
  version: 2,
  updatedAt: '2026-11-27T10:00:00.000Z',
  ...overrides,
});

const merchant = (overrides: Partial<ConfigMerchant> = {}): ConfigMerchant => ({
  id: MERCHANT_ID,
  name: 'Mecsekalja Bútorház',
  tagline: 'Kanapék és étkezőgarnitúrák.',
  description: 'Bútorok Pécsen.',
  howToBuy: 'Kérje az eladótól az áruhitelt.',
  categoryIds: ['otthon-butor'],
  websiteUrl: 'https://www.mecsekalja.pelda.hu',
  city: 'Pécs',
  address: '7621 Pécs, Király utca 5.',
  phone: null,
  email: null,
  listed: true,
  version: 4,
  ...overrides,
});
const categories = [
  { id: 'otthon-butor', name: 'Otthon és bútor' },
  { id: 'kert-barkacs', name: 'Kert és barkács' },
];

const plain = (element: HTMLElement) => element.textContent?.replace(/[\u00a0\u202f]/g, ' ') ?? '';

const render = (ui: React.ReactElement, path: string) =>
  renderWithProviders(<StaffConfigProvider deps={{ api: staffApi, nav: null }}>{ui}</StaffConfigProvider>, {
    path,
    route: path,
  });

async function openDealer(user: ReturnType<typeof userEvent.setup>) {
  const card = await screen.findByRole('article', { name: 'Dunakanyar Autóház Kft.' });
  await user.click(within(card).getByRole('button', { name: 'Dunakanyar Autóház Kft. módosítása' }));
  return card;
}

/** A typed value at once: the form reacts to the change as to keystrokes. */
function enter(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
  return input;
}

describe('the configuration editor: dealers and shops', () => {
  beforeAll(() => {
    testI18n.addResources('hu', 'translation', internalStaffConfigTokensHu);
    testI18n.addResources('hu', 'translation', internalStaffConfigPartnersTokensHu);
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

  it('shows the button contrast live and saves a new colour after showing it before and after', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [DEALERS]: json({ items: [dealer()] }),
      [PUT_DEALER]: (call) => json(dealer({ ...(call.body as Partial<ConfigDealer>), version: 3 })),
    });
    render(<ConfigDealersPage />, '/staff/config/dealers');
    const card = await openDealer(user);

    const ratio = () => plain(within(card).getByTestId(`dealer-${DEALER_ID}-button-contrast-ratio`));
    expect(ratio()).toBe('8,64:1');
    enter(within(card).getByLabelText('Fő szín'), '#77aadd');
    expect(ratio()).toBe('2,44:1');
    expect(plain(within(card).getByText(/Gombszöveg a fő színen/).parentElement as HTMLElement)).toContain(
      'Túl alacsony',
    );
    enter(within(card).getByLabelText('Fő szín'), '#0b5d3b');
    expect(ratio()).toBe('7,94:1');
    expect(within(card).getByTestId('dealer-preview')).toHaveTextContent('Dunakanyar Autóház Kft.');

    await user.click(within(card).getByRole('button', { name: 'Módosítás áttekintése' }));
    const dialog = await screen.findByRole('dialog', { name: 'A módosítás áttekintése' });
    const changes = within(dialog).getByRole('list', { name: 'Módosított értékek: régi és új érték' });
    expect(within(changes).getAllByRole('listitem')).toHaveLength(1);
    expect(plain(changes)).toContain('#1a4b8c');
    expect(plain(changes)).toContain('#0b5d3b');
    await user.click(within(dialog).getByRole('button', { name: 'Mentés' }));

    await waitFor(() => expect(api.callsTo(PUT_DEALER)).toHaveLength(1));
    expect(api.callsTo(PUT_DEALER)[0]?.body).toMatchObject({
      version: 2,
      primaryColor: '#0b5d3b',
      borderRadius: 8,
    });
    expect(await screen.findByText('Dunakanyar Autóház Kft. mentve (3. verzió).')).toBeInTheDocument();
  });

  it("puts the server's contrast refusal on the field with its ratio and keeps the colours entered", async () => {
    const user = userEvent.setup();
    mockApi({
      [DEALERS]: json({ items: [dealer()] }),
      [PUT_DEALER]: json(
        {
          code: 'UNPROCESSABLE',
          message: 'A gomb szövegének kontrasztja a fő színen 2,44:1, legalább 4,50:1 kell (WCAG AA).',
          messageKey: 'errors.staffConfig.contrastTooLow',
          messageValues: { ratio: '2,44', minimum: '4,50' },
          fieldErrors: { buttonTextColor: 'errors.staffConfig.contrastTooLowField' },
        },
        422,
      ),
    });
    render(<ConfigDealersPage />, '/staff/config/dealers');
    const card = await openDealer(user);
    enter(within(card).getByLabelText('Fő szín'), '#77aadd');
    await user.click(within(card).getByRole('button', { name: 'Módosítás áttekintése' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mentés' }));

    const alert = await within(card).findByRole('alert');
    expect(plain(alert)).toContain('2,44:1');
    expect(plain(alert)).toContain('4,50:1');
    expect(within(card).getByLabelText('Fő szín')).toHaveValue('#77aadd');
    expect(within(card).getByLabelText('Gombszöveg színe')).toHaveAccessibleDescription(
      expect.stringContaining('A kontraszt túl alacsony: legalább 4,5:1 kell.'),
    );
  });

  it('after a stale save keeps what was entered and offers the fresh version', async () => {
    const user = userEvent.setup();
    let reads = 0;
    mockApi({
      [DEALERS]: () => {
        reads += 1;
        return json({
          items: [reads === 1 ? dealer() : dealer({ version: 5, name: 'Dunakanyar Autó Zrt.' })],
        });
      },
      [PUT_DEALER]: json(
        {
          code: 'CONFLICT',
          message: 'Ezt a kereskedőt közben valaki más módosította.',
          messageKey: 'errors.staffConfig.dealerStale',
          fieldErrors: { version: 'errors.staffConfig.dealerStale' },
        },
        409,
      ),
    });
    render(<ConfigDealersPage />, '/staff/config/dealers');
    const card = await openDealer(user);
    enter(within(card).getByLabelText('Fejléc színe'), '#222222');
    await user.click(within(card).getByRole('button', { name: 'Módosítás áttekintése' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mentés' }));
    const alert = await within(card).findByRole('alert');
    expect(plain(alert)).toContain('valaki más módosította');
    expect(within(card).getByLabelText('Fejléc színe')).toHaveValue('#222222');
    await user.click(within(alert).getByRole('button', { name: 'Friss adatok betöltése' }));
    await waitFor(() =>
      expect(within(card).getByLabelText(/A kereskedő neve/)).toHaveValue('Dunakanyar Autó Zrt.'),
    );
    expect(within(card).getByLabelText('Fejléc színe')).toHaveValue('#0b2545');
  });

  it('edits a shop listing, takes it off /stores, and shows before and after first', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [MERCHANTS]: json({ items: [merchant()], categories }),
      [PUT_MERCHANT]: (call) => json(merchant({ ...(call.body as Partial<ConfigMerchant>), version: 5 })),
    });
    render(<ConfigMerchantsPage />, '/staff/config/merchants');
    const card = await screen.findByRole('article', { name: 'Mecsekalja Bútorház' });
    expect(plain(card)).toContain('Otthon és bútor');
    await user.click(within(card).getByRole('button', { name: 'Mecsekalja Bútorház módosítása' }));
    enter(within(card).getByLabelText(/Rövid leírás/), 'Kanapék, ágyak és konyhabútorok.');
    await user.click(within(card).getByLabelText('Kert és barkács'));
    await user.click(within(card).getByRole('switch', { name: /Megjelenik a partnerüzletek listájában/ }));
    await user.click(within(card).getByRole('button', { name: 'Módosítás áttekintése' }));

    const dialog = await screen.findByRole('dialog', { name: 'A módosítás áttekintése' });
    const changes = within(dialog).getByRole('list');
    expect(within(changes).getAllByRole('listitem')).toHaveLength(3);
    expect(plain(changes)).toContain('Otthon és bútor, Kert és barkács');
    expect(plain(changes)).toMatch(/Listázva\s*→\s*új érték:\s*Nem listázva/);
    await user.click(within(dialog).getByRole('button', { name: 'Mentés' }));

    await waitFor(() => expect(api.callsTo(PUT_MERCHANT)).toHaveLength(1));
    expect(api.callsTo(PUT_MERCHANT)[0]?.body).toMatchObject({
      version: 4,
      tagline: 'Kanapék, ágyak és konyhabútorok.',
      categoryIds: ['otthon-butor', 'kert-barkacs'],
      listed: false,
      phone: null,
    });
    expect(await screen.findByText('Mecsekalja Bútorház mentve (5. verzió).')).toBeInTheDocument();
  });

  it('puts a taken name and an http address on their fields and keeps every value entered', async () => {
    const user = userEvent.setup();
    mockApi({
      [MERCHANTS]: json({ items: [merchant()], categories }),
      [PUT_MERCHANT]: json(
        {
          code: 'VALIDATION_FAILED',
          message: 'A megadott adatok hibásak.',
          messageKey: 'errors.VALIDATION_FAILED',
          fieldErrors: {
            websiteUrl: 'errors.staffConfig.merchantWebsite',
            name: 'errors.staffConfig.merchantNameTaken',
          },
        },
        400,
      ),
    });
    render(<ConfigMerchantsPage />, '/staff/config/merchants');
    const card = await screen.findByRole('article', { name: 'Mecsekalja Bútorház' });
    await user.click(within(card).getByRole('button', { name: 'Mecsekalja Bútorház módosítása' }));
    const name = enter(within(card).getByLabelText(/Az üzlet neve/), 'Tiszapart Műszaki');
    const website = enter(within(card).getByLabelText(/Webcím/), 'http://mecsekalja.pelda.hu');
    await user.click(within(card).getByRole('button', { name: 'Módosítás áttekintése' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mentés' }));

    await within(card).findByRole('alert');
    expect(name).toHaveValue('Tiszapart Műszaki');
    expect(website).toHaveValue('http://mecsekalja.pelda.hu');
    expect(name).toHaveAccessibleDescription(expect.stringContaining('Ilyen nevű üzlet már van.'));
    expect(website).toHaveAccessibleDescription(expect.stringContaining('https://-sel kell kezdődnie'));
  });
});
