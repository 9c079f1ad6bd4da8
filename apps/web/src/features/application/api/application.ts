import type {
  ApplicationDataPatch,
  ApplicationPositionPatch,
  FinishResponse,
  LoanApplication,
  ScoringDecisionResponse,
} from '@hitelkapu/domain/contracts/application';
import {
  closeLoanApplication,
  finishLoanApplication,
  getDocumentPrompt,
  getLoanApplicationBaseData,
  getLoanApplicationFlow,
  getMyOpenLoanApplication,
  getReadonlyField,
  getScoringDecision,
  getStatementPrompt,
  listMyLoanApplications,
  saveLoanApplicationAnswer,
  updateLoanApplicationPosition,
} from '@hitelkapu/domain/contracts/endpoints/applications';
import {
  deleteApplicationDocument,
  downloadDocument,
  getApplicationDocument,
  listMyDocuments,
  uploadApplicationDocument,
} from '@hitelkapu/domain/contracts/endpoints/documents';
import { getOfferData } from '@hitelkapu/domain/contracts/endpoints/offers';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { api, endpointQuery } from '../../../lib/api.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { endpointQueryKey } from '../../../lib/endpoint-query.ts';
import { profileQuery } from '../../../lib/profile.ts';

/** The customer's open application; null when there is none (404), so the page can send them to the offers. */
export const myLoanApplicationQuery = () =>
  queryOptions({
    queryKey: endpointQueryKey(getMyOpenLoanApplication),
    queryFn: async ({ signal }): Promise<LoanApplication | null> => {
      try {
        return await api.call(getMyOpenLoanApplication, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });

export const myLoanApplicationsQuery = () => endpointQuery(listMyLoanApplications, undefined);

/** The flow with labels, hints and options resolved; configuration changes rarely. */
export const flowQuery = (applicationId: string) =>
  endpointQuery(getLoanApplicationFlow, { params: { id: applicationId } }, { staleTime: 10 * 60_000 });

/** Display-ready values of the read-only fields by source (profile.fullName, offer.amount, ...). */
export const baseDataQuery = (applicationId: string) =>
  endpointQuery(getLoanApplicationBaseData, { params: { id: applicationId } });

export const documentPromptQuery = (fieldId: number) =>
  endpointQuery(getDocumentPrompt, { params: { id: fieldId } }, { staleTime: 10 * 60_000 });

export const readonlyFieldQuery = (fieldId: number) =>
  endpointQuery(getReadonlyField, { params: { id: fieldId } }, { staleTime: 10 * 60_000 });

export const statementPromptQuery = (fieldId: number) =>
  endpointQuery(getStatementPrompt, { params: { id: fieldId } }, { staleTime: 10 * 60_000 });

export const customerDocumentQuery = (applicationId: string, documentId: string) =>
  endpointQuery(
    getApplicationDocument,
    { params: { id: applicationId, docId: documentId } },
    { staleTime: Number.POSITIVE_INFINITY },
  );

/** Every document of the customer's (uploads and the ones the portal made), newest first. */
export const userDocumentsQuery = () => endpointQuery(listMyDocuments, undefined);

/**
 * Product names for the applications list: the offers screen's call, sorted ids, so one set
 * of products is one cache entry whichever screen asks.
 */
export const productsQuery = (ids: number[]) => {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  return endpointQuery(getOfferData, { query: { ids: sorted.join(',') } }, { staleTime: 10 * 60_000 });
};

/** Autosave of one answer; a 409 means another tab or device changed it since `version`. */
export async function saveAnswer(applicationId: string, patch: ApplicationDataPatch) {
  return api.call(saveLoanApplicationAnswer, { params: { id: applicationId }, body: patch });
}

/** Position moves and closing answer with the application: the cache and the profile (flow place) follow. */
function useApplicationChange<T>(mutationFn: (variables: T) => Promise<LoanApplication>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (application) => {
      queryClient.setQueryData(
        myLoanApplicationQuery().queryKey,
        application.currentPosition === 'CLOSED' ? null : application,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: profileQuery().queryKey }),
        queryClient.invalidateQueries({ queryKey: myLoanApplicationsQuery().queryKey }),
      ]);
    },
  });
}

export function useUpdatePosition(applicationId: string) {
  return useApplicationChange(async (patch: ApplicationPositionPatch) =>
    api.call(updateLoanApplicationPosition, { params: { id: applicationId }, body: patch }),
  );
}

/** The stored outcome of scoring; null when the application has not been scored (404). */
export const scoringDecisionQuery = (applicationId: string) =>
  queryOptions({
    queryKey: endpointQueryKey(getScoringDecision, { params: { id: applicationId } }),
    queryFn: async ({ signal }): Promise<ScoringDecisionResponse | null> => {
      try {
        return await api.call(getScoringDecision, { params: { id: applicationId }, signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    // A stored decision does not change; a person's later decision moves the application instead.
    staleTime: 10 * 60_000,
  });

export async function finishApplication(
  applicationId: string,
  idempotencyKey: string,
): Promise<FinishResponse> {
  return api.call(finishLoanApplication, {
    params: { id: applicationId },
    headers: { 'idempotency-key': idempotencyKey },
  });
}

/**
 * POST finish: scores the application once. One submission keeps one Idempotency-Key, made
 * when the customer presses submit and sent again with every retry (a network failure, a
 * timeout, a server error), so the server answers the first result instead of scoring twice.
 * A second press while the first is under way sends nothing. Only an answer that ends the
 * submission (the decision, or steps to complete first) lets the next press make a new key.
 */
export function useFinishApplication(applicationId: string) {
  const queryClient = useQueryClient();
  const key = useRef<string | null>(null);
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationFn: (idempotencyKey: string) => finishApplication(applicationId, idempotencyKey),
    onSuccess: async ({ scoring, application }) => {
      queryClient.setQueryData(scoringDecisionQuery(applicationId).queryKey, scoring);
      queryClient.setQueryData(myLoanApplicationQuery().queryKey, application);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: profileQuery().queryKey }),
        queryClient.invalidateQueries({ queryKey: myLoanApplicationsQuery().queryKey }),
      ]);
    },
  });
  const { mutateAsync } = mutation;

  /** Resolves with the decision, or null when a submission is already under way. */
  const submit = useCallback(async (): Promise<FinishResponse | null> => {
    if (inFlight.current) return null;
    inFlight.current = true;
    key.current ??= crypto.randomUUID();
    try {
      const result = await mutateAsync(key.current);
      key.current = null;
      return result;
    } catch (error) {
      // Steps to complete: the next submission is a different one, after the customer's changes.
      if (error instanceof ApiError && error.status === 409 && error.fieldErrors) key.current = null;
      throw error;
    } finally {
      inFlight.current = false;
    }
  }, [mutateAsync]);

  return { submit, isPending: mutation.isPending };
}

export function useCloseApplication(applicationId: string) {
  return useApplicationChange(async (_: undefined) =>
    api.call(closeLoanApplication, { params: { id: applicationId } }),
  );
}

export interface DocumentUpload {
  file: File;
  promptId: number;
  promptIdentifier: string;
}

/** PATCH document, multipart; a large file on a slow mobile line gets the contract's long timeout. */
export async function uploadDocument(
  applicationId: string,
  { file, promptId, promptIdentifier }: DocumentUpload,
) {
  const form = new FormData();
  form.set('promptId', String(promptId));
  form.set('promptIdentifier', promptIdentifier);
  form.set('file', file, file.name);
  return api.call(uploadApplicationDocument, { params: { id: applicationId }, body: form });
}

export async function deleteDocument(applicationId: string, documentId: string): Promise<void> {
  await api.call(deleteApplicationDocument, { params: { id: applicationId, docId: documentId } });
}

/** A file through the session header (not a cookie), as a blob the browser can show. */
export async function downloadFile(fileId: string): Promise<Blob> {
  return api.call(downloadDocument, { params: { id: fileId }, query: {} });
}
