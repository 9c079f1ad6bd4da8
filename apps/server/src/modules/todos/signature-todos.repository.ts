import { openSignatureStatuses } from '@hitelkapu/domain/status/todo';
import { and, asc, desc, eq, inArray, isNull, lt, lte, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  applicationEvents,
  corrections,
  customers,
  loanApplications,
  signatureTodos,
  signingSessions,
} from '../../db/schema/index.ts';

type Reader = Pick<Db, 'select'>;
type Writer = Pick<Db, 'select' | 'insert' | 'update'>;

export type SignatureTodoRow = typeof signatureTodos.$inferSelect;
type ApplicationRow = typeof loanApplications.$inferSelect;

const OPEN = [...openSignatureStatuses];

/**
 * The customer's open to-dos of both kinds in one statement: two counts, each over its own
 * (customer, status) index, read beside the customer's own row.
 */
export async function countOpenTodos(db: Reader, customerId: string): Promise<number> {
  const [row] = await db
    .select({
      count: sql<number>`(
        (select count(*) from ${corrections}
          where ${corrections.customerId} = ${customerId} and ${corrections.status} = 'IN_PROGRESS')
        + (select count(*) from ${signatureTodos}
          where ${signatureTodos.customerId} = ${customerId}
            and ${signatureTodos.status} in ('IN_PROGRESS', 'ACCEPTED', 'WAITING'))
      )::int`,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  return Number(row?.count ?? 0);
}

/** Opens a round; nothing when the application already has an open one (the unique index). */
export async function insertSignatureTodo(
  db: Writer,
  values: typeof signatureTodos.$inferInsert,
): Promise<SignatureTodoRow | null> {
  const [row] = await db.insert(signatureTodos).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** The application's open round, or its signed one (a withdrawal closes that); locked. */
export async function findFollowedRoundForUpdate(
  db: Reader,
  applicationId: string,
): Promise<SignatureTodoRow | null> {
  const [row] = await db
    .select()
    .from(signatureTodos)
    .where(
      and(
        eq(signatureTodos.applicationId, applicationId),
        inArray(signatureTodos.status, [...OPEN, 'SIGNED']),
      ),
    )
    .orderBy(desc(signatureTodos.createdAt))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function updateSignatureTodo(
  db: Writer,
  id: string,
  values: Partial<typeof signatureTodos.$inferInsert>,
): Promise<SignatureTodoRow> {
  const [row] = await db.update(signatureTodos).set(values).where(eq(signatureTodos.id, id)).returning();
  if (!row) throw new Error('signature to-do vanished during update');
  return row;
}

/** The customer's open signature to-dos, the one due soonest first. */
export async function listOpenSignatureTodos(db: Reader, customerId: string): Promise<SignatureTodoRow[]> {
  return db
    .select()
    .from(signatureTodos)
    .where(and(eq(signatureTodos.customerId, customerId), inArray(signatureTodos.status, OPEN)))
    .orderBy(asc(signatureTodos.dueAt), asc(signatureTodos.id));
}

/** The customer's finished signature to-dos (signed or closed), newest first. */
export async function listFinishedSignatureTodos(
  db: Reader,
  customerId: string,
): Promise<SignatureTodoRow[]> {
  return db
    .select()
    .from(signatureTodos)
    .where(and(eq(signatureTodos.customerId, customerId), notInArray(signatureTodos.status, OPEN)))
    .orderBy(desc(signatureTodos.createdAt), desc(signatureTodos.id));
}

/**
 * Open rounds past their last moment, with their applications, both locked; rows another
 * instance holds are skipped (FOR UPDATE SKIP LOCKED), so each round expires once. Never
 * waiting on a lock, this cannot deadlock with a move that holds the application first.
 */
export async function findExpiredRoundsForUpdate(
  db: Reader,
  now: Date,
  limit: number,
): Promise<{ todo: SignatureTodoRow; application: ApplicationRow }[]> {
  return db
    .select({ todo: signatureTodos, application: loanApplications })
    .from(signatureTodos)
    .innerJoin(loanApplications, eq(loanApplications.id, signatureTodos.applicationId))
    .where(and(inArray(signatureTodos.status, OPEN), lt(signatureTodos.dueAt, now)))
    .orderBy(asc(signatureTodos.dueAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Open rounds whose reminder is due and not yet queued; locked, others' skipped. */
export async function findRemindersDueForUpdate(
  db: Reader,
  now: Date,
  limit: number,
): Promise<SignatureTodoRow[]> {
  return db
    .select()
    .from(signatureTodos)
    .where(
      and(
        inArray(signatureTodos.status, OPEN),
        isNull(signatureTodos.remindedAt),
        lte(signatureTodos.remindAt, now),
        // A round past its last moment gets no reminder: it expires instead.
        sql`${signatureTodos.dueAt} >= ${now}`,
      ),
    )
    .orderBy(asc(signatureTodos.remindAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/**
 * Marks the application's signature process EXPIRED where it stays (the position is left as
 * it is), with an entry in its audit trail.
 */
export async function markSignatureExpired(
  db: Writer,
  application: ApplicationRow,
  detail: Record<string, unknown>,
): Promise<void> {
  await db
    .update(loanApplications)
    .set({ signatureState: 'EXPIRED', updatedAt: new Date() })
    .where(eq(loanApplications.id, application.id));
  await db.insert(applicationEvents).values({
    applicationId: application.id,
    fromPosition: application.position,
    toPosition: application.position,
    actor: 'SYSTEM',
    detail,
  });
}

/**
 * Ends the application's open signing (its code can no longer sign), as a used-up signing is
 * ended; the id of the signing ended, if there was one.
 */
export async function expireOpenSigningSession(db: Writer, applicationId: string): Promise<string | null> {
  const [row] = await db
    .update(signingSessions)
    .set({ status: 'EXPIRED' })
    .where(and(eq(signingSessions.applicationId, applicationId), eq(signingSessions.status, 'PENDING')))
    .returning({ id: signingSessions.id });
  return row?.id ?? null;
}

/** Where an application waits for its customer's signature (the round is open there). */
const WAITING_FOR_SIGNATURE = ['CONTRACT_CHECK', 'SIGN_PREPARATION', 'SIGN_CHOOSE', 'SIGN_WAITING'] as const;

/**
 * Applications waiting for a signature with no open round: those that got there before the
 * rounds existed (docs/decisions/040). Locked, others' skipped, so one instance opens each.
 */
export async function findApplicationsWithoutRoundForUpdate(
  db: Reader,
  limit: number,
): Promise<ApplicationRow[]> {
  return db
    .select()
    .from(loanApplications)
    .where(
      and(
        inArray(loanApplications.position, [...WAITING_FOR_SIGNATURE]),
        eq(loanApplications.signatureState, 'READY'),
        isNull(loanApplications.signedAt),
        sql`not exists (select 1 from ${signatureTodos}
          where ${signatureTodos.applicationId} = ${loanApplications.id}
            and ${signatureTodos.status} in ('IN_PROGRESS', 'ACCEPTED', 'WAITING'))`,
      ),
    )
    .orderBy(asc(loanApplications.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** When the application's contract last became ready to sign: its latest move into CONTRACT_CHECK. */
export async function findReadyToSignSince(db: Reader, applicationId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: applicationEvents.createdAt })
    .from(applicationEvents)
    .where(
      and(
        eq(applicationEvents.applicationId, applicationId),
        eq(applicationEvents.toPosition, 'CONTRACT_CHECK'),
        ne(applicationEvents.fromPosition, 'CONTRACT_CHECK'),
      ),
    )
    .orderBy(desc(applicationEvents.createdAt))
    .limit(1);
  return row?.at ?? null;
}
