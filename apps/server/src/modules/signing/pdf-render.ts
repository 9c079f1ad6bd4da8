import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, type RGB, rgb } from 'pdf-lib';

/**
 * Lays out the portal's documents (contract, SECCI, receipts, the signing clause) as PDF with
 * pdf-lib. The 14 standard PDF fonts only encode WinAnsi, which has no ő or ű, so DejaVu Sans
 * (shipped as TrueType by the `dejavu-fonts-ttf` package) is embedded, subset to the glyphs
 * used. Documents are a single column of blocks. The legal documents (contract, SECCI) are
 * A4 so they print and archive as they are (docs/decisions/018); a phone-sized page with
 * large type serves the short receipts a customer reads on the go.
 */

/** One piece of a document, already filled with the customer's values. */
export type DocumentBlock =
  | { kind: 'title'; text: string }
  | { kind: 'subtitle'; text: string }
  | { kind: 'heading'; text: string }
  /** A one-line plain summary above a legal text (LOOK-AND-VOICE). */
  | { kind: 'summary'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'bullets'; items: string[] }
  | { kind: 'facts'; rows: { label: string; value: string }[] }
  | { kind: 'table'; columns: TableColumn[]; rows: string[][] }
  /** Machine figures (hashes, ids): fixed width, broken anywhere. */
  | { kind: 'code'; label: string; text: string }
  /** What follows starts on a new page (the SECCI's part II after its one-page part I). */
  | { kind: 'pageBreak' };

export interface TableColumn {
  header: string;
  /** Share of the text width. */
  width: number;
  align?: 'left' | 'right';
}

export type PageFormat = 'A4' | 'PHONE';

export interface RenderedDocumentMeta {
  title: string;
  subject: string;
  author: string;
  /** Printed at the foot of every page with the page number. */
  footer: string;
  format: PageFormat;
  createdAt: Date;
}

interface Format {
  width: number;
  height: number;
  margin: number;
  title: number;
  heading: number;
  body: number;
  small: number;
  footer: number;
}

const formats: Record<PageFormat, Format> = {
  A4: { width: 595.28, height: 841.89, margin: 56, title: 18, heading: 13, body: 10.5, small: 9, footer: 8 },
  // 9:16, so a phone shows a page across its width with the body text at about 13 px.
  PHONE: {
    width: 360,
    height: 640,
    margin: 22,
    title: 17,
    heading: 14.5,
    body: 12.5,
    small: 10.5,
    footer: 8.5,
  },
};

const colors = {
  text: rgb(0.12, 0.14, 0.16),
  muted: rgb(0.36, 0.39, 0.42),
  brand: rgb(0.02, 0.33, 0.37),
  summaryBackground: rgb(0.9, 0.96, 0.96),
  rule: rgb(0.82, 0.85, 0.87),
  tableHeader: rgb(0.93, 0.95, 0.96),
};

const LINE_HEIGHT = 1.38;

const require = createRequire(import.meta.url);
let fontFiles: { regular: Buffer; bold: Buffer; mono: Buffer } | undefined;

/** Read once per process: about 1.5 MB of TrueType that every document subsets. */
function fontBytes() {
  fontFiles ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
    mono: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansMono.ttf')),
  };
  return fontFiles;
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  mono: PDFFont;
}

async function embedFonts(doc: PDFDocument): Promise<Fonts> {
  doc.registerFontkit(fontkit);
  const files = fontBytes();
  return {
    regular: await doc.embedFont(files.regular, { subset: true }),
    bold: await doc.embedFont(files.bold, { subset: true }),
    mono: await doc.embedFont(files.mono, { subset: true }),
  };
}

/** Splits text into lines that fit `width`; a word longer than a line is broken between characters. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/ +/)) {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line !== '') lines.push(line);
      line = '';
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

/** Writes blocks top to bottom, opening pages of one format as needed. */
class Layout {
  page!: PDFPage;
  y = 0;
  readonly pages: PDFPage[] = [];

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
    readonly format: Format,
  ) {
    this.newPage();
  }

  get left() {
    return this.format.margin;
  }

  get textWidth() {
    return this.format.width - 2 * this.format.margin;
  }

  /** The lowest y text may reach: the footer lives below it. */
  get bottom() {
    return this.format.margin + this.format.footer * 2.5;
  }

  newPage() {
    this.page = this.doc.addPage([this.format.width, this.format.height]);
    this.pages.push(this.page);
    this.y = this.format.height - this.format.margin;
  }

  /** Opens a new page unless `height` still fits on this one. */
  ensure(height: number) {
    if (this.y - height < this.bottom && this.y < this.format.height - this.format.margin) this.newPage();
  }

  lineHeight(size: number) {
    return size * LINE_HEIGHT;
  }

  /** Draws wrapped lines at x, moving down; lines that do not fit go on to the next page. */
  lines(
    lines: string[],
    options: {
      font: PDFFont;
      size: number;
      color?: RGB;
      x?: number;
      width?: number;
      align?: 'left' | 'right';
    },
  ) {
    const x = options.x ?? this.left;
    const step = this.lineHeight(options.size);
    for (const line of lines) {
      this.ensure(step);
      const lineWidth = options.font.widthOfTextAtSize(line, options.size);
      const drawX = options.align === 'right' && options.width ? x + options.width - lineWidth : x;
      this.page.drawText(line, {
        x: drawX,
        y: this.y - options.size,
        size: options.size,
        font: options.font,
        color: options.color ?? colors.text,
      });
      this.y -= step;
    }
  }

  text(
    text: string,
    options: {
      font: PDFFont;
      size: number;
      color?: RGB;
      x?: number;
      width?: number;
      align?: 'left' | 'right';
    },
  ) {
    const width = options.width ?? this.textWidth - ((options.x ?? this.left) - this.left);
    this.lines(wrapText(text, options.font, options.size, width), { ...options, width });
  }

  gap(points: number) {
    this.y -= points;
  }

  block(block: DocumentBlock) {
    const { fonts, format } = this;
    switch (block.kind) {
      case 'title':
        this.text(block.text, { font: fonts.bold, size: format.title, color: colors.brand });
        this.gap(4);
        return;
      case 'subtitle':
        this.text(block.text, { font: fonts.regular, size: format.small, color: colors.muted });
        this.gap(10);
        return;
      case 'heading': {
        // Keep a heading with the start of what follows it (a summary and a few lines).
        this.gap(format.body * 0.9);
        this.ensure(this.lineHeight(format.heading) + 6 * this.lineHeight(format.body));
        this.text(block.text, { font: fonts.bold, size: format.heading, color: colors.brand });
        this.gap(3);
        return;
      }
      case 'summary': {
        const padding = 6;
        const lines = wrapText(block.text, fonts.bold, format.body, this.textWidth - 2 * padding);
        const height = lines.length * this.lineHeight(format.body) + 2 * padding;
        this.ensure(height);
        this.page.drawRectangle({
          x: this.left,
          y: this.y - height,
          width: this.textWidth,
          height,
          color: colors.summaryBackground,
        });
        this.gap(padding);
        this.lines(lines, {
          font: fonts.bold,
          size: format.body,
          color: colors.brand,
          x: this.left + padding,
        });
        this.gap(padding + 6);
        return;
      }
      case 'paragraph':
        this.text(block.text, { font: fonts.regular, size: format.body });
        this.gap(format.body * 0.5);
        return;
      case 'bullets': {
        const indent = format.body * 1.1;
        for (const item of block.items) {
          const lines = wrapText(item, fonts.regular, format.body, this.textWidth - indent);
          this.ensure(this.lineHeight(format.body));
          this.page.drawText('•', {
            x: this.left,
            y: this.y - format.body,
            size: format.body,
            font: fonts.regular,
            color: colors.brand,
          });
          this.lines(lines, { font: fonts.regular, size: format.body, x: this.left + indent });
          this.gap(format.body * 0.3);
        }
        this.gap(format.body * 0.3);
        return;
      }
      case 'facts':
        if (this.format.width < 450) this.stackedFacts(block.rows);
        else this.columnFacts(block.rows);
        this.gap(format.body * 0.5);
        return;
      case 'table':
        this.table(block.columns, block.rows);
        this.gap(format.body * 0.6);
        return;
      case 'code': {
        // The label stays on the page of its value.
        const valueLines = wrapText(block.text, fonts.mono, format.small, this.textWidth);
        this.ensure(this.lineHeight(format.small) * (1 + Math.min(valueLines.length, 3)));
        this.text(block.label, { font: fonts.bold, size: format.small, color: colors.muted });
        this.text(block.text, { font: fonts.mono, size: format.small });
        this.gap(format.small * 0.6);
        return;
      }
      case 'pageBreak':
        if (this.y < this.format.height - this.format.margin) this.newPage();
        return;
    }
  }

  /** Phone pages: the label small above its value, one fact under the other. */
  private stackedFacts(rows: { label: string; value: string }[]) {
    const { fonts, format } = this;
    for (const row of rows) {
      const labelLines = wrapText(row.label, fonts.bold, format.small, this.textWidth);
      const valueLines = wrapText(row.value, fonts.regular, format.body, this.textWidth);
      this.ensure(this.lineHeight(format.small) * labelLines.length + this.lineHeight(format.body));
      this.lines(labelLines, { font: fonts.bold, size: format.small, color: colors.muted });
      this.lines(valueLines, { font: fonts.regular, size: format.body });
      this.gap(format.body * 0.45);
    }
  }

  /** Wide pages: label and value side by side, a thin rule between rows. */
  private columnFacts(rows: { label: string; value: string }[]) {
    const { fonts, format } = this;
    const labelWidth = this.textWidth * 0.38;
    const valueX = this.left + labelWidth + 10;
    const valueWidth = this.textWidth - labelWidth - 10;
    for (const row of rows) {
      const labelLines = wrapText(row.label, fonts.bold, format.body, labelWidth);
      const valueLines = wrapText(row.value, fonts.regular, format.body, valueWidth);
      const height = Math.max(labelLines.length, valueLines.length) * this.lineHeight(format.body);
      // A row is a few lines: it is kept on one page.
      this.ensure(height + 4);
      const top = this.y;
      this.lines(labelLines, { font: fonts.bold, size: format.body, color: colors.muted });
      const labelBottom = this.y;
      this.y = top;
      this.lines(valueLines, { font: fonts.regular, size: format.body, x: valueX, width: valueWidth });
      this.y = Math.min(this.y, labelBottom) - 2;
      this.page.drawLine({
        start: { x: this.left, y: this.y },
        end: { x: this.left + this.textWidth, y: this.y },
        thickness: 0.5,
        color: colors.rule,
      });
      this.gap(3);
    }
  }

  private table(columns: TableColumn[], rows: string[][]) {
    const { fonts, format } = this;
    const size = format.small;
    const padding = 3;
    const xs: number[] = [];
    let x = this.left;
    for (const column of columns) {
      xs.push(x);
      x += column.width * this.textWidth;
    }
    const cellWidth = (i: number) => (columns[i]?.width ?? 0) * this.textWidth - 2 * padding;
    const drawRow = (cells: string[], font: PDFFont, background?: RGB) => {
      const wrapped = cells.map((cell, i) => wrapText(cell, font, size, cellWidth(i)));
      const height = Math.max(...wrapped.map((lines) => lines.length)) * this.lineHeight(size) + 2 * padding;
      // A header is kept with the first row under it.
      this.ensure(height + (background ? this.lineHeight(size) + 2 * padding : 0));
      if (background)
        this.page.drawRectangle({
          x: this.left,
          y: this.y - height,
          width: this.textWidth,
          height,
          color: background,
        });
      const top = this.y;
      wrapped.forEach((lines, i) => {
        this.y = top - padding;
        this.lines(lines, {
          font,
          size,
          x: (xs[i] ?? this.left) + padding,
          width: cellWidth(i),
          align: columns[i]?.align ?? 'left',
        });
      });
      this.y = top - height;
      this.page.drawLine({
        start: { x: this.left, y: this.y },
        end: { x: this.left + this.textWidth, y: this.y },
        thickness: 0.5,
        color: colors.rule,
      });
    };
    const header = columns.map((column) => column.header);
    drawRow(header, fonts.bold, colors.tableHeader);
    for (const row of rows) {
      const before = this.page;
      drawRow(row, fonts.regular);
      // A table going on to a new page repeats its header there.
      if (this.page !== before && row !== rows[rows.length - 1])
        drawRow(header, fonts.bold, colors.tableHeader);
    }
  }

  footers(text: string, pages: PDFPage[] = this.pages, numbering?: { offset: number; total: number }) {
    const { fonts, format } = this;
    pages.forEach((page, index) => {
      const number = (numbering?.offset ?? 0) + index + 1;
      const total = numbering?.total ?? pages.length;
      const label = `${text} · ${number}. oldal / ${total}`;
      const lines = wrapText(label, fonts.regular, format.footer, this.textWidth);
      lines.forEach((line, i) => {
        page.drawText(line, {
          x: this.left,
          y: format.margin * 0.6 + (lines.length - 1 - i) * format.footer * 1.3,
          size: format.footer,
          font: fonts.regular,
          color: colors.muted,
        });
      });
    });
  }
}

function setMetadata(doc: PDFDocument, meta: Omit<RenderedDocumentMeta, 'footer' | 'format'>) {
  doc.setTitle(meta.title, { showInWindowTitleBar: true });
  doc.setSubject(meta.subject);
  doc.setAuthor(meta.author);
  doc.setCreator('Hitelkapu');
  doc.setProducer('Hitelkapu');
  doc.setLanguage('hu-HU');
  doc.setCreationDate(meta.createdAt);
  doc.setModificationDate(meta.createdAt);
}

/** A new PDF of the blocks, with its metadata and a footer on every page. */
export async function renderPdf(blocks: DocumentBlock[], meta: RenderedDocumentMeta): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const fonts = await embedFonts(doc);
  const layout = new Layout(doc, fonts, formats[meta.format]);
  for (const block of blocks) layout.block(block);
  layout.footers(meta.footer);
  setMetadata(doc, meta);
  return Buffer.from(await doc.save());
}

/**
 * The signed copy: every page of the original as it is, one more page with the given
 * blocks (the signing clause) in the original's page size, and the original file itself
 * attached, so the hash printed on the clause can be checked against the attachment.
 */
export async function appendClausePage(
  original: Buffer,
  blocks: DocumentBlock[],
  meta: { footer: string; modifiedAt: Date; attachmentName: string; attachmentDescription: string },
): Promise<Buffer> {
  const doc = await PDFDocument.load(original, { updateMetadata: false });
  const existing = doc.getPageCount();
  const last = doc.getPage(existing - 1);
  const { width, height } = last.getSize();
  const base = width < 450 ? formats.PHONE : formats.A4;
  const fonts = await embedFonts(doc);
  // The clause stays on one page: a narrow page grows taller rather than breaking it in two.
  let layout: Layout | undefined;
  for (const factor of [1, 1.5, 2, 3]) {
    layout = new Layout(doc, fonts, { ...base, width, height: height * factor });
    for (const block of blocks) layout.block(block);
    if (layout.pages.length === 1) break;
    for (let index = doc.getPageCount() - 1; index >= existing; index -= 1) doc.removePage(index);
  }
  if (layout?.pages.length !== 1) throw new Error('the signing clause does not fit on a page');
  layout.footers(meta.footer, layout.pages, { offset: existing, total: existing + 1 });
  await doc.attach(original, meta.attachmentName, {
    mimeType: 'application/pdf',
    description: meta.attachmentDescription,
    creationDate: meta.modifiedAt,
    modificationDate: meta.modifiedAt,
  });
  doc.setModificationDate(meta.modifiedAt);
  doc.setProducer('Hitelkapu');
  return Buffer.from(await doc.save());
}

/** The title a PDF carries in its metadata (the portal's own documents always have one). */
export async function readPdfTitle(content: Buffer): Promise<string | undefined> {
  const doc = await PDFDocument.load(content, { updateMetadata: false });
  return doc.getTitle();
}
