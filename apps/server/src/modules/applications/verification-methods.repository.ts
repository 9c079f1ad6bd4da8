import type { VerificationMethod } from '@hitelkapu/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { verificationMethods } from '../../db/schema/index.ts';

type Reader = Pick<Db, 'select'>;
export type VerificationKind = (typeof verificationMethods.$inferSelect)['kind'];

/** The enabled methods of one kind (KYC or SIGNATURE), in their configured order. */
export async function listEnabledVerificationMethods(
  db: Reader,
  kind: VerificationKind,
): Promise<VerificationMethod[]> {
  return db
    .select({
      code: verificationMethods.code,
      provider: verificationMethods.provider,
      title: verificationMethods.title,
      description: verificationMethods.description,
      minutes: verificationMethods.minutes,
    })
    .from(verificationMethods)
    .where(and(eq(verificationMethods.kind, kind), eq(verificationMethods.enabled, true)))
    .orderBy(asc(verificationMethods.sortOrder), asc(verificationMethods.code));
}

/** One enabled method by its code; a disabled or unknown one is null. */
export async function findEnabledVerificationMethod(
  db: Reader,
  kind: VerificationKind,
  code: string,
): Promise<VerificationMethod | null> {
  const [row] = await db
    .select({
      code: verificationMethods.code,
      provider: verificationMethods.provider,
      title: verificationMethods.title,
      description: verificationMethods.description,
      minutes: verificationMethods.minutes,
    })
    .from(verificationMethods)
    .where(
      and(
        eq(verificationMethods.kind, kind),
        eq(verificationMethods.code, code),
        eq(verificationMethods.enabled, true),
      ),
    );
  return row ?? null;
}
