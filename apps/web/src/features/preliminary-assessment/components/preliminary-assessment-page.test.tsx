import { annuityInstalment } from '@hitelkapu/domain/finance/annuity';
import { addMonths } from '@hitelkapu/domain/finance/preliminary-decision';
import { todayIso } from '@hitelkapu/domain/format/date';
import { formatAmount, formatHuf } from '@hitelkapu/domain/format/number';
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
/** The default offer of the seeded filter settings: the first seeded product. */
const product = loanProduct();
const statement = calculationStatement();
const STATEMENT_BOX = `Elolvastam és elfogadom: ${statement.title}`;
const _notFound = () => json({ code: 'NOT_FOUND', message: 'Nincs mentett kitöltés.' }, 404);

/** The product's nominal rate for an amount and term (its rate band). */
const rateOf = (amount: number, months: number) => {
  const band = product.rateBands.find(
    (candidate) =>
      amount >= candidate.minAmount &&
      amount <= candidate.maxAmount &&
      months >= candidate.minMonths &&
      months <= candidate.maxMonths,
  );
  if (!band) throw new Error(`no rate band for ${amount} / ${months}`);
  return band.annualRatePercent;
};
const estimateOf = (amount: number, months: number) =>
  formatHuf(annuityInstalment(amount, rateOf(amount, months), months) + product.monthlyFee);

function mockWizardApi(routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /administration/offer/calculation-config/filter-settings': json(filterSettings),
    [`GET /administration/preliminary/questions/${filterSettings.questionSetId}`]: json(questionSet),
    [`GET ${DRAFT}`]: json({ draft: null }),
    [`PUT ${DRAFT}`]: (call) => json(call.body),
    [`GET /administration/public/offer/${filterSettings.defaultOfferId}`]: json(product),
    'GET /administration/calculation-acceptance': json([statement]),
    'POST /statement/accept': json(
      { statementId: statement.id, version: statement.version, acceptedAt: '2026-11-22T10:00:00Z' },
      201,
    ),
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
/** A seeded question's hint, which the field's description carries after any message. */
const hintOf = (identifier: string) =>
  questionSet.steps.flatMap((step) => step.questions).find((question) => question.identifier === identifier)
    ?.hint ?? '';
const radioGroup = (name: string) => screen.getByRole('radiogroup', { name });
const choose = (user: User, group: string, answer: string) =>
  user.click(within(radioGroup(group)).getByRole('radio', { name: answer }));

// The seeded questions, by the label the customer reads.
const SOURCE = 'Honnan származik a fő jövedelme?';
const EMPLOYEE = 'Munkaviszonyból (alkalmazott vagyok)';
const PENSIONER = 'Nyugdíjból';
const TRIAL = 'Próbaidejét tölti jelenleg?';
const DISABILITY = 'Rokkantsági ellátásban részesül?';
const SALARY = 'Havi nettó jövedelem';
const BIRTH = 'Születési dátum';
const PURPOSE = 'Mire fordítaná a kölcsönt?';
const COMMITMENT = 'Törleszt jelenleg hitelt vagy lízinget?';
const COMMITTED = 'Meglévő hiteleinek havi törlesztőrészlete összesen';
const CREDIT_CARD = 'Van hitelkártyája vagy folyószámlahitel-kerete?';

async function toPersonalStep(user: User) {
  await stepHeading('Összeg és futamidő');
  await next(user);
  await stepHeading('Az adatok megadása');
  await next(user);
  await stepHeading('Személyes adatok');
}

async function answerPersonal(user: User) {
  fireEvent.change(screen.getByLabelText(BIRTH), { target: { value: '1985-04-12' } });
  await user.selectOptions(screen.getByLabelText(PURPOSE), 'home_renovation');
}

async function toIncomeStep(user: User) {
  await toPersonalStep(user);
  await answerPersonal(user);
  await next(user);
  await stepHeading('Jövedelem');
}

/** Every question the seeded set asks an employee (or a pensioner) on the income step. */
async function answerIncome(user: User, source: 'employee' | 'pensioner' = 'employee') {
  if (source === 'employee') {
    await choose(user, SOURCE, EMPLOYEE);
    await choose(user, 'Külföldön bejegyzett cég a munkáltatója?', 'Nem');
    fireEvent.change(screen.getByLabelText('Mióta dolgozik a jelenlegi munkahelyén?'), {
      target: { value: '2020-03-01' },
    });
    await choose(user, TRIAL, 'Nem');
    await choose(user, 'Felmondási idejét tölti jelenleg?', 'Nem');
    await choose(user, 'Jelenleg keresőképtelen, például táppénzen van?', 'Nem');
    await choose(user, 'Az elmúlt 6 hónapban megszakítás nélkül dolgozott?', 'Igen');
    await choose(user, 'Határozott idejű a munkaszerződése?', 'Nem');
  } else {
    await choose(user, SOURCE, PENSIONER);
    await choose(user, DISABILITY, 'Nem');
  }
  await user.type(screen.getByLabelText(SALARY), '650000');
}

const employeeAnswers = {
  company_registered_abroad: 'false',
  current_job: '2020-03-01',
  trial_period: 'false',
  notice_period: 'false',
  incapacity: 'false',
  continuous_employment: 'true',
  fixed_term_employment_contract: 'false',
};

async function answerCommitments(user: User) {
  await stepHeading('Meglévő hitelek');
  await choose(user, COMMITMENT, 'Igen');
  await user.type(screen.getByLabelText(COMMITTED), '40000');
  await choose(user, CREDIT_CARD, 'Nem');
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
    expect(amount).toHaveValue(formatAmount(filterSettings.defaultAmount));
    expect(term).toHaveValue(String(filterSettings.defaultDuration));

    await user.clear(amount);
    await user.type(amount, '1000000');
    expect(amount).toHaveValue('1 000 000');
    await user.clear(term);
    await user.type(term, '60');
    expect(await screen.findByText(estimateOf(1_000_000, 60))).toBeInTheDocument();

    // One step of the amount slider with the keyboard: 50 000 Ft more, and a new estimate.
    screen.getByRole('slider', { name: 'Hitelösszeg csúszka' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(amount).toHaveValue('1 050 000');
    expect(screen.getByText(estimateOf(1_050_000, 60))).toBeInTheDocument();

    // A term the calculator allows but the product does not lend: the hint, no figure.
    expect(filterSettings.minDuration).toBeLessThan(product.minMonths);
    await user.clear(term);
    await user.type(term, String(filterSettings.minDuration));
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
      expect.stringContaining(
        `A hitelösszeg ${formatAmount(filterSettings.minAmount)} Ft és ${formatAmount(filterSettings.maxAmount)} Ft között lehet.`,
      ),
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
    usePortalConfig.setState({ items: [{ identifier: 'psd2_mock_enabled', value: true }] });
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
    expect(await stepHeading('Személyes adatok')).toBeInTheDocument();
  });

  it('a text in a forint field gets the numeric message; digits are grouped as typed', async () => {
    mockWizardApi();
    renderWizard();
    const user = userEvent.setup();
    await toIncomeStep(user);
    await choose(user, SOURCE, PENSIONER);
    const salary = screen.getByLabelText(SALARY);
    await user.type(salary, 'sok');
    await next(user);
    expect(salary).toHaveAccessibleDescription(`Ide csak számot írjon. ${hintOf('salary')}`);
    expect(salary).toHaveAttribute('aria-invalid', 'true');
    // The unanswered radio question is flagged too.
    expect(radioGroup(DISABILITY)).toHaveAccessibleDescription(
      `Ezt a mezőt ki kell tölteni. ${hintOf('disability_pension')}`,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Jövedelem' })).toBeInTheDocument();

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
    await user.selectOptions(screen.getByLabelText(PURPOSE), 'vehicle');
    const birth = screen.getByLabelText(BIRTH);
    const sixteen = addMonths(todayIso(), -16 * 12);
    fireEvent.change(birth, { target: { value: sixteen } });
    await next(user);
    expect(birth).toHaveAccessibleDescription(
      `Kölcsönt csak nagykorú ügyfeleinknek nyújthatunk. Ellenőrizze a születési dátumot. ${hintOf('date_of_birth')}`,
    );
    expect(birth).toHaveFocus();
    expect(screen.getByRole('heading', { level: 2, name: 'Személyes adatok' })).toBeInTheDocument();
    expect(birth).toHaveValue(sixteen);

    fireEvent.change(birth, { target: { value: '1985-04-12' } });
    await next(user);
    await stepHeading('Jövedelem');
  });

  it('keeps the answers when the customer goes back', async () => {
    mockWizardApi();
    renderWizard();
    const user = userEvent.setup();
    await toIncomeStep(user);
    await answerIncome(user);
    await next(user);
    await stepHeading('Meglévő hitelek');
    await user.click(screen.getByRole('button', { name: 'Vissza' }));
    expect(await stepHeading('Jövedelem')).toHaveFocus();
    expect(within(radioGroup(SOURCE)).getByRole('radio', { name: EMPLOYEE })).toBeChecked();
    expect(screen.getByLabelText(SALARY)).toHaveValue('650 000');
    expect(within(radioGroup(TRIAL)).getByRole('radio', { name: 'Nem' })).toBeChecked();
  });

  it('shows a question only while its condition holds, and never sends the hidden answer', async () => {
    const result = assessment();
    const api = mockWizardApi({ [SUBMIT]: json(result, 201) });
    const { router } = renderWizard();
    const user = userEvent.setup();
    await toIncomeStep(user);

    expect(screen.queryByRole('radiogroup', { name: TRIAL })).not.toBeInTheDocument();
    await answerIncome(user, 'employee');
    expect(radioGroup(TRIAL)).toBeInTheDocument();

    await choose(user, SOURCE, PENSIONER);
    expect(screen.queryByRole('radiogroup', { name: TRIAL })).not.toBeInTheDocument();
    await choose(user, DISABILITY, 'Nem');
    await next(user);
    await answerCommitments(user);

    await user.click(screen.getByRole('checkbox', { name: STATEMENT_BOX }));
    await user.click(screen.getByRole('button', { name: 'Ajánlataim megtekintése' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/offers'));

    const body = api.callsTo(SUBMIT)[0]?.body as { dynamicData: string };
    expect(JSON.parse(body.dynamicData)).toEqual({
      date_of_birth: '1985-04-12',
      loan_purpose: 'home_renovation',
      source_of_income: 'pensioner',
      disability_pension: 'false',
      salary: '650000',
      salary_commitment: 'true',
      committed_salary: '40000',
      has_credit_card: 'false',
    });
  });

  it('accepts the statements, then sends the assessment and opens the offers', async () => {
    const api = mockWizardApi({ [SUBMIT]: json(assessment(), 201) });
    const { router } = renderWizard();
    const user = userEvent.setup();
    await toIncomeStep(user);
    await answerIncome(user, 'employee');
    await next(user);
    await answerCommitments(user);

    // The box is not ticked for the customer, and submitting without it says why.
    const box = screen.getByRole('checkbox', { name: STATEMENT_BOX });
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
      { statementId: statement.id, version: statement.version },
    ]);
    const { dynamicData, ...body } = (api.callsTo(SUBMIT)[0]?.body ?? {}) as Record<string, unknown>;
    expect(body).toEqual({
      amount: filterSettings.defaultAmount,
      duration: filterSettings.defaultDuration,
      downPayment: 0,
      extraAmount: 0,
      salary: 650_000,
      salaryCommitment: true,
      committedSalary: 40_000,
      type: 'MANUAL',
    });
    expect(JSON.parse(dynamicData as string)).toEqual({
      date_of_birth: '1985-04-12',
      loan_purpose: 'home_renovation',
      source_of_income: 'employee',
      ...employeeAnswers,
      salary: '650000',
      salary_commitment: 'true',
      committed_salary: '40000',
      has_credit_card: 'false',
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
    await answerIncome(user, 'pensioner');
    await next(user);
    await answerCommitments(user);

    const answered = (name: string) => {
      const section = screen.getByRole('region', { name });
      return within(section)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    };
    expect(answered('Személyes adatok')).toEqual([
      [BIRTH, '1985. április 12.'],
      [PURPOSE, 'Lakásfelújítás, korszerűsítés'],
    ]);
    expect(answered('Jövedelem')).toEqual([
      [SOURCE, PENSIONER],
      [DISABILITY, 'Nem'],
      [SALARY, '650 000 Ft'],
    ]);
    expect(answered('Meglévő hitelek')).toEqual([
      [COMMITMENT, 'Igen'],
      [COMMITTED, '40 000 Ft'],
      [CREDIT_CARD, 'Nem'],
    ]);
    // The amount and term are there too.
    expect(screen.getByText(formatHuf(filterSettings.defaultAmount))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Módosítás: Személyes adatok' }));
    await stepHeading('Személyes adatok');
    expect(screen.getByLabelText(BIRTH)).toHaveValue('1985-04-12');
  });

  it('resumes from the saved draft: step, amount and answers', async () => {
    mockWizardApi({
      [`GET ${DRAFT}`]: json({
        draft: {
          step: 4,
          type: 'MANUAL',
          amount: 2_500_000,
          duration: 48,
          answers: {
            date_of_birth: '1985-04-12',
            loan_purpose: 'vehicle',
            source_of_income: 'employee',
            ...employeeAnswers,
            trial_period: 'true',
            salary: '700000',
          },
        },
      }),
    });
    renderWizard();
    const user = userEvent.setup();
    expect(await stepHeading('Meglévő hitelek')).toBeInTheDocument();
    expect(screen.getByText('5. lépés (összesen 6)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Vissza' }));
    await stepHeading('Jövedelem');
    expect(within(radioGroup(SOURCE)).getByRole('radio', { name: EMPLOYEE })).toBeChecked();
    expect(screen.getByLabelText(SALARY)).toHaveValue('700 000');
    expect(within(radioGroup(TRIAL)).getByRole('radio', { name: 'Igen' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Vissza' }));
    await stepHeading('Személyes adatok');
    expect(screen.getByLabelText(PURPOSE)).toHaveValue('vehicle');
    await user.click(screen.getByRole('button', { name: 'Vissza' }));
    await user.click(screen.getByRole('button', { name: 'Vissza' }));
    await stepHeading('Összeg és futamidő');
    expect(screen.getByRole('textbox', { name: 'Hitelösszeg' })).toHaveValue('2 500 000');
    expect(screen.getByRole('textbox', { name: 'Futamidő' })).toHaveValue('48');
  });

  /** Complete pensioner answers of the seeded set, as a draft at the summary keeps them. */
  const summaryDraft = {
    step: 5,
    type: 'MANUAL',
    amount: 2_000_000,
    duration: 36,
    answers: {
      date_of_birth: '1985-04-12',
      loan_purpose: 'household',
      source_of_income: 'pensioner',
      disability_pension: 'false',
      salary: '650000',
      salary_commitment: 'false',
      has_credit_card: 'false',
    },
  };

  it('shows the server’s field errors on the step that holds the field', async () => {
    mockWizardApi({
      [`GET ${DRAFT}`]: json({ draft: summaryDraft }),
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
    await user.click(await screen.findByRole('checkbox', { name: STATEMENT_BOX }));
    await user.click(screen.getByRole('button', { name: 'Ajánlataim megtekintése' }));

    expect(await stepHeading('Jövedelem')).toBeInTheDocument();
    const salary = screen.getByLabelText(SALARY);
    expect(salary).toHaveAccessibleDescription(`A megadott érték hossza nem megfelelő. ${hintOf('salary')}`);
    await waitFor(() => expect(salary).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent('Néhány adat hiányzik vagy hibás.');
  });

  it('explains a conflict (statements or status) without leaving the summary', async () => {
    mockWizardApi({
      [`GET ${DRAFT}`]: json({ draft: summaryDraft }),
      [SUBMIT]: json({ code: 'CONFLICT', message: 'Előbb fogadja el a nyilatkozatokat.' }, 409),
    });
    renderWizard();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: STATEMENT_BOX }));
    await user.click(screen.getByRole('button', { name: 'Ajánlataim megtekintése' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Előbb fogadja el a nyilatkozatokat.');
    expect(screen.getByRole('heading', { level: 2, name: 'Összegzés és nyilatkozatok' })).toBeInTheDocument();
  });
});
