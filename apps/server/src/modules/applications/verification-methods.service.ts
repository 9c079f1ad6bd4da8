/**
 * The identity-check and signing methods the staff has enabled: an application is offered the
 * ones enabled when it starts, and the identification module reads them for kyc-type-info.
 */
export {
  findEnabledVerificationMethod,
  listEnabledVerificationMethods,
} from './verification-methods.repository.ts';
