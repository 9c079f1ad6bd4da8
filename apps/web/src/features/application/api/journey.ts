import type { LoanApplication } from '@hitelkapu/domain/contracts/application';
import {
  getIdentification,
  getKycTypeInfo,
  startIdentification,
} from '@hitelkapu/domain/contracts/endpoints/identification';
import {
  confirmDocumentSigning,
  evaluateScoring as evaluateScoringCall,
  getApplicationResult,
  getDocumentsForSigning,
  getOpenSigning,
  reportContractError,
  resendSigningCode,
  startDocumentSigning,
  withdrawFromContract,
} from '@hitelkapu/domain/contracts/endpoints/signing';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { api, endpointQuery } from '../../../lib/api.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { endpointQueryKey } from '../../../lib/endpoint-query.ts';
import { profileQuery } from '../../../lib/profile.ts';
import { myLoanApplicationQuery, myLoanApplicationsQuery } from './application.ts';

/*
 * The calls after scoring: identity verification, the contract documents, signing, the
 * result and the withdrawal. Every answer is checked against the domain contract.
 */

const byId = (applicationId: string) => ({ params: { id: applicationId } });

/** A 404 read as "nothing yet" (no result before a decision). */
async function orNull<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Identity-check and signing methods from configuration. */
export const kycTypeInfoQuery = () => endpointQuery(getKycTypeInfo, undefined, { staleTime: 10 * 60_000 });

/** The latest identity check of the application; null when none was started. */
export const identificationQuery = (applicationId: string) =>
  queryOptions({
    ...endpointQuery(getIdentification, byId(applicationId)),
    select: (answer) => answer.identification,
  });

export const documentsForSigningQuery = (applicationId: string) =>
  endpointQuery(getDocumentsForSigning, byId(applicationId));

/** The open signing (code sent, waiting for it); null when there is none. */
export const signingSessionQuery = (applicationId: string) =>
  queryOptions({
    ...endpointQuery(getOpenSigning, byId(applicationId)),
    select: (answer) => answer.signing,
  });

/** The decision that counts, with the withdrawal window; null before there is one. */
export const applicationResultQuery = (applicationId: string) =>
  queryOptions({
    queryKey: endpointQueryKey(getApplicationResult, byId(applicationId)),
    queryFn: ({ signal }) => orNull(() => api.call(getApplicationResult, { ...byId(applicationId), signal })),
  });

/** After a change the server made: the application, the profile (flow place) and the list follow. */
function useRefreshApplication() {
  const queryClient = useQueryClient();
  return useCallback(
    async (application?: LoanApplication) => {
      if (application) queryClient.setQueryData(myLoanApplicationQuery().queryKey, application);
      await Promise.all([
        application
          ? undefined
          : queryClient.invalidateQueries({ queryKey: myLoanApplicationQuery().queryKey }),
        queryClient.invalidateQueries({ queryKey: profileQuery().queryKey }),
        queryClient.invalidateQueries({ queryKey: myLoanApplicationsQuery().queryKey }),
      ]);
    },
    [queryClient],
  );
}

/**
 * A POST that must act once (identification/start, document-signing/start): one
 * Idempotency-Key per attempt, sent again on every retry of it, so a double click or a
 * retried request answers the first result. A refusal (4xx) ends the attempt.
 */
function useOnceAction<T>(send: (idempotencyKey: string, type: string) => Promise<T>) {
  const key = useRef<string | null>(null);
  const mutation = useMutation({
    mutationFn: ({ type }: { type: string }) => {
      key.current ??= crypto.randomUUID();
      return send(key.current, type);
    },
    onSuccess: () => {
      key.current = null;
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) key.current = null;
    },
  });
  return mutation;
}

/**
 * identification/start, then straight to the provider's page. The screen is left as it is
 * until the browser navigates: the provider brings the customer back to /application, which
 * then shows where the check stands.
 */
export function useStartIdentification(applicationId: string, goTo: (url: string) => void) {
  return useOnceAction(async (idempotencyKey, type) => {
    const answer = await api.call(startIdentification, {
      ...byId(applicationId),
      body: { type },
      headers: { 'idempotency-key': idempotencyKey },
    });
    goTo(answer.redirectUrl);
    return answer;
  });
}

/** Why the last signing ended, kept for the choice screen it returns to (too many wrong codes). */
export const signingNoticeKey = (applicationId: string) => ['application', applicationId, 'signing-notice'];

export function useStartSigning(applicationId: string) {
  const refresh = useRefreshApplication();
  const queryClient = useQueryClient();
  return useOnceAction(async (idempotencyKey, type) => {
    const answer = await api.call(startDocumentSigning, {
      ...byId(applicationId),
      body: { type },
      headers: { 'idempotency-key': idempotencyKey },
    });
    queryClient.setQueryData(signingSessionQuery(applicationId).queryKey, { signing: answer.signing });
    await refresh(answer.application);
    return answer;
  });
}

export function useResendSigningCode(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(resendSigningCode, byId(applicationId)),
    onSuccess: (session) =>
      queryClient.setQueryData(signingSessionQuery(applicationId).queryKey, { signing: session }),
  });
}

/** The code from the SMS; on success the application has moved on (review or result). */
export function useConfirmSigning(applicationId: string) {
  const refresh = useRefreshApplication();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      api.call(confirmDocumentSigning, { ...byId(applicationId), body: { code } }),
    onSuccess: async () => {
      // The documents are now the signed copies.
      await queryClient.invalidateQueries({ queryKey: documentsForSigningQuery(applicationId).queryKey });
      await refresh();
    },
    onError: async (error) => {
      // A wrong code costs a try: the count shown follows.
      if (error instanceof ApiError && error.status === 400)
        await queryClient.invalidateQueries({ queryKey: signingSessionQuery(applicationId).queryKey });
      // Too many wrong codes cancel the signing: the application is back at the choice, which says why.
      if (error instanceof ApiError && error.status === 409) {
        queryClient.setQueryData(signingNoticeKey(applicationId), error.message);
        await refresh();
      }
    },
  });
}

export function useReportContractError(applicationId: string) {
  const refresh = useRefreshApplication();
  return useMutation({
    mutationFn: (description: string) =>
      api.call(reportContractError, { body: { applicationId, description } }),
    onSuccess: (application) => refresh(application),
  });
}

/** Asks the server to apply a decision that is due (an approved, signed application). */
export async function evaluateScoring(applicationId: string): Promise<LoanApplication> {
  const answer = await api.call(evaluateScoringCall, { body: { applicationId } });
  return answer.application;
}

export function useWithdraw(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(withdrawFromContract, { ...byId(applicationId), body: { confirm: true } }),
    onSuccess: async ({ result }) => {
      queryClient.setQueryData(applicationResultQuery(applicationId).queryKey, result);
      // The application itself is refreshed when the customer leaves the confirmation.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: profileQuery().queryKey }),
        queryClient.invalidateQueries({ queryKey: myLoanApplicationsQuery().queryKey }),
      ]);
    },
  });
}
