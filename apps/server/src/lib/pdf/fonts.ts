import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

/**
 * The 14 standard PDF fonts only encode WinAnsi, which has no ő or ű, so DejaVu Sans (shipped
 * as TrueType by the `dejavu-fonts-ttf` package, a dependency of the server) is embedded,
 * subset to the glyphs used.
 */

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

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  mono: PDFFont;
}

export async function embedFonts(doc: PDFDocument): Promise<Fonts> {
  doc.registerFontkit(fontkit);
  const files = fontBytes();
  return {
    regular: await doc.embedFont(files.regular, { subset: true }),
    bold: await doc.embedFont(files.bold, { subset: true }),
    mono: await doc.embedFont(files.mono, { subset: true }),
  };
}
