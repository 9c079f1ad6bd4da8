import { annuityInstalment } from '@hitelkapu/domain/finance/annuity';
import { addMonths } from '@hitelkapu/domain/finance/preliminary-decision';
import { todayIso } from '@hitelkapu/domain/format/date';
import { formatHuf } from '@hitelkapu/domain/format/number';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePortalConfig } from '../../../lib/portal-config.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { json, makeToken, mockApi, profile } from '../../../testing/api-mock.ts';
import {
  assessment,
  calculationStatement,
  filterSettings,
  loanProduct,
  questionSet,
} from '../../../testing/credit-fixtures.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { PreliminaryAssessmentPage } from './preliminary-assessment-page.tsx';

type User = ReturnType<typeof userEvent.setup>;

const DRAFT = '/credit/preliminary-assessment/draft';
const SUBMIT = 'POST /credit/preliminary-assessment';
const product = loanProduct({ id: 1, rate: 14.9, monthlyFee: 500, maxMonths: 72 });
const _notFound = () => json({ code: 'NOT_FOUND', message: 'Nincs mentett kitöltés.' }, 404);

function mockWizardApi(routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /administration/offer/calculation-config/filter-settings': json(filterSettings),
    'GET /administration/preliminary/questions/credit-default': json(questionSet),
    [`GET ${DRAFT}`]: json({ draft: null }),
    [`PUT ${DRAFT}`]: (call) => json(call.body),
    'GET /administration/public/offer/1': json(product),
    'GET /administration/calculation-acceptance': json([calculationStatement()]),
    'POST /statement/accept': json({ statementId: 21, version: 2, acceptedAt: '2026-11-22T10:00:00Z' }, 201),
    'GET /profile': json(profile({ currentStatus: 'PRELIMINARY' })),
    ...routes,
  });
}

const renderWizard = () =>
  renderWithProviders(<PreliminaryAssessmentPage />, {
    path: '/preliminary-assessment',
    route: '/preliminary-assessment',
  });

const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });
const next = (user: User) => user.click(screen.getByRole('button', { name: 'Tovább' }));

async function toIncomeStep(user: User) {
  await stepHeading('Összeg és futamidő');
  await next(user);
  await stepHeading('Az adatok megadása');
  await next(user);
  await stepHeading('Munka és jövedelem');
}

async function answerIncome(user: User, source: 'employee' | 'pensioner' = 'employee') {
  await user.selectOptions(screen.getByLabelText('Jövedelem forrása'), source);
  await user.type(screen.getByLabelText('Havi nettó jövedelem'), '650000');
  const group =
    source === 'employee'
      ? screen.getByRole('radiogroup', { name: 'Próbaidejét tölti?' })
      : screen.getByRole('radiogroup', { name: 'Rokkantsági ellátásban részesül?' });
  await user.click(within(group).getByRole('radio', { name: 'Nem' }));
}

async function toPersonalStep(user: User) {
  await toIncomeStep(user);
  await answerIncome(user);
  await next(user);
  await stepHeading('Személyes adatok');
}

async function answerRest(user: User) {
  await stepHeading('Személyes adatok');
  fireEvent.change(screen.getByLabelText('Születési dátum'), { target: { value: '1985-04-12' } });
  await next(user);
  await stepHeading('Meglévő hitelek');
  const commitment = screen.getByRole('radiogroup', { name: 'Van jelenleg törlesztett hitele?' });
  await user.click(within(commitment).getByRole('radio', { name: 'Igen' }));
  await user.type(screen.getByLabelText('Meglévő hiteleinek havi törlesztőrészlete összesen'), '40000');
  await next(user);
  await stepHeading('Összegzés és nyilatkozatok');
}

describe('preliminary assessment wizard', () => {
  beforeEach(() => useSessionStore.getState().setToken(makeToken()));
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.getState().clear();
    usePortalConfig.setState({ items: [] });
  });

  it('step 0: the typed amount and term and the slider give the engine’s instalment estimate', async () => {
    mockWizardApi();
    renderWizard();
    const user = userEvent.setup();
    const amount = await screen.findByRole('textbox', { name: 'Hitelösszeg' });
    const term = screen.getByRole('textbox', { name: 'Futamidő' });
    // The calculation config's defaults, grouped the Hungarian way.
    expect(amount).toHaveValue('1 500 000');
    expect(term).toHaveValue('36');

    await user.clear(amount);
    await user.type(amount, '2000000');
    expect(amount).toHaveValue('2 000 000');
    await user.clear(term);
    await user.type(term, '48');
    const estimate = formatHuf(annuityInstalment(2_000_000, 14.9, 48) + 500);
    expect(await screen.findByText(estimate)).toBeInTheDocument();

    // One step of the amount slider with the keyboard: 50 000 Ft more, and a new estimate.
    screen.getByRole('slider', { name: 'Hitelösszeg csúszka' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(amount).toHaveValue('2 050 000');
    expect(screen.getByText(formatHuf(annuityInstalment(2_050_000, 14.9, 48) + 500))).toBeInTheDocument();

    // A term the product does not lend: the hint, no figure.
    await user.clear(term);
    await user.type(term, '84');
    expect(screen.getByText(/most nem tudunk becslést mutatni/)).toBeInTheDocument();
  });

  it('step 0: an amount outside the range is explained under the field and keeps the customer there', async () => {
    const api = mockWizardApi();
    renderWizard();
    const user = userEvent.setup();
    const amount = await screen.findByRole('textbox', { name: 'Hitelösszeg' });
    await user.clear(amount);
    await user.type(amount, '100000');
    await next(user);
    expect(amount).toHaveAccessibleDescription(
      expect.stringContaining('A hitelösszeg 300 000 Ft és 5 000 000 Ft között lehet.'),
    );
    expect(amount).toHaveFocus();
    expect(screen.getByRole('heading', { level: 2, name: 'Összeg és futamidő' })).toBeInTheDocument();
    expect(api.callsTo(`PUT ${DRAFT}`)).toHaveLength(0);
  });

  it('offers only manual entry, already chosen, while bank sync is off', async () => {
    mockWizardApi();
    renderWizard();
    const user = userEvent.setup();
    await stepHeading('Összeg és futamidő');
    await next(user);
    expect(await stepHeading('Az adatok megadása')).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Adatok megadása kézzel' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: 'Bankszámla összekapcsolása' })).not.toBeInTheDocument();
    expect(screen.getByText(/jelenleg nem érhető el, ezért adatait kézzel adhatja meg/)).toBeInTheDocument();
  });

  it('offers bank sync when it is on, with nothing chosen in advance', async () => {
    usePortalConfig.setState({ items: [{ identifier: 'bank_sync_enabled', value: true }] });
    mockWizardApi();
    renderWizard();
    const user = userEvent.setup();
    await stepHeading('Összeg és futamidő');
    await next(user);
    await stepHeading('Az adatok megadása');
    const psd2 = screen.getByRole('radio', { name: 'Bankszámla összekapcsolása' });
    const manual = screen.getByRole('radio', { name: 'Adatok megadása kézzel' });
    expect(psd2).not.toBeChecked();
    expect(manual).not.toBeChecked();
    await next(user);
    expect(await screen.findByText('Válassza ki, hogyan adja meg az adatait.')).toBeInTheDocument();
    await user.click(manual);
    await next(user);
    expect(await stepHeading('Munka és jövedelem')).toBeInTheDocument();
  });

  it('a text in a forint field gets the numeric message and the focus; digits are grouped as typed', async () => {
    mockWizardApi();
    renderWizard();
    const user = userEvent.setup();
    await toIncomeStep(user);
    await user.selectOptions(screen.getByLabelText('Jövedelem forrása'), 'pensioner');
    const salary = screen.getByLabelText('Havi nettó jövedelem');
    await user.type(salary, 'sok');
    await next(user);
    expect(salary).toHaveAccessibleDescription('Ide csak számot írjon.');
    expect(salary).toHaveAttribute('aria-invalid', 'true');
    expect(salary).toHaveFocus();
    // The unanswered radio question is flagged too.
    expect(
      screen.getByRole('radiogroup', { name: 'Rokkantsági ellátásban részesül?' }),
    ).toHaveAccessibleDescription('Ezt a mezőt ki kell tölteni.');

    await user.clear(salary);
    await user.type(salary, '650000');
    expect(salary).toHaveValue('650 000');
    expect(salary).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a minor’s birth date at the field, in Hungarian, and keeps the customer on the step', async () => {
    mockWizardApi();
    renderWizard();
    const user = userEvent.setup();
    await toPersonalStep(user);
    const birth = screen.getByLabelText('Születési dátum');
    const sixteen = addMonths(todayIso(), -16 * 12);
    fireEvent.change(birth, { target: { value: sixteen } });
    await next(user);
    expect(birth).toHaveAccessibleDescription(
      'Kölcsönt csak nagykorú ügyfeleinknek nyújthatunk. Ellenőrizze a születési dátumot.',
    );
    expect(birth).toHaveFocus();
    expect(screen.getByRole('heading', { level: 2, name: 'Személyes adatok' })).toBeInTheDocument();
    expect(birth).toHaveValue(sixteen);

    fireEvent.change(birth, { target: { value: '1985-04-12' } });
    await next(user);
    await stepHeading('Meglévő hitelek');
  });

  it('keeps the answers when the customer goes back', async () => {
    mockWizardApi();
    renderWizard();
    const user = userEvent.setup();
    await toPersonalStep(user);
    await user.click(screen.getByRole('button', { name: 'Vissza' }));
    expect(await stepHeading('Munka és jövedelem')).toHaveFocus();
    expect(screen.getByLabelText('Jövedelem forrása')).toHaveValue('employee');
    expect(screen.getByLabelText('Havi nettó jövedelem')).toHaveValue('650 000');
    expect(
      within(screen.getByRole('radiogroup', { name: 'Próbaidejét tölti?' })).getByRole('radio', {
        name: 'Nem',
      }),
    ).toBeChecked();
  });

  it('shows a question only while its condition holds, and never sends the hidden answer', async () => {
    const result = assessment();
    const api = mockWizardApi({ [SUBMIT]: json(result, 201) });
    const { router } = renderWizard();
    const user = userEvent.setup();
    await toIncomeStep(user);

    expect(screen.queryByRole('radiogroup', { name: 'Próbaidejét tölti?' })).not.toBeInTheDocument();
    await answerIncome(user, 'employee');
    expect(screen.getByRole('radiogroup', { name: 'Próbaidejét tölti?' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Jövedelem forrása'), 'pensioner');
    expect(screen.queryByRole('radiogroup', { name: 'Próbaidejét tölti?' })).not.toBeInTheDocument();
    const disability = screen.getByRole('radiogroup', { name: 'Rokkantsági ellátásban részesül?' });
    await user.click(within(disability).getByRole('radio', { name: 'Nem' }));
    await next(user);
    await answerRest(user);

    await user.click(
      screen.getByRole('checkbox', { name: 'Elolvastam és elfogadom: Hozzájárulás az adatok kezeléséhez' }),
    );
    await user.click(screen.getByRole('button', { name: 'Ajánlataim megtekintése' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/offers'));

    const body = api.callsTo(SUBMIT)[0]?.body as { dynamicData: string };
    expect(JSON.parse(body.dynamicData)).toEqual({
      source_of_income: 'pensioner',
      salary: '650000',
      disability_pension: 'false',
      date_of_birth: '1985-04-12',
      salary_commitment: 'true',
      committed_salary: '40000',
    });
  });

  it('accepts the statements, then sends the assessment and opens the offers', async () => {
    const api = mockWizardApi({ [SUBMIT]: json(assessment(), 201) });
    const { router } = renderWizard();
    const user = userEvent.setup();
    await toIncomeStep(user);
    await answerIncome(user, 'employee');
    await next(user);
    await answerRest(user);

    // The box is not ticked for the customer, and submitting without it says why.
    const box = screen.getByRole('checkbox', {
      name: 'Elolvastam és elfogadom: Hozzájárulás az adatok kezeléséhez',
    });
    expect(box).not.toBeChecked();
    expect(screen.getByText(/automatizált adatfeldolgozással/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ajánlataim megtekintése' }));
    expect(await screen.findByText('A továbblépéshez fogadja el a nyilatkozatot.')).toBeInTheDocument();
    expect(box).toHaveFocus();
    expect(api.callsTo(SUBMIT)).toHaveLength(0);

    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Ajánlataim megtekintése' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/offers'));

    const order = api.calls.map((call) => `${call.method} ${call.path}`);
    expect(order.indexOf('POST /statement/accept')).toBeLessThan(order.indexOf(SUBMIT));
    expect(api.callsTo('POST /statement/accept').map((call) => call.body)).toEqual([
      { statementId: 21, version: 2 },
    ]);
    const body = api.callsTo(SUBMIT)[0]?.body as Record<string, unknown>;
    expect(body).toEqual({
      amount: 1_500_000,
      duration: 36,
      downPayment: 0,
      extraAmount: 0,
      salary: 650_000,
      salaryCommitment: true,
      committedSalary: 40_000,
      type: 'MANUAL',
      dynamicData: JSON.stringify({
        source_of_income: 'employee',
        salary: '650000',
        trial_period: 'false',
        date_of_birth: '1985-04-12',
        salary_commitment: 'true',
        committed_salary: '40000',
      }),
    });
    // The draft followed every step change.
    expect(api.callsTo(`PUT ${DRAFT}`).map((call) => (call.body as { step: number }).step)).toEqual([
      1, 2, 3, 4, 5,
    ]);
  });

  it('the summary lists every answer given, with its question, in Hungarian format, and leads back to its step', async () => {
    mockWizardApi();
    renderWizard();
    const user = userEvent.setup();
    await toIncomeStep(user);
    await answerIncome(user, 'employee');
    await next(user);
    await answerRest(user);

    const answered = (name: string) => {
      const section = screen.getByRole('region', { name });
      return within(section)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    };
    expect(answered('Munka és jövedelem')).toEqual([
      ['Jövedelem forrása', 'Alkalmazott vagyok'],
      ['Havi nettó jövedelem', '650 000 Ft'],
      ['Próbaidejét tölti?', 'Nem'],
    ]);
    expect(answered('Személyes adatok')).toEqual([['Születési dátum', '1985. április 12.']]);
    expect(answered('Meglévő hitelek')).toEqual([
      ['Van jelenleg törlesztett hitele?', 'Igen'],
      ['Meglévő hiteleinek havi törlesztőrészlete összesen', '40 000 Ft'],
    ]);
    // The amount and term are there too.
    expect(screen.getByText('1 500 000 Ft')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Módosítás: Személyes adatok' }));
    await stepHeading('Személyes adatok');
    expect(screen.getByLabelText('Születési dátum')).toHaveValue('1985-04-12');
  });

  it('resumes from the saved draft: step, amount and answers', async () => {
    mockWizardApi({
      [`GET ${DRAFT}`]: json({
        draft: {
          step: 3,
          type: 'MANUAL',
          amount: 2_500_000,
          duration: 48,
          answers: { source_of_income: 'employee', salary: '700000', trial_period: 'true' },
        },
      }),
    });
    renderWizard();
    const user = userEvent.setup();
    expect(await stepHeading('Személyes adatok')).toBeInTheDocument();
    expect(screen.getByText('4. lépés (összesen 6)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Vissza' }));
    await stepHeading('Munka és jövedelem');
    expect(screen.getByLabelText('Jövedelem forrása')).toHaveValue('employee');
    expect(screen.getByLabelText('Havi nettó jövedelem')).toHaveValue('700 000');
    expect(
      within(screen.getByRole('radiogroup', { name: 'Próbaidejét tölti?' })).getByRole('radio', {
        name: 'Igen',
      }),
    ).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Vissza' }));
    await user.click(screen.getByRole('button', { name: 'Vissza' }));
    await stepHeading('Összeg és futamidő');
    expect(screen.getByRole('textbox', { name: 'Hitelösszeg' })).toHaveValue('2 500 000');
    expect(screen.getByRole('textbox', { name: 'Futamidő' })).toHaveValue('48');
  });

  it('shows the server’s field errors on the step that holds the field', async () => {
    mockWizardApi({
      [`GET ${DRAFT}`]: json({
        draft: {
          step: 5,
          type: 'MANUAL',
          amount: 2_000_000,
          duration: 36,
          answers: {
            source_of_income: 'employee',
            salary: '650000',
            trial_period: 'false',
            date_of_birth: '1985-04-12',
            salary_commitment: 'false',
          },
        },
      }),
      [SUBMIT]: json(
        {
          code: 'VALIDATION_FAILED',
          message: 'Néhány adat hiányzik vagy hibás. Javítsa a megjelölt mezőket.',
          fieldErrors: { salary: 'validation.size' },
        },
        400,
      ),
    });
    renderWizard();
    const user = userEvent.setup();
    await stepHeading('Összegzés és nyilatkozatok');
    await user.click(
      await screen.findByRole('checkbox', {
        name: 'Elolvastam és elfogadom: Hozzájárulás az adatok kezeléséhez',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Ajánlataim megtekintése' }));

    expect(await stepHeading('Munka és jövedelem')).toBeInTheDocument();
    const salary = screen.getByLabelText('Havi nettó jövedelem');
    expect(salary).toHaveAccessibleDescription('A megadott érték hossza nem megfelelő.');
    await waitFor(() => expect(salary).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent('Néhány adat hiányzik vagy hibás.');
  });

  it('explains a conflict (statements or status) without leaving the summary', async () => {
    mockWizardApi({
      [`GET ${DRAFT}`]: json({
        draft: {
          step: 5,
          type: 'MANUAL',
          amount: 2_000_000,
          duration: 36,
          answers: {
            source_of_income: 'pensioner',
            salary: '650000',
            disability_pension: 'false',
            date_of_birth: '1985-04-12',
            salary_commitment: 'false',
          },
        },
      }),
      [SUBMIT]: json({ code: 'CONFLICT', message: 'Előbb fogadja el a nyilatkozatokat.' }, 409),
    });
    renderWizard();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('checkbox', {
        name: 'Elolvastam és elfogadom: Hozzájárulás az adatok kezeléséhez',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Ajánlataim megtekintése' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Előbb fogadja el a nyilatkozatokat.');
    expect(screen.getByRole('heading', { level: 2, name: 'Összegzés és nyilatkozatok' })).toBeInTheDocument();
  });
});
