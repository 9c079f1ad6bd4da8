import {
  addMonths,
  type ErasureBlocker,
  type ErrorMessageKey,
  type KeptData,
  todayIso,
} from '@hitelkapu/domain';
import { finishedApplicationPositions } from '../../db/schema/index.ts';
import type { CustomerApplicationRow } from './data-rights.repository.ts';

/**
 * The identification data of a natural person the AML act requires to be recorded and kept
 * (Pmt. 7. § (2) a): names, place and date of birth, mother's name, citizenship, address,
 * identity document number), as the seeded application flow asks them.
 */
export const AML_IDENTIFICATION_ANSWERS = [
  'mothers_name',
  'birth_place',
  'birth_date',
  'citizenship',
  'id_card_number',
  'postal_code',
  'city',
  'street',
] as const;

/** Copies of the identity papers shown at due diligence (Pmt. 7. § (8)). */
export const AML_IDENTIFICATION_UPLOADS = ['id_card_document', 'address_card_document'] as const;

/** The wording of the first thing that keeps an account from being erased. */
export const erasureBlockerKeys = {
  APPLICATION_IN_PROGRESS: 'errors.dataRights.applicationInProgress',
  CONTRACT_IN_FORCE: 'errors.dataRights.contractInForce',
  REVIEW_IN_PROGRESS: 'errors.dataRights.reviewInProgress',
} as const satisfies Record<ErasureBlocker, ErrorMessageKey>;

/** A concluded contract is in force until its last instalment falls due, unless withdrawn from. */
export function isContractInForce(application: CustomerApplicationRow, today: string): boolean {
  if (!application.concludedAt || application.withdrawnAt) return false;
  return addMonths(todayIso(application.concludedAt), application.duration) >= today;
}

export const isFinished = (application: CustomerApplicationRow) =>
  (finishedApplicationPositions as readonly string[]).includes(application.position);

/** How each application fares in an erasure. */
export function classify(applications: CustomerApplicationRow[], identified: Set<string>) {
  const concluded = applications.filter((a) => a.concludedAt !== null);
  const evidenceOnly = applications.filter(
    (a) =>
      a.concludedAt === null &&
      (a.identityVerifiedAt !== null || a.signedAt !== null || identified.has(a.id)),
  );
  const kept = new Set([...concluded, ...evidenceOnly].map((a) => a.id));
  const removed = applications.filter((a) => !kept.has(a.id));
  return { concluded, evidenceOnly, removed };
}

export function keptCategories(
  applications: CustomerApplicationRow[],
  identified: Set<string>,
  until: string,
): KeptData[] {
  const { concluded, evidenceOnly } = classify(applications, identified);
  const kept: KeptData[] = [];
  if (concluded.length + evidenceOnly.length > 0) kept.push({ category: 'IDENTIFICATION', until });
  if (applications.some((a) => a.signedAt !== null)) kept.push({ category: 'SIGNED_CONTRACTS', until });
  if (concluded.length > 0) kept.push({ category: 'CONTRACT_DECISIONS', until });
  kept.push({ category: 'STATEMENT_LOG', until });
  return kept;
}
