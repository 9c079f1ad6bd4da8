import {
  addCalendarDays,
  addMonths,
  applicantFactsFromAnswers,
  evaluatePreliminary,
  type PreliminaryAssessment,
  type PreliminaryQuestionSet,
  todayIso,
} from '@hitelkapu/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, preliminaryAssessments } from '../../db/schema/index.ts';
import { createConfirmedCustomer } from '../../testing/accounts.ts';
import { assessmentRequest, createOnboardedCustomer, employeeAnswers } from '../../testing/credit.ts';
import { fakeOpenBankingProvider } from '../../testing/open-banking.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { listActiveProducts } from '../offers/offers.service.ts';
import { loadRegulatoryFigures } from '../offers/regulatory-figures.service.ts';

/** The Budapest date `years` years before today, plus `days` days. */
const yearsAgo = (years: number, days = 0) => addCalendarDays(addMonths(todayIso(), -12 * years), days);

const SUBMIT = '/api/credit/preliminary-assessment';
const LATEST = '/api/credit/my-preliminary-assessment';
const DRAFT = '/api/credit/preliminary-assessment/draft';

type Customer = Awaited<ReturnType<typeof createOnboardedCustomer>>;

describe('preliminary assessment', () => {
  let t: TestApp;
  const bank = fakeOpenBankingProvider('DEFAULT');
  beforeAll(async () => {
    t = await createTestApp({ openBankingProviders: { DEFAULT: bank.provider } });
  });
  afterAll(async () => {
    await t.app.close();
  });

  const submit = (customer: Customer, payload: object) =>
    t.app.inject({ method: 'POST', url: SUBMIT, headers: customer.auth, payload });
  const profileOf = async (customer: Customer) =>
    (await t.app.inject({ method: 'GET', url: '/api/profile', headers: customer.auth })).json<{
      id: string;
      currentStatus: string;
      currentStatusResult: string | null;
    }>();
  const storedAssessments = async (customer: Customer) =>
    t.database.db
      .select()
      .from(preliminaryAssessments)
      .where(eq(preliminaryAssessments.customerId, (await profileOf(customer)).id));

  it('serves the question set of the filter settings to a logged-in customer', async () => {
    const customer = await createOnboardedCustomer(t.app, t.database.db);
    const url = '/api/administration/preliminary/questions/szemelyi-kolcson';
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'GET', url, headers: customer.auth });
    expect(res.statusCode).toBe(200);
    const set = res.json<PreliminaryQuestionSet>();
    expect(set.steps.map((step) => [step.rowIndex, step.title])).toEqual([
      [0, 'Személyes adatok'],
      [1, 'Jövedelem'],
      [2, 'Meglévő hitelek'],
    ]);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/administration/preliminary/questions/nincs-ilyen',
      headers: customer.auth,
    });
    expect(unknown.statusCode).toBe(404);

    // The birth date carries the age limits of the figures, for the wizard to check at the field.
    const birth = set.steps[0]?.questions.find((q) => q.identifier === 'date_of_birth');
    expect(birth).toMatchObject({ validation: 'BIRTH_DATE', ageLimits: { min: 18, max: 75 } });
  });

  it('gives three offers computed by the engine and moves the profile to PRELIMINARY', async () => {
    const customer = await createOnboardedCustomer(t.app, t.database.db);
    await t.app.inject({
      method: 'PUT',
      url: DRAFT,
      headers: customer.auth,
      payload: { step: 3, type: 'MANUAL', amount: 2_000_000, duration: 48, answers: { salary: '650 000' } },
    });
    const answers = employeeAnswers();
    const request = assessmentRequest(answers);
    const res = await submit(customer, request);
    expect(res.statusCode).toBe(201);
    const assessment = res.json<PreliminaryAssessment>();

    const expected = evaluatePreliminary({
      products: await listActiveProducts(t.database.db, 'PERSONAL_LOAN'),
      figures: await loadRegulatoryFigures(t.database.db),
      amount: 2_000_000,
      duration: 48,
      facts: applicantFactsFromAnswers(
        { salary: 650_000, salaryCommitment: false, committedSalary: 0 },
        answers,
      ),
      today: todayIso(),
    });
    expect(assessment).toMatchObject({
      type: 'MANUAL',
      isEligible: true,
      amount: 2_000_000,
      duration: 48,
      dynamicData: request.dynamicData,
      offers: expected.offers,
      reasons: [],
      figures: expected.figures,
    });
    expect(assessment.offers.map((offer) => [offer.offerId, offer.decision])).toEqual([
      [1, 'OK'],
      [2, 'OK'],
      [3, 'OK'],
    ]);
    expect(assessment.figures).toMatchObject({
      netIncome: 650_000,
      jtmLimitPercent: 50,
      maxInstalment: 325_000,
    });
    for (const offer of assessment.offers) {
      expect(offer.quote?.thm).toBeLessThanOrEqual(offer.quote?.thmCap ?? 0);
    }

    expect(await profileOf(customer)).toMatchObject({
      currentStatus: 'PRELIMINARY',
      currentStatusResult: null,
    });
    const [stored] = await storedAssessments(customer);
    expect(stored).toMatchObject({
      id: assessment.id,
      isEligible: true,
      questionSetId: 'szemelyi-kolcson',
      // The figures of the day with the base-rate row and reference day of its THM cap.
      regulatoryFigures: expect.objectContaining({
        baseRatePercent: 6.25,
        thmCapMarginPoints: 24,
        thmCapBasis: expect.objectContaining({ baseRateEffectiveFrom: '2026-02-25', baseRatePercent: 6.25 }),
      }),
    });
    expect((await t.app.inject({ method: 'GET', url: DRAFT, headers: customer.auth })).json()).toEqual({
      draft: null,
    });

    const latest = await t.app.inject({ method: 'GET', url: LATEST, headers: customer.auth });
    expect(latest.statusCode).toBe(200);
    expect(latest.json()).toEqual(assessment);
  });

  it('shows the latest assessment to its owner only', async () => {
    const owner = await createOnboardedCustomer(t.app, t.database.db);
    const stranger = await createOnboardedCustomer(t.app, t.database.db);
    await submit(owner, assessmentRequest());
    const second = await submit(
      owner,
      assessmentRequest(employeeAnswers(), { amount: 3_000_000, duration: 60 }),
    );
    expect(second.statusCode).toBe(201);
    const latest = await t.app.inject({ method: 'GET', url: LATEST, headers: owner.auth });
    expect(latest.json()).toMatchObject({ id: second.json().id, amount: 3_000_000, duration: 60 });
    const foreign = await t.app.inject({ method: 'GET', url: LATEST, headers: stranger.auth });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('NOT_FOUND');
    expect((await t.app.inject({ method: 'GET', url: LATEST })).statusCode).toBe(401);
  });

  it('refuses a low income with the reason, and still records the decision', async () => {
    const customer = await createOnboardedCustomer(t.app, t.database.db);
    const res = await submit(customer, assessmentRequest({ ...employeeAnswers(), salary: '120 000' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ isEligible: false, reasons: ['KO_MIN_INCOME'] });
    expect(res.json().offers.every((offer: { decision: string }) => offer.decision === 'KNOCKED_OUT')).toBe(
      true,
    );
    expect(await storedAssessments(customer)).toEqual([expect.objectContaining({ isEligible: false })]);
  });

  it('refuses an applicant on trial period with KO_TRIAL_PERIOD', async () => {
    const customer = await createOnboardedCustomer(t.app, t.database.db);
    const res = await submit(customer, assessmentRequest({ ...employeeAnswers(), trial_period: 'true' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ isEligible: false, reasons: ['KO_TRIAL_PERIOD'] });
  });

  it('counts existing loans and a credit card limit into the affordability figures', async () => {
    const customer = await createOnboardedCustomer(t.app, t.database.db);
    const answers = {
      ...employeeAnswers(),
      salary_commitment: 'true',
      committed_salary: '80 000',
      has_credit_card: 'true',
      credit_card_limit: '400 000',
    };
    const res = await submit(customer, assessmentRequest(answers));
    expect(res.statusCode).toBe(201);
    expect(res.json().figures).toEqual({
      netIncome: 650_000,
      existingInstalments: 80_000,
      revolvingLimits: 400_000,
      jtmLimitPercent: 50,
      maxInstalment: 325_000 - 80_000 - 20_000,
    });
  });

  describe('refuses a crafted request with field errors and stores nothing', () => {
    let customer: Customer;
    beforeAll(async () => {
      customer = await createOnboardedCustomer(t.app, t.database.db);
    });

    const pensionerAnswers = () => ({
      date_of_birth: '1960-02-01',
      loan_purpose: 'other',
      source_of_income: 'pensioner',
      disability_pension: 'false',
      salary: '280 000',
      salary_commitment: 'false',
      has_credit_card: 'false',
    });
    const without = (answers: Record<string, string>, key: string) =>
      Object.fromEntries(Object.entries(answers).filter(([k]) => k !== key));

    it.each([
      [
        'a skipped visible question',
        assessmentRequest(without(employeeAnswers(), 'incapacity')),
        'incapacity',
        'validation.required',
      ],
      [
        'an answer to a hidden question',
        assessmentRequest({ ...pensionerAnswers(), trial_period: 'false' }),
        'trial_period',
        'validation.notExpected',
      ],
      [
        'an answer to an unknown question',
        assessmentRequest({ ...employeeAnswers(), favourite_colour: 'kék' }),
        'favourite_colour',
        'validation.notExpected',
      ],
      [
        'text in a numeric answer',
        assessmentRequest({ ...employeeAnswers(), salary: 'sok' }),
        'salary',
        'validation.numeric',
      ],
      [
        'an option the question does not offer',
        assessmentRequest({ ...employeeAnswers(), source_of_income: 'lottery' }),
        'source_of_income',
        'validation.option',
      ],
      [
        'a birth date in the future',
        assessmentRequest({ ...employeeAnswers(), date_of_birth: '2999-01-01' }),
        'date_of_birth',
        'validation.past',
      ],
      [
        'the birth date of a 16-year-old (an adult only, checked at the field)',
        assessmentRequest({ ...employeeAnswers(), date_of_birth: yearsAgo(16) }),
        'date_of_birth',
        'validation.tooYoung',
      ],
      [
        'an 18th birthday tomorrow',
        assessmentRequest({ ...employeeAnswers(), date_of_birth: yearsAgo(18, 1) }),
        'date_of_birth',
        'validation.tooYoung',
      ],
      [
        'a birth date over the upper age of the figures (75 at maturity)',
        assessmentRequest({ ...employeeAnswers(), date_of_birth: yearsAgo(80) }),
        'date_of_birth',
        'validation.tooOld',
      ],
      [
        'a salary that differs from the answer',
        assessmentRequest(employeeAnswers(), { salary: 900_000 }),
        'salary',
        'validation.invalid',
      ],
      [
        'existing instalments that differ from the answer',
        assessmentRequest(
          { ...employeeAnswers(), salary_commitment: 'true', committed_salary: '50 000' },
          {
            committedSalary: 0,
          },
        ),
        'committedSalary',
        'validation.invalid',
      ],
      [
        'an amount outside the offered range',
        assessmentRequest(employeeAnswers(), { amount: 20_000_000 }),
        'amount',
        'validation.size',
      ],
      [
        'a term outside the offered range',
        assessmentRequest(employeeAnswers(), { duration: 120 }),
        'duration',
        'validation.size',
      ],
      [
        'answers that are not JSON',
        assessmentRequest(employeeAnswers(), { dynamicData: '{salary:' }),
        'dynamicData',
        'validation.invalid',
      ],
      [
        'answers that are not text',
        assessmentRequest(employeeAnswers(), { dynamicData: '{"salary":650000}' }),
        'dynamicData',
        'validation.invalid',
      ],
      [
        'answers as a list',
        assessmentRequest(employeeAnswers(), { dynamicData: '["employee"]' }),
        'dynamicData',
        'validation.invalid',
      ],
    ])('%s', async (_label, payload, field, key) => {
      const res = await submit(customer, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: { [field]: key } });
      expect(await profileOf(customer)).toMatchObject({ currentStatus: 'ONBOARDED' });
      expect(await storedAssessments(customer)).toEqual([]);
    });
  });

  it('accepts the pensioner path, whose employment questions stay hidden', async () => {
    const customer = await createOnboardedCustomer(t.app, t.database.db);
    const res = await submit(
      customer,
      assessmentRequest(
        {
          date_of_birth: '1962-05-20',
          loan_purpose: 'family_event',
          source_of_income: 'pensioner',
          disability_pension: 'false',
          salary: '310 000',
          salary_commitment: 'false',
          has_credit_card: 'false',
        },
        { amount: 1_000_000, duration: 36 },
      ),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().isEligible).toBe(true);
  });

  it('PSD2 is refused until the bank account is linked; then the bank gives the income, not the answers', async () => {
    const customer = await createOnboardedCustomer(t.app, t.database.db);
    const {
      salary: _salary,
      salary_commitment: _loans,
      committed_salary: _instalments,
      ...own
    } = employeeAnswers();
    // What the customer's browser might still hold for the income questions is not used.
    const request = assessmentRequest({ ...own, salary: '9000000' }, { type: 'PSD2', salary: 9_000_000 });

    const refused = await submit(customer, request);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('bankszámláját'),
    });
    expect(await storedAssessments(customer)).toHaveLength(0);

    const started = await t.app.inject({
      method: 'POST',
      url: '/api/credit/psd2-sync/start',
      headers: customer.auth,
      payload: {},
    });
    expect(started.statusCode).toBe(200);
    const { id } = started.json<{ id: string }>();
    bank.set(`default-${bank.calls.startConsent.at(-1)}`, 'LINKED', 'valid');
    const linked = await t.app.inject({
      method: 'POST',
      url: `/api/credit/psd2-sync/continue/${id}`,
      headers: customer.auth,
    });
    expect(linked.json()).toMatchObject({
      status: 'SUCCEEDED',
      effectiveSalary: 412_000,
      effectiveLoanInstalments: 58_300,
    });

    const res = await submit(customer, request);
    expect(res.statusCode).toBe(201);
    const answers = JSON.parse(res.json<{ dynamicData: string }>().dynamicData);
    expect(answers).toMatchObject({ salary: '412000', salary_commitment: 'true', committed_salary: '58300' });
    const [stored] = await storedAssessments(customer);
    expect(stored?.request).toMatchObject({
      salary: 412_000,
      salaryCommitment: true,
      committedSalary: 58_300,
      type: 'PSD2',
    });
  });

  it('asks for the statements first: 409 until they are accepted, nothing stored', async () => {
    const customer = await createOnboardedCustomer(t.app, t.database.db, { acceptStatements: false });
    const res = await submit(customer, assessmentRequest());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringMatching(/nyilatkozat/),
      messageKey: 'errors.preliminary.statementsMissing',
    });
    expect(await profileOf(customer)).toMatchObject({ currentStatus: 'ONBOARDED' });
    expect(await storedAssessments(customer)).toEqual([]);
  });

  it('is open only after onboarding and while the offers are shown', async () => {
    const registered = await createConfirmedCustomer(t.app, t.database.db);
    const early = await t.app.inject({
      method: 'POST',
      url: SUBMIT,
      headers: registered.auth,
      payload: assessmentRequest(),
    });
    expect(early.statusCode).toBe(409);

    const inFlow = await createOnboardedCustomer(t.app, t.database.db);
    await t.database.db
      .update(customers)
      .set({ status: 'IN_FLOW' })
      .where(eq(customers.id, (await profileOf(inFlow)).id));
    expect((await submit(inFlow, assessmentRequest())).statusCode).toBe(409);
    expect(await profileOf(inFlow)).toMatchObject({ currentStatus: 'IN_FLOW' });
    expect(await storedAssessments(inFlow)).toEqual([]);

    expect(
      (await t.app.inject({ method: 'POST', url: SUBMIT, payload: assessmentRequest() })).statusCode,
    ).toBe(401);
  });

  it('allows 30 assessments an hour per customer, then answers 429', async () => {
    const customer = await createOnboardedCustomer(t.app, t.database.db);
    const outOfRange = assessmentRequest(employeeAnswers(), { amount: 20_000_000 });
    for (let i = 0; i < 30; i += 1) expect((await submit(customer, outOfRange)).statusCode).toBe(400);
    const res = await submit(customer, assessmentRequest());
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('RATE_LIMITED');
    expect(res.headers['retry-after']).toBeDefined();
    expect(await storedAssessments(customer)).toEqual([]);
  });

  describe('draft', () => {
    const draft = {
      step: 3,
      type: 'MANUAL',
      amount: 1_500_000,
      duration: 36,
      answers: { date_of_birth: '1990-07-01', source_of_income: 'employee' },
    };

    it('resumes where the customer left off, and only for that customer', async () => {
      const owner = await createOnboardedCustomer(t.app, t.database.db);
      const other = await createOnboardedCustomer(t.app, t.database.db);
      expect((await t.app.inject({ method: 'GET', url: DRAFT, headers: owner.auth })).json()).toEqual({
        draft: null,
      });
      const saved = await t.app.inject({ method: 'PUT', url: DRAFT, headers: owner.auth, payload: draft });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual(draft);
      const changed = { ...draft, step: 4, answers: { ...draft.answers, salary: '500 000' } };
      await t.app.inject({ method: 'PUT', url: DRAFT, headers: owner.auth, payload: changed });
      expect((await t.app.inject({ method: 'GET', url: DRAFT, headers: owner.auth })).json()).toEqual({
        draft: changed,
      });
      expect((await t.app.inject({ method: 'GET', url: DRAFT, headers: other.auth })).json()).toEqual({
        draft: null,
      });
      expect((await t.app.inject({ method: 'GET', url: DRAFT })).statusCode).toBe(401);
    });

    it('refuses a draft with more answers than any question set has', async () => {
      const customer = await createOnboardedCustomer(t.app, t.database.db);
      const answers = Object.fromEntries(Array.from({ length: 61 }, (_, i) => [`q_${i}`, 'x']));
      const res = await t.app.inject({
        method: 'PUT',
        url: DRAFT,
        headers: customer.auth,
        payload: { ...draft, answers },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ fieldErrors: { answers: 'validation.size' } });
      expect((await t.app.inject({ method: 'GET', url: DRAFT, headers: customer.auth })).json()).toEqual({
        draft: null,
      });
    });
  });
});
