import type {
  ConfigOnboardingPage,
  ConfigStatement,
  ConfigTranslation,
} from '@hitelkapu/domain/contracts/staff-config-texts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { internalStaffConfigTokensHu } from '../../../../../server/src/seed/translations-hu-staff-config.ts';
import { internalStaffConfigTextsTokensHu } from '../../../../../server/src/seed/translations-hu-staff-config-texts.ts';
import { json, makeToken, mockApi } from '../../../testing/api-mock.ts';
import { renderWithProviders, testI18n } from '../../../testing/render.tsx';
import { staffApi } from '../../staff/api/staff-client.ts';
import { useStaffSessionStore } from '../../staff/staff-session-store.ts';
import { StaffConfigProvider } from '../config-deps.tsx';
import { StaffConfigTextsProvider } from '../texts-deps.tsx';
import { ConfigOnboardingPagesPage } from './onboarding-pages-page.tsx';
import { ConfigStatementsPage } from './statements-page.tsx';
import { ConfigTranslationsPage } from './translations-page.tsx';

const TOKENS = 'GET /staff/config/translations';
const PUT_TOKEN = 'PUT /staff/config/translations/auth.code.validUntil';
const STATEMENTS = 'GET /staff/config/statements';
const PUBLISH = 'POST /staff/config/statements/terms_of_service/versions';
const PAGES = 'GET /staff/config/onboarding-pages';
const PUT_PAGE = 'PUT /staff/config/onboarding-pages/11';
const ORDER = 'PUT /staff/config/onboarding-order';

const staffToken = makeToken({ sub: 'staff-9', roles: ['CONFIGURATOR'], name: 'Tóth Gábor' });

const token = (overrides: Partial<ConfigTranslation> = {}): ConfigTranslation => ({
  key: 'auth.code.validUntil',
  scope: 'public',
  value: 'A kód {{time}}-ig érvényes.',
  shippedValue: 'A kód {{time}}-ig érvényes.',
  source: 'seed',
  version: 1,
  updatedAt: '2026-11-27T10:00:00.000Z',
  ...overrides,
});

const version = (number: number, overrides: Partial<ConfigStatement['current']> = {}) => ({
  id: 100 + number,
  version: number,
  title: 'Általános Szerződési Feltételek',
  summary: 'Elfogadom az ÁSZF-et.',
  body: 'Az ÁSZF teljes szövege.',
  isRequired: true,
  isActive: true,
  createdAt: '2026-10-01T10:00:00.000Z',
  acceptances: 12,
  ...overrides,
});

const statement = (current = version(2)): ConfigStatement => ({
  identifier: 'terms_of_service',
  kind: 'REGISTRATION',
  current,
  history: [current, version(1, { acceptances: 40 })],
});

const page = (id: number, order: number, title: string): ConfigOnboardingPage => ({
  id,
  type: 'CREDIT',
  order,
  title,
  body: `${title} szövege.`,
  illustration: 'calculator',
  source: 'seed',
  version: 1,
  updatedAt: '2026-11-27T10:00:00.000Z',
});

const plain = (element: HTMLElement) => element.textContent?.replace(/[\u00a0\u202f]/g, ' ') ?? '';

const render = (ui: React.ReactElement, path: string) =>
  renderWithProviders(
    <StaffConfigProvider deps={{ api: staffApi, nav: null }}>
      <StaffConfigTextsProvider
        deps={{
          onboardingPreview: ({ page: shown }) => (
            <div data-testid="preview">
              {shown.title} / {shown.illustration}
            </div>
          ),
        }}
      >
        {ui}
      </StaffConfigTextsProvider>
    </StaffConfigProvider>,
    { path, route: path },
  );

describe('the texts editor', () => {
  beforeAll(() => {
    testI18n.addResources('hu', 'translation', {
      ...internalStaffConfigTokensHu,
      ...internalStaffConfigTextsTokensHu,
    });
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

  const editToken = async (user: ReturnType<typeof userEvent.setup>, text: string) => {
    const card = await screen.findByRole('article', { name: 'auth.code.validUntil' });
    await user.click(within(card).getByRole('button', { name: 'auth.code.validUntil szerkesztése' }));
    const field = within(card).getByRole('textbox', { name: /Szöveg/ });
    await user.clear(field);
    await user.click(field);
    await user.paste(text);
    await user.click(within(card).getByRole('button', { name: 'Módosítás áttekintése' }));
    return { card, field };
  };

  it('searches the wording, shows before and after, and saves on the version read', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [TOKENS]: json({ items: [token()], total: 1 }),
      [PUT_TOKEN]: json(token({ value: 'A kód {{time}} óráig él.', source: 'staff', version: 2 })),
    });
    render(<ConfigTranslationsPage />, '/staff/config/translations');
    await user.type(screen.getByRole('searchbox', { name: 'Keresés kulcsra vagy szövegre' }), 'kód');
    await waitFor(() => expect(api.callsTo(TOKENS).some((call) => call.query.get('q') === 'kód')).toBe(true));

    await editToken(user, 'A kód {{time}} óráig él.');
    const dialog = await screen.findByRole('dialog', { name: 'A módosítás áttekintése' });
    expect(plain(dialog)).toContain('A kód {{time}}-ig érvényes.');
    expect(plain(dialog)).toContain('A kód {{time}} óráig él.');
    await user.click(within(dialog).getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(api.callsTo(PUT_TOKEN)).toHaveLength(1));
    expect(api.callsTo(PUT_TOKEN)[0]?.body).toEqual({ version: 1, value: 'A kód {{time}} óráig él.' });
    expect(
      await screen.findByText('A(z) auth.code.validUntil szöveget elmentettük (2. verzió).'),
    ).toBeInTheDocument();
  });

  it('puts a placeholder refusal on the field, naming the placeholder, and keeps the entered text', async () => {
    const user = userEvent.setup();
    mockApi({
      [TOKENS]: json({ items: [token()], total: 1 }),
      [PUT_TOKEN]: json(
        {
          code: 'UNPROCESSABLE',
          message: 'Helyőrzők.',
          messageKey: 'errors.staffConfig.placeholderMismatch',
          messageValues: { missing: '{{time}}', extra: '–' },
          fieldErrors: { value: 'staffConfig.errors.placeholders' },
        },
        422,
      ),
    });
    render(<ConfigTranslationsPage />, '/staff/config/translations');
    const { card, field } = await editToken(user, 'A kód hamarosan lejár.');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mentés' }));
    await within(card).findByRole('alert');
    expect(field).toHaveValue('A kód hamarosan lejár.');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Hiányzik: {{time}}'));
  });

  it('after a conflict keeps the entered text and offers the fresh version', async () => {
    const user = userEvent.setup();
    let reads = 0;
    const api = mockApi({
      [TOKENS]: () => {
        reads += 1;
        return json({
          items: [reads < 3 ? token() : token({ version: 4, value: 'A kód {{time}}-ig jó.' })],
          total: 1,
        });
      },
      [PUT_TOKEN]: json(
        {
          code: 'CONFLICT',
          message: 'Közben módosult.',
          messageKey: 'errors.staffConfig.staleText',
          fieldErrors: { version: 'staffConfig.errors.staleText' },
        },
        409,
      ),
    });
    render(<ConfigTranslationsPage />, '/staff/config/translations');
    const { card, field } = await editToken(user, 'A kód {{time}} óráig él.');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mentés' }));
    const alert = await within(card).findByRole('alert');
    expect(plain(alert)).toContain('valaki más módosította');
    expect(field).toHaveValue('A kód {{time}} óráig él.');
    await user.click(within(alert).getByRole('button', { name: 'Friss változat betöltése' }));
    await waitFor(() => expect(within(card).queryByRole('alert')).not.toBeInTheDocument());
    await user.click(within(card).getByRole('button', { name: 'Módosítás áttekintése' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(api.callsTo(PUT_TOKEN)).toHaveLength(2));
    expect(api.callsTo(PUT_TOKEN)[1]?.body).toMatchObject({ version: 4 });
  });

  it('publishes new statement wording as the next version, warning that it must be accepted again', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [STATEMENTS]: json({ items: [statement()] }),
      [PUBLISH]: json(statement(version(3, { summary: 'Elfogadom az új ÁSZF-et.', acceptances: 0 }))),
    });
    render(<ConfigStatementsPage />, '/staff/config/statements');
    const card = await screen.findByRole('article', { name: 'Általános Szerződési Feltételek' });
    expect(plain(card)).toContain('2. verzió');
    expect(plain(card)).toContain('Korábbi változatok (1)');
    await user.click(
      within(card).getByRole('button', { name: 'Általános Szerződési Feltételek: új változat' }),
    );
    const summary = within(card).getByRole('textbox', { name: /Rövid összefoglaló/ });
    await user.clear(summary);
    await user.click(summary);
    await user.paste('Elfogadom az új ÁSZF-et.');
    await user.click(within(card).getByRole('button', { name: 'Új változat áttekintése' }));
    const dialog = await screen.findByRole('dialog');
    expect(plain(dialog)).toContain('3. változataként');
    expect(plain(dialog)).toContain('az újat is el kell fogadnia');
    await user.click(within(dialog).getByRole('button', { name: 'Új változat kiadása' }));
    await waitFor(() => expect(api.callsTo(PUBLISH)).toHaveLength(1));
    expect(api.callsTo(PUBLISH)[0]?.body).toMatchObject({ version: 2, summary: 'Elfogadom az új ÁSZF-et.' });
    expect(
      await screen.findByText('A(z) Általános Szerződési Feltételek 3. változatát kiadtuk.'),
    ).toBeInTheDocument();
  });

  it('keeps the entered statement wording on a refusal, with the error on its field', async () => {
    const user = userEvent.setup();
    mockApi({
      [STATEMENTS]: json({ items: [statement()] }),
      [PUBLISH]: json(
        {
          code: 'VALIDATION_FAILED',
          message: 'Hibás.',
          messageKey: 'errors.VALIDATION_FAILED',
          fieldErrors: { title: 'staffConfig.errors.markup' },
        },
        400,
      ),
    });
    render(<ConfigStatementsPage />, '/staff/config/statements');
    const card = await screen.findByRole('article', { name: 'Általános Szerződési Feltételek' });
    await user.click(
      within(card).getByRole('button', { name: 'Általános Szerződési Feltételek: új változat' }),
    );
    const title = within(card).getByRole('textbox', { name: /Cím/ });
    await user.type(title, ' új');
    await user.click(within(card).getByRole('button', { name: 'Új változat áttekintése' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Új változat kiadása' }),
    );
    await within(card).findByRole('alert');
    expect(title).toHaveValue('Általános Szerződési Feltételek új');
    expect(title).toHaveAccessibleDescription('HTML-jelölés nem szerepelhet a szövegben.');
  });

  it('edits an onboarding page with a live preview of what the customer sees', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [PAGES]: json({ items: [page(11, 1, 'Első'), page(12, 2, 'Második')] }),
      [PUT_PAGE]: json({ ...page(11, 1, 'Új első'), version: 2, source: 'staff' }),
      [ORDER]: json({ items: [page(12, 1, 'Második'), page(11, 2, 'Első')] }),
    });
    render(<ConfigOnboardingPagesPage />, '/staff/config/onboarding-pages');
    const first = await screen.findByRole('article', { name: 'Első' });
    await user.click(within(first).getByRole('button', { name: 'Első szerkesztése' }));
    const title = within(first).getByRole('textbox', { name: /Cím/ });
    await user.clear(title);
    await user.click(title);
    await user.paste('Új első');
    expect(within(first).getByTestId('preview')).toHaveTextContent('Új első / calculator');
    await user.click(within(first).getByRole('button', { name: 'Módosítás áttekintése' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(api.callsTo(PUT_PAGE)).toHaveLength(1));
    expect(api.callsTo(PUT_PAGE)[0]?.body).toEqual({
      version: 1,
      title: 'Új első',
      body: 'Első szövege.',
      illustration: 'calculator',
    });
  });

  it('moves an onboarding page down and saves the new order after review', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [PAGES]: json({ items: [page(11, 1, 'Első'), page(12, 2, 'Második')] }),
      [ORDER]: json({ items: [page(12, 1, 'Második'), page(11, 2, 'Első')] }),
    });
    render(<ConfigOnboardingPagesPage />, '/staff/config/onboarding-pages');
    await user.click(await screen.findByRole('button', { name: 'Lejjebb: Első' }));
    await user.click(screen.getByRole('button', { name: 'Sorrend áttekintése' }));
    const dialog = await screen.findByRole('dialog');
    expect(plain(dialog)).toContain('1. oldal');
    await user.click(within(dialog).getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(api.callsTo(ORDER)).toHaveLength(1));
    expect(api.callsTo(ORDER)[0]?.body).toEqual({
      type: 'CREDIT',
      pages: [
        { id: 12, version: 1 },
        { id: 11, version: 1 },
      ],
    });
  });
});
