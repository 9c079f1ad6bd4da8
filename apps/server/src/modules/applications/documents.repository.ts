import type { CustomerDocument } from '@hitelkapu/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customerDocuments } from '../../db/schema/index.ts';

type Reader = Pick<Db, 'select'>;
type Writer = Pick<Db, 'insert' | 'delete'>;

/** Metadata only: the bytes are read by the download alone. */
const metadata = {
  id: customerDocuments.id,
  kind: customerDocuments.kind,
  applicationId: customerDocuments.applicationId,
  promptId: customerDocuments.promptId,
  promptIdentifier: customerDocuments.promptIdentifier,
  originalName: customerDocuments.originalName,
  contentType: customerDocuments.contentType,
  size: customerDocuments.size,
  createdAt: customerDocuments.createdAt,
};

type MetadataRow = Omit<CustomerDocument, 'createdAt'> & { createdAt: Date };

function toDocument(row: MetadataRow): CustomerDocument {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

export async function insertDocument(
  db: Writer,
  values: typeof customerDocuments.$inferInsert,
): Promise<CustomerDocument> {
  const [row] = await db.insert(customerDocuments).values(values).returning(metadata);
  if (!row) throw new Error('insert returned no row');
  return toDocument(row);
}

/** A document of its owner only; with applicationId, only one uploaded to that application. */
export async function findCustomerDocument(
  db: Reader,
  customerId: string,
  id: string,
  applicationId?: string,
): Promise<CustomerDocument | null> {
  const conditions = [eq(customerDocuments.id, id), eq(customerDocuments.customerId, customerId)];
  if (applicationId) conditions.push(eq(customerDocuments.applicationId, applicationId));
  const [row] = await db
    .select(metadata)
    .from(customerDocuments)
    .where(and(...conditions));
  return row ? toDocument(row) : null;
}

export async function listCustomerDocuments(db: Reader, customerId: string): Promise<CustomerDocument[]> {
  const rows = await db
    .select(metadata)
    .from(customerDocuments)
    .where(eq(customerDocuments.customerId, customerId))
    .orderBy(desc(customerDocuments.createdAt), desc(customerDocuments.id));
  return rows.map(toDocument);
}

export type DocumentKind = typeof customerDocuments.$inferSelect.kind;

/** The bytes of a document with its metadata and kind (an upload or one the portal made). */
export async function findDocumentContent(
  db: Reader,
  customerId: string,
  id: string,
): Promise<{ document: CustomerDocument; kind: DocumentKind; content: Buffer } | null> {
  const [row] = await db
    .select({ ...metadata, content: customerDocuments.content })
    .from(customerDocuments)
    .where(and(eq(customerDocuments.id, id), eq(customerDocuments.customerId, customerId)));
  if (!row) return null;
  const { content, ...rest } = row;
  return { document: toDocument(rest), kind: rest.kind, content };
}

export async function deleteDocument(db: Writer, id: string): Promise<void> {
  await db.delete(customerDocuments).where(eq(customerDocuments.id, id));
}
