import {
  type ApplicationDataPatch,
  type ApplicationPositionPatch,
  applicationDataPatchResponseSchema,
  customerDocumentSchema,
  documentPromptSchema,
  type FinishResponse,
  finishResponseSchema,
  flowSchema,
  type LoanApplication,
  loanApplicationSchema,
  loanApplicationSummarySchema,
  readonlyFieldSchema,
  type ScoringDecisionResponse,
  scoringDecisionResponseSchema,
  statementPromptSchema,
} from '@hitelkapu/domain/contracts/application';
import { loanProductSchema } from '@hitelkapu/domain/contracts/offers';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { api } from '../../../lib/api.ts';
import { ApiError, LONG_TIMEOUT_MS } from '../../../lib/api-client.ts';
import { profileQuery } from '../../../lib/profile.ts';

const applicationPath = (id: string) => `/credit/loan-application/${id}`;

/** The customer's open application; null when there is none (404), so the page can send them to the offers. */
export const myLoanApplicationQuery = () =>
  queryOptions({
    queryKey: ['application', 'mine'],
    queryFn: async (): Promise<LoanApplication | null> => {
      try {
        return loanApplicationSchema.parse(await api.request('/credit/my-loan-application'));
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });

export const myLoanApplicationsQuery = () =>
  queryOptions({
    queryKey: ['application', 'list'],
    queryFn: async () =>
      loanApplicationSummarySchema.array().parse(await api.request('/credit/my-loan-applications')),
  });

/** The flow with labels, hints and options resolved; configuration changes rarely. */
export const flowQuery = (applicationId: string) =>
  queryOptions({
    queryKey: ['application', applicationId, 'flow'],
    queryFn: async () => flowSchema.parse(await api.request(`${applicationPath(applicationId)}/flow`)),
    staleTime: 10 * 60_000,
  });

/**
 * Display-ready values of the read-only fields by source (profile.fullName, offer.amount, ...).
 * The domain has no schema for this answer yet, so its one field is checked here.
 */
export interface ApplicationBaseData {
  values: Record<string, string>;
}

function parseBaseData(body: unknown): ApplicationBaseData {
  const values = (body as { values?: unknown } | null)?.values;
  if (!values || typeof values !== 'object') throw new Error('Unexpected base data answer');
  return {
    values: Object.fromEntries(
      Object.entries(values as Record<string, unknown>).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    ),
  };
}

export const baseDataQuery = (applicationId: string) =>
  queryOptions({
    queryKey: ['application', applicationId, 'base-data'],
    queryFn: async () =>
      parseBaseData(await api.request(`/credit/my-loan-application-base-data/${applicationId}`)),
  });

export const documentPromptQuery = (fieldId: number) =>
  queryOptions({
    queryKey: ['administration', 'document-prompt', fieldId],
    queryFn: async () =>
      documentPromptSchema.parse(await api.request(`/administration/document-prompt/${fieldId}`)),
    staleTime: 10 * 60_000,
  });

export const readonlyFieldQuery = (fieldId: number) =>
  queryOptions({
    queryKey: ['administration', 'readonly-field', fieldId],
    queryFn: async () =>
      readonlyFieldSchema.parse(await api.request(`/administration/readonly-field/${fieldId}`)),
    staleTime: 10 * 60_000,
  });

export const statementPromptQuery = (fieldId: number) =>
  queryOptions({
    queryKey: ['administration', 'statement', fieldId],
    queryFn: async () =>
      statementPromptSchema.parse(await api.request(`/administration/statement/${fieldId}`)),
    staleTime: 10 * 60_000,
  });

export const customerDocumentQuery = (applicationId: string, documentId: string) =>
  queryOptions({
    queryKey: ['application', applicationId, 'document', documentId],
    queryFn: async () =>
      customerDocumentSchema.parse(
        await api.request(`${applicationPath(applicationId)}/document/${documentId}`),
      ),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Every document of the customer's (uploads and the ones the portal made), newest first. */
export const userDocumentsQuery = () =>
  queryOptions({
    queryKey: ['drawer', 'user-documents'],
    queryFn: async () => customerDocumentSchema.array().parse(await api.request('/drawer/user-documents')),
  });

/** Product names for the applications list. */
export const productsQuery = (ids: number[]) => {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  return queryOptions({
    queryKey: ['credit', 'offer-data', sorted],
    queryFn: async () =>
      loanProductSchema
        .array()
        .parse(await api.request('/administration/offer-data', { query: { ids: sorted.join(',') } })),
    staleTime: 10 * 60_000,
  });
};

/** Autosave of one answer; a 409 means another tab or device changed it since `version`. */
export async function saveAnswer(applicationId: string, patch: ApplicationDataPatch) {
  return applicationDataPatchResponseSchema.parse(
    await api.request(`${applicationPath(applicationId)}/data`, { method: 'PATCH', body: patch }),
  );
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
    loanApplicationSchema.parse(
      await api.request(`${applicationPath(applicationId)}/update-position`, {
        method: 'PATCH',
        body: patch,
      }),
    ),
  );
}

/** The header that makes a repeated POST answer the first result instead of acting again. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** The stored outcome of scoring; null when the application has not been scored (404). */
export const scoringDecisionQuery = (applicationId: string) =>
  queryOptions({
    queryKey: ['application', applicationId, 'scoring-decision'],
    queryFn: async (): Promise<ScoringDecisionResponse | null> => {
      try {
        return scoringDecisionResponseSchema.parse(
          await api.request(`${applicationPath(applicationId)}/scoring-decision`),
        );
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
  return finishResponseSchema.parse(
    await api.request(`${applicationPath(applicationId)}/finish`, {
      method: 'POST',
      headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    }),
  );
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
    loanApplicationSchema.parse(
      await api.request(`${applicationPath(applicationId)}/close`, { method: 'POST' }),
    ),
  );
}

export interface DocumentUpload {
  file: File;
  promptId: number;
  promptIdentifier: string;
}

/** PATCH document, multipart; a large file on a slow mobile line gets the long timeout. */
export async function uploadDocument(
  applicationId: string,
  { file, promptId, promptIdentifier }: DocumentUpload,
) {
  const form = new FormData();
  form.set('promptId', String(promptId));
  form.set('promptIdentifier', promptIdentifier);
  form.set('file', file, file.name);
  return customerDocumentSchema.parse(
    await api.request(`${applicationPath(applicationId)}/document`, {
      method: 'PATCH',
      body: form,
      timeoutMs: LONG_TIMEOUT_MS,
    }),
  );
}

export async function deleteDocument(applicationId: string, documentId: string): Promise<void> {
  await api.request(`${applicationPath(applicationId)}/document/${documentId}`, { method: 'DELETE' });
}

/** A file through the session header (not a cookie), as a blob the browser can show. */
export async function downloadFile(fileId: string): Promise<Blob> {
  return api.request<Blob>(`/file/download/${fileId}`, { responseType: 'blob', timeoutMs: LONG_TIMEOUT_MS });
}
