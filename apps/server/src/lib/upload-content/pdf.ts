import { inflateRawSync, constants as zlibConstants } from 'node:zlib';
import {
  decodePDFRawStream,
  PDFArray,
  PDFCatalog,
  PDFDict,
  PDFName,
  PDFNumber,
  type PDFObject,
  PDFPageLeaf,
  PDFParser,
  PDFRawStream,
} from 'pdf-lib';
import {
  MAX_IMAGE_PIXELS,
  MAX_PDF_DECODED_BYTES,
  MAX_PDF_PAGES,
  MIN_PDF_DECODED_BYTES,
  PDF_DECODED_RATIO,
  type UploadProblem,
  UploadRefusal,
} from './limits.ts';

/** The unpacking budget of a PDF of this many bytes. */
export function pdfDecodedBudget(size: number): number {
  return Math.min(MAX_PDF_DECODED_BYTES, Math.max(MIN_PDF_DECODED_BYTES, size * PDF_DECODED_RATIO));
}

/**
 * pdf-lib's parser, measuring every stream as it is read: pdf-lib itself unpacks object and
 * cross-reference streams while parsing, so a bomb must be caught before that, not after.
 */
class MeasuringPdfParser extends PDFParser {
  private remaining: number;
  /** pdf-lib wraps what its parser throws; the first refusal is kept here. */
  refusal: UploadProblem | null = null;

  constructor(bytes: Uint8Array, budget: number) {
    super(bytes, Number.POSITIVE_INFINITY, true, false);
    this.remaining = budget;
  }

  override parseObject(): PDFObject {
    const object = super.parseObject();
    if (object instanceof PDFRawStream) {
      try {
        checkImageDimensions(object.dict);
        this.remaining -= decodedSize(object, this.remaining);
      } catch (error) {
        if (error instanceof UploadRefusal) this.refusal ??= error.problem;
        throw error;
      }
    }
    return object;
  }
}
export async function inspectPdf(content: Uint8Array): Promise<UploadProblem | null> {
  const parser = new MeasuringPdfParser(content, pdfDecodedBudget(content.length));
  const context = await parser.parseDocument().catch((error: unknown) => {
    throw parser.refusal ? new UploadRefusal(parser.refusal) : error;
  });
  if (parser.refusal) return parser.refusal;
  if (context.lookup(context.trailerInfo.Encrypt)) return 'encrypted';
  const catalog = context.lookup(context.trailerInfo.Root);
  if (!(catalog instanceof PDFCatalog)) return 'unreadable';
  let pages = 0;
  // The pages a viewer would show: the leaves of the page tree, not its claimed /Count.
  catalog.Pages().traverse((node) => {
    if (node instanceof PDFPageLeaf) pages += 1;
    if (pages > MAX_PDF_PAGES) throw new UploadRefusal('tooManyPages');
  });
  return pages === 0 ? 'unreadable' : null;
}

/** Image data is stored packed (JPEG, JPEG 2000, fax, JBIG2): its size is bounded by its pixels. */
const imageFilters = new Set(['DCTDecode', 'DCT', 'JPXDecode', 'CCITTFaxDecode', 'CCF', 'JBIG2Decode']);
const flateFilters = new Set(['FlateDecode', 'Fl']);
/** Filters pdf-lib decodes, under their full names (abbreviations are allowed in inline images). */
const otherFilters: Record<string, string> = {
  LZWDecode: 'LZWDecode',
  LZW: 'LZWDecode',
  ASCIIHexDecode: 'ASCIIHexDecode',
  AHx: 'ASCIIHexDecode',
  ASCII85Decode: 'ASCII85Decode',
  A85: 'ASCII85Decode',
  RunLengthDecode: 'RunLengthDecode',
  RL: 'RunLengthDecode',
};

function checkImageDimensions(dict: PDFDict): void {
  if (dict.lookup(PDFName.of('Subtype')) !== PDFName.of('Image')) return;
  const width = dict.lookup(PDFName.of('Width'));
  const height = dict.lookup(PDFName.of('Height'));
  if (
    width instanceof PDFNumber &&
    height instanceof PDFNumber &&
    width.asNumber() * height.asNumber() > MAX_IMAGE_PIXELS
  )
    throw new UploadRefusal('tooMuchContent');
}

/** The stream's size once its filters are undone, refused beyond `budget` or when a filter's data is corrupt. */
function decodedSize(stream: PDFRawStream, budget: number): number {
  const filter = stream.dict.lookup(PDFName.of('Filter'));
  const parameters = stream.dict.lookup(PDFName.of('DecodeParms'));
  const filters: { name: string; parameters: PDFObject | undefined }[] = [];
  if (filter instanceof PDFName) filters.push({ name: filter.decodeText(), parameters });
  else if (filter instanceof PDFArray)
    for (let i = 0; i < filter.size(); i += 1) {
      const name = filter.lookup(i);
      if (!(name instanceof PDFName)) throw new UploadRefusal('unreadable');
      filters.push({
        name: name.decodeText(),
        parameters: parameters instanceof PDFArray ? parameters.lookup(i) : undefined,
      });
    }
  else if (filter !== undefined) throw new UploadRefusal('unreadable');

  let data = stream.contents;
  for (const { name, parameters: decodeParameters } of filters) {
    if (data.length === 0 || imageFilters.has(name)) break;
    if (flateFilters.has(name)) data = inflateWithin(data, budget);
    else if (otherFilters[name])
      data = decodeWithin(stream, otherFilters[name] as string, decodeParameters, data, budget);
    else throw new UploadRefusal('unreadable');
  }
  if (data.length > budget) throw new UploadRefusal('tooMuchContent');
  return data.length;
}

/**
 * zlib data as PDF readers take it: the header must be right, a missing or wrong checksum
 * and a cut-off tail are forgiven (as pdf.js and pdf-lib do), invalid deflate data is not.
 */
function inflateWithin(data: Uint8Array, budget: number): Uint8Array {
  const [cmf = 0, flg = 0] = data;
  const isZlibHeader = (cmf & 0x0f) === 8 && ((cmf << 8) | flg) % 31 === 0 && (flg & 0x20) === 0;
  if (!isZlibHeader || data.length < 3) throw new UploadRefusal('unreadable');
  try {
    return inflateRawSync(data.subarray(2), {
      maxOutputLength: Math.max(1, budget),
      finishFlush: zlibConstants.Z_SYNC_FLUSH,
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
      throw new UploadRefusal('tooMuchContent');
    throw new UploadRefusal('unreadable');
  }
}

const DECODE_CHUNK_BYTES = 64 * 1024;

/** LZW, ASCII hex and base-85 and run-length data through pdf-lib, read in chunks and stopped past the budget. */
function decodeWithin(
  stream: PDFRawStream,
  filter: string,
  parameters: PDFObject | undefined,
  data: Uint8Array,
  budget: number,
): Uint8Array {
  const dict = stream.dict.context.obj({ Filter: filter });
  if (parameters instanceof PDFDict) dict.set(PDFName.of('DecodeParms'), parameters);
  const decoder = decodePDFRawStream(PDFRawStream.of(dict, data));
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const chunk = decoder.getBytes(DECODE_CHUNK_BYTES);
    if (chunk.length === 0) break;
    total += chunk.length;
    if (total > budget) throw new UploadRefusal('tooMuchContent');
    chunks.push(new Uint8Array(chunk));
  }
  return Buffer.concat(chunks);
}
