import type { Correction } from '@hitelkapu/domain';
import { formatHuf, formatLongDate } from '@hitelkapu/domain';
import { correctionReminderAt } from '@hitelkapu/domain/rules/correction-reminders';
import { signatureDueAt } from '@hitelkapu/domain/rules/signature-todos';
import { and, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationEvents,
  corrections,
  loanApplications,
  outbox,
  signatureTodos,
} from '../../db/schema/index.ts';
import { applicationAtContractCheck } from '../../testing/signing.ts';
import { createApplicationUnderReview, createStaffMember, loginStaff } from '../../testing/staff.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { findCustomerApplication } from '../applications/application-records.service.ts';
import { followSignatureRound, runSignatureTodoRound } from './signature-todos.service.ts';

const config = { publicUrl: 'https://portal.example' };
const DAY = 24 * 60 * 60_000;

/**
 * The customer's messages about their to-dos (docs/decisions/040): one when a to-do appears,
 * a reminder before a correction's due day, one when a signing window closes; and the
 * rounds opened for contracts that were already waiting for a signature.
 */
describe('to-do notifications', () => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof loginStaff>>;

  beforeAll(async () => {
    t = await createTestApp();
    staff = await loginStaff(t.app, await createStaffMember(t.database.db));
  });
  afterAll(async () => {
    await t.app.close();
  });

  const messagesTo = (recipient: string, template: string) =>
    t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, recipient), eq(outbox.template, template)));
  const roundsOf = (applicationId: string) =>
    t.database.db.select().from(signatureTodos).where(eq(signatureTodos.applicationId, applicationId));
  const applicationRow = async (id: string) => {
    const [row] = await t.database.db.select().from(loanApplications).where(eq(loanApplications.id, id));
    if (!row) throw new Error('the application vanished');
    return row;
  };
  const ask = async (applicationId: string, dueInDays: number) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/staff/reviews/${applicationId}/corrections`,
      headers: staff.auth,
      payload: {
        kind: 'ANSWER',
        fieldId: 'postal_code',
        message: 'Kérjük, ellenőrizze az irányítószámot: a lakcímkártyáján 6720 szerepel.',
        dueInDays,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Correction>();
  };

  it('tells the customer once when a signing round opens: amount, product and last day, however many moves race', async () => {
    const { customer, applicationId } = await applicationAtContractCheck(t.app, t.database.db);
    expect(await messagesTo(customer.email, 'signature-ready')).toHaveLength(1);
    // The move to a ready contract arriving twice at once, with no round yet: one opens it.
    await t.database.db.delete(signatureTodos).where(eq(signatureTodos.applicationId, applicationId));
    await t.database.db
      .delete(outbox)
      .where(and(eq(outbox.recipient, customer.email), eq(outbox.template, 'signature-ready')));
    const row = await findCustomerApplication(t.database.db, customer.id, applicationId);
    if (!row) throw new Error('the application vanished');
    await Promise.all([
      t.database.db.transaction((tx) => followSignatureRound(tx, row)),
      t.database.db.transaction((tx) => followSignatureRound(tx, row)),
    ]);
    // And once more later (a retried request): the open round is found, nothing is sent again.
    await t.database.db.transaction((tx) => followSignatureRound(tx, row));
    const [round, ...others] = await roundsOf(applicationId);
    expect(others).toEqual([]);
    if (!round) throw new Error('no signature to-do opened');

    const messages = await messagesTo(customer.email, 'signature-ready');
    expect(messages).toHaveLength(1);
    const [message] = messages;
    expect(message?.channel).toBe('EMAIL');
    expect(message?.subject).toBe('Hitelszerződése aláírásra vár');
    expect(message?.body).toContain(formatHuf(round.amount));
    expect(message?.body).toContain(round.productName);
    expect(message?.body).toContain(`Az aláírás utolsó napja: ${formatLongDate(round.dueAt)}`);
    expect(message?.body).toContain('/user/todos');
  });

  it('tells the customer once that the signing window closed, and what they can do', async () => {
    const { customer, applicationId } = await applicationAtContractCheck(t.app, t.database.db);
    const [round] = await roundsOf(applicationId);
    if (!round) throw new Error('no signature to-do opened');

    await runSignatureTodoRound(t.database.db, round.dueAt, config);
    expect(await messagesTo(customer.email, 'signature-expired')).toHaveLength(0);

    const after = new Date(round.dueAt.getTime() + 1);
    await Promise.all([
      runSignatureTodoRound(t.database.db, after, config),
      runSignatureTodoRound(t.database.db, after, config),
    ]);
    await runSignatureTodoRound(t.database.db, new Date(after.getTime() + DAY), config);
    const messages = await messagesTo(customer.email, 'signature-expired');
    expect(messages).toHaveLength(1);
    expect(messages[0]?.subject).toBe('Lejárt hitelszerződése aláírási határideje');
    expect(messages[0]?.body).toContain('már nem lehet aláírni');
    expect(messages[0]?.body).toContain('új igénylést indíthat');
    expect(messages[0]?.body).toContain(`${config.publicUrl}/application`);
  });

  it('the correction request names what is asked and the due day, never the reviewer’s note', async () => {
    const { customer, application } = await createApplicationUnderReview(t.app, t.database.db);
    const asked = await ask(application.id, 7);
    const [message, ...more] = await messagesTo(customer.email, 'correction-requested');
    expect(more).toEqual([]);
    expect(message?.body).toContain(asked.fieldLabel);
    expect(message?.body).toContain(`Határidő: ${formatLongDate(asked.dueAt)}`);
    expect(message?.body).toContain(`${config.publicUrl}/user/todos`.replace(config.publicUrl, ''));
    expect(message?.body).not.toContain('6720');
  });

  it('reminds of a correction once, at 9:00 Budapest two days before its due day, from concurrent rounds', async () => {
    const { customer, application } = await createApplicationUnderReview(t.app, t.database.db);
    const asked = await ask(application.id, 7);
    const remindAt = correctionReminderAt(new Date(asked.dueAt));
    expect(formatLongDate(new Date(remindAt.getTime() + 2 * DAY))).toBe(formatLongDate(asked.dueAt));

    // Not before its moment.
    await runSignatureTodoRound(t.database.db, new Date(remindAt.getTime() - 1), config);
    expect(await messagesTo(customer.email, 'correction-reminder')).toHaveLength(0);

    // At it, two instances at once: one reminder; later rounds send nothing more.
    await Promise.all([
      runSignatureTodoRound(t.database.db, remindAt, config),
      runSignatureTodoRound(t.database.db, remindAt, config),
    ]);
    await runSignatureTodoRound(t.database.db, new Date(remindAt.getTime() + DAY), config);
    const reminders = await messagesTo(customer.email, 'correction-reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.channel).toBe('EMAIL');
    expect(reminders[0]?.body).toContain(asked.fieldLabel);
    expect(reminders[0]?.body).toContain(`Határidő: ${formatLongDate(asked.dueAt)}`);
    expect(reminders[0]?.body).not.toContain('6720');
    const [row] = await t.database.db.select().from(corrections).where(eq(corrections.id, asked.id));
    expect(row?.remindedAt?.toISOString()).toBe(remindAt.toISOString());
  });

  it('sends no reminder for a correction asked inside its reminder window, nor for one already past due', async () => {
    const short = await createApplicationUnderReview(t.app, t.database.db);
    const soon = await ask(short.application.id, 1);
    await runSignatureTodoRound(t.database.db, new Date(new Date(soon.dueAt).getTime() - 60_000), config);
    expect(await messagesTo(short.customer.email, 'correction-reminder')).toHaveLength(0);

    const late = await createApplicationUnderReview(t.app, t.database.db);
    const overdue = await ask(late.application.id, 7);
    await runSignatureTodoRound(t.database.db, new Date(new Date(overdue.dueAt).getTime() + 1), config);
    expect(await messagesTo(late.customer.email, 'correction-reminder')).toHaveLength(0);
    // Past its due day it stays open for the customer (decision 040): the reviewer decides.
    const [row] = await t.database.db.select().from(corrections).where(eq(corrections.id, overdue.id));
    expect(row?.status).toBe('IN_PROGRESS');
  });

  it('opens a round for a contract that was already waiting for a signature: once, due from when it became ready', async () => {
    const recent = await applicationAtContractCheck(t.app, t.database.db);
    const old = await applicationAtContractCheck(t.app, t.database.db);
    // As before the rounds existed: no round, and the contract ready two or twenty days ago.
    const readyAt = new Map<string, Date>();
    for (const [placed, days] of [
      [recent, 2],
      [old, 20],
    ] as const) {
      await t.database.db
        .delete(signatureTodos)
        .where(eq(signatureTodos.applicationId, placed.applicationId));
      const at = new Date(Date.now() - days * DAY);
      readyAt.set(placed.applicationId, at);
      await t.database.db
        .update(applicationEvents)
        .set({ createdAt: at })
        .where(
          and(
            eq(applicationEvents.applicationId, placed.applicationId),
            eq(applicationEvents.toPosition, 'CONTRACT_CHECK'),
          ),
        );
    }

    const now = new Date();
    await Promise.all([
      runSignatureTodoRound(t.database.db, now, config),
      runSignatureTodoRound(t.database.db, now, config),
    ]);
    await runSignatureTodoRound(t.database.db, new Date(now.getTime() + 60_000), config);

    const recentRounds = await roundsOf(recent.applicationId);
    expect(recentRounds).toHaveLength(1);
    expect(recentRounds[0]).toMatchObject({ status: 'IN_PROGRESS', outcome: null });
    expect(recentRounds[0]?.dueAt.toISOString()).toBe(
      signatureDueAt(readyAt.get(recent.applicationId) ?? now).toISOString(),
    );

    // The old one's last day has passed: it expires at once, the customer is told once.
    const oldRounds = await roundsOf(old.applicationId);
    expect(oldRounds).toHaveLength(1);
    expect(oldRounds[0]).toMatchObject({ status: 'CLOSED', outcome: 'EXPIRED' });
    expect(oldRounds[0]?.dueAt.toISOString()).toBe(
      signatureDueAt(readyAt.get(old.applicationId) ?? now).toISOString(),
    );
    expect((await applicationRow(old.applicationId)).signatureState).toBe('EXPIRED');
    expect(await messagesTo(old.customer.email, 'signature-expired')).toHaveLength(1);
    // A backfilled round is not announced as new: the reminder or the expiry tells the customer.
    expect(await messagesTo(recent.customer.email, 'signature-ready')).toHaveLength(1);
  });

  it("carries the customer's signature to-dos in their data export, and nobody else's", async () => {
    const mine = await applicationAtContractCheck(t.app, t.database.db);
    const other = await applicationAtContractCheck(t.app, t.database.db);
    const exportOf = async (auth: { authorization: string }) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/profile/data-export', headers: auth });
      expect(res.statusCode).toBe(200);
      const json = unzipSync(new Uint8Array(res.rawPayload))['adataim.json'];
      if (!json) throw new Error('no adataim.json in the archive');
      return JSON.parse(strFromU8(json)) as {
        signatureTodos: { id: string; applicationId: string; status: string; dueAt: string }[];
      };
    };
    const [round] = await roundsOf(mine.applicationId);
    const exported = (await exportOf(mine.customer.auth)).signatureTodos;
    expect(exported).toEqual([
      expect.objectContaining({
        id: round?.id,
        applicationId: mine.applicationId,
        status: 'IN_PROGRESS',
        dueAt: round?.dueAt.toISOString(),
      }),
    ]);
    expect((await exportOf(other.customer.auth)).signatureTodos.map((todo) => todo.applicationId)).toEqual([
      other.applicationId,
    ]);
  });
});
