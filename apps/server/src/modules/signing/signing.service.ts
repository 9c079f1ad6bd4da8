import type { AuthDeps } from '../../lib/types.ts';
import { createContractReviewService } from './contract-review.service.ts';
import { createResultService } from './result.service.ts';
import { createSigningSessionsService } from './signing-sessions.service.ts';
import { createWithdrawalService } from './withdrawal.service.ts';

/** The signing module's services: reading the contract, signing it, the result and the withdrawal. */
export function createSigningServices(deps: AuthDeps) {
  const review = createContractReviewService(deps);
  return {
    review,
    signing: createSigningSessionsService(deps, review),
    results: createResultService(deps),
    withdrawals: createWithdrawalService(deps),
  };
}

export type SigningServices = ReturnType<typeof createSigningServices>;
