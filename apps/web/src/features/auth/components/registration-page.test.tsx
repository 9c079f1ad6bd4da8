import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveLandingQuery } from '../../../lib/landing-query.ts';
import { usePortalConfig } from '../../../lib/portal-config.ts';
import { challenge, json, mockApi } from '../../../testing/api-mock.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { useAuthFlowStore } from '../auth-flow-store.ts';
import { RegistrationEmailPage, RegistrationPhonePage } from './registration-page.tsx';

const REGISTER = 'POST /customer/register';
const statements = [
  {
    id: 11,
    identifier: 'terms',
    version: 4,
    kind: 'REGISTRATION',
    title: 'Általános Szerződési Feltételek',
    summary: 'A portál használatának szabályai.',
    body: 'Az ÁSZF teljes szövege.',
    isRequired: true,
  },
  {
    id: 12,
    identifier: 'marketing',
    version: 2,
    kind: 'REGISTRATION',
    title: 'Hírlevél',
    summary: 'Ajánlatokat küldhetünk e-mailben.',
    body: 'A hozzájárulás teljes szövege.',
    isRequired: false,
  },
];
const policy = {
  minLength: 10,
  maxLength: 128,
  rules: ['password.tooShort', 'password.common', 'password.matchesIdentity'],
};

function mockRegistrationApi(answer: unknown = { channel: 'EMAIL' }) {
  return mockApi({
    'GET /administration/registration-acceptance': json(statements),
    'GET /bulwark/password-policy/customer': json(policy),
    [REGISTER]: json(answer, 201),
  });
}

const rule = (text: string) => screen.getByText(text).closest('li');

describe('registration', () => {
  beforeEach(() => {
    useAuthFlowStore.getState().endCodeStep();
    useAuthFlowStore.setState({ draft: { email: '', phone: '', firstName: '', lastName: '', accepted: {} } });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    usePortalConfig.setState({ items: [] });
  });

  it('ticks the password rules as the customer types', async () => {
    mockRegistrationApi();
    renderWithProviders(<RegistrationEmailPage />, {
      path: '/registration/email',
      route: '/registration/email',
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/E-mail cím/), 'kovacs.anna@example.hu');
    const length = 'A jelszó legalább 10 karakter legyen.';
    const identity = 'A jelszó ne egyezzen az e-mail címével vagy a telefonszámával.';
    const common = 'A jelszó ne legyen közismert, könnyen kitalálható.';
    expect(await screen.findByText(length)).toBeInTheDocument();
    expect(rule(length)).toHaveAttribute('data-met', 'false');

    const password = screen.getByLabelText(/^Jelszó\W*$/);
    await user.type(password, 'kovacs.anna');
    expect(rule(length)).toHaveAttribute('data-met', 'true');
    expect(rule(identity)).toHaveAttribute('data-met', 'false');
    expect(within(rule(identity) as HTMLElement).getByText('(még nem teljesül)')).toBeInTheDocument();

    await user.clear(password);
    await user.type(password, 'qwertzuiop');
    expect(rule(common)).toHaveAttribute('data-met', 'false');
    expect(rule(identity)).toHaveAttribute('data-met', 'true');

    await user.type(password, '-Tavasz');
    expect(rule(common)).toHaveAttribute('data-met', 'true');
    expect(within(rule(common) as HTMLElement).getByText('(teljesül)')).toBeInTheDocument();
  });

  it('shows each statement with its summary, the full text on demand and an unticked box', async () => {
    mockRegistrationApi();
    renderWithProviders(<RegistrationEmailPage />, {
      path: '/registration/email',
      route: '/registration/email',
    });
    expect(await screen.findByText('A portál használatának szabályai.')).toBeInTheDocument();
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(2);
    for (const box of boxes) expect(box).not.toBeChecked();
    const user = userEvent.setup();
    const [showTerms] = screen.getAllByRole('button', { name: 'A teljes szöveg' });
    expect(showTerms).toHaveAttribute('aria-expanded', 'false');
    await user.click(showTerms as HTMLElement);
    expect(showTerms).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByText('Az ÁSZF teljes szövege.')).toBeVisible());
  });

  it('a required statement left unticked blocks the registration', async () => {
    const api = mockRegistrationApi();
    renderWithProviders(<RegistrationEmailPage />, {
      path: '/registration/email',
      route: '/registration/email',
    });
    const user = userEvent.setup();
    await screen.findByText('A portál használatának szabályai.');
    await user.type(screen.getByLabelText(/E-mail cím/), 'kovacs.anna@example.hu');
    await user.type(screen.getByLabelText(/^Jelszó\W*$/), 'Tavaszi-Szel-2026');
    await user.click(screen.getByRole('button', { name: 'Fiók létrehozása' }));

    expect(await screen.findByText('A továbblépéshez fogadja el a nyilatkozatot.')).toBeInTheDocument();
    expect(api.callsTo(REGISTER)).toEqual([]);
  });

  it('sends the accepted statements with their versions, the campaign query, and says to check the inbox', async () => {
    saveLandingQuery('?utm_source=hirlevel&partner=p1');
    const api = mockRegistrationApi({ channel: 'EMAIL' });
    renderWithProviders(<RegistrationEmailPage />, {
      path: '/registration/email',
      route: '/registration/email',
    });
    const user = userEvent.setup();
    await screen.findByText('A portál használatának szabályai.');
    await user.type(screen.getByLabelText(/E-mail cím/), 'kovacs.anna@example.hu');
    await user.type(screen.getByLabelText(/^Jelszó\W*$/), 'Tavaszi-Szel-2026');
    await user.click(screen.getByRole('checkbox', { name: /Általános Szerződési Feltételek/ }));
    await user.click(screen.getByRole('button', { name: 'Fiók létrehozása' }));

    expect(await screen.findByRole('heading', { name: 'Nézze meg a postafiókját' })).toBeInTheDocument();
    expect(screen.getByText(/kovacs\.anna@example\.hu/)).toBeInTheDocument();
    expect(api.callsTo(REGISTER)[0]?.body).toEqual({
      channel: 'EMAIL',
      email: 'kovacs.anna@example.hu',
      password: 'Tavaszi-Szel-2026',
      acceptances: [{ statementId: 11, version: 4 }],
      isLeasing: false,
      landingQuery: 'utm_source=hirlevel&partner=p1',
    });
  });

  it('asks for the name only when the portal wants it, and sends it', async () => {
    const api = mockRegistrationApi();
    const first = renderWithProviders(<RegistrationEmailPage />, {
      path: '/registration/email',
      route: '/registration/email',
    });
    await screen.findByText('A portál használatának szabályai.');
    expect(screen.queryByLabelText(/Vezetéknév/)).not.toBeInTheDocument();
    first.unmount();

    usePortalConfig.setState({ items: [{ identifier: 'name_on_reg', value: true }] });
    renderWithProviders(<RegistrationEmailPage />, {
      path: '/registration/email',
      route: '/registration/email',
    });
    const user = userEvent.setup();
    await screen.findByText('A portál használatának szabályai.');
    await user.type(screen.getByLabelText(/Vezetéknév/), 'Kovács');
    await user.type(screen.getByLabelText(/Keresztnév/), 'Anna');
    await user.type(screen.getByLabelText(/E-mail cím/), 'kovacs.anna@example.hu');
    await user.type(screen.getByLabelText(/^Jelszó\W*$/), 'Tavaszi-Szel-2026');
    await user.click(screen.getByRole('checkbox', { name: /Általános Szerződési Feltételek/ }));
    await user.click(screen.getByRole('button', { name: 'Fiók létrehozása' }));
    await waitFor(() =>
      expect(api.callsTo(REGISTER)[0]?.body).toMatchObject({ firstName: 'Anna', lastName: 'Kovács' }),
    );
  });

  it('by phone: the code challenge opens the code screen', async () => {
    const sent = challenge();
    const api = mockRegistrationApi({ channel: 'PHONE', secondFactor: sent });
    const { router } = renderWithProviders(<RegistrationPhonePage />, {
      path: '/registration/phone',
      route: '/registration/phone',
    });
    const user = userEvent.setup();
    await screen.findByText('A portál használatának szabályai.');
    await user.type(screen.getByLabelText(/Telefonszám/), '301234567');
    await user.type(screen.getByLabelText(/^Jelszó\W*$/), 'Tavaszi-Szel-2026');
    await user.click(screen.getByRole('checkbox', { name: /Általános Szerződési Feltételek/ }));
    await user.click(screen.getByRole('checkbox', { name: /Hírlevél/ }));
    await user.click(screen.getByRole('button', { name: 'Tovább a kód megadásához' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/registration/second-factor'));
    expect(api.callsTo(REGISTER)[0]?.body).toMatchObject({
      channel: 'PHONE',
      phone: '+36 30 123 4567',
      acceptances: [
        { statementId: 11, version: 4 },
        { statementId: 12, version: 2 },
      ],
    });
    expect(useAuthFlowStore.getState()).toMatchObject({ purpose: 'registration', challenge: sent });
  });

  it('keeps what was typed (never the password) for the Back link', async () => {
    mockRegistrationApi();
    const first = renderWithProviders(<RegistrationEmailPage />, {
      path: '/registration/email',
      route: '/registration/email',
    });
    const user = userEvent.setup();
    await screen.findByText('A portál használatának szabályai.');
    await user.type(screen.getByLabelText(/E-mail cím/), 'kovacs.anna@example.hu');
    await user.type(screen.getByLabelText(/^Jelszó\W*$/), 'Tavaszi-Szel-2026');
    await user.click(screen.getByRole('checkbox', { name: /Általános Szerződési Feltételek/ }));
    first.unmount();

    renderWithProviders(<RegistrationEmailPage />, {
      path: '/registration/email',
      route: '/registration/email',
    });
    await screen.findByText('A portál használatának szabályai.');
    expect(screen.getByLabelText(/E-mail cím/)).toHaveValue('kovacs.anna@example.hu');
    expect(screen.getByLabelText(/^Jelszó\W*$/)).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: /Általános Szerződési Feltételek/ })).toBeChecked();
    expect(sessionStorage.getItem('hk.authFlow')).not.toContain('Tavaszi');
  });

  it('shows the server’s field errors at the fields', async () => {
    mockApi({
      'GET /administration/registration-acceptance': json(statements),
      'GET /bulwark/password-policy/customer': json(policy),
      [REGISTER]: json(
        {
          code: 'VALIDATION_FAILED',
          message: 'Néhány adat hiányzik vagy hibás. Javítsa a megjelölt mezőket.',
          fieldErrors: { password: 'password.common' },
        },
        400,
      ),
    });
    renderWithProviders(<RegistrationEmailPage />, {
      path: '/registration/email',
      route: '/registration/email',
    });
    const user = userEvent.setup();
    await screen.findByText('A portál használatának szabályai.');
    await user.type(screen.getByLabelText(/E-mail cím/), 'kovacs.anna@example.hu');
    await user.type(screen.getByLabelText(/^Jelszó\W*$/), 'Tavaszi-Szel-2026');
    await user.click(screen.getByRole('checkbox', { name: /Általános Szerződési Feltételek/ }));
    await user.click(screen.getByRole('button', { name: 'Fiók létrehozása' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Javítsa a megjelölt mezőket.');
    expect(screen.getByLabelText(/^Jelszó\W*$/)).toHaveAccessibleDescription(
      expect.stringContaining('A jelszó ne legyen közismert, könnyen kitalálható.'),
    );
  });
});
