import { formatHuf, formatLongDate, type Todo } from '@hitelkapu/domain';
import { signatureDueAt, signatureReminderAt } from '@hitelkapu/domain/rules/signature-todos';
import { nextSignatureTodoState } from '@hitelkapu/domain/status/todo';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { type Poller, startPoller } from '../../lib/poller.ts';
import { type ApplicationRow, findProductName } from '../applications/application-records.service.ts';
import { moveApplication } from '../applications/position-moves.ts';
import { findCustomerById } from '../customers/customers.repository.ts';
import { enqueueMessage } from '../outbox/outbox.service.ts';
import type { MessageTemplate } from '../outbox/templates.ts';
import { sendDueCorrectionReminders } from './correction-reminders.service.ts';
import {
  countOpenTodos,
  expireOpenSigningSession,
  findApplicationsWithoutRoundForUpdate,
  findExpiredRoundsForUpdate,
  findFollowedRoundForUpdate,
  findReadyToSignSince,
  findRemindersDueForUpdate,
  insertSignatureTodo,
  listFinishedSignatureTodos,
  listOpenSignatureTodos,
  markSignatureExpired,
  type SignatureTodoRow,
  updateSignatureTodo,
} from './signature-todos.repository.ts';

/**
 * The customer's SIGNATURE to-dos (spec §3 "To-dos", docs/decisions/038): a round opens when
 * an application's contract is ready to sign and follows the application's moves; a round
 * not signed by its last moment expires, with a reminder some days before.
 */

type Executor = Pick<Db, 'select' | 'insert' | 'update'>;

/** How many rounds one poll expires or reminds of; the next poll takes the rest. */
const ROUND_BATCH = 100;
export const SIGNATURE_TODO_POLL_MS = 60_000;

export function toSignatureTodo(row: SignatureTodoRow): Todo {
  return {
    id: row.id,
    type: 'SIGNATURE',
    status: row.status,
    outcome: row.outcome ?? null,
    applicationId: row.applicationId,
    createdAt: row.createdAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
    signature: {
      productName: row.productName,
      amount: row.amount,
      signedAt: row.signedAt?.toISOString() ?? null,
    },
  };
}

/**
 * Where the messages of the rounds link to (the portal's public address); set once when the app
 * is put together (app.ts), as the application listener has no configuration of its own.
 */
const links = { publicUrl: '' };
export function setSignatureTodoLinks(publicUrl: string): void {
  links.publicUrl = publicUrl;
}

/** Queues a message to the customer: by email, or by SMS when they have no email address. */
async function tellCustomer(tx: Executor, customerId: string, template: MessageTemplate): Promise<void> {
  const contact = await findCustomerById(tx, customerId);
  const recipient = contact?.email ?? contact?.phone;
  if (recipient) await enqueueMessage(tx, { channel: contact?.email ? 'EMAIL' : 'SMS', recipient, template });
}

const isReadyToSign = (row: ApplicationRow) =>
  row.position === 'CONTRACT_CHECK' && row.signatureState === 'READY' && !row.signedAt;

/**
 * The application listener (registered in app.ts), in the move's own transaction: the round
 * of the application follows it (nextSignatureTodoState), and a contract that became ready to
 * sign with no open round opens one, due `daysToSign` days later.
 */
export async function followSignatureRound(tx: Executor, row: ApplicationRow): Promise<void> {
  const round = await findFollowedRoundForUpdate(tx, row.id);
  const now = new Date();
  let open = false;
  if (round) {
    const next = nextSignatureTodoState(round, row);
    if (next.status !== round.status || next.outcome !== (round.outcome ?? null)) {
      await updateSignatureTodo(tx, round.id, {
        status: next.status,
        outcome: next.outcome,
        ...(next.status === 'SIGNED' ? { signedAt: row.signedAt ?? now } : {}),
        ...(next.status === 'CLOSED' ? { closedAt: now } : {}),
      });
    }
    open = next.status !== 'CLOSED' && next.status !== 'SIGNED';
  }
  if (open || !isReadyToSign(row)) return;
  const dueAt = signatureDueAt(now);
  const opened = await insertSignatureTodo(tx, {
    applicationId: row.id,
    customerId: row.customerId,
    productName: (await findProductName(tx, row.offerId)) ?? '',
    amount: row.amount,
    dueAt,
    remindAt: signatureReminderAt(now, dueAt),
    createdAt: now,
  });
  // Only the move that opened the round tells the customer: a concurrent or repeated move finds
  // the open round (the unique index) and inserts nothing, so the message goes once.
  if (opened)
    await tellCustomer(tx, opened.customerId, {
      name: 'signature-ready',
      productName: opened.productName,
      amount: formatHuf(opened.amount),
      dueDate: formatLongDate(opened.dueAt),
      link: `${links.publicUrl}/user/todos`,
    });
}

/**
 * Opens the round of applications that were already waiting for a signature when the rounds
 * came (docs/decisions/040): due as if it had opened when the contract became ready to sign
 * (its latest move into CONTRACT_CHECK), so an old one expires at once on the next expiry. The
 * application is locked (others skipped) and the unique index allows one open round: each is
 * opened once, whichever instance finds it, and never again. No "ready" message: the reminder
 * or the expiry tells the customer, with the true last day.
 */
export async function openMissingSignatureRounds(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const waiting = await findApplicationsWithoutRoundForUpdate(tx, ROUND_BATCH);
    let opened = 0;
    for (const application of waiting) {
      const readyAt = (await findReadyToSignSince(tx, application.id)) ?? application.updatedAt ?? now;
      const dueAt = signatureDueAt(readyAt);
      const state = nextSignatureTodoState({ status: 'IN_PROGRESS', outcome: null }, application);
      const row = await insertSignatureTodo(tx, {
        applicationId: application.id,
        customerId: application.customerId,
        productName: (await findProductName(tx, application.offerId)) ?? '',
        amount: application.amount,
        status: state.status,
        dueAt,
        remindAt: signatureReminderAt(readyAt, dueAt),
        createdAt: readyAt,
      });
      if (row) opened += 1;
    }
    return opened;
  });
}

/** The customer's open signature to-dos (due soonest first) and finished ones (newest first). */
export async function openSignatureTodos(db: Db, customerId: string): Promise<Todo[]> {
  return (await listOpenSignatureTodos(db, customerId)).map(toSignatureTodo);
}

export async function finishedSignatureTodos(db: Db, customerId: string): Promise<Todo[]> {
  return (await listFinishedSignatureTodos(db, customerId)).map(toSignatureTodo);
}

/** Open to-dos of both kinds (corrections and signatures): one statement, two indexed counts. */
export const countOpenTodosOfCustomer = countOpenTodos;

/**
 * Expires the rounds past their last moment. Each round is locked with its application (rows
 * another instance holds are skipped, FOR UPDATE SKIP LOCKED) and closed CLOSED / EXPIRED; the
 * application's signature process becomes EXPIRED, so signing can no longer start. A signing
 * under way (SIGN_WAITING) is ended and the application goes back to SIGN_CHOOSE, as a used-up
 * signing does. Nothing else changes: the spec and DOMAIN.md give an unsigned contract's expiry
 * no further effect, so the application is not closed (038).
 */
export async function expireDueSignatureTodos(
  db: Db,
  now: Date,
  config: { publicUrl: string },
): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await findExpiredRoundsForUpdate(tx, now, ROUND_BATCH);
    for (const { todo, application } of due) {
      const detail = { reason: 'SIGNATURE_EXPIRED', signatureTodoId: todo.id };
      if (application.position === 'SIGN_WAITING') {
        const signingSessionId = await expireOpenSigningSession(tx, application.id);
        await moveApplication(
          tx,
          application,
          'SIGN_CHOOSE',
          { actor: 'SYSTEM', detail: { ...detail, signingSessionId } },
          { signatureState: 'EXPIRED' },
        );
      } else if (application.signatureState === 'READY') {
        await markSignatureExpired(tx, application, detail);
      }
      await updateSignatureTodo(tx, todo.id, { status: 'CLOSED', outcome: 'EXPIRED', closedAt: now });
      // In the expiry's transaction: the round is closed once, so the customer hears once.
      await tellCustomer(tx, todo.customerId, {
        name: 'signature-expired',
        productName: todo.productName,
        amount: formatHuf(todo.amount),
        link: `${config.publicUrl}/application`,
      });
    }
    return due.length;
  });
}

/**
 * Queues the reminders that are due: by email, or by SMS when the customer has no email. The
 * round is locked (others skipped) and marked reminded in the same transaction as its message,
 * so each round is reminded once, whichever instance finds it.
 */
export async function sendDueSignatureReminders(
  db: Db,
  now: Date,
  config: { publicUrl: string },
): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await findRemindersDueForUpdate(tx, now, ROUND_BATCH);
    for (const todo of due) {
      await tellCustomer(tx, todo.customerId, {
        name: 'signature-reminder',
        productName: todo.productName,
        dueDate: formatLongDate(todo.dueAt),
        link: `${config.publicUrl}/user/todos`,
      });
      await updateSignatureTodo(tx, todo.id, { remindedAt: now });
    }
    return due.length;
  });
}

/**
 * One poll of the to-dos: rounds missing for contracts already waiting are opened, then
 * expiries (an expired round is never reminded of), then the reminders of signatures and of
 * corrections near their due day.
 */
export async function runSignatureTodoRound(db: Db, now: Date, config: { publicUrl: string }) {
  const opened = await openMissingSignatureRounds(db, now);
  const expired = await expireDueSignatureTodos(db, now, config);
  const reminded = await sendDueSignatureReminders(db, now, config);
  const correctionsReminded = await sendDueCorrectionReminders(db, now, config);
  return { opened, expired, reminded, correctionsReminded };
}

export function startSignatureTodoWorker(
  db: Db,
  log: FastifyBaseLogger,
  config: { publicUrl: string },
  pollMs = SIGNATURE_TODO_POLL_MS,
): Poller {
  return startPoller(
    async () => {
      const { opened, expired, reminded, correctionsReminded } = await runSignatureTodoRound(
        db,
        new Date(),
        config,
      );
      if (opened > 0 || expired > 0 || reminded > 0 || correctionsReminded > 0)
        log.info(
          {
            openedSignatureTodos: opened,
            expiredSignatureTodos: expired,
            signatureReminders: reminded,
            correctionReminders: correctionsReminded,
          },
          'to-dos round',
        );
    },
    { pollMs, log, failure: 'signature to-do round failed' },
  );
}
