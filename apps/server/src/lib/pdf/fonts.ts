import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { deflateSync } from 'node:zlib';
import fontkit, { type Font, type Glyph, type Subset } from '@pdf-lib/fontkit';
import {
  Cache,
  CustomFontEmbedder,
  type PDFContext,
  type PDFDocument,
  PDFFont,
  PDFHexString,
  toHexStringOfMinLength,
} from 'pdf-lib';

/**
 * The 14 standard PDF fonts only encode WinAnsi, which has no ő or ű, so DejaVu Sans (shipped
 * as TrueType by the `dejavu-fonts-ttf` package, a dependency of the server) is embedded as a
 * subset. Subsetting and shaping with fontkit are slow (tens of milliseconds a font), so both
 * happen once per process rather than once per document (decision record 028):
 *
 * - each face is parsed once and subset once to the characters the documents and customer
 *   data use in practice (TEXT_CHARACTERS); every document embeds that same program;
 * - a word is shaped once (fontkit's layout, so ligatures such as "fi" are as before) and its
 *   glyphs and width are remembered: widths and encodings of lines are sums of their words;
 * - a document drawing a glyph outside the subset (a name with "ș", say) gets a program of
 *   its own: the shared subset with the glyph added, the shared glyph ids unchanged.
 */

const characterRanges = (ranges: [number, number][]) =>
  ranges.flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, i) => first + i));

/**
 * The characters the text faces are subset to once: Basic Latin, Latin-1, Latin Extended-A
 * (the letters of European Latin names but a few), the dashes, quotes, bullets and narrow
 * space of General Punctuation, and the euro sign.
 */
const TEXT_CHARACTERS = characterRanges([
  [0x20, 0x7e],
  [0xa0, 0x17f],
  [0x2010, 0x2027],
  [0x202f, 0x203a],
  [0x20ac, 0x20ac],
]);

/** The fixed-width face prints machine figures (hashes, ids, IP addresses): Basic Latin. */
const MONO_CHARACTERS = characterRanges([[0x20, 0x7e]]);

/** Shaping joins these into ligature glyphs (DejaVu's "liga"), which the subset holds too. */
const LIGATURES = 'ff fi fl ffi ffl';

/** How many shaped words a face remembers before starting over (names and sums vary). */
const WORD_CACHE_LIMIT = 20_000;

const require = createRequire(import.meta.url);
const FACES = {
  regular: { file: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf', characters: TEXT_CHARACTERS },
  bold: { file: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf', characters: TEXT_CHARACTERS },
  mono: { file: 'dejavu-fonts-ttf/ttf/DejaVuSansMono.ttf', characters: MONO_CHARACTERS },
} as const;
type FaceName = keyof typeof FACES;

/** A subset font program: the original glyph ids in subset order, and the program deflated. */
interface FontProgram {
  glyphOrder: readonly number[];
  /** Original glyph id -> glyph id in the program. */
  glyphIds: ReadonlyMap<number, number>;
  deflated: Uint8Array;
}

interface ShapedWord {
  glyphs: Glyph[];
  /** The advance of the word in font units. */
  advance: number;
}

/** fontkit's subset keeps the original ids of its glyphs in order (not in its typings). */
function glyphOrderOf(subset: Subset): number[] {
  return [...(subset as unknown as { glyphs: number[] }).glyphs];
}

function encodeSubset(subset: Subset): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const parts: Uint8Array[] = [];
    const stream = subset.encodeStream();
    stream.on('data', (bytes) => parts.push(bytes));
    stream.on('end', () => resolve(Buffer.concat(parts)));
    (stream as unknown as { on(event: 'error', listener: (error: Error) => void): void }).on('error', reject);
  });
}

/** One face, parsed and subset once per process. */
class Face {
  readonly space: Glyph;
  private readonly words = new Map<string, ShapedWord>();

  private constructor(
    readonly font: Font,
    readonly data: Uint8Array,
    readonly base: FontProgram,
  ) {
    this.space = font.glyphForCodePoint(0x20);
  }

  static async load({ file, characters }: { file: string; characters: readonly number[] }): Promise<Face> {
    const data = readFileSync(require.resolve(file));
    const font = fontkit.create(data);
    const subset = font.createSubset();
    for (const codePoint of characters)
      if (font.hasGlyphForCodePoint(codePoint)) subset.includeGlyph(font.glyphForCodePoint(codePoint));
    for (const glyph of font.layout(LIGATURES).glyphs) subset.includeGlyph(glyph);
    const deflated = deflateSync(await encodeSubset(subset));
    // Read after encoding: the subset has added the parts of composite glyphs (accents).
    const glyphOrder = glyphOrderOf(subset);
    const glyphIds = new Map(glyphOrder.map((id, index) => [id, index]));
    return new Face(font, data, { glyphOrder, glyphIds, deflated });
  }

  /** A subset holding the shared one's glyphs under the same ids, for a document to add to. */
  extendBase(): Subset {
    const subset = this.font.createSubset();
    for (const id of this.base.glyphOrder) subset.includeGlyph(id);
    return subset;
  }

  /** A word (no spaces) shaped as fontkit lays it out, remembered. */
  word(word: string): ShapedWord {
    let shaped = this.words.get(word);
    if (!shaped) {
      const { glyphs } = this.font.layout(word);
      shaped = { glyphs, advance: glyphs.reduce((sum, glyph) => sum + glyph.advanceWidth, 0) };
      if (this.words.size >= WORD_CACHE_LIMIT) this.words.clear();
      this.words.set(word, shaped);
    }
    return shaped;
  }

  /** The glyphs of a line: its words' glyphs with a space between. */
  glyphs(text: string): Glyph[] {
    const glyphs: Glyph[] = [];
    text.split(' ').forEach((word, index) => {
      if (index > 0) glyphs.push(this.space);
      if (word !== '') glyphs.push(...this.word(word).glyphs);
    });
    return glyphs;
  }

  /** The advance of a line in font units. */
  advance(text: string): number {
    let advance = 0;
    text.split(' ').forEach((word, index) => {
      if (index > 0) advance += this.space.advanceWidth;
      if (word !== '') advance += this.word(word).advance;
    });
    return advance;
  }
}

let faces: Promise<Record<FaceName, Face>> | undefined;

function loadFaces(): Promise<Record<FaceName, Face>> {
  faces ??= (async () => ({
    regular: await Face.load(FACES.regular),
    bold: await Face.load(FACES.bold),
    mono: await Face.load(FACES.mono),
  }))().catch((error: unknown) => {
    faces = undefined;
    throw error;
  });
  return faces;
}

/** Parses and subsets the faces (once a process; the first document does it otherwise). */
export async function prepareFonts(): Promise<void> {
  await loadFaces();
}

/**
 * A face in one document, for pdf-lib: text encoded as glyph ids of the shared subset (or of
 * the document's own extension of it); widths, ToUnicode and the glyph widths (W) of the
 * glyphs the document drew, as pdf-lib writes them for a subset font.
 */
class SharedSubsetEmbedder extends CustomFontEmbedder {
  private glyphIds: ReadonlyMap<number, number>;
  /** Only once the document draws a glyph outside the shared subset. */
  private extension: { subset: Subset; glyphIds: Map<number, number> } | undefined;
  private readonly used = new Map<number, Glyph>();
  /** Set by embedFonts: puts the font on the document's list of fonts to write. */
  onFirstUse: (() => void) | undefined;

  constructor(private readonly face: Face) {
    super(face.font as never, face.data);
    this.glyphIds = face.base.glyphIds;
    this.glyphCache = Cache.populatedBy(() =>
      [...this.used.entries()].sort(([a], [b]) => a - b).map(([, glyph]) => glyph),
    );
  }

  private subsetId(glyph: Glyph): number {
    const known = this.glyphIds.get(glyph.id);
    if (known !== undefined) return known;
    if (!this.extension) {
      this.extension = { subset: this.face.extendBase(), glyphIds: new Map(this.face.base.glyphIds) };
      this.glyphIds = this.extension.glyphIds;
    }
    const id = this.extension.subset.includeGlyph(glyph.id);
    this.extension.glyphIds.set(glyph.id, id);
    return id;
  }

  override encodeText(text: string): PDFHexString {
    this.onFirstUse?.();
    this.onFirstUse = undefined;
    let hex = '';
    for (const glyph of this.face.glyphs(text)) {
      const id = this.subsetId(glyph);
      if (id !== 0) this.used.set(id, glyph);
      hex += toHexStringOfMinLength(id, 4);
    }
    this.glyphCache.invalidate();
    return PDFHexString.of(hex);
  }

  override widthOfTextAtSize(text: string, size: number): number {
    return this.face.advance(text) * this.scale * (size / 1000);
  }

  protected override glyphId(glyph?: Glyph): number {
    return glyph ? (this.glyphIds.get(glyph.id) ?? 0) : -1;
  }

  protected override async embedFontStream(context: PDFContext) {
    const deflated = this.extension
      ? deflateSync(await encodeSubset(this.extension.subset))
      : this.face.base.deflated;
    return context.register(context.stream(deflated, { Filter: 'FlateDecode' }));
  }
}

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  mono: PDFFont;
}

/** pdf-lib writes the fonts on this list when saving; embedFont adds to it, and so does this. */
function fontsToWrite(doc: PDFDocument): PDFFont[] {
  const fonts = (doc as unknown as { fonts?: unknown }).fonts;
  if (!Array.isArray(fonts)) throw new Error('pdf-lib no longer keeps its fonts where expected');
  return fonts;
}

/** The faces for a document; a face it never draws with is not written into it. */
export async function embedFonts(doc: PDFDocument): Promise<Fonts> {
  const prepared = await loadFaces();
  const embed = (face: Face) => {
    const embedder = new SharedSubsetEmbedder(face);
    const font = PDFFont.of(doc.context.nextRef(), doc, embedder);
    embedder.onFirstUse = () => fontsToWrite(doc).push(font);
    return font;
  };
  return { regular: embed(prepared.regular), bold: embed(prepared.bold), mono: embed(prepared.mono) };
}
