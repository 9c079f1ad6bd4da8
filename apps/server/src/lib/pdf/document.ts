import { PDFDocument } from 'pdf-lib';
import type { DocumentBlock, PageFormat } from './blocks.ts';
import { drawBlock } from './draw-block.ts';
import { embedFonts } from './fonts.ts';
import { Layout } from './layout.ts';
import { NARROW_PAGE_WIDTH, pageStyles } from './page-style.ts';

/**
 * Lays out the portal's documents as PDF with pdf-lib: a single column of blocks
 * (blocks.ts) on pages of one format, a footer with the page number on each. What a
 * document says is its caller's business; this only draws it.
 */

/** The portal's documents name it as their maker and are in Hungarian. */
const PRODUCER = 'Hitelkapu';
const LANGUAGE = 'hu-HU';

export interface RenderedDocumentMeta {
  title: string;
  subject: string;
  author: string;
  /** Printed at the foot of every page with the page number. */
  footer: string;
  format: PageFormat;
  createdAt: Date;
}

function setMetadata(doc: PDFDocument, meta: Omit<RenderedDocumentMeta, 'footer' | 'format'>) {
  doc.setTitle(meta.title, { showInWindowTitleBar: true });
  doc.setSubject(meta.subject);
  doc.setAuthor(meta.author);
  doc.setCreator(PRODUCER);
  doc.setProducer(PRODUCER);
  doc.setLanguage(LANGUAGE);
  doc.setCreationDate(meta.createdAt);
  doc.setModificationDate(meta.createdAt);
}

/** A new PDF of the blocks, with its metadata and a footer on every page. */
export async function renderPdf(blocks: DocumentBlock[], meta: RenderedDocumentMeta): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const fonts = await embedFonts(doc);
  const layout = new Layout(doc, fonts, pageStyles[meta.format]);
  for (const block of blocks) drawBlock(layout, block);
  layout.footers(meta.footer);
  setMetadata(doc, meta);
  return Buffer.from(await doc.save());
}

/**
 * Every page of the original as it is, one more page with the given blocks in the
 * original's page size, and the original file itself attached, so a hash of it printed on
 * the new page can be checked against the attachment.
 */
export async function appendPageWithOriginal(
  original: Buffer,
  blocks: DocumentBlock[],
  meta: { footer: string; modifiedAt: Date; attachmentName: string; attachmentDescription: string },
): Promise<Buffer> {
  const doc = await PDFDocument.load(original, { updateMetadata: false });
  const existing = doc.getPageCount();
  const last = doc.getPage(existing - 1);
  const { width, height } = last.getSize();
  const base = width < NARROW_PAGE_WIDTH ? pageStyles.PHONE : pageStyles.A4;
  const fonts = await embedFonts(doc);
  // The page stays one page: a narrow page grows taller rather than breaking it in two.
  let layout: Layout | undefined;
  for (const factor of [1, 1.5, 2, 3]) {
    layout = new Layout(doc, fonts, { ...base, width, height: height * factor });
    for (const block of blocks) drawBlock(layout, block);
    if (layout.pages.length === 1) break;
    for (let index = doc.getPageCount() - 1; index >= existing; index -= 1) doc.removePage(index);
  }
  if (layout?.pages.length !== 1) throw new Error('the appended blocks do not fit on one page');
  layout.footers(meta.footer, layout.pages, { offset: existing, total: existing + 1 });
  await doc.attach(original, meta.attachmentName, {
    mimeType: 'application/pdf',
    description: meta.attachmentDescription,
    creationDate: meta.modifiedAt,
    modificationDate: meta.modifiedAt,
  });
  doc.setModificationDate(meta.modifiedAt);
  doc.setProducer(PRODUCER);
  return Buffer.from(await doc.save());
}

/** The title a PDF carries in its metadata (the portal's own documents always have one). */
export async function readPdfTitle(content: Buffer): Promise<string | undefined> {
  const doc = await PDFDocument.load(content, { updateMetadata: false });
  return doc.getTitle();
}
