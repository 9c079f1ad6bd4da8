import type { ConsentState } from '@hitelkapu/domain/contracts/consents';
import type { ErasurePreview } from '@hitelkapu/domain/contracts/data-rights';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../lib/session-store.ts';
import { json, makeToken, mockApi } from '../../../testing/api-mock.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { ConsentsSection } from './consents-section.tsx';
import { DataRightsSection } from './data-rights-section.tsx';
import { UnsubscribePage } from './unsubscribe-page.tsx';

const notify = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/notify.ts', () => ({ notify }));

const statement = (id: number, identifier: string, title: string) => ({
  id,
  identifier,
  version: 2,
  title,
  summary: `${title}: röviden`,
  body: `${title}: a teljes szöveg.`,
});

const marketing = (granted: boolean | null): ConsentState => ({
  purpose: 'MARKETING',
  statement: statement(7, 'marketing_consent', 'Hozzájárulás ajánlatok küldéséhez'),
  granted,
  decidedAt: granted === null ? null : '2026-11-22T09:30:00Z',
  history:
    granted === null
      ? []
      : [
          {
            purpose: 'MARKETING',
            granted,
            statementId: 7,
            statementVersion: 2,
            channel: 'REGISTRATION',
            occurredAt: '2026-11-22T09:30:00Z',
          },
        ],
});

const khr = (granted: boolean | null): ConsentState => ({
  ...marketing(granted),
  purpose: 'KHR_POSITIVE_LIST',
  statement: statement(9, 'application_khr_positive_list', 'Hozzájárulás a KHR pozitív adataim átadásához'),
  history: [],
});

const preview = (overrides: Partial<ErasurePreview> = {}): ErasurePreview => ({
  canErase: true,
  blockers: [],
  kept: [
    { category: 'IDENTIFICATION', until: '2034-11-25' },
    { category: 'SIGNED_CONTRACTS', until: '2034-11-25' },
    { category: 'STATEMENT_LOG', until: '2034-11-25' },
  ],
  needsCode: false,
  ...overrides,
});

describe('consents in the profile (GDPR art. 7(3): withdrawing is as easy as giving)', () => {
  beforeEach(() => useSessionStore.getState().setToken(makeToken()));
  afterEach(() => {
    vi.unstubAllGlobals();
    notify.mockReset();
    useSessionStore.getState().clear();
  });

  it('withdraws the marketing consent with one switch, names the version shown, and confirms with a toast', async () => {
    const api = mockApi({
      'GET /profile/consents': json([marketing(true), khr(null)]),
      'PUT /profile/consents/MARKETING': json({ ...marketing(false), decidedAt: '2026-11-25T10:00:00Z' }),
    });
    renderWithProviders(<ConsentsSection />);
    const section = await screen.findByRole('region', { name: 'Hozzájárulások' });
    const toggle = await within(section).findByRole('switch', { name: /Ajánlatok e-mailben és SMS-ben/ });
    expect(toggle).toBeChecked();
    expect(within(section).getByText('Megadva: 2026.11.22. 10:30 (2. verzió)')).toBeInTheDocument();

    await userEvent.setup().click(toggle);
    await waitFor(() =>
      expect(api.callsTo('PUT /profile/consents/MARKETING')[0]?.body).toEqual({
        granted: false,
        statementId: 7,
        version: 2,
      }),
    );
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'Visszavonta hozzájárulását. Több ajánlatot nem küldünk.',
        'success',
      ),
    );
    expect(await within(section).findByRole('switch', { name: /Ajánlatok/ })).not.toBeChecked();
  });

  it('asks the KHR positive-list consent as a yes/no with nothing chosen, and records a "no"', async () => {
    const api = mockApi({
      'GET /profile/consents': json([marketing(false), khr(null)]),
      'PUT /profile/consents/KHR_POSITIVE_LIST': json(khr(false)),
    });
    renderWithProviders(<ConsentsSection />);
    const group = await screen.findByRole('radiogroup', {
      name: /Pozitív KHR-adataim átadása más hitelezőknek/,
    });
    const yes = within(group).getByRole('radio', { name: 'Igen, hozzájárulok' });
    const no = within(group).getByRole('radio', { name: 'Nem járulok hozzá' });
    expect(yes).not.toBeChecked();
    expect(no).not.toBeChecked();
    expect(screen.getByText('Még nem nyilatkozott.')).toBeInTheDocument();

    await userEvent.setup().click(no);
    await waitFor(() =>
      expect(api.callsTo('PUT /profile/consents/KHR_POSITIVE_LIST')[0]?.body).toEqual({
        granted: false,
        statementId: 9,
        version: 2,
      }),
    );
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'Rögzítettük: nem járul hozzá, hogy más hitelezők lássák pozitív KHR-adatait.',
        'success',
      ),
    );
  });

  it("shows the server's Hungarian answer when a change is refused", async () => {
    mockApi({
      'GET /profile/consents': json([marketing(false), khr(null)]),
      'PUT /profile/consents/MARKETING': json(
        { code: 'CONFLICT', message: 'A hozzájárulás szövege időközben megváltozott.' },
        409,
      ),
    });
    renderWithProviders(<ConsentsSection />);
    await userEvent.setup().click(await screen.findByRole('switch', { name: /Ajánlatok/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A hozzájárulás szövege időközben megváltozott.',
    );
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('data rights in the profile (GDPR art. 15, 17, 20)', () => {
  beforeEach(() => useSessionStore.getState().setToken(makeToken()));
  afterEach(() => {
    vi.unstubAllGlobals();
    notify.mockReset();
    useSessionStore.getState().clear();
  });

  it('downloads the archive under the name the server gives it', async () => {
    const createObjectURL = vi.fn(() => 'blob:adataim');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const api = mockApi({
      'POST /profile/data-export': () =>
        new Response('PK', {
          status: 200,
          headers: {
            'Content-Type': 'application/zip',
            'Content-Disposition': 'attachment; filename="hitelkapu-adataim-2026-11-25.zip"',
          },
        }),
    });
    renderWithProviders(<DataRightsSection />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Adataim letöltése' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(api.callsTo('POST /profile/data-export')).toHaveLength(1);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('hitelkapu-adataim-2026-11-25.zip');
    expect(notify).toHaveBeenCalledWith(
      'Elkészült az adatait tartalmazó fájl, a letöltés elindult.',
      'success',
    );
    click.mockRestore();
  });

  it('says before erasing what is kept, why and until when, then erases with the password and logs out', async () => {
    const api = mockApi({
      'GET /profile/erasure': json(preview()),
      'POST /profile/erasure': json({ erasedAt: '2026-11-25T10:00:00Z', kept: preview().kept }),
    });
    renderWithProviders(<DataRightsSection />, { path: '/user/profile', route: '/user/profile' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Fiók törlése' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fiók végleges törlése' });
    expect(
      await within(dialog).findByText('Személyazonosításának adatai és bizonyítékai'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/2017\. évi LIII\. törvény 56–57\. §/)).toBeInTheDocument();
    expect(within(dialog).getAllByText(/Ennek a napnak a végéig őrizzük: 2034\. november 25\./)).toHaveLength(
      3,
    );
    expect(within(dialog).getByText('Az aláírt szerződések és dokumentumok')).toBeInTheDocument();
    expect(within(dialog).queryByText('A megkötött szerződésekről hozott döntések és indokaik')).toBeNull();

    // Without the password nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Fiók végleges törlése' }));
    expect(api.callsTo('POST /profile/erasure')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/^Jelszó\W*$/), 'Tavaszi-szel-2026');
    await user.click(within(dialog).getByRole('button', { name: 'Fiók végleges törlése' }));
    await waitFor(() =>
      expect(api.callsTo('POST /profile/erasure')[0]?.body).toEqual({ password: 'Tavaszi-szel-2026' }),
    );
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    expect(useSessionStore.getState().token).toBeNull();
    expect(notify).toHaveBeenCalledWith(
      'Fiókját töröltük. Köszönjük, hogy a Hitelkaput választotta.',
      'success',
    );
  });

  it('explains in Hungarian why the account cannot be erased now, and asks for no password', async () => {
    mockApi({
      'GET /profile/erasure': json(preview({ canErase: false, blockers: ['CONTRACT_IN_FORCE'], kept: [] })),
    });
    renderWithProviders(<DataRightsSection />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Fiók törlése' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fiók végleges törlése' });
    expect(await within(dialog).findByText('Fiókját most nem törölhetjük')).toBeInTheDocument();
    expect(within(dialog).getByText(/Hatályos hitelszerződése van/)).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/^Jelszó\W*$/)).toBeNull();
  });

  it('shows a wrong password at the field and stays', async () => {
    mockApi({
      'GET /profile/erasure': json(preview()),
      'POST /profile/erasure': json(
        {
          code: 'VALIDATION_FAILED',
          message: 'A jelszó nem megfelelő.',
          fieldErrors: { password: 'validation.currentPassword' },
        },
        400,
      ),
    });
    renderWithProviders(<DataRightsSection />, { path: '/user/profile', route: '/user/profile' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Fiók törlése' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fiók végleges törlése' });
    await user.type(await within(dialog).findByLabelText(/^Jelszó\W*$/), 'rossz-jelszo');
    await user.click(within(dialog).getByRole('button', { name: 'Fiók végleges törlése' }));
    expect(await within(dialog).findByText('A jelenlegi jelszó nem megfelelő.')).toBeInTheDocument();
    expect(screen.queryByText('elsewhere')).toBeNull();
  });
});

describe('the unsubscribe page of a marketing email (no login; opening it changes nothing)', () => {
  afterEach(() => vi.unstubAllGlobals());
  const TOKEN = 'A'.repeat(46);
  const renderPage = (route = `/unsubscribe?token=${TOKEN}`) =>
    renderWithProviders(<UnsubscribePage />, { path: '/unsubscribe', route });

  it('shows whose address, withdraws only on the button, and says it is done', async () => {
    const api = mockApi({
      'GET /consent/marketing/unsubscribe': json({ maskedEmail: 'k***@example.hu', isSubscribed: true }),
      'POST /consent/marketing/unsubscribe': json({ maskedEmail: 'k***@example.hu', isSubscribed: false }),
    });
    renderPage();
    expect(await screen.findByText('E-mail cím: k***@example.hu')).toBeInTheDocument();
    expect(api.callsTo('POST /consent/marketing/unsubscribe')).toHaveLength(0);
    expect(api.calls[0]?.headers.get('Authorization')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Leiratkozom' }));
    expect(await screen.findByText('Leiratkozott. Több ajánlatot nem küldünk Önnek.')).toBeInTheDocument();
    expect(api.callsTo('POST /consent/marketing/unsubscribe')).toHaveLength(1);
  });

  it('says so when the address gets no offers any more', async () => {
    mockApi({ 'GET /consent/marketing/unsubscribe': json({ maskedEmail: null, isSubscribed: false }) });
    renderPage();
    expect(
      await screen.findByText('Erre a címre már nem küldünk ajánlatot. Nincs további teendője.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leiratkozom' })).toBeNull();
  });

  it("explains a broken link with the server's words, and a link without its token", async () => {
    mockApi({
      'GET /consent/marketing/unsubscribe': json(
        { code: 'NOT_FOUND', message: 'Ez a leiratkozási link nem érvényes.' },
        404,
      ),
    });
    renderPage();
    expect(await screen.findByText('Ez a leiratkozási link nem érvényes.')).toBeInTheDocument();
  });

  it('explains a link cut short', async () => {
    mockApi({});
    renderPage('/unsubscribe');
    expect(await screen.findByText(/A linkből hiányzik az azonosító/)).toBeInTheDocument();
  });
});
