import type { SignatureTodo, Todo } from '@hitelkapu/domain';
import { signatureDueAt, signatureReminderAt } from '@hitelkapu/domain/rules/signature-todos';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationEvents,
  customers,
  loanApplications,
  outbox,
  signatureTodos,
  signingSessions,
} from '../../db/schema/index.ts';
import { createConfirmedCustomer } from '../../testing/accounts.ts';
import { applicationAtContractCheck, lastSigningCode, signByCode } from '../../testing/signing.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { findCustomerApplication } from '../applications/application-records.service.ts';
import { moveApplication } from '../applications/position-moves.ts';
import { runSignatureTodoRound } from './signature-todos.service.ts';

type Auth = { authorization: string };

const config = { publicUrl: 'https://portal.example' };
const MS = 1;

describe('signature to-dos', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.app.close();
  });

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, auth: Auth, payload?: object) =>
    t.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
  const countOf = async (auth: Auth) => {
    const res = await call('GET', '/api/credit/my-todo/count', auth);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ count: number }>().count;
  };
  const todos = async (auth: Auth, which: 'actives' | 'previouses') => {
    const res = await call('GET', `/api/credit/my-todo/${which}`, auth);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Todo[]>();
  };
  const signatures = async (auth: Auth, which: 'actives' | 'previouses') =>
    (await todos(auth, which)).filter((todo): todo is SignatureTodo => todo.type === 'SIGNATURE');
  const roundsOf = (applicationId: string) =>
    t.database.db.select().from(signatureTodos).where(eq(signatureTodos.applicationId, applicationId));
  const applicationRow = async (applicationId: string) => {
    const [row] = await t.database.db
      .select()
      .from(loanApplications)
      .where(eq(loanApplications.id, applicationId));
    if (!row) throw new Error('the application vanished');
    return row;
  };
  const remindersTo = (recipient: string) =>
    t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, recipient), eq(outbox.template, 'signature-reminder')));
  const startSigningKeyed = (auth: Auth, applicationId: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/credit/loan-application/${applicationId}/document-signing/start`,
      headers: { ...auth, 'idempotency-key': crypto.randomUUID() },
      payload: { type: 'SMS_OTP' },
    });

  it('opens a SIGNATURE to-do when the contract is ready to sign, due after the configured days; only its customer sees it', async () => {
    const { customer, applicationId } = await applicationAtContractCheck(t.app, t.database.db);
    const [round] = await roundsOf(applicationId);
    if (!round) throw new Error('no signature to-do opened');

    const [todo, ...others] = await signatures(customer.auth, 'actives');
    expect(others).toEqual([]);
    expect(todo).toMatchObject({
      type: 'SIGNATURE',
      status: 'IN_PROGRESS',
      outcome: null,
      applicationId,
      closedAt: null,
      signature: { signedAt: null },
    });
    expect(todo?.signature.productName).not.toBe('');
    expect(todo?.signature.amount).toBe((await applicationRow(applicationId)).amount);
    expect(todo?.dueAt).toBe(signatureDueAt(round.createdAt).toISOString());
    expect(await countOf(customer.auth)).toBe(1);

    const stranger = await createConfirmedCustomer(t.app, t.database.db);
    expect(await countOf(stranger.auth)).toBe(0);
    expect(await todos(stranger.auth, 'actives')).toEqual([]);
    expect(await todos(stranger.auth, 'previouses')).toEqual([]);
  });

  it('is WAITING while a signing code is out, then SIGNED and no longer counted', async () => {
    const { customer, applicationId } = await applicationAtContractCheck(t.app, t.database.db);
    const started = await startSigningKeyed(customer.auth, applicationId);
    expect(started.statusCode, started.body).toBe(200);
    expect((await signatures(customer.auth, 'actives')).map((todo) => todo.status)).toEqual(['WAITING']);
    expect(await countOf(customer.auth)).toBe(1);

    const confirmed = await call(
      'POST',
      `/api/credit/loan-application/${applicationId}/document-signing/confirm`,
      customer.auth,
      { code: await lastSigningCode(t.database.db, customer.phone) },
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await signatures(customer.auth, 'actives')).toEqual([]);
    const [signed] = await signatures(customer.auth, 'previouses');
    expect(signed).toMatchObject({ status: 'SIGNED', outcome: null, applicationId });
    expect(signed?.signature.signedAt).toBe((await applicationRow(applicationId)).signedAt?.toISOString());
    expect(await countOf(customer.auth)).toBe(0);
  });

  it('closes with ERROR_FOUND when the customer reports a contract error; a new round opens when the contract is ready again', async () => {
    const { customer, applicationId } = await applicationAtContractCheck(t.app, t.database.db);
    const reported = await call(
      'PATCH',
      '/api/credit/loan-application-signature/error-found',
      customer.auth,
      {
        applicationId,
        description: 'A lakcímem hibásan szerepel a szerződésben.',
      },
    );
    expect(reported.statusCode, reported.body).toBe(200);
    expect(await signatures(customer.auth, 'actives')).toEqual([]);
    expect(await signatures(customer.auth, 'previouses')).toMatchObject([
      { status: 'CLOSED', outcome: 'ERROR_FOUND' },
    ]);

    // A person corrects the contract and sends it back to be signed (the staff's return to contract).
    await t.database.db.transaction(async (tx) => {
      const row = await findCustomerApplication(tx, customer.id, applicationId, { forUpdate: true });
      if (!row) throw new Error('the application vanished');
      await moveApplication(tx, row, 'CONTRACT_CHECK', { actor: 'STAFF' }, { signatureState: 'READY' });
    });
    expect(await signatures(customer.auth, 'actives')).toMatchObject([
      { status: 'IN_PROGRESS', applicationId },
    ]);
    expect(await roundsOf(applicationId)).toHaveLength(2);
  });

  it('closes with CANCEL when the customer closes the application before signing', async () => {
    const { customer, applicationId } = await applicationAtContractCheck(t.app, t.database.db);
    const closed = await call('POST', `/api/credit/loan-application/${applicationId}/close`, customer.auth);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(await signatures(customer.auth, 'previouses')).toMatchObject([
      { status: 'CLOSED', outcome: 'CANCEL' },
    ]);
    expect(await countOf(customer.auth)).toBe(0);
  });

  it('closes a signed round with WITHDRAWN when the customer withdraws from the contract', async () => {
    const { customer, applicationId } = await applicationAtContractCheck(t.app, t.database.db);
    await signByCode(t.app, t.database.db, customer.auth, applicationId, customer.phone);
    await t.database.db.transaction(async (tx) => {
      const row = await findCustomerApplication(tx, customer.id, applicationId, { forUpdate: true });
      if (!row) throw new Error('the application vanished');
      await moveApplication(
        tx,
        row,
        'CLOSED',
        { actor: 'CUSTOMER', actorId: customer.id, detail: { reason: 'WITHDRAWAL' } },
        { signatureState: 'WITHDRAWN', withdrawnAt: new Date(), status: 'CLOSED' },
      );
    });
    expect(await signatures(customer.auth, 'previouses')).toMatchObject([
      { status: 'CLOSED', outcome: 'WITHDRAWN', applicationId },
    ]);
  });

  it('a signature to-do expires on time: reminded once before its due date, not expired before the due moment, expired after it', async () => {
    const { customer, applicationId } = await applicationAtContractCheck(t.app, t.database.db);
    const [round] = await roundsOf(applicationId);
    if (!round) throw new Error('no signature to-do opened');
    expect(round.remindAt.toISOString()).toBe(
      signatureReminderAt(round.createdAt, round.dueAt).toISOString(),
    );
    expect(round.remindAt.getTime()).toBeLessThan(round.dueAt.getTime());

    // Before the reminder's moment: nothing happens.
    await runSignatureTodoRound(t.database.db, new Date(round.remindAt.getTime() - MS), config);
    expect(await remindersTo(customer.email)).toHaveLength(0);

    // At it: one reminder, by email, pointing at the to-dos; rounds running together send it once.
    await Promise.all([
      runSignatureTodoRound(t.database.db, round.remindAt, config),
      runSignatureTodoRound(t.database.db, round.remindAt, config),
    ]);
    await runSignatureTodoRound(t.database.db, new Date(round.remindAt.getTime() + 60_000), config);
    const reminders = await remindersTo(customer.email);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.channel).toBe('EMAIL');
    expect(reminders[0]?.body).toContain(`${config.publicUrl}/user/todos`);

    // At the due moment itself the customer may still sign.
    await runSignatureTodoRound(t.database.db, round.dueAt, config);
    expect(await signatures(customer.auth, 'actives')).toMatchObject([{ status: 'IN_PROGRESS' }]);
    expect((await applicationRow(applicationId)).signatureState).toBe('READY');

    // Just after it, the round expires, once, however many rounds run.
    const after = new Date(round.dueAt.getTime() + MS);
    await Promise.all([
      runSignatureTodoRound(t.database.db, after, config),
      runSignatureTodoRound(t.database.db, after, config),
    ]);
    await runSignatureTodoRound(t.database.db, new Date(after.getTime() + 60_000), config);
    expect(await signatures(customer.auth, 'actives')).toEqual([]);
    expect(await signatures(customer.auth, 'previouses')).toMatchObject([
      { status: 'CLOSED', outcome: 'EXPIRED', closedAt: after.toISOString() },
    ]);
    expect(await countOf(customer.auth)).toBe(0);
    const application = await applicationRow(applicationId);
    expect(application.signatureState).toBe('EXPIRED');
    // The expiry closes only the signature: the application stays where it was.
    expect(application.position).toBe('CONTRACT_CHECK');
    const events = await t.database.db
      .select()
      .from(applicationEvents)
      .where(and(eq(applicationEvents.applicationId, applicationId), eq(applicationEvents.actor, 'SYSTEM')));
    expect(events.map((event) => event.detail)).toEqual([
      { reason: 'SIGNATURE_EXPIRED', signatureTodoId: round.id },
    ]);

    // The contract can no longer be signed.
    const started = await startSigningKeyed(customer.auth, applicationId);
    expect(started.statusCode, started.body).toBe(409);
    expect(await remindersTo(customer.email)).toHaveLength(1);
  });

  it('ends a signing under way when its round expires: its code no longer signs', async () => {
    const { customer, applicationId } = await applicationAtContractCheck(t.app, t.database.db);
    expect((await startSigningKeyed(customer.auth, applicationId)).statusCode).toBe(200);
    const code = await lastSigningCode(t.database.db, customer.phone);
    const [round] = await roundsOf(applicationId);
    if (!round) throw new Error('no signature to-do opened');

    await runSignatureTodoRound(t.database.db, new Date(round.dueAt.getTime() + MS), config);
    const application = await applicationRow(applicationId);
    expect(application).toMatchObject({ position: 'SIGN_CHOOSE', signatureState: 'EXPIRED', signedAt: null });
    const sessions = await t.database.db
      .select({ status: signingSessions.status })
      .from(signingSessions)
      .where(eq(signingSessions.applicationId, applicationId));
    expect(sessions).toEqual([{ status: 'EXPIRED' }]);
    const confirmed = await call(
      'POST',
      `/api/credit/loan-application/${applicationId}/document-signing/confirm`,
      customer.auth,
      { code },
    );
    expect(confirmed.statusCode, confirmed.body).toBe(409);
    expect(await signatures(customer.auth, 'previouses')).toMatchObject([
      { status: 'CLOSED', outcome: 'EXPIRED' },
    ]);
  });

  it('sends the reminder by SMS to a customer without an email address', async () => {
    const { customer, applicationId } = await applicationAtContractCheck(t.app, t.database.db);
    const [round] = await roundsOf(applicationId);
    if (!round || !customer.phone) throw new Error('no signature to-do opened');
    await t.database.db.update(customers).set({ email: null }).where(eq(customers.id, customer.id));
    await runSignatureTodoRound(t.database.db, round.remindAt, config);
    const reminders = await remindersTo(customer.phone);
    expect(reminders.map((message) => message.channel)).toEqual(['SMS']);
  });
});
