import type { DocumentPrompt } from '@hitelkapu/domain/contracts/application';
import { formatFileSize } from '@hitelkapu/domain/format/number';
import type { TFunction } from 'i18next';

export type ContentType = DocumentPrompt['acceptedTypes'][number];

/** What the server accepts unless the prompt says otherwise (issue 5: PDF, JPEG, PNG, 10 MB). */
export const DEFAULT_TYPES: ContentType[] = ['application/pdf', 'image/jpeg', 'image/png'];
export const DEFAULT_MAX_BYTES = 10 * 1024 * 1024;
export const DEFAULT_MAX_FILES = 5;

const typeNames: Record<ContentType, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
};
const extensionsOf: Record<ContentType, string[]> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
};

/** The accepted types by name, e.g. „PDF, JPEG vagy PNG”. */
export function typeList(types: readonly ContentType[], t: TFunction): string {
  const names = types.map((type) => typeNames[type]);
  if (names.length <= 1) return names.join('');
  return t('application.document.typeList', {
    first: names.slice(0, -1).join(', '),
    last: names.at(-1),
  });
}

/**
 * The browser's quick check before sending: size and type by what the browser says. The
 * server checks the content itself (magic bytes) and has the last word.
 */
export function precheckFile(
  file: File,
  prompt: { acceptedTypes: readonly ContentType[]; maxBytes: number },
  t: TFunction,
): string | null {
  if (file.size > prompt.maxBytes)
    return t('application.document.tooLarge', {
      size: formatFileSize(file.size),
      max: formatFileSize(prompt.maxBytes),
    });
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeKnown = (prompt.acceptedTypes as readonly string[]).includes(file.type);
  const byName =
    file.type === '' && prompt.acceptedTypes.some((type) => extensionsOf[type].includes(extension));
  if (!typeKnown && !byName)
    return t('application.document.wrongType', { types: typeList(prompt.acceptedTypes, t) });
  return null;
}
