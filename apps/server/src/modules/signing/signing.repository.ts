import { type LatePaymentTerms, latePaymentTermsSchema } from '@hitelkapu/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  contractErrorReports,
  customerDocuments,
  loanProducts,
  signingSessions,
  staffReviews,
  verificationMethods,
} from '../../db/schema/index.ts';

type Reader = Pick<Db, 'select'>;

export interface ContractProduct {
  name: string;
  kind: typeof loanProducts.$inferSelect.kind;
  rateType: typeof loanProducts.$inferSelect.rateType;
  latePayment: LatePaymentTerms;
}
type Writer = Pick<Db, 'insert' | 'update'>;

export type DocumentKind = typeof customerDocuments.$inferSelect.kind;
export type GeneratedDocumentKind = Exclude<DocumentKind, 'UPLOAD'>;
export type SigningSessionRow = typeof signingSessions.$inferSelect;
export type StaffReviewRow = typeof staffReviews.$inferSelect;

/** What a listing needs of a stored document: everything but the bytes. */
const documentMetadata = {
  id: customerDocuments.id,
  kind: customerDocuments.kind,
  originalName: customerDocuments.originalName,
  size: customerDocuments.size,
  sha256: customerDocuments.sha256,
  createdAt: customerDocuments.createdAt,
};

export interface StoredDocumentMetadata {
  id: string;
  kind: DocumentKind;
  originalName: string;
  size: number;
  sha256: string;
  createdAt: Date;
}

/**
 * What the contract documents need of the application's product, whether or not it is still
 * offered (the application keeps its offer). Late-payment terms are checked against the
 * domain schema: a document is never made from terms it cannot read.
 */
export async function findContractProduct(db: Reader, offerId: number): Promise<ContractProduct | null> {
  const [row] = await db
    .select({
      name: loanProducts.name,
      kind: loanProducts.kind,
      rateType: loanProducts.rateType,
      latePayment: loanProducts.latePayment,
    })
    .from(loanProducts)
    .where(eq(loanProducts.id, offerId));
  return row ? { ...row, latePayment: latePaymentTermsSchema.parse(row.latePayment) } : null;
}

export async function findApplicationDocuments(
  db: Reader,
  applicationId: string,
  kinds: readonly GeneratedDocumentKind[],
): Promise<StoredDocumentMetadata[]> {
  return db
    .select(documentMetadata)
    .from(customerDocuments)
    .where(
      and(eq(customerDocuments.applicationId, applicationId), inArray(customerDocuments.kind, [...kinds])),
    );
}

export async function findApplicationDocumentContents(
  db: Reader,
  applicationId: string,
  kinds: readonly GeneratedDocumentKind[],
): Promise<(StoredDocumentMetadata & { content: Buffer })[]> {
  return db
    .select({ ...documentMetadata, content: customerDocuments.content })
    .from(customerDocuments)
    .where(
      and(eq(customerDocuments.applicationId, applicationId), inArray(customerDocuments.kind, [...kinds])),
    );
}

/**
 * Stores a document the portal made. The unique index on (application, kind) lets only the
 * first of concurrent writers in; the others change nothing (false).
 */
export async function insertGeneratedDocument(
  db: Writer,
  values: {
    id: string;
    customerId: string;
    applicationId: string;
    kind: GeneratedDocumentKind;
    originalName: string;
    content: Buffer;
    sha256: string;
  },
): Promise<boolean> {
  const inserted = await db
    .insert(customerDocuments)
    .values({
      ...values,
      storedName: `${values.id}.pdf`,
      contentType: 'application/pdf',
      size: values.content.length,
    })
    .onConflictDoNothing()
    .returning({ id: customerDocuments.id });
  return inserted.length > 0;
}

/** Removes the unsigned contract and SECCI of an application, so the next request makes them anew. */
export async function deleteUnsignedContractDocuments(
  db: Pick<Db, 'delete'>,
  applicationId: string,
): Promise<void> {
  await db
    .delete(customerDocuments)
    .where(
      and(
        eq(customerDocuments.applicationId, applicationId),
        inArray(customerDocuments.kind, ['CONTRACT', 'SECCI']),
      ),
    );
}

/** An enabled signing method by its code (verification_methods, kind SIGNATURE). */
export async function findEnabledSignatureMethod(db: Reader, code: string) {
  const [row] = await db
    .select()
    .from(verificationMethods)
    .where(
      and(
        eq(verificationMethods.kind, 'SIGNATURE'),
        eq(verificationMethods.code, code),
        eq(verificationMethods.enabled, true),
      ),
    );
  return row ?? null;
}

/** The open signing of an application; at most one exists (unique index). */
export async function findPendingSigningSession(
  db: Reader,
  applicationId: string,
): Promise<SigningSessionRow | null> {
  const [row] = await db
    .select()
    .from(signingSessions)
    .where(and(eq(signingSessions.applicationId, applicationId), eq(signingSessions.status, 'PENDING')));
  return row ?? null;
}

/** The signing an earlier request with this Idempotency-Key started, in whatever state. */
export async function findSigningSessionByKey(
  db: Reader,
  applicationId: string,
  idempotencyKey: string,
): Promise<SigningSessionRow | null> {
  const [row] = await db
    .select()
    .from(signingSessions)
    .where(
      and(
        eq(signingSessions.applicationId, applicationId),
        eq(signingSessions.idempotencyKey, idempotencyKey),
      ),
    )
    .orderBy(desc(signingSessions.createdAt))
    .limit(1);
  return row ?? null;
}

export async function findLatestSigningSession(
  db: Reader,
  applicationId: string,
): Promise<SigningSessionRow | null> {
  const [row] = await db
    .select()
    .from(signingSessions)
    .where(eq(signingSessions.applicationId, applicationId))
    .orderBy(desc(signingSessions.createdAt))
    .limit(1);
  return row ?? null;
}

export async function insertSigningSession(
  db: Writer,
  values: typeof signingSessions.$inferInsert,
): Promise<SigningSessionRow> {
  const [row] = await db.insert(signingSessions).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateSigningSession(
  db: Writer,
  id: string,
  values: Partial<typeof signingSessions.$inferInsert>,
): Promise<SigningSessionRow> {
  const [row] = await db.update(signingSessions).set(values).where(eq(signingSessions.id, id)).returning();
  if (!row) throw new Error('signing session vanished during update');
  return row;
}

export async function insertContractErrorReport(
  db: Writer,
  values: { applicationId: string; customerId: string; description: string },
): Promise<void> {
  await db.insert(contractErrorReports).values(values);
}

export async function findLatestErrorReport(db: Reader, applicationId: string) {
  const [row] = await db
    .select()
    .from(contractErrorReports)
    .where(eq(contractErrorReports.applicationId, applicationId))
    .orderBy(desc(contractErrorReports.createdAt))
    .limit(1);
  return row ?? null;
}

/** A person's decision on the application, if one was made (one per application). */
export async function findStaffReview(db: Reader, applicationId: string): Promise<StaffReviewRow | null> {
  const [row] = await db.select().from(staffReviews).where(eq(staffReviews.applicationId, applicationId));
  return row ?? null;
}
