import {
  addMonths,
  type CustomerDocument,
  type Flow,
  type LoanApplication,
  type PreliminaryAssessment,
  todayIso,
} from '@hitelkapu/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customerDocuments,
  loanApplications,
  preliminaryAssessments,
  statementAcceptances,
  statements,
} from '../../db/schema/index.ts';
import { completeStepAnswers, multipartBody, SMALL_PDF } from '../../testing/application.ts';
import { assessmentRequest, createOnboardedCustomer } from '../../testing/credit.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { jpegImage } from '../../testing/upload-files.ts';

type Customer = Awaited<ReturnType<typeof createOnboardedCustomer>>;

const CREATE = '/api/credit/loan-application';
const app_ = (id: string) => `/api/credit/loan-application/${id}`;

const stepAnswers = completeStepAnswers();

// Small real files of each kind: the server parses what it is sent.
const PDF = SMALL_PDF;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = jpegImage();
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

describe('loan application', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.app.close();
  });

  const inject = (
    customer: Customer,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: customer.auth, ...(payload ? { payload } : {}) });

  /** An onboarded customer with a preliminary assessment whose offers are all OK. */
  async function customerWithOffers() {
    const customer = await createOnboardedCustomer(t.app, t.database.db);
    const res = await inject(customer, 'POST', '/api/credit/preliminary-assessment', assessmentRequest());
    expect(res.statusCode).toBe(201);
    const assessment = res.json<PreliminaryAssessment>();
    const ok = assessment.offers.filter((offer) => offer.decision === 'OK' && offer.quote);
    expect(ok.length).toBeGreaterThanOrEqual(2);
    return { customer, assessment, offerId: ok[0]?.offerId ?? 0, otherOfferId: ok[1]?.offerId ?? 0 };
  }

  const profileOf = async (customer: Customer) =>
    (await inject(customer, 'GET', '/api/profile')).json<{
      id: string;
      currentStatus: string;
      currentStatusResult: string | null;
      flowPosition: string | null;
      flowPage: string | null;
    }>();

  async function startApplication() {
    const setup = await customerWithOffers();
    const res = await inject(setup.customer, 'POST', CREATE, { offerId: setup.offerId });
    expect(res.statusCode).toBe(201);
    return { ...setup, application: res.json<LoanApplication>() };
  }

  const answersOf = async (customer: Customer, id: string) => {
    const application = (
      await inject(customer, 'GET', `/api/credit/my-loan-application/${id}`)
    ).json<LoanApplication>();
    return {
      answers: JSON.parse(application.dynamicData) as Record<string, string>,
      versions: application.answerVersions,
    };
  };

  async function save(customer: Customer, id: string, key: string, value: string) {
    const { versions } = await answersOf(customer, id);
    return inject(customer, 'PATCH', `${app_(id)}/data`, { key, value, version: versions[key] ?? 0 });
  }

  async function answerSteps(customer: Customer, id: string, steps: number[]) {
    for (const step of steps) {
      for (const [key, value] of Object.entries(stepAnswers[step] ?? {})) {
        const res = await save(customer, id, key, value);
        expect(res.statusCode, `${key}: ${res.body}`).toBe(200);
      }
    }
  }

  const move = (customer: Customer, id: string, flowPosition: string, currentFlowIndex: number) =>
    inject(customer, 'PATCH', `${app_(id)}/update-position`, { flowPosition, currentFlowIndex });

  /** An application in FLOW at the documents step, every earlier step answered. */
  async function applicationAtDocuments() {
    const started = await startApplication();
    const { customer, application } = started;
    expect((await move(customer, application.id, 'FLOW', 0)).statusCode).toBe(200);
    await answerSteps(customer, application.id, [1, 2, 3, 4, 5]);
    expect((await move(customer, application.id, 'FLOW', 6)).statusCode).toBe(200);
    return started;
  }

  const upload = (
    customer: Customer,
    id: string,
    file: Buffer,
    filename: string,
    prompt: { promptId: number; promptIdentifier: string } = {
      promptId: 1,
      promptIdentifier: 'id_card_document',
    },
  ) => {
    const body = multipartBody([
      { name: 'promptId', value: String(prompt.promptId) },
      { name: 'promptIdentifier', value: prompt.promptIdentifier },
      { name: 'file', value: file, filename },
    ]);
    return t.app.inject({
      method: 'PATCH',
      url: `${app_(id)}/document`,
      headers: { ...customer.auth, ...body.headers },
      payload: body.payload,
    });
  };

  it('starts from an OK offer with its figures, IN_FLOW at INTRO, and answers a second click with the same application', async () => {
    const { customer, assessment, offerId, otherOfferId } = await customerWithOffers();
    const res = await inject(customer, 'POST', CREATE, { offerId });
    expect(res.statusCode).toBe(201);
    const application = res.json<LoanApplication>();
    const offer = assessment.offers.find((o) => o.offerId === offerId);
    expect(application).toMatchObject({
      offerId,
      flowId: 'szemelyi-kolcson-igenyles',
      currentPosition: 'INTRO',
      currentFlowIndex: 0,
      amount: 2_000_000,
      duration: 48,
      kycTypes: ['SANDBOX'],
      sigTypes: ['SMS_OTP'],
      quote: offer?.quote,
    });
    // The customer confirmed their email at registration: the EMAIL_CONFIRM field is done; what
    // the preliminary assessment asked is already filled in (the next test says how).
    expect(JSON.parse(application.dynamicData)).toEqual({
      email_confirmed: 'COMPLETED',
      birth_date: '1985-04-12',
      employment_start: '2019-03-01',
      net_income: '650 000',
      has_loans: 'false',
    });
    expect(await profileOf(customer)).toMatchObject({
      currentStatus: 'IN_FLOW',
      currentStatusResult: 'INTRO|0',
      flowPosition: 'INTRO',
      flowPage: '0',
    });

    const again = await inject(customer, 'POST', CREATE, { offerId });
    expect(again.statusCode).toBe(200);
    expect(again.json<LoanApplication>().id).toBe(application.id);
    const other = await inject(customer, 'POST', CREATE, { offerId: otherOfferId });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toMatch(/folyamatban lévő hitelkérelme/);

    const list = (await inject(customer, 'GET', '/api/credit/my-loan-applications')).json<{ id: string }[]>();
    expect(list.map((item) => item.id)).toEqual([application.id]);
    expect(
      (await inject(customer, 'GET', '/api/credit/my-loan-application')).json<LoanApplication>().id,
    ).toBe(application.id);
    const status = await inject(customer, 'GET', `${app_(application.id)}/status`);
    expect(status.json()).toEqual({
      currentPosition: 'INTRO',
      currentFlowIndex: 0,
      currentStatus: null,
      currentStatusResult: null,
    });
  });

  it("pre-fills what the preliminary assessment asked, by the flow's prefillFrom configuration; the customer corrects it like any answer", async () => {
    const customer = await createOnboardedCustomer(t.app, t.database.db);
    const preliminary = {
      date_of_birth: '1979-02-28',
      loan_purpose: 'vehicle',
      source_of_income: 'employee',
      company_registered_abroad: 'false',
      current_job: '2016-09-01',
      trial_period: 'false',
      notice_period: 'false',
      incapacity: 'false',
      continuous_employment: 'true',
      fixed_term_employment_contract: 'false',
      salary: '820000',
      salary_commitment: 'true',
      committed_salary: '45000',
      has_credit_card: 'true',
      credit_card_limit: '300000',
    };
    const assessed = await inject(
      customer,
      'POST',
      '/api/credit/preliminary-assessment',
      assessmentRequest(preliminary),
    );
    expect(assessed.statusCode, assessed.body).toBe(201);
    const offer = assessed.json<PreliminaryAssessment>().offers.find((o) => o.decision === 'OK');
    const created = await inject(customer, 'POST', CREATE, { offerId: offer?.offerId });
    expect(created.statusCode, created.body).toBe(201);
    const application = created.json<LoanApplication>();

    const { answers, versions } = await answersOf(customer, application.id);
    expect(answers).toEqual({
      email_confirmed: 'COMPLETED',
      birth_date: '1979-02-28',
      employment_start: '2016-09-01',
      net_income: '820000',
      has_loans: 'true',
      loan_instalments: '45000',
      credit_card_limit: '300000',
    });
    for (const key of Object.keys(answers)) expect(versions[key], key).toBe(1);
    // Nothing the preliminary assessment did not ask, and nothing without a mapping.
    expect(answers).not.toHaveProperty('mothers_name');
    expect(answers).not.toHaveProperty('salary');

    // The mapping is the flow's configuration, served with the flow.
    const flow = (await inject(customer, 'GET', `${app_(application.id)}/flow`)).json<Flow>();
    const birthDate = flow.steps.flatMap((step) => step.questions).find((q) => q.identifier === 'birth_date');
    expect(birthDate?.prefillFrom).toBe('preliminary.date_of_birth');

    // Corrected like any answer: the version it was filled with is the one to send.
    expect((await move(customer, application.id, 'FLOW', 0)).statusCode).toBe(200);
    const stale = await inject(customer, 'PATCH', `${app_(application.id)}/data`, {
      key: 'net_income',
      value: '790000',
      version: 0,
    });
    expect(stale.statusCode).toBe(409);
    const corrected = await save(customer, application.id, 'net_income', '790000');
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect((await answersOf(customer, application.id)).answers.net_income).toBe('790000');
  });

  it('leaves empty what the preliminary assessment did not ask (a pensioner has no employment start)', async () => {
    const customer = await createOnboardedCustomer(t.app, t.database.db);
    const assessed = await inject(
      customer,
      'POST',
      '/api/credit/preliminary-assessment',
      assessmentRequest({
        date_of_birth: '1985-04-12',
        loan_purpose: 'vehicle',
        source_of_income: 'pensioner',
        disability_pension: 'false',
        salary: '300000',
        salary_commitment: 'false',
        has_credit_card: 'false',
      }),
    );
    expect(assessed.statusCode, assessed.body).toBe(201);
    const offer = assessed.json<PreliminaryAssessment>().offers.find((o) => o.decision === 'OK');
    expect(offer).toBeDefined();
    const created = await inject(customer, 'POST', CREATE, { offerId: offer?.offerId });
    expect(created.statusCode, created.body).toBe(201);
    const { answers } = await answersOf(customer, created.json<LoanApplication>().id);
    // A pensioner was not asked for an employment start: the application asks it.
    expect(answers).not.toHaveProperty('employment_start');
    expect(answers.net_income).toBe('300000');
  });

  it('refuses an offer that was not OK or not offered, and writes nothing', async () => {
    const { customer, assessment, offerId } = await customerWithOffers();
    const stored = await t.database.db
      .select()
      .from(preliminaryAssessments)
      .where(eq(preliminaryAssessments.id, assessment.id));
    const result = stored[0]?.result;
    if (!result) throw new Error('no stored assessment');
    await t.database.db
      .update(preliminaryAssessments)
      .set({
        result: {
          ...result,
          offers: result.offers.map((o) =>
            o.offerId === offerId ? { ...o, decision: 'DTI_FAILED' as const } : o,
          ),
        },
      })
      .where(eq(preliminaryAssessments.id, assessment.id));

    for (const id of [offerId, 987_654]) {
      const res = await inject(customer, 'POST', CREATE, { offerId: id });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/nem választható/);
    }
    const profile = await profileOf(customer);
    expect(profile.currentStatus).toBe('PRELIMINARY');
    const rows = await t.database.db
      .select()
      .from(loanApplications)
      .where(eq(loanApplications.customerId, profile.id));
    expect(rows).toHaveLength(0);
    expect((await inject(customer, 'GET', '/api/credit/my-loan-application')).statusCode).toBe(404);
  });

  it('serves the flow with labels from the field configurations and the read-only values formatted', async () => {
    const { customer, application } = await startApplication();
    const flow = (await inject(customer, 'GET', `${app_(application.id)}/flow`)).json<Flow>();
    expect(flow.steps.map((step) => step.rowIndex)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    const questions = flow.steps.flatMap((step) => step.questions);
    const byId = (id: string) => questions.find((q) => q.identifier === id);
    expect(byId('citizenship')).toMatchObject({ label: 'Állampolgárság', fieldType: 'SELECT' });
    expect(byId('citizenship')?.options.map((o) => o.value)).toEqual(['hungarian', 'other_eu', 'other']);
    expect(byId('bank_sync')).toMatchObject({
      fieldSubtype: 'PSD2',
      hidden: false,
      label: 'Bankszámla összekapcsolása',
    });
    expect(byId('statement_khr')?.label).toMatch(/Központi Hitelinformációs Rendszer/);
    expect(byId('insolvency_proceedings')).toMatchObject({ isHardKo: true, koAnswer: 'true' });

    const base = await inject(customer, 'GET', `/api/credit/my-loan-application-base-data/${application.id}`);
    expect(base.statusCode).toBe(200);
    expect(base.json().values).toMatchObject({
      'profile.fullName': 'Kiss Anna',
      'profile.email': customer.email,
      'offer.amount': '2 000 000 Ft',
      'offer.months': '48 hónap',
    });
    expect(base.json().values['offer.thm']).toMatch(/^\d+,\d %$/);
  });

  it("answers 404 for another customer's application, flow, documents and files [ASVS V8.2.2]", async () => {
    const owner = await applicationAtDocuments();
    const doc = (
      await upload(owner.customer, owner.application.id, PDF, 'szemelyi.pdf')
    ).json<CustomerDocument>();
    const stranger = (await startApplication()).customer;
    const id = owner.application.id;
    const calls: [method: 'GET' | 'PATCH' | 'POST' | 'DELETE', url: string, payload?: object][] = [
      ['GET', `/api/credit/my-loan-application/${id}`],
      ['GET', `/api/credit/my-loan-application-base-data/${id}`],
      ['GET', `${app_(id)}/flow`],
      ['GET', `${app_(id)}/status`],
      ['PATCH', `${app_(id)}/data`, { key: 'city', value: 'Pécs', version: 1 }],
      ['PATCH', `${app_(id)}/update-position`, { flowPosition: 'INTRO', currentFlowIndex: 0 }],
      ['POST', `${app_(id)}/close`],
      ['GET', `${app_(id)}/document/${doc.id}`],
      ['DELETE', `${app_(id)}/document/${doc.id}`],
      ['GET', `/api/drawer/document/${doc.id}/customer-metadata`],
      ['GET', `/api/file/download/${doc.id}`],
    ];
    for (const [method, url, payload] of calls) {
      const res = await inject(stranger, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await upload(stranger, id, PDF, 'x.pdf')).statusCode).toBe(404);
    expect((await inject(stranger, 'GET', '/api/drawer/user-documents')).json()).toEqual([]);
    // Nothing of the owner's changed.
    expect((await answersOf(owner.customer, id)).answers.city).toBe('Budapest');
    expect((await inject(owner.customer, 'GET', `/api/file/download/${doc.id}`)).statusCode).toBe(200);
  });

  it('checks each saved answer with the flow engine and refuses a stale version', async () => {
    const { customer, application } = await startApplication();
    const id = application.id;
    const notYet = await save(customer, id, 'city', 'Budapest');
    expect(notYet.statusCode).toBe(409);
    expect((await move(customer, id, 'FLOW', 0)).statusCode).toBe(200);

    const badId = await save(customer, id, 'id_card_number', '12345');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().fieldErrors).toEqual({ id_card_number: 'validation.regex' });
    // The birth date is an adult's, checked at the field against the figures' age limits.
    const minor = await save(customer, id, 'birth_date', addMonths(todayIso(), -16 * 12));
    expect(minor.statusCode).toBe(400);
    expect(minor.json().fieldErrors).toEqual({ birth_date: 'validation.tooYoung' });
    for (const key of ['nincs_ilyen', 'mailing_city', 'offer_full_name', 'bank_sync', 'id_card_document']) {
      const res = await save(customer, id, key, 'Szeged');
      expect(res.statusCode, key).toBe(400);
      expect(res.json().fieldErrors).toEqual({ [key]: 'validation.notExpected' });
    }

    const first = await inject(customer, 'PATCH', `${app_(id)}/data`, {
      key: 'city',
      value: 'Debrecen',
      version: 0,
    });
    expect(first.json()).toEqual({ key: 'city', value: 'Debrecen', version: 1 });
    const newer = await inject(customer, 'PATCH', `${app_(id)}/data`, {
      key: 'city',
      value: 'Szeged',
      version: 1,
    });
    expect(newer.json()).toEqual({ key: 'city', value: 'Szeged', version: 2 });
    // A second tab that last saw version 1 cannot overwrite the newer answer.
    const stale = await inject(customer, 'PATCH', `${app_(id)}/data`, {
      key: 'city',
      value: 'Pécs',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'Ezt az adatot időközben egy másik ablakban módosította. Frissítse az oldalt.',
      messageKey: 'errors.application.stale',
      fieldErrors: { city: 'validation.stale' },
    });
    const stored = await answersOf(customer, id);
    expect(stored.answers.city).toBe('Szeged');
    expect(stored.versions.city).toBe(2);
  });

  it('drops answers a changed controlling answer hides, and logs an accepted statement', async () => {
    const { customer, application } = await startApplication();
    const id = application.id;
    await move(customer, id, 'FLOW', 0);
    expect((await save(customer, id, 'has_mailing_address', 'true')).statusCode).toBe(200);
    expect((await save(customer, id, 'mailing_city', 'Szeged')).statusCode).toBe(200);
    expect((await save(customer, id, 'has_mailing_address', 'false')).statusCode).toBe(200);
    const { answers, versions } = await answersOf(customer, id);
    expect(answers.mailing_city).toBeUndefined();
    expect(versions.mailing_city).toBe(2);

    const profile = await profileOf(customer);
    expect((await save(customer, id, 'statement_pep', 'true')).statusCode).toBe(200);
    const logged = await t.database.db
      .select({
        identifier: statements.identifier,
        version: statementAcceptances.statementVersion,
        channel: statementAcceptances.channel,
      })
      .from(statementAcceptances)
      .innerJoin(statements, eq(statements.id, statementAcceptances.statementId))
      .where(and(eq(statementAcceptances.customerId, profile.id), eq(statements.kind, 'APPLICATION')));
    expect(logged).toEqual([{ identifier: 'application_pep_declaration', version: 1, channel: 'WEB' }]);
    expect((await save(customer, id, 'statement_pep', 'maybe')).statusCode).toBe(400);
  });

  it('moves only along the transition table and forwards only past completed steps', async () => {
    const { customer, application } = await startApplication();
    const id = application.id;
    expect((await move(customer, id, 'OVERVIEW', 0)).statusCode).toBe(409);
    expect((await move(customer, id, 'FLOW', 0)).statusCode).toBe(200);
    expect((await move(customer, id, 'SCORING', 0)).statusCode).toBe(409);
    expect((await move(customer, id, 'FLOW', 7)).statusCode).toBe(400);

    const blocked = await move(customer, id, 'FLOW', 2);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().fieldErrors).toMatchObject({ mothers_name: 'validation.required' });
    expect(blocked.json().message).toMatch(/Személyes adatok/);
    expect(blocked.json()).toMatchObject({
      messageKey: 'errors.application.stepIncomplete',
      messageValues: { step: expect.stringMatching(/Személyes adatok/) },
    });
    expect((await profileOf(customer)).flowPage).toBe('0');

    await answerSteps(customer, id, [1]);
    const moved = await move(customer, id, 'FLOW', 2);
    expect(moved.statusCode).toBe(200);
    expect(moved.json<LoanApplication>()).toMatchObject({ currentPosition: 'FLOW', currentFlowIndex: 2 });
    expect(await profileOf(customer)).toMatchObject({
      currentStatus: 'IN_FLOW',
      currentStatusResult: 'FLOW|2',
      flowPosition: 'FLOW',
      flowPage: '2',
    });
    // Back is always allowed; INTRO resets the page.
    expect((await move(customer, id, 'FLOW', 1)).statusCode).toBe(200);
    expect((await move(customer, id, 'INTRO', 5)).json<LoanApplication>().currentFlowIndex).toBe(0);
    expect((await profileOf(customer)).currentStatusResult).toBe('INTRO|0');
  });

  it('lets a hard knock-out answer be saved but not passed', async () => {
    const { customer, application } = await startApplication();
    const id = application.id;
    await move(customer, id, 'FLOW', 0);
    await answerSteps(customer, id, [1, 2, 3]);
    expect((await save(customer, id, 'has_loans', 'false')).statusCode).toBe(200);
    expect((await save(customer, id, 'insolvency_proceedings', 'true')).statusCode).toBe(200);
    const blocked = await move(customer, id, 'FLOW', 5);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().fieldErrors).toEqual({ insolvency_proceedings: 'validation.knockOut' });
    expect(blocked.json().message).toMatch(/nem köthetünk Önnel új hitelszerződést/);
    // The explanation is the configured flow's, so it travels as the value of a one-placeholder wording.
    expect(blocked.json().messageKey).toBe('errors.application.knockedOut');
    expect(blocked.json().messageValues).toEqual({ explanation: blocked.json().message });
    expect((await save(customer, id, 'insolvency_proceedings', 'false')).statusCode).toBe(200);
    expect((await move(customer, id, 'FLOW', 5)).statusCode).toBe(200);
  });

  it('accepts real PDF, PNG and JPEG files and gives the same bytes back as an attachment [ASVS V5.4.1 V5.4.2]', async () => {
    const { customer, application } = await applicationAtDocuments();
    const id = application.id;
    const uploaded: CustomerDocument[] = [];
    for (const [file, name] of [
      [PDF, 'személyi előlap.pdf'],
      [PNG, 'hátlap.png'],
      [JPEG, 'fotó.jpg'],
    ] as const) {
      const res = await upload(customer, id, file, name);
      expect(res.statusCode, res.body).toBe(201);
      uploaded.push(res.json<CustomerDocument>());
    }
    expect(uploaded.map((d) => d.contentType)).toEqual(['application/pdf', 'image/png', 'image/jpeg']);
    expect(uploaded[0]).toMatchObject({
      applicationId: id,
      promptId: 1,
      promptIdentifier: 'id_card_document',
      originalName: 'személyi előlap.pdf',
      size: PDF.length,
    });
    const { answers } = await answersOf(customer, id);
    expect(JSON.parse(answers.id_card_document ?? '[]')).toEqual(uploaded.map((d) => d.id));

    const pdf = uploaded[0] as CustomerDocument;
    const download = await inject(customer, 'GET', `/api/file/download/${pdf.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="szemelyi elolap.pdf"; filename*=UTF-8''${encodeURIComponent('személyi előlap.pdf')}`,
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect((await inject(customer, 'GET', `${app_(id)}/document/${pdf.id}`)).json()).toEqual(pdf);
    expect(
      (await inject(customer, 'GET', `/api/drawer/document/${pdf.id}/customer-metadata`)).json(),
    ).toEqual(pdf);
    expect(
      (await inject(customer, 'GET', '/api/drawer/user-documents'))
        .json<CustomerDocument[]>()
        .map((d) => d.id)
        .sort(),
    ).toEqual(uploaded.map((d) => d.id).sort());

    const stored = await t.database.db
      .select()
      .from(customerDocuments)
      .where(eq(customerDocuments.id, pdf.id));
    expect(stored[0]?.storedName).toBe(`${pdf.id}.pdf`);
    expect(stored[0]?.sha256).toMatch(/^[0-9a-f]{64}$/);

    // A wrong upload can be removed while filling in the flow.
    expect((await inject(customer, 'DELETE', `${app_(id)}/document/${pdf.id}`)).statusCode).toBe(204);
    expect(JSON.parse((await answersOf(customer, id)).answers.id_card_document ?? '[]')).toEqual(
      uploaded.slice(1).map((d) => d.id),
    );
    expect((await inject(customer, 'GET', `/api/file/download/${pdf.id}`)).statusCode).toBe(404);
  });

  it('refuses spoofed, oversized, misdirected and surplus uploads with a Hungarian reason, writing nothing [ASVS V5.2.1 V5.2.2]', async () => {
    const { customer, application } = await applicationAtDocuments();
    const id = application.id;
    const profile = await profileOf(customer);
    const before = await answersOf(customer, id);

    const exe = await upload(customer, id, EXE, 'fizetesi-papir.pdf');
    expect(exe.statusCode).toBe(415);
    expect(exe.json()).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      fieldErrors: { file: 'validation.fileType' },
    });
    expect(exe.json().message).toMatch(/nem PDF, JPEG vagy PNG/);
    const text = await upload(customer, id, Buffer.from('Ez csak egy szöveg, nem PDF.'), 'igazolas.pdf');
    expect(text.statusCode).toBe(415);

    const huge = await upload(customer, id, Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]), 'nagy.pdf');
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toMatch(/túl nagy/);

    const wrongPrompt = await upload(customer, id, PDF, 'a.pdf', {
      promptId: 2,
      promptIdentifier: 'id_card_document',
    });
    expect(wrongPrompt.statusCode).toBe(400);
    expect(wrongPrompt.json().fieldErrors).toEqual({ promptId: 'validation.notExpected' });
    const notAPrompt = await upload(customer, id, PDF, 'a.pdf', { promptId: 1, promptIdentifier: 'city' });
    expect(notAPrompt.statusCode).toBe(400);

    const rows = await t.database.db
      .select()
      .from(customerDocuments)
      .where(eq(customerDocuments.customerId, profile.id));
    expect(rows).toHaveLength(0);
    expect(await answersOf(customer, id)).toEqual(before);

    for (let i = 0; i < 4; i += 1)
      expect((await upload(customer, id, PNG, `lap-${i}.png`)).statusCode).toBe(201);
    const fifth = await upload(customer, id, PNG, 'lap-5.png');
    expect(fifth.statusCode).toBe(409);
    expect(fifth.json().message).toMatch(/legfeljebb 4 fájlt/);
    expect(fifth.json()).toMatchObject({
      messageKey: 'errors.document.tooMany',
      messageValues: { maxFiles: 4 },
    });
    const after = await t.database.db
      .select()
      .from(customerDocuments)
      .where(eq(customerDocuments.customerId, profile.id));
    expect(after).toHaveLength(4);
  });

  it('closes the application: CLOSED, the profile back at the offers, and a new one can start', async () => {
    const { customer, application, offerId } = await startApplication();
    const id = application.id;
    await move(customer, id, 'FLOW', 0);
    const closed = await inject(customer, 'POST', `${app_(id)}/close`);
    expect(closed.statusCode).toBe(200);
    expect(closed.json<LoanApplication>()).toMatchObject({
      currentPosition: 'CLOSED',
      currentStatus: 'CLOSED',
    });
    expect(await profileOf(customer)).toMatchObject({
      currentStatus: 'PRELIMINARY',
      currentStatusResult: null,
      flowPosition: null,
      flowPage: null,
    });
    expect((await inject(customer, 'POST', `${app_(id)}/close`)).statusCode).toBe(409);
    expect((await move(customer, id, 'FLOW', 0)).statusCode).toBe(409);
    expect((await inject(customer, 'GET', '/api/credit/my-loan-application')).statusCode).toBe(404);
    const next = await inject(customer, 'POST', CREATE, { offerId });
    expect(next.statusCode).toBe(201);
    expect(next.json<LoanApplication>().id).not.toBe(id);
  });

  it('serves the field configurations to a logged-in customer', async () => {
    const { customer } = await startApplication();
    expect((await t.app.inject({ method: 'GET', url: '/api/administration/field/4' })).statusCode).toBe(401);
    expect((await inject(customer, 'GET', '/api/administration/field/4')).json()).toMatchObject({
      id: 4,
      fieldType: 'INPUT',
      label: 'Személyi igazolvány száma',
    });
    expect((await inject(customer, 'GET', '/api/administration/document-prompt/3')).json()).toMatchObject({
      identifier: 'income_document',
      acceptedTypes: ['application/pdf', 'image/jpeg', 'image/png'],
      maxBytes: 10 * 1024 * 1024,
      maxFiles: 4,
    });
    expect((await inject(customer, 'GET', '/api/administration/readonly-field/5')).json()).toMatchObject({
      source: 'offer.amount',
    });
    expect((await inject(customer, 'GET', '/api/administration/special-field/1')).json()).toMatchObject({
      subtype: 'EMAIL_CONFIRM',
    });
    const statement = (await inject(customer, 'GET', '/api/administration/statement/1')).json();
    expect(statement).toMatchObject({ identifier: 'application_khr_data_transfer', version: 1 });
    expect(statement.body).toMatch(/2011\. évi CXXII\. törvény/);
    expect((await inject(customer, 'GET', '/api/administration/psd2-field/1')).statusCode).toBe(200);
    expect((await inject(customer, 'GET', '/api/administration/field/999')).statusCode).toBe(404);
    expect((await inject(customer, 'GET', '/api/administration/statement/abc')).statusCode).toBe(400);
  });
});
