import { formatLongDate } from '@hitelkapu/domain';
import { correctionsRemindedBefore } from '@hitelkapu/domain/rules/correction-reminders';
import { and, asc, eq, gte, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { corrections } from '../../db/schema/index.ts';
import { findCustomerById } from '../customers/customers.repository.ts';
import { enqueueMessage } from '../outbox/outbox.service.ts';

/** How many corrections one poll reminds of; the next poll takes the rest. */
const REMINDER_BATCH = 100;

/** Where the customer answers a correction: a document has a page of its own. */
export function correctionLink(publicUrl: string, row: { id: string; kind: 'ANSWER' | 'DOCUMENT' }): string {
  return row.kind === 'DOCUMENT'
    ? `${publicUrl}/user/submit-missing-documents/${row.id}`
    : `${publicUrl}/user/todos`;
}

/**
 * The due-day reminders of open corrections (docs/decisions/040): at 9:00 Budapest two days
 * before the day a correction is due, by email, or by SMS when the customer has no email. One
 * conditional update marks the batch reminded (still open, not yet reminded, its rows locked and
 * others' skipped) and the messages are queued in the same transaction: a correction is reminded
 * once, however many instances run the round. One already past its due moment is not reminded.
 */
export async function sendDueCorrectionReminders(
  db: Db,
  now: Date,
  config: { publicUrl: string },
): Promise<number> {
  const before = correctionsRemindedBefore(now);
  return db.transaction(async (tx) => {
    const due = tx
      .select({ id: corrections.id })
      .from(corrections)
      .where(
        and(
          eq(corrections.status, 'IN_PROGRESS'),
          isNull(corrections.remindedAt),
          lt(corrections.dueAt, before),
          gte(corrections.dueAt, now),
        ),
      )
      .orderBy(asc(corrections.dueAt))
      .limit(REMINDER_BATCH)
      .for('update', { skipLocked: true });
    const reminded = await tx
      .update(corrections)
      .set({ remindedAt: now })
      .where(
        and(
          inArray(corrections.id, due),
          eq(corrections.status, 'IN_PROGRESS'),
          isNull(corrections.remindedAt),
        ),
      )
      .returning();
    for (const row of reminded) {
      const contact = await findCustomerById(tx, row.customerId);
      const recipient = contact?.email ?? contact?.phone;
      if (!recipient) continue;
      await enqueueMessage(tx, {
        channel: contact?.email ? 'EMAIL' : 'SMS',
        recipient,
        template: {
          name: 'correction-reminder',
          kind: row.kind,
          fieldLabel: row.fieldLabel,
          dueDate: formatLongDate(row.dueAt),
          link: correctionLink(config.publicUrl, row),
        },
      });
    }
    return reminded.length;
  });
}
