/**
 * The characters the portal's own Inter files carry (app/fonts/inter-hu-*.woff2): the latin
 * range the font's publisher splits off for western languages, plus the four letters only
 * Hungarian adds to it (Ő ő Ű ű). One file a weight serves every Hungarian text; a letter
 * outside it (a customer's name with Ł, say) falls to the publisher's latin-ext file, which
 * the browser fetches only for a page that shows one.
 *
 * `npm run fonts -w apps/web` makes the files again from the complete font (scripts/subset-fonts.ts).
 */
export const HUNGARIAN_FONT_RANGES: readonly (readonly [number, number])[] = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0150, 0x0153],
  [0x0170, 0x0171],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

/** The weights the portal uses, with the name of the complete font's file for each. */
export const HUNGARIAN_FONT_WEIGHTS = {
  400: 'Regular',
  500: 'Medium',
  600: 'SemiBold',
  700: 'Bold',
} as const;

/** The ranges as a CSS `unicode-range` value. */
export function unicodeRange(ranges: readonly (readonly [number, number])[]): string {
  const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');
  return ranges
    .map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`))
    .join(', ');
}

export function inHungarianFont(codePoint: number): boolean {
  return HUNGARIAN_FONT_RANGES.some(([from, to]) => codePoint >= from && codePoint <= to);
}
