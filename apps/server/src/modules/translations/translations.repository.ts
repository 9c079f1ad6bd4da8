import type { TranslationScope } from '@hitelkapu/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { translationTokens } from '../../db/schema/index.ts';

export async function findTranslationTokens(db: Db, lang: string, scope: TranslationScope) {
  const rows = await db
    .select({ key: translationTokens.key, value: translationTokens.value })
    .from(translationTokens)
    .where(and(eq(translationTokens.lang, lang), eq(translationTokens.scope, scope)));
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}
