import type { DocumentBlock } from './blocks.ts';
import type { Layout } from './layout.ts';
import { colors, NARROW_PAGE_WIDTH } from './page-style.ts';
import { columnFacts, stackedFacts, table } from './tables.ts';
import { wrapText } from './wrap-text.ts';

/** Writes one block at the layout's cursor, keeping together what reads together. */
export function drawBlock(layout: Layout, block: DocumentBlock) {
  const { fonts, format } = layout;
  switch (block.kind) {
    case 'title':
      layout.text(block.text, { font: fonts.bold, size: format.title, color: colors.brand });
      layout.gap(4);
      return;
    case 'subtitle':
      layout.text(block.text, { font: fonts.regular, size: format.small, color: colors.muted });
      layout.gap(10);
      return;
    case 'heading': {
      // Keep a heading with the start of what follows it (a summary and a few lines).
      layout.gap(format.body * 0.9);
      layout.ensure(layout.lineHeight(format.heading) + 6 * layout.lineHeight(format.body));
      layout.text(block.text, { font: fonts.bold, size: format.heading, color: colors.brand });
      layout.gap(3);
      return;
    }
    case 'summary': {
      const padding = 6;
      const lines = wrapText(block.text, fonts.bold, format.body, layout.textWidth - 2 * padding);
      const height = lines.length * layout.lineHeight(format.body) + 2 * padding;
      layout.ensure(height);
      layout.band(height, colors.summaryBackground);
      layout.gap(padding);
      layout.lines(lines, {
        font: fonts.bold,
        size: format.body,
        color: colors.brand,
        x: layout.left + padding,
      });
      layout.gap(padding + 6);
      return;
    }
    case 'paragraph':
      layout.text(block.text, { font: fonts.regular, size: format.body });
      layout.gap(format.body * 0.5);
      return;
    case 'bullets': {
      const indent = format.body * 1.1;
      for (const item of block.items) {
        const lines = wrapText(item, fonts.regular, format.body, layout.textWidth - indent);
        layout.ensure(layout.lineHeight(format.body));
        layout.page.drawText('•', {
          x: layout.left,
          y: layout.y - format.body,
          size: format.body,
          font: fonts.regular,
          color: colors.brand,
        });
        layout.lines(lines, { font: fonts.regular, size: format.body, x: layout.left + indent });
        layout.gap(format.body * 0.3);
      }
      layout.gap(format.body * 0.3);
      return;
    }
    case 'facts':
      if (format.width < NARROW_PAGE_WIDTH) stackedFacts(layout, block.rows);
      else columnFacts(layout, block.rows);
      layout.gap(format.body * 0.5);
      return;
    case 'table':
      table(layout, block.columns, block.rows);
      layout.gap(format.body * 0.6);
      return;
    case 'code': {
      // The label stays on the page of its value.
      const valueLines = wrapText(block.text, fonts.mono, format.small, layout.textWidth);
      layout.ensure(layout.lineHeight(format.small) * (1 + Math.min(valueLines.length, 3)));
      layout.text(block.label, { font: fonts.bold, size: format.small, color: colors.muted });
      layout.text(block.text, { font: fonts.mono, size: format.small });
      layout.gap(format.small * 0.6);
      return;
    }
    case 'pageBreak':
      if (!layout.atPageTop) layout.newPage();
      return;
  }
}
