/**
 * What other modules may read and reuse of the applications module. It imports nothing but
 * this module's repositories and its owner's-only lookup, so any module can depend on it without an import cycle
 * (applications.service itself depends on preliminary, identification and consent).
 */

export { lockApplication, requireApplication } from './application-lookup.ts';
export {
  type ApplicationRow,
  findCustomerApplication,
  findOpenApplication,
  findProductName,
  toLoanApplication,
} from './applications.repository.ts';
export { type DocumentKind, findDocumentContent, listCustomerDocuments } from './documents.repository.ts';
export { findDocumentPrompt } from './flow.repository.ts';
export { findApplicationScoring } from './scoring.repository.ts';
