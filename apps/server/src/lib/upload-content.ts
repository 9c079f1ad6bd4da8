import { Worker } from 'node:worker_threads';
import { inflateRawSync, inflateSync, constants as zlibConstants } from 'node:zlib';
import { imageSize } from 'image-size';
import jpeg from 'jpeg-js';
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
import { PNG } from 'pngjs';

/**
 * What an uploaded file is, judged by parsing it rather than by its name or its first bytes:
 * customer documents (PDF, JPEG, PNG) and the sandbox KYC vendor's images go through here.
 * The parsing runs in a worker thread so that a large photo or PDF never stalls the requests
 * of other customers; see docs/decisions/015-upload-content-checks.md.
 */

export const uploadContentTypes = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type UploadContentType = (typeof uploadContentTypes)[number];

/** A PDF longer than this is not a document a loan application asks for. */
export const MAX_PDF_PAGES = 100;
/** Every PDF may unpack to this much; a larger file may unpack to PDF_DECODED_RATIO times its size. */
export const MIN_PDF_DECODED_BYTES = 32 * 1024 * 1024;
export const PDF_DECODED_RATIO = 25;
/** No PDF may unpack to more than this, whatever its size. */
export const MAX_PDF_DECODED_BYTES = 128 * 1024 * 1024;
/** 50 megapixels: more than any phone camera's default photo, less than a decompression bomb. */
export const MAX_IMAGE_PIXELS = 50_000_000;
/** The longest file name kept to show back, in characters. */
export const MAX_FILE_NAME_LENGTH = 200;

/** How long one file may take to check before it is refused. */
const CHECK_TIMEOUT_MS = 30_000;
/** An idle checker gives its memory back after this long. */
const WORKER_IDLE_MS = 60_000;
/** jpeg-js counts its own buffers against this; a 50 MP photo needs about 900 MB. */
const JPEG_MEMORY_MB = 1024;

/**
 * Why a file was refused: not one of the types at all, a type the caller does not take,
 * not parseable (corrupt, truncated, random bytes behind a signature), a password-protected
 * PDF, a PDF with too many pages or content that unpacks too large, an image with too many
 * pixels, or a file that took too long or too much memory to check.
 */
export type UploadProblem =
  | 'unknownType'
  | 'notAccepted'
  | 'unreadable'
  | 'encrypted'
  | 'tooManyPages'
  | 'tooMuchContent'
  | 'tooManyPixels'
  | 'tooComplex';

export type UploadCheck =
  | { ok: true; type: UploadContentType; extension: string }
  | { ok: false; type: UploadContentType | null; problem: UploadProblem };

/** File signatures: what a file claims to be, whatever its name says. Parsing decides whether it is. */
const signatures: { type: UploadContentType; extension: string; bytes: number[] }[] = [
  { type: 'application/pdf', extension: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'image/jpeg', extension: 'jpg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', extension: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

export function detectContentType(
  content: Uint8Array,
): { type: UploadContentType; extension: string } | null {
  const match = signatures.find(
    (signature) =>
      content.length >= signature.bytes.length && signature.bytes.every((byte, i) => content[i] === byte),
  );
  return match ? { type: match.type, extension: match.extension } : null;
}

/**
 * Checks an upload by its content: the signature must be one of `accepted`, and the file must
 * parse as that type within the limits above. Refusals are answers, never exceptions; only a
 * checker that cannot run at all throws.
 */
export async function checkUploadContent(
  content: Buffer,
  accepted: readonly UploadContentType[],
): Promise<UploadCheck> {
  const detected = detectContentType(content);
  if (!detected) return { ok: false, type: null, problem: 'unknownType' };
  if (!accepted.includes(detected.type)) return { ok: false, type: detected.type, problem: 'notAccepted' };
  const problem = await inspectInWorker(content, detected.type);
  return problem ? { ok: false, type: detected.type, problem } : { ok: true, ...detected };
}

// Characters that change how a name is shown without being seen: controls, format characters
// (bidi overrides and isolates, zero-width characters, the BOM, soft hyphen), unpaired
// surrogates and line or paragraph separators. Accented letters are untouched.
const INVISIBLE_CHARACTERS = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/gu;

/**
 * The name as the customer's device gave it, for showing back only: no path, no invisible or
 * direction-changing characters (so `szamla\u202Efdp.exe` cannot pass for a PDF), at most
 * MAX_FILE_NAME_LENGTH characters with the extension kept.
 */
export function cleanUploadFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const visible = base.normalize('NFC').replace(INVISIBLE_CHARACTERS, '').replace(/\s+/g, ' ').trim();
  const characters = Array.from(visible);
  if (characters.length <= MAX_FILE_NAME_LENGTH) return visible === '' ? 'dokumentum' : visible;
  const extension = /\.[\p{L}\p{N}]{1,10}$/u.exec(visible)?.[0] ?? '';
  return `${characters
    .slice(0, MAX_FILE_NAME_LENGTH - extension.length)
    .join('')
    .trimEnd()}${extension}`;
}

/**
 * Parses the content as `type` (which its signature already claims) within the limits; answers
 * null when it is sound. Runs in the worker; exported for tests.
 */
export async function inspectUploadContent(
  content: Uint8Array,
  type: UploadContentType,
): Promise<UploadProblem | null> {
  try {
    if (type === 'application/pdf') return await inspectPdf(content);
    return inspectImage(content, type);
  } catch (error) {
    if (error instanceof UploadRefusal) return error.problem;
    return 'unreadable';
  }
}

class UploadRefusal extends Error {
  constructor(readonly problem: UploadProblem) {
    super(problem);
    this.name = 'UploadRefusal';
  }
}

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

async function inspectPdf(content: Uint8Array): Promise<UploadProblem | null> {
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

function inspectImage(content: Uint8Array, type: 'image/jpeg' | 'image/png'): UploadProblem | null {
  // The header's dimensions first, so that a bomb is never decoded.
  const header = imageSize(content);
  if (header.type !== (type === 'image/jpeg' ? 'jpg' : 'png')) return 'unreadable';
  if (!header.width || !header.height) return 'unreadable';
  if (header.width * header.height > MAX_IMAGE_PIXELS) return 'tooManyPixels';

  if (type === 'image/jpeg') {
    const image = jpeg.decode(content, {
      useTArray: true,
      formatAsRGBA: false,
      tolerantDecoding: false,
      maxResolutionInMP: MAX_IMAGE_PIXELS / 1_000_000,
      maxMemoryUsageInMB: JPEG_MEMORY_MB,
    });
    return image.width === header.width && image.height === header.height ? null : 'unreadable';
  }
  const buffer = Buffer.from(content.buffer, content.byteOffset, content.length);
  checkInterlacedPngSize(buffer);
  const image = PNG.sync.read(buffer, { checkCRC: true });
  return image.width === header.width && image.height === header.height ? null : 'unreadable';
}

/**
 * pngjs bounds the unpacked data of a plain PNG by its dimensions but not of an interlaced one,
 * so that is measured here first: the seven passes hold at most one filter byte per row each
 * on top of the pixels.
 */
function checkInterlacedPngSize(content: Buffer): void {
  // IHDR: width, height, bit depth, colour type, compression, filter, interlace (RFC 2083 §4.1.1).
  if (content.length < 33 || content[28] !== 1) return;
  const width = content.readUInt32BE(16);
  const height = content.readUInt32BE(20);
  const depth = content[24] ?? 0;
  const channels = ({ 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 } as Record<number, number>)[content[25] ?? -1] ?? 4;
  const bound = Math.ceil((width * channels * depth) / 8) * height + 7 * (height + 7) + 1024;
  const data: Buffer[] = [];
  for (let offset = 8; offset + 8 <= content.length; ) {
    const length = content.readUInt32BE(offset);
    if (content.toString('latin1', offset + 4, offset + 8) === 'IDAT')
      data.push(content.subarray(offset + 8, offset + 8 + length));
    offset += 12 + length;
  }
  try {
    inflateSync(Buffer.concat(data), { maxOutputLength: bound });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
      throw new UploadRefusal('tooManyPixels');
    throw new UploadRefusal('unreadable');
  }
}

// The worker: one at a time (the machine's other core serves requests), started on the
// first upload, stopped when idle. It loads this file through tsx, as the server does (005).

let worker: Worker | null = null;
let idleTimer: NodeJS.Timeout | null = null;
let queue: Promise<unknown> = Promise.resolve();

function workerSource(): string {
  const tsx = import.meta.resolve('tsx/esm/api');
  const entry = new URL('./upload-content.worker.ts', import.meta.url).href;
  return `import(${JSON.stringify(tsx)}).then((tsx) => { (tsx.register ?? tsx.default.register)(); return import(${JSON.stringify(entry)}); });`;
}

function startWorker(): Worker {
  const started = new Worker(workerSource(), {
    eval: true,
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: 1024 },
  });
  started.unref();
  return started;
}

function stopWorker(stopped: Worker): void {
  if (worker === stopped) worker = null;
  void stopped.terminate();
}

function inspectInWorker(content: Buffer, type: UploadContentType): Promise<UploadProblem | null> {
  const job = queue.then(() => runInWorker(content, type));
  queue = job.catch(() => undefined);
  return job;
}

function runInWorker(content: Buffer, type: UploadContentType): Promise<UploadProblem | null> {
  if (idleTimer) clearTimeout(idleTimer);
  const current = worker ?? startWorker();
  worker = current;
  current.ref();
  return new Promise((resolve, reject) => {
    const finish = () => {
      clearTimeout(timeout);
      current.off('message', onMessage).off('error', onError).off('exit', onExit);
      current.unref();
      if (worker === current) idleTimer = setTimeout(() => stopWorker(current), WORKER_IDLE_MS).unref();
    };
    const onMessage = (problem: UploadProblem | null) => {
      finish();
      resolve(problem);
    };
    const onError = (error: Error & { code?: string }) => {
      stopWorker(current);
      finish();
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') resolve('tooComplex');
      else reject(error);
    };
    const onExit = (code: number) => {
      stopWorker(current);
      finish();
      reject(new Error(`the upload checker stopped with exit code ${code}`));
    };
    const timeout = setTimeout(() => {
      stopWorker(current);
      finish();
      resolve('tooComplex');
    }, CHECK_TIMEOUT_MS);
    current.on('message', onMessage).on('error', onError).on('exit', onExit);
    current.postMessage({ content, type });
  });
}
