import type { ConsentChannel, ConsentEvent, ConsentPurpose } from '@hitelkapu/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { consentEvents, cookieConsents, statements } from '../../db/schema/index.ts';

type Reader = Pick<Db, 'select'>;
type Writer = Pick<Db, 'insert'>;

export interface ConsentStatementRow {
  id: number;
  identifier: string;
  version: number;
  title: string;
  summary: string;
  body: string;
}

/** The newest active version of a statement: the wording a consent is given on today. */
export async function findCurrentStatement(
  db: Reader,
  identifier: string,
): Promise<ConsentStatementRow | null> {
  const [row] = await db
    .select({
      id: statements.id,
      identifier: statements.identifier,
      version: statements.version,
      title: statements.title,
      summary: statements.summary,
      body: statements.body,
    })
    .from(statements)
    .where(and(eq(statements.identifier, identifier), eq(statements.isActive, true)))
    .orderBy(desc(statements.version))
    .limit(1);
  return row ?? null;
}

export async function insertConsentEvent(
  db: Writer,
  values: {
    customerId: string;
    purpose: ConsentPurpose;
    granted: boolean;
    statementId: number;
    statementVersion: number;
    channel: ConsentChannel;
  },
): Promise<ConsentEvent> {
  const [row] = await db.insert(consentEvents).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return toConsentEvent(row);
}

/** The customer's consent log, newest first. */
export async function listConsentEvents(
  db: Reader,
  customerId: string,
  purpose?: ConsentPurpose,
): Promise<ConsentEvent[]> {
  const rows = await db
    .select()
    .from(consentEvents)
    .where(
      purpose
        ? and(eq(consentEvents.customerId, customerId), eq(consentEvents.purpose, purpose))
        : eq(consentEvents.customerId, customerId),
    )
    .orderBy(desc(consentEvents.occurredAt));
  return rows.map(toConsentEvent);
}

export async function latestConsentEvent(
  db: Reader,
  customerId: string,
  purpose: ConsentPurpose,
): Promise<ConsentEvent | null> {
  const [row] = await db
    .select()
    .from(consentEvents)
    .where(and(eq(consentEvents.customerId, customerId), eq(consentEvents.purpose, purpose)))
    .orderBy(desc(consentEvents.occurredAt))
    .limit(1);
  return row ? toConsentEvent(row) : null;
}

function toConsentEvent(row: typeof consentEvents.$inferSelect): ConsentEvent {
  return {
    purpose: row.purpose,
    granted: row.granted,
    statementId: row.statementId,
    statementVersion: row.statementVersion,
    channel: row.channel,
    occurredAt: row.occurredAt.toISOString(),
  };
}

/** A visitor's cookie choice, kept as the proof of what was chosen on which notice version. */
export async function insertCookieConsent(
  db: Writer,
  input: { visitorId: string; allowAnalytics: boolean; policyVersion: number; channel: 'WEB' },
): Promise<{ id: string; recordedAt: Date }> {
  const [row] = await db
    .insert(cookieConsents)
    .values(input)
    .returning({ id: cookieConsents.id, recordedAt: cookieConsents.recordedAt });
  if (!row) throw new Error('insert returned no row');
  return row;
}
