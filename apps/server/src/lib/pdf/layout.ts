import type { PDFDocument, PDFFont, PDFPage, RGB } from 'pdf-lib';
import type { Fonts } from './fonts.ts';
import { colors, LINE_HEIGHT, type PageStyle } from './page-style.ts';
import { wrapText } from './wrap-text.ts';

export interface LineOptions {
  font: PDFFont;
  size: number;
  color?: RGB;
  x?: number;
  width?: number;
  align?: 'left' | 'right';
}

/** A cursor writing top to bottom, opening pages of one style as needed. */
export class Layout {
  page!: PDFPage;
  y = 0;
  readonly pages: PDFPage[] = [];

  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: Fonts,
    readonly format: PageStyle,
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

  /** Nothing has been written on this page yet. */
  get atPageTop() {
    return this.y >= this.format.height - this.format.margin;
  }

  newPage() {
    this.page = this.doc.addPage([this.format.width, this.format.height]);
    this.pages.push(this.page);
    this.y = this.format.height - this.format.margin;
  }

  /** Opens a new page unless `height` still fits on this one. */
  ensure(height: number) {
    if (this.y - height < this.bottom && !this.atPageTop) this.newPage();
  }

  lineHeight(size: number) {
    return size * LINE_HEIGHT;
  }

  /** Draws wrapped lines at x, moving down; lines that do not fit go on to the next page. */
  lines(lines: string[], options: LineOptions) {
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

  /** Wraps text to the width left of x (or the given width) and draws it. */
  text(text: string, options: LineOptions) {
    const width = options.width ?? this.textWidth - ((options.x ?? this.left) - this.left);
    this.lines(wrapText(text, options.font, options.size, width), { ...options, width });
  }

  gap(points: number) {
    this.y -= points;
  }

  /** A thin rule across the text width at the cursor. */
  rule() {
    this.page.drawLine({
      start: { x: this.left, y: this.y },
      end: { x: this.left + this.textWidth, y: this.y },
      thickness: 0.5,
      color: colors.rule,
    });
  }

  /** A filled box across the text width, from the cursor down. */
  band(height: number, color: RGB) {
    this.page.drawRectangle({ x: this.left, y: this.y - height, width: this.textWidth, height, color });
  }

  /** "<text> · 3. oldal / 5" at the foot of each page; `numbering` counts pages written before these. */
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
