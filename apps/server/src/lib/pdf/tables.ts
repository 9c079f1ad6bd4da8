import type { PDFFont, RGB } from 'pdf-lib';
import type { TableColumn } from './blocks.ts';
import type { Layout } from './layout.ts';
import { colors } from './page-style.ts';
import { wrapText } from './wrap-text.ts';

export interface FactRow {
  label: string;
  value: string;
}

/** Narrow pages: the label small above its value, one fact under the other. */
export function stackedFacts(layout: Layout, rows: FactRow[]) {
  const { fonts, format } = layout;
  for (const row of rows) {
    const labelLines = wrapText(row.label, fonts.bold, format.small, layout.textWidth);
    const valueLines = wrapText(row.value, fonts.regular, format.body, layout.textWidth);
    layout.ensure(layout.lineHeight(format.small) * labelLines.length + layout.lineHeight(format.body));
    layout.lines(labelLines, { font: fonts.bold, size: format.small, color: colors.muted });
    layout.lines(valueLines, { font: fonts.regular, size: format.body });
    layout.gap(format.body * 0.45);
  }
}

/** Wide pages: label and value side by side, a thin rule between rows. */
export function columnFacts(layout: Layout, rows: FactRow[]) {
  const { fonts, format } = layout;
  const labelWidth = layout.textWidth * 0.38;
  const valueX = layout.left + labelWidth + 10;
  const valueWidth = layout.textWidth - labelWidth - 10;
  for (const row of rows) {
    const labelLines = wrapText(row.label, fonts.bold, format.body, labelWidth);
    const valueLines = wrapText(row.value, fonts.regular, format.body, valueWidth);
    const height = Math.max(labelLines.length, valueLines.length) * layout.lineHeight(format.body);
    // A row is a few lines: it is kept on one page.
    layout.ensure(height + 4);
    const top = layout.y;
    layout.lines(labelLines, { font: fonts.bold, size: format.body, color: colors.muted });
    const labelBottom = layout.y;
    layout.y = top;
    layout.lines(valueLines, { font: fonts.regular, size: format.body, x: valueX, width: valueWidth });
    layout.y = Math.min(layout.y, labelBottom) - 2;
    layout.rule();
    layout.gap(3);
  }
}

/** A table with a shaded header row, repeated at the top of every page the table goes on to. */
export function table(layout: Layout, columns: TableColumn[], rows: string[][]) {
  const { fonts, format } = layout;
  const size = format.small;
  const padding = 3;
  const xs: number[] = [];
  let x = layout.left;
  for (const column of columns) {
    xs.push(x);
    x += column.width * layout.textWidth;
  }
  const cellWidth = (i: number) => (columns[i]?.width ?? 0) * layout.textWidth - 2 * padding;
  const drawRow = (cells: string[], font: PDFFont, background?: RGB) => {
    const wrapped = cells.map((cell, i) => wrapText(cell, font, size, cellWidth(i)));
    const height = Math.max(...wrapped.map((lines) => lines.length)) * layout.lineHeight(size) + 2 * padding;
    // A header is kept with the first row under it.
    layout.ensure(height + (background ? layout.lineHeight(size) + 2 * padding : 0));
    if (background) layout.band(height, background);
    const top = layout.y;
    wrapped.forEach((lines, i) => {
      layout.y = top - padding;
      layout.lines(lines, {
        font,
        size,
        x: (xs[i] ?? layout.left) + padding,
        width: cellWidth(i),
        align: columns[i]?.align ?? 'left',
      });
    });
    layout.y = top - height;
    layout.rule();
  };
  const header = columns.map((column) => column.header);
  drawRow(header, fonts.bold, colors.tableHeader);
  for (const row of rows) {
    const before = layout.page;
    drawRow(row, fonts.regular);
    // A table going on to a new page repeats its header there.
    if (layout.page !== before && row !== rows[rows.length - 1])
      drawRow(header, fonts.bold, colors.tableHeader);
  }
}
