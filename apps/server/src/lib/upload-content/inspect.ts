import { inspectImage } from './image.ts';
import { type UploadContentType, type UploadProblem, UploadRefusal } from './limits.ts';
import { inspectPdf } from './pdf.ts';

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
