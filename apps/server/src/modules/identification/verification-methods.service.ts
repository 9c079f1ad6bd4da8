/** What other modules read of the identification methods the staff has enabled. */
export { listEnabledVerificationMethods } from './verification-methods.repository.ts';
