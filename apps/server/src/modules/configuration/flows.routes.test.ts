import type {
  ConfigFlow,
  ConfigFlowList,
  ConfigQuestionSet,
  Flow,
  PreliminaryQuestionSet,
} from '@hitelkapu/domain';
import { PERSONAL_LOAN_FLOW_ID } from '@hitelkapu/domain/rules/flow';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flowDefinitions, questionSets, simpleFields, staffAuditLog } from '../../db/schema/index.ts';
import { fillTestApplication, startTestApplication } from '../../testing/application.ts';
import { createOnboardedCustomer } from '../../testing/credit.ts';
import { createStaffMember, loginStaff } from '../../testing/staff.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const FLOWS = '/api/staff/config/flows';
const SETS = '/api/staff/config/question-sets';
const QUESTION_SET_ID = 'szemelyi-kolcson';

describe('flow and question editor', () => {
  let t: TestApp;
  let configurator: { authorization: string };
  let reviewer: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp();
    const staff = await createStaffMember(t.database.db, { roles: ['CONFIGURATOR'] });
    configurator = (await loginStaff(t.app, staff)).auth;
    const other = await createStaffMember(t.database.db, { roles: ['REVIEWER', 'SENIOR_REVIEWER', 'ADMIN'] });
    reviewer = (await loginStaff(t.app, other)).auth;
  });
  afterAll(async () => {
    await t.app.close();
  });

  const readFlow = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${FLOWS}/${PERSONAL_LOAN_FLOW_ID}`,
      headers: configurator,
    });
    expect(res.statusCode).toBe(200);
    return res.json<ConfigFlow>();
  };
  const readSet = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${SETS}/${QUESTION_SET_ID}`,
      headers: configurator,
    });
    expect(res.statusCode).toBe(200);
    return res.json<ConfigQuestionSet>();
  };
  const putFlow = (payload: object, headers = configurator) =>
    t.app.inject({ method: 'PUT', url: `${FLOWS}/${PERSONAL_LOAN_FLOW_ID}`, headers, payload });
  const putSet = (payload: object, headers = configurator) =>
    t.app.inject({ method: 'PUT', url: `${SETS}/${QUESTION_SET_ID}`, headers, payload });
  const storedFlow = async () => {
    const [row] = await t.database.db
      .select()
      .from(flowDefinitions)
      .where(eq(flowDefinitions.id, PERSONAL_LOAN_FLOW_ID));
    if (!row) throw new Error('no flow');
    return row;
  };
  const auditOf = (subjectKind: string, subjectId: string) =>
    t.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.subjectKind, subjectKind), eq(staffAuditLog.subjectId, subjectId)));
  /** The flow with one question changed by `change`. */
  const editQuestion = (flow: Flow, identifier: string, change: object): Flow => ({
    ...flow,
    steps: flow.steps.map((step) => ({
      ...step,
      questions: step.questions.map((q) => (q.identifier === identifier ? { ...q, ...change } : q)),
    })),
  });
  const withoutQuestion = (flow: Flow, identifier: string): Flow => ({
    ...flow,
    steps: flow.steps.map((step) => ({
      ...step,
      questions: step.questions.filter((q) => q.identifier !== identifier),
    })),
  });
  const labelOf = (flow: Flow, identifier: string) =>
    flow.steps.flatMap((step) => step.questions).find((q) => q.identifier === identifier)?.label;

  it('lists the flows and question sets with their versions, for a configurator only', async () => {
    const res = await t.app.inject({ method: 'GET', url: FLOWS, headers: configurator });
    expect(res.statusCode).toBe(200);
    const list = res.json<ConfigFlowList>();
    expect(list.flows.map((flow) => flow.id)).toContain(PERSONAL_LOAN_FLOW_ID);
    expect(list.questionSets.map((set) => set.id)).toContain(QUESTION_SET_ID);
    const refused = await t.app.inject({ method: 'GET', url: FLOWS, headers: reviewer });
    expect(refused.statusCode).toBe(403);
    const config = await readFlow();
    expect(config.protectedQuestions).toContainEqual({ identifier: 'net_income', readBy: 'SCORING' });
  });

  it("a reworded question reaches the next customer's flow read, with one audit row holding before and after", async () => {
    const { customer, application } = await startTestApplication(t.app, t.database.db);
    const customerFlow = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/credit/loan-application/${application.id}/flow`,
        headers: customer.auth,
      });
      expect(res.statusCode).toBe(200);
      return res.json<Flow>();
    };
    // The customer's read fills the cache with the old wording first.
    const oldLabel = labelOf(await customerFlow(), 'employer_name');
    expect(oldLabel).toBeTruthy();

    const config = await readFlow();
    const newLabel = 'A munkáltató cégneve (ahogy a munkaszerződésen áll)';
    const res = await putFlow({
      version: config.version,
      flow: editQuestion(config.flow, 'employer_name', { label: newLabel, hint: 'Rövidítés nélkül.' }),
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json<ConfigFlow>();
    expect(saved.version).toBe(config.version + 1);
    expect(labelOf(saved.flow, 'employer_name')).toBe(newLabel);

    expect(labelOf(await customerFlow(), 'employer_name')).toBe(newLabel);
    const audit = await auditOf('FLOW_DEFINITION', PERSONAL_LOAN_FLOW_ID);
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit[0]?.before)).toContain(String(oldLabel));
    expect(JSON.stringify(audit[0]?.after)).toContain(newLabel);
    // A staff-edited field is the staff's: a release's seed leaves it alone.
    const [field] = await t.database.db.select().from(simpleFields).where(eq(simpleFields.label, newLabel));
    expect(field?.source).toBe('staff');
  });

  it('reorders the steps and questions and changes what is required', async () => {
    const config = await readFlow();
    const steps = [...config.flow.steps];
    const [first, second] = steps;
    if (!first || !second) throw new Error('the flow has fewer than two steps');
    const reversed = { ...second, questions: [...second.questions].reverse() };
    const edited = { ...config.flow, steps: [reversed, first, ...steps.slice(2)] };
    const optional = editQuestion(edited, 'dependants', { isRequired: false });
    const res = await putFlow({ version: config.version, flow: optional });
    expect(res.statusCode).toBe(200);
    const stored = await storedFlow();
    expect(stored.steps[0]?.id).toBe(second.id);
    expect(stored.steps[0]?.questions.map((q) => q.identifier)).toEqual(
      [...second.questions].reverse().map((q) => q.identifier),
    );
    const dependants = stored.steps
      .flatMap((step) => step.questions)
      .find((q) => q.identifier === 'dependants');
    expect(dependants?.isRequired).toBe(false);
  });

  it('an application past a step that gains a required question is asked it again, not stranded', async () => {
    const { customer, application } = await startTestApplication(t.app, t.database.db);
    const filled = await fillTestApplication(t.app, customer.auth, application);
    expect(filled.currentPosition).toBe('OVERVIEW');
    const config = await readFlow();
    const made = await putFlow({
      version: config.version,
      flow: editQuestion(config.flow, 'other_income', { isRequired: true }),
    });
    expect(made.statusCode).toBe(200);
    const stepIndex = made
      .json<ConfigFlow>()
      .flow.steps.findIndex((step) => step.questions.some((q) => q.identifier === 'other_income'));
    const url = `/api/credit/loan-application/${application.id}`;
    const move = (flowPosition: string, currentFlowIndex: number) =>
      t.app.inject({
        method: 'PATCH',
        url: `${url}/update-position`,
        headers: customer.auth,
        payload: { flowPosition, currentFlowIndex },
      });
    // Back to the step, forward again: the new required question is asked, and names its step.
    expect((await move('FLOW', stepIndex)).statusCode).toBe(200);
    const blocked = await move('OVERVIEW', 0);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toHaveProperty(
      'other_income',
    );
    const answered = await t.app.inject({
      method: 'PATCH',
      url: `${url}/data`,
      headers: customer.auth,
      payload: { key: 'other_income', value: '["rental"]', version: 0 },
    });
    expect(answered.statusCode).toBe(200);
    expect((await move('OVERVIEW', 0)).statusCode).toBe(200);

    // The mark goes back to optional for the tests after this one.
    const again = await readFlow();
    expect(
      (
        await putFlow({
          version: again.version,
          flow: editQuestion(again.flow, 'other_income', { isRequired: false }),
        })
      ).statusCode,
    ).toBe(200);
  });

  it('refuses to remove a question scoring reads: 422 naming it, and nothing changes', async () => {
    const before = await storedFlow();
    const auditBefore = (await auditOf('FLOW_DEFINITION', PERSONAL_LOAN_FLOW_ID)).length;
    const config = await readFlow();
    const res = await putFlow({
      version: config.version,
      flow: editQuestion(withoutQuestion(config.flow, 'net_income'), 'employer_name', { label: 'Munkahely' }),
    });
    expect(res.statusCode).toBe(422);
    const body = res.json<{ message: string; fieldErrors: Record<string, string> }>();
    expect(body.message).toContain('net_income');
    expect(body.fieldErrors['flow.removed.net_income']).toBe('staffConfig.flows.errors.protected');
    expect(await storedFlow()).toEqual(before);
    expect(await auditOf('FLOW_DEFINITION', PERSONAL_LOAN_FLOW_ID)).toHaveLength(auditBefore);
    expect(labelOf((await readFlow()).flow, 'employer_name')).not.toBe('Munkahely');
  });

  it('refuses to change the type of a question scoring reads, or to make it optional', async () => {
    const config = await readFlow();
    const retyped = await putFlow({
      version: config.version,
      flow: editQuestion(config.flow, 'net_income', { fieldType: 'SELECT' }),
    });
    expect(retyped.statusCode).toBe(422);
    const retypedErrors = retyped.json<{ fieldErrors: Record<string, string> }>().fieldErrors;
    expect(Object.keys(retypedErrors).some((path) => path.endsWith('.fieldType'))).toBe(true);
    const optional = await putFlow({
      version: config.version,
      flow: editQuestion(config.flow, 'net_income', { isRequired: false }),
    });
    expect(optional.statusCode).toBe(422);
    expect((await readFlow()).version).toBe(config.version);
  });

  it('an edited flow that does not parse is 400 with the field path; an empty label too', async () => {
    const config = await readFlow();
    const broken = {
      ...config.flow,
      steps: config.flow.steps.map((step, i) =>
        i === 0
          ? { ...step, questions: step.questions.map((q, j) => (j === 0 ? { ...q, isRequired: 'yes' } : q)) }
          : step,
      ),
    };
    const res = await putFlow({ version: config.version, flow: broken });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toHaveProperty(
      'flow.steps.0.questions.0.isRequired',
    );
    const emptyLabel = await putFlow({
      version: config.version,
      flow: editQuestion(config.flow, 'employer_name', { label: '  ' }),
    });
    expect(emptyLabel.statusCode).toBe(400);
    const paths = Object.keys(emptyLabel.json<{ fieldErrors: Record<string, string> }>().fieldErrors);
    expect(paths.some((path) => /^flow\.steps\.\d+\.questions\.\d+\.label$/.test(path))).toBe(true);
    expect((await readFlow()).version).toBe(config.version);
  });

  it('refuses a question the flow does not have, and a condition moved before its controlling question', async () => {
    const config = await readFlow();
    const added = {
      ...config.flow,
      steps: config.flow.steps.map((step, i) =>
        i === 0 && step.questions[0]
          ? {
              ...step,
              questions: [...step.questions, { ...step.questions[0], identifier: 'favourite_colour' }],
            }
          : step,
      ),
    };
    const res = await putFlow({ version: config.version, flow: added });
    expect(res.statusCode).toBe(422);
    expect(Object.values(res.json<{ fieldErrors: Record<string, string> }>().fieldErrors)).toContain(
      'staffConfig.flows.errors.unknownQuestion',
    );
  });

  it('a save on a version someone else has saved since is 409 and changes nothing', async () => {
    const config = await readFlow();
    const first = await putFlow({
      version: config.version,
      flow: editQuestion(config.flow, 'employer_name', { hint: 'Az első mentés.' }),
    });
    expect(first.statusCode).toBe(200);
    const audits = (await auditOf('FLOW_DEFINITION', PERSONAL_LOAN_FLOW_ID)).length;
    const second = await putFlow({
      version: config.version,
      flow: editQuestion(config.flow, 'employer_name', { hint: 'A második, elavult mentés.' }),
    });
    expect(second.statusCode).toBe(409);
    expect(second.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toHaveProperty('version');
    const hint = (await readFlow()).flow.steps
      .flatMap((step) => step.questions)
      .find((q) => q.identifier === 'employer_name')?.hint;
    expect(hint).toBe('Az első mentés.');
    expect(await auditOf('FLOW_DEFINITION', PERSONAL_LOAN_FLOW_ID)).toHaveLength(audits);
  });

  it('a reviewer may neither read nor change a flow or question set', async () => {
    const config = await readFlow();
    const res = await putFlow({ version: config.version, flow: config.flow }, reviewer);
    expect(res.statusCode).toBe(403);
    const set = await readSet();
    expect((await putSet({ version: set.version, questionSet: set.questionSet }, reviewer)).statusCode).toBe(
      403,
    );
    const read = await t.app.inject({ method: 'GET', url: `${SETS}/${QUESTION_SET_ID}`, headers: reviewer });
    expect(read.statusCode).toBe(403);
  });

  it('a save that changes nothing writes no version and no audit row', async () => {
    const config = await readFlow();
    const audits = (await auditOf('FLOW_DEFINITION', PERSONAL_LOAN_FLOW_ID)).length;
    const res = await putFlow({ version: config.version, flow: config.flow });
    expect(res.statusCode).toBe(200);
    expect(res.json<ConfigFlow>().version).toBe(config.version);
    expect(await auditOf('FLOW_DEFINITION', PERSONAL_LOAN_FLOW_ID)).toHaveLength(audits);
  });

  describe('preliminary question sets', () => {
    const editSetQuestion = (set: PreliminaryQuestionSet, identifier: string, change: object) => ({
      ...set,
      steps: set.steps.map((step) => ({
        ...step,
        questions: step.questions.map((q) => (q.identifier === identifier ? { ...q, ...change } : q)),
      })),
    });

    it('a changed label and bound reach the next wizard read, with one audit row', async () => {
      const config = await readSet();
      const res = await putSet({
        version: config.version,
        questionSet: editSetQuestion(config.questionSet, 'closed_business_years', {
          label: 'Hány lezárt üzleti éve van a vállalkozásának?',
          max: 50,
        }),
      });
      expect(res.statusCode).toBe(200);
      const customer = await createOnboardedCustomer(t.app, t.database.db);
      const read = await t.app.inject({
        method: 'GET',
        url: `/api/administration/preliminary/questions/${QUESTION_SET_ID}`,
        headers: customer.auth,
      });
      expect(read.statusCode).toBe(200);
      const question = read
        .json<PreliminaryQuestionSet>()
        .steps.flatMap((step) => step.questions)
        .find((q) => q.identifier === 'closed_business_years');
      expect(question?.label).toBe('Hány lezárt üzleti éve van a vállalkozásának?');
      expect(question?.max).toBe(50);
      expect(await auditOf('QUESTION_SET', QUESTION_SET_ID)).toHaveLength(1);
    });

    it('refuses to remove a question scoring reads, and a maximum below its minimum', async () => {
      const config = await readSet();
      const removed = {
        ...config.questionSet,
        steps: config.questionSet.steps.map((step) => ({
          ...step,
          questions: step.questions.filter((q) => q.identifier !== 'salary'),
        })),
      };
      const res = await putSet({ version: config.version, questionSet: removed });
      expect(res.statusCode).toBe(422);
      expect(res.json<{ message: string }>().message).toContain('salary');
      const bounds = await putSet({
        version: config.version,
        questionSet: editSetQuestion(config.questionSet, 'closed_business_years', { min: 10, max: 5 }),
      });
      expect(bounds.statusCode).toBe(400);
      expect(Object.values(bounds.json<{ fieldErrors: Record<string, string> }>().fieldErrors)).toContain(
        'staffConfig.errors.maxBelowMin',
      );
      const [row] = await t.database.db
        .select()
        .from(questionSets)
        .where(eq(questionSets.id, QUESTION_SET_ID));
      expect(row?.version).toBe(config.version);
    });
  });
});
