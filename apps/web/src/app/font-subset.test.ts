import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { statementSeed } from '../../../server/src/seed/statements.ts';
import { internalTokensHu, publicTokensHu } from '../../../server/src/seed/translations-hu.ts';
import {
  HUNGARIAN_FONT_RANGES,
  HUNGARIAN_FONT_WEIGHTS,
  inHungarianFont,
  unicodeRange,
} from './font-subset.ts';

const css = readFileSync(path.join(import.meta.dirname, 'fonts.css'), 'utf8');

/** Each `@font-face` block of fonts.css that points at one of the portal's own files. */
function ownFaces(): { weight: string; range: string }[] {
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
    .map(([, body = '']) => body)
    .filter((body) => body.includes('./fonts/inter-hu-'))
    .map((body) => ({
      weight: /font-weight:\s*(\d+)/.exec(body)?.[1] ?? '',
      range: (/unicode-range:\s*([^;]+);/.exec(body)?.[1] ?? '').replace(/\s+/g, ' ').trim(),
    }));
}

describe('the Hungarian font files', () => {
  it('cover every letter of the wording and the statements, so no Hungarian word mixes two fonts', () => {
    const texts = [
      ...Object.values(publicTokensHu),
      ...Object.values(internalTokensHu),
      ...statementSeed.flatMap((statement) => Object.values(statement).filter((v) => typeof v === 'string')),
    ];
    const outside = new Set<string>();
    for (const text of texts) {
      for (const char of text as string) {
        if (!inHungarianFont(char.codePointAt(0) ?? 0)) outside.add(char);
      }
    }
    expect([...outside]).toEqual([]);
    expect(inHungarianFont('ő'.codePointAt(0) ?? 0)).toBe(true);
    expect(inHungarianFont('Ű'.codePointAt(0) ?? 0)).toBe(true);
    expect(inHungarianFont('Ł'.codePointAt(0) ?? 0)).toBe(false);
  });

  it('are declared in fonts.css with exactly the range they were made with, one a weight', () => {
    const faces = ownFaces();
    expect(faces.map((face) => face.weight).sort()).toEqual(Object.keys(HUNGARIAN_FONT_WEIGHTS).sort());
    for (const face of faces) expect(face.range).toBe(unicodeRange(HUNGARIAN_FONT_RANGES));
  });

  it('win over the latin-ext file where the two overlap, by coming after it', () => {
    for (const weight of Object.keys(HUNGARIAN_FONT_WEIGHTS)) {
      const ext = css.indexOf(`inter-latin-ext-${weight}-normal.woff2`);
      const own = css.indexOf(`./fonts/inter-hu-${weight}.woff2`);
      expect(ext).toBeGreaterThan(-1);
      expect(own).toBeGreaterThan(ext);
    }
  });
});
