import type { UploadCheck, UploadContentType } from './upload-content/limits.ts';
import { inspectInWorker } from './upload-content/worker-pool.ts';

/**
 * What an uploaded file is, judged by parsing it rather than by its name or its first bytes:
 * customer documents (PDF, JPEG, PNG) and the sandbox KYC vendor's images go through here.
 * The parsing runs in a worker thread so that a large photo or PDF never stalls the requests
 * of other customers; see docs/decisions/015-upload-content-checks.md.
 */

// The checks themselves are in upload-content/: pdf.ts, image.ts, inspect.ts (what the worker
// runs) and worker-pool.ts (the thread they run in).
export { inspectUploadContent } from './upload-content/inspect.ts';
export {
  MAX_IMAGE_PIXELS,
  MAX_PDF_DECODED_BYTES,
  MAX_PDF_PAGES,
  MIN_PDF_DECODED_BYTES,
  PDF_DECODED_RATIO,
  type UploadCheck,
  type UploadContentType,
  type UploadProblem,
  uploadContentTypes,
} from './upload-content/limits.ts';
export { pdfDecodedBudget } from './upload-content/pdf.ts';

/** The longest file name kept to show back, in characters. */
export const MAX_FILE_NAME_LENGTH = 200;

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
 * parse as that type within the limits of upload-content/limits.ts. Refusals are answers,
 * never exceptions; only a checker that cannot run at all throws.
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
