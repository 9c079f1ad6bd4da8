import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { portalConfigs, statements, translationTokens } from '../schema/index.ts';
import { seedDemoData } from './demo.ts';
import { portalConfigSeed } from './portal-config.ts';
import { statementSeed } from './statements.ts';
import { internalTokensHu, publicTokensHu } from './translations-hu.ts';
import { internalAuthTokensHu, publicAuthTokensHu } from './translations-hu-auth.ts';
import { internalCreditTokensHu, publicCreditTokensHu } from './translations-hu-credit.ts';

/**
 * Fills the content the portal cannot work without (wording, flags, statements) and, on a
 * demo database, demo data. Safe to run on every start and from several instances at once.
 */
export async function seedDatabase(db: Db, options: { demo: boolean }): Promise<void> {
  await db.transaction(async (tx) => {
    const tokens = [
      ...Object.entries({ ...publicTokensHu, ...publicAuthTokensHu, ...publicCreditTokensHu }).map(
        ([key, value]) => ({
          lang: 'hu',
          key,
          value,
          scope: 'public' as const,
        }),
      ),
      ...Object.entries({ ...internalTokensHu, ...internalAuthTokensHu, ...internalCreditTokensHu }).map(
        ([key, value]) => ({
          lang: 'hu',
          key,
          value,
          scope: 'internal' as const,
        }),
      ),
    ];
    await tx
      .insert(translationTokens)
      .values(tokens)
      .onConflictDoUpdate({
        target: [translationTokens.lang, translationTokens.key],
        set: { value: sql`excluded.value`, scope: sql`excluded.scope`, updatedAt: sql`now()` },
        setWhere: sql`${translationTokens.source} = 'seed' and ${translationTokens.value} <> excluded.value`,
      });

    // Flags keep whatever value an operator has set; only missing ones are added.
    await tx.insert(portalConfigs).values(portalConfigSeed).onConflictDoNothing();
    // A statement version is immutable once published: people have accepted that wording.
    await tx.insert(statements).values(statementSeed).onConflictDoNothing();
  });
  if (options.demo) await seedDemoData(db);
}
