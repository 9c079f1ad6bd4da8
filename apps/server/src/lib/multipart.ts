import multipart, { type FastifyMultipartBaseOptions } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, type ErrorWording } from './errors.ts';

export type MultipartLimits = NonNullable<FastifyMultipartBaseOptions['limits']>;

/**
 * Parses multipart bodies in this scope only, within the limits given. A file over `fileSize`
 * is cut off and marked `truncated` rather than refused, so the caller answers it in its own words.
 */
export async function registerMultipart(scope: FastifyInstance, limits: MultipartLimits): Promise<void> {
  await scope.register(multipart, { limits, throwFileSizeLimit: false });
}

export interface MultipartFile {
  fileName: string;
  content: Buffer;
  /** The file was cut off at the size limit. */
  truncated: boolean;
}

/** A form read whole: its text fields and the files of the expected fields. */
export interface MultipartForm {
  fields: Record<string, string>;
  files: Record<string, MultipartFile>;
}

export interface ReadMultipartOptions {
  /** The file fields kept; a file under any other name is read through and dropped. */
  fileFields: readonly string[];
  /** The field a fault of the form itself is reported on. */
  reportOn: string;
  /** The caller's wording of a body that is not multipart, and of more files than allowed. */
  messages: { notMultipart: ErrorWording; tooManyFiles: ErrorWording };
}

/**
 * Reads a multipart body into memory; what the fields and files mean is the caller's to judge.
 * Nothing but the body is read here, so a form that breaks the limits or cannot be read (no
 * boundary, cut off) is the sender's fault: 400 in the one error shape, never a 500.
 */
export async function readMultipart(
  request: FastifyRequest,
  options: ReadMultipartOptions,
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', options.messages.notMultipart);
  const form: MultipartForm = { fields: {}, files: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        if (options.fileFields.includes(part.fieldname))
          form.files[part.fieldname] = { fileName: part.filename, content, truncated: part.file.truncated };
      } else if (typeof part.value === 'string') {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT')
      throw new AppError('VALIDATION_FAILED', options.messages.tooManyFiles, {
        [options.reportOn]: 'validation.size',
      });
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw new AppError('VALIDATION_FAILED');
    throw new AppError('VALIDATION_FAILED', undefined, { [options.reportOn]: 'validation.invalid' });
  }
  return form;
}
