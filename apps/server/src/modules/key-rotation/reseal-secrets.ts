import { eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dealers, merchantWebhookEndpoints, staffUsers } from '../../db/schema/index.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { totpSecretContext } from '../staff/staff-accounts.service.ts';
import { merchantSubscriberId, sealContext } from '../webhooks/webhooks.service.ts';

/** An arbitrary constant: the advisory lock that lets one instance at a time re-seal. */
const RESEAL_LOCK_ID = 7_301_044;

export interface ResealOutcome {
  /** Values that opened only with a previous key and are now sealed with the current one. */
  resealed: number;
  /** Values no configured key opens (sealed under a key that was dropped): left as they are. */
  unreadable: number;
}

/**
 * Re-seals every secret kept at rest (webhook signing secrets of dealers and shops, staff
 * authenticator secrets) that does not open with the current SECRETS_ENCRYPTION_KEY but opens
 * with one of SECRETS_DECRYPTION_KEYS. Run at start while a rotation is under way; one
 * instance at a time (the others answer null at once), in one transaction.
 */
export async function resealSecrets(db: Db, box: SecretBox): Promise<ResealOutcome | null> {
  return db.transaction(async (tx) => {
    const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${RESEAL_LOCK_ID}) as locked`);
    const [lock] = (result as unknown as { rows: { locked: boolean }[] }).rows;
    if (!lock?.locked) return null;

    const outcome: ResealOutcome = { resealed: 0, unreadable: 0 };
    /** The value sealed with the current key, or null when it already is (or cannot be). */
    const renew = (sealed: string | null, context: string): string | null => {
      if (sealed === null || box.isSealedWithCurrentKey(sealed, context)) return null;
      try {
        const fresh = box.seal(box.open(sealed, context), context);
        outcome.resealed += 1;
        return fresh;
      } catch {
        outcome.unreadable += 1;
        return null;
      }
    };

    const dealerRows = await tx
      .select({ id: dealers.id, sealed: dealers.webhookSecretSealed })
      .from(dealers)
      .where(isNotNull(dealers.webhookSecretSealed));
    for (const row of dealerRows) {
      const fresh = renew(row.sealed, sealContext({ kind: 'DEALER', id: row.id }));
      if (fresh) await tx.update(dealers).set({ webhookSecretSealed: fresh }).where(eq(dealers.id, row.id));
    }

    const endpointRows = await tx
      .select({
        merchantId: merchantWebhookEndpoints.merchantId,
        mode: merchantWebhookEndpoints.mode,
        sealed: merchantWebhookEndpoints.secretSealed,
      })
      .from(merchantWebhookEndpoints)
      .where(isNotNull(merchantWebhookEndpoints.secretSealed));
    for (const row of endpointRows) {
      const subscriber = { kind: 'MERCHANT' as const, id: merchantSubscriberId(row.merchantId, row.mode) };
      const fresh = renew(row.sealed, sealContext(subscriber));
      if (fresh) {
        await tx
          .update(merchantWebhookEndpoints)
          .set({ secretSealed: fresh })
          .where(
            sql`${merchantWebhookEndpoints.merchantId} = ${row.merchantId} and ${merchantWebhookEndpoints.mode} = ${row.mode}`,
          );
      }
    }

    const staffRows = await tx
      .select({
        id: staffUsers.id,
        active: staffUsers.totpSecretSealed,
        pending: staffUsers.totpPendingSealed,
      })
      .from(staffUsers)
      .where(or(isNotNull(staffUsers.totpSecretSealed), isNotNull(staffUsers.totpPendingSealed)));
    for (const row of staffRows) {
      const context = totpSecretContext(row.id);
      const active = renew(row.active, context);
      const pending = renew(row.pending, context);
      if (active || pending) {
        await tx
          .update(staffUsers)
          .set({
            ...(active ? { totpSecretSealed: active } : {}),
            ...(pending ? { totpPendingSealed: pending } : {}),
          })
          .where(eq(staffUsers.id, row.id));
      }
    }
    return outcome;
  });
}
