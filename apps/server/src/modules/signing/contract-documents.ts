import { createHash, randomUUID } from 'node:crypto';
import type { ContractDocumentKind, SigningDocument } from '@hitelkapu/domain';
import type { Db } from '../../db/client.ts';
import { appendPageWithOriginal, readPdfTitle, renderPdf } from '../../lib/pdf/document.ts';
import type { ApplicationRow } from '../applications/application-records.service.ts';
import type { CustomerRow } from '../customers/customers.repository.ts';
import {
  type ContractContext,
  contractNumber,
  contractValues,
  type SigningEvidence,
  signatureClauseValues,
  type WithdrawalFacts,
  withdrawalReceiptValues,
} from './contract-values.ts';
import {
  type DocumentTemplate,
  documentTemplateFor,
  documentTemplates,
  fillTemplate,
  fillText,
  type TemplateValues,
} from './document-templates.ts';
import { lenderDetails } from './lender.ts';
import {
  findApplicationDocumentContents,
  type GeneratedDocumentKind,
  insertGeneratedDocument,
  type StoredDocumentMetadata,
} from './signing.repository.ts';

/**
 * The documents of an application as PDFs: the contract and the SECCI shaped by the product
 * kind, the signed copies, the withdrawal receipt; their titles and file names, and storing
 * them. The values come from contract-values.ts, the texts from the content files.
 */

type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

/**
 * How the signing screens list the documents. Inside a document the title comes from the
 * product kind (the contract of a personal loan is a "Személyi kölcsönszerződés").
 */
export const documentTitles: Record<ContractDocumentKind | 'WITHDRAWAL_RECEIPT', string> = {
  CONTRACT: 'Hitelszerződés',
  SECCI: 'Egységes európai fogyasztói hitelinformációs formanyomtatvány (SECCI)',
  SIGNED_CONTRACT: 'Hitelszerződés – aláírt példány',
  SIGNED_SECCI: 'Egységes európai fogyasztói hitelinformációs formanyomtatvány – aláírt példány',
  WITHDRAWAL_RECEIPT: 'Visszaigazolás a hitelszerződéstől való elállásról',
};

const fileNames: Record<ContractDocumentKind | 'WITHDRAWAL_RECEIPT', (number: string) => string> = {
  CONTRACT: (number) => `Hitelszerződés ${number}.pdf`,
  SECCI: (number) => `Hiteltájékoztató (SECCI) ${number}.pdf`,
  SIGNED_CONTRACT: (number) => `Hitelszerződés ${number} – aláírt.pdf`,
  SIGNED_SECCI: (number) => `Hiteltájékoztató (SECCI) ${number} – aláírt.pdf`,
  WITHDRAWAL_RECEIPT: (number) => `Elállás visszaigazolása ${number}.pdf`,
};

/** The original each signed copy is made from. */
export const signedKindOf = { CONTRACT: 'SIGNED_CONTRACT', SECCI: 'SIGNED_SECCI' } as const;

export function sha256Hex(content: Buffer): string {
  return createHash('sha256').update(content).digest('hex');
}

export interface MadeDocument {
  kind: GeneratedDocumentKind;
  originalName: string;
  content: Buffer;
  sha256: string;
}

async function makeDocument(
  kind: GeneratedDocumentKind,
  template: DocumentTemplate,
  values: TemplateValues,
  context: { application: ApplicationRow; issuedAt: Date },
): Promise<MadeDocument> {
  const number = contractNumber(context.application);
  const title = fillText(template.title, values.text, template.identifier);
  const content = await renderPdf(fillTemplate(template, values), {
    title,
    subject: `${title} · ${number}`,
    author: lenderDetails.name,
    footer: `${title} · ${number}`,
    format: template.format,
    createdAt: context.issuedAt,
  });
  return { kind, originalName: fileNames[kind](number), content, sha256: sha256Hex(content) };
}

/** The contract and the SECCI of an application, as PDFs (not stored), shaped by the product kind. */
export async function makeContractDocuments(
  context: ContractContext,
  kinds: readonly ('CONTRACT' | 'SECCI')[] = ['CONTRACT', 'SECCI'],
): Promise<MadeDocument[]> {
  const values = contractValues(context);
  const { kind } = context.product;
  const templates = {
    CONTRACT: documentTemplateFor('loan-contract', kind),
    SECCI: documentTemplateFor('secci', kind),
  };
  const made: MadeDocument[] = [];
  for (const kind of kinds) made.push(await makeDocument(kind, templates[kind], values, context));
  return made;
}

/**
 * The signed copy of a shown original: its pages unchanged, the signing clause (the
 * original's SHA-256, time in Budapest and UTC, IP, user agent, channel with the masked
 * phone, session id) as the last page, and the original attached.
 */
export async function makeSignedCopy(
  original: StoredDocumentMetadata & { content: Buffer; kind: 'CONTRACT' | 'SECCI' },
  context: { application: ApplicationRow; customer: CustomerRow; evidence: SigningEvidence },
): Promise<MadeDocument> {
  const { application, evidence } = context;
  const template = documentTemplates['signature-clause'];
  // The clause names the document as it titles itself (the product kind's title).
  const title = (await readPdfTitle(original.content)) || documentTitles[original.kind];
  const document = { title, fileName: original.originalName, sha256: sha256Hex(original.content) };
  const blocks = fillTemplate(template, signatureClauseValues(document, context));
  const kind = signedKindOf[original.kind];
  const number = contractNumber(application);
  const content = await appendPageWithOriginal(original.content, blocks, {
    footer: `${template.title} · ${number}`,
    modifiedAt: evidence.signedAt,
    attachmentName: original.originalName,
    attachmentDescription: `Az aláírt eredeti dokumentum (SHA-256: ${sha256Hex(original.content)})`,
  });
  return { kind, originalName: fileNames[kind](number), content, sha256: sha256Hex(content) };
}

/** The receipt of a withdrawal, with what the customer owes and by when (Fhtv. 20. § (4)). */
export async function makeWithdrawalReceipt(
  context: ContractContext & WithdrawalFacts,
): Promise<MadeDocument> {
  const { application, withdrawnAt } = context;
  const values = withdrawalReceiptValues(context);
  return makeDocument('WITHDRAWAL_RECEIPT', documentTemplates['withdrawal-receipt'], values, {
    application,
    issuedAt: withdrawnAt,
  });
}

/** Stores a made document for the application's owner; false when one of its kind was already there. */
export async function storeDocument(
  tx: Executor,
  application: ApplicationRow,
  made: MadeDocument,
): Promise<boolean> {
  return insertGeneratedDocument(tx, {
    id: randomUUID(),
    customerId: application.customerId,
    applicationId: application.id,
    kind: made.kind,
    originalName: made.originalName,
    content: made.content,
    sha256: made.sha256,
  });
}

export function toSigningDocument(row: StoredDocumentMetadata): SigningDocument {
  if (row.kind === 'UPLOAD' || row.kind === 'WITHDRAWAL_RECEIPT')
    throw new Error(`a ${row.kind} document is not a signing document`);
  return {
    id: row.id,
    kind: row.kind,
    title: documentTitles[row.kind],
    fileName: row.originalName,
    size: row.size,
    sha256: row.sha256,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The shown originals with their bytes, in a fixed order (contract first). */
export async function loadOriginals(db: Pick<Db, 'select'>, applicationId: string) {
  const rows = await findApplicationDocumentContents(db, applicationId, ['CONTRACT', 'SECCI']);
  return (['CONTRACT', 'SECCI'] as const)
    .map((kind) => rows.find((row) => row.kind === kind))
    .filter((row): row is (typeof rows)[number] & { kind: 'CONTRACT' | 'SECCI' } => row !== undefined);
}
