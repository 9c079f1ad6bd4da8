import {
  type BankSync,
  type BankSyncStarted,
  type Flow,
  type LoanApplication,
  SPECIAL_FIELD_DONE,
} from '@hitelkapu/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankSyncs, flowDefinitions, loanApplications } from '../../db/schema/index.ts';
import {
  type ApplicantCustomer,
  completeStepAnswers,
  startTestApplication,
} from '../../testing/application.ts';
import { fakeOpenBankingProvider } from '../../testing/open-banking.ts';
import { createTestApp, type TestApp, testConfig } from '../../testing/test-app.ts';

const app_ = (id: string) => `/api/credit/loan-application/${id}`;
const stepAnswers = completeStepAnswers();
/** The seeded flow's income step, which holds the optional PSD2 field `bank_sync`. */
const INCOME_STEP = 3;
const REQUIRED_FLOW_ID = 'bank-link-required';

describe("the application flow's PSD2 field", () => {
  let t: TestApp;
  const bank = fakeOpenBankingProvider('DEFAULT');

  beforeAll(async () => {
    t = await createTestApp({
      openBankingProviders: {
        DEFAULT: bank.provider,
        GO_CARDLESS: fakeOpenBankingProvider('GO_CARDLESS').provider,
      },
    });
    // The seeded flow with its PSD2 field required, for the applications moved onto it.
    const [seeded] = await t.database.db.select().from(flowDefinitions);
    if (!seeded) throw new Error('no seeded flow');
    await t.database.db.insert(flowDefinitions).values({
      id: REQUIRED_FLOW_ID,
      title: seeded.title,
      steps: seeded.steps.map((step) => ({
        ...step,
        questions: step.questions.map((q) => (q.identifier === 'bank_sync' ? { ...q, isRequired: true } : q)),
      })),
    });
  });
  afterAll(async () => {
    await t.app.close();
  });

  const inject = (
    customer: ApplicantCustomer,
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: customer.auth, ...(payload ? { payload } : {}) });

  const read = async (customer: ApplicantCustomer, id: string) => {
    const res = await inject(customer, 'GET', `/api/credit/my-loan-application/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    const application = res.json<LoanApplication>();
    return { application, answers: JSON.parse(application.dynamicData) as Record<string, string> };
  };

  const move = (customer: ApplicantCustomer, id: string, flowPosition: string, currentFlowIndex: number) =>
    inject(customer, 'PATCH', `${app_(id)}/update-position`, { flowPosition, currentFlowIndex });

  async function answerSteps(customer: ApplicantCustomer, id: string, steps: number[]) {
    for (const step of steps) {
      for (const [key, value] of Object.entries(stepAnswers[step] ?? {})) {
        const { application } = await read(customer, id);
        const res = await inject(customer, 'PATCH', `${app_(id)}/data`, {
          key,
          value,
          version: application.answerVersions[key] ?? 0,
        });
        expect(res.statusCode, `${key}: ${res.body}`).toBe(200);
      }
    }
  }

  /** An application in FLOW at the income step, the steps before it answered. */
  async function atIncomeStep(flowId?: string) {
    const started = await startTestApplication(t.app, t.database.db);
    const { customer, application } = started;
    if (flowId)
      await t.database.db
        .update(loanApplications)
        .set({ flowId })
        .where(eq(loanApplications.id, application.id));
    expect((await move(customer, application.id, 'FLOW', 0)).statusCode).toBe(200);
    await answerSteps(customer, application.id, [1, 2]);
    const moved = await move(customer, application.id, 'FLOW', INCOME_STEP);
    expect(moved.statusCode, moved.body).toBe(200);
    return started;
  }

  /** Starts a sync of the purpose and has the bank answer it as given; answers the sync. */
  async function linkBank(
    customer: ApplicantCustomer,
    purpose: 'APPLICATION' | 'PRELIMINARY',
    outcome: 'LINKED' | 'REJECTED' = 'LINKED',
  ) {
    const res = await inject(customer, 'POST', '/api/credit/psd2-sync/start', { purpose });
    expect(res.statusCode, res.body).toBe(200);
    const started = res.json<BankSyncStarted>();
    const [row] = await t.database.db.select().from(bankSyncs).where(eq(bankSyncs.id, started.id));
    if (!row) throw new Error('sync not stored');
    bank.set(row.providerReference, outcome, outcome === 'LINKED' ? 'LN' : 'RJ');
    const continued = await inject(customer, 'POST', `/api/credit/psd2-sync/continue/${started.id}`);
    expect(continued.statusCode, continued.body).toBe(200);
    return { started, sync: continued.json<BankSync>() };
  }

  it('is shown on the income step and completed by the server once the bank account is linked from the application', async () => {
    const { customer, application } = await atIncomeStep();
    const flow = (await inject(customer, 'GET', `${app_(application.id)}/flow`)).json<Flow>();
    const step = flow.steps[INCOME_STEP];
    const field = step?.questions.find((q) => q.identifier === 'bank_sync');
    expect(field).toMatchObject({
      type: 'SPECIAL_FIELD',
      fieldSubtype: 'PSD2',
      hidden: false,
      isRequired: false,
      label: 'Bankszámla összekapcsolása',
    });
    expect((await read(customer, application.id)).answers.bank_sync).toBeUndefined();
    // The customer cannot complete it by writing the answer.
    const typed = await inject(customer, 'PATCH', `${app_(application.id)}/data`, {
      key: 'bank_sync',
      value: SPECIAL_FIELD_DONE,
      version: 0,
    });
    expect(typed.statusCode).toBe(400);
    expect(typed.json().fieldErrors).toEqual({ bank_sync: 'validation.notExpected' });

    const { started, sync } = await linkBank(customer, 'APPLICATION');
    // The bank sends the browser back to the application, where the link was started.
    expect(bank.consents.get(`default-${started.id}`)?.request.returnUrl).toBe(
      `${testConfig.publicUrl}/application?bankSync=${started.id}`,
    );
    expect(sync).toMatchObject({ purpose: 'APPLICATION', status: 'SUCCEEDED' });

    const after = await read(customer, application.id);
    expect(after.answers.bank_sync).toBe(SPECIAL_FIELD_DONE);
    expect(after.application.answerVersions.bank_sync).toBe(1);
    // Read again: nothing is written twice.
    expect((await read(customer, application.id)).application.answerVersions.bank_sync).toBe(1);
    // The general calls answer the application's sync by its purpose, the preliminary's stays empty.
    const lookup = await inject(customer, 'GET', '/api/credit/psd2-sync/customer?purpose=APPLICATION');
    expect(lookup.json()).toEqual({ sync });
    const preliminary = await inject(customer, 'GET', '/api/credit/psd2-sync/customer?purpose=PRELIMINARY');
    expect(preliminary.json()).toEqual({ sync: null });
  });

  it('is completed by the account linked for the preliminary assessment, and not by a refused link', async () => {
    const { customer, application } = await atIncomeStep();
    const refused = await linkBank(customer, 'APPLICATION', 'REJECTED');
    expect(refused.sync.status).toBe('FAILED');
    expect((await read(customer, application.id)).answers.bank_sync).toBeUndefined();

    const { sync } = await linkBank(customer, 'PRELIMINARY');
    expect(sync).toMatchObject({ purpose: 'PRELIMINARY', status: 'SUCCEEDED' });
    expect((await read(customer, application.id)).answers.bank_sync).toBe(SPECIAL_FIELD_DONE);
  });

  it('lets the customer past an optional PSD2 field without linking', async () => {
    const { customer, application } = await atIncomeStep();
    await answerSteps(customer, application.id, [INCOME_STEP]);
    const moved = await move(customer, application.id, 'FLOW', INCOME_STEP + 1);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(JSON.parse(moved.json<LoanApplication>().dynamicData).bank_sync).toBeUndefined();
  });

  it('keeps a required PSD2 field blocking the step until the bank account is linked', async () => {
    const { customer, application } = await atIncomeStep(REQUIRED_FLOW_ID);
    await answerSteps(customer, application.id, [INCOME_STEP]);
    const blocked = await move(customer, application.id, 'FLOW', INCOME_STEP + 1);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toMatchObject({
      messageKey: 'errors.application.stepIncomplete',
      fieldErrors: { bank_sync: 'validation.notCompleted' },
    });
    expect((await read(customer, application.id)).application.currentFlowIndex).toBe(INCOME_STEP);

    const refused = await linkBank(customer, 'APPLICATION', 'REJECTED');
    expect(refused.sync.status).toBe('FAILED');
    expect((await move(customer, application.id, 'FLOW', INCOME_STEP + 1)).statusCode).toBe(409);

    // Linked: the move itself catches the answer up and the customer goes on.
    await linkBank(customer, 'APPLICATION');
    const moved = await move(customer, application.id, 'FLOW', INCOME_STEP + 1);
    expect(moved.statusCode, moved.body).toBe(200);
    const after = moved.json<LoanApplication>();
    expect(after.currentFlowIndex).toBe(INCOME_STEP + 1);
    expect(JSON.parse(after.dynamicData).bank_sync).toBe(SPECIAL_FIELD_DONE);
  });
});
