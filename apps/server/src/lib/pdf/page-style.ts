import { rgb } from 'pdf-lib';
import type { PageFormat } from './blocks.ts';

/** A page size with its margin and type sizes, in points. */
export interface PageStyle {
  width: number;
  height: number;
  margin: number;
  title: number;
  heading: number;
  body: number;
  small: number;
  footer: number;
}

export const pageStyles: Record<PageFormat, PageStyle> = {
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

/** Pages narrower than this stack a fact's label above its value. */
export const NARROW_PAGE_WIDTH = 450;

export const colors = {
  text: rgb(0.12, 0.14, 0.16),
  muted: rgb(0.36, 0.39, 0.42),
  brand: rgb(0.02, 0.33, 0.37),
  summaryBackground: rgb(0.9, 0.96, 0.96),
  rule: rgb(0.82, 0.85, 0.87),
  tableHeader: rgb(0.93, 0.95, 0.96),
};

export const LINE_HEIGHT = 1.38;
