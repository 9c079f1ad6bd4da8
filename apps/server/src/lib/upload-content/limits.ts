// The types and limits of the upload checks, shared by the checks, the worker and the entry
// (upload-content.ts).

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

/** A refusal thrown deep inside a check, answered as its problem. */
export class UploadRefusal extends Error {
  constructor(readonly problem: UploadProblem) {
    super(problem);
    this.name = 'UploadRefusal';
  }
}
