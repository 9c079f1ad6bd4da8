import { getPublicOffer } from '@hitelkapu/domain/contracts/endpoints/offers';
import {
  getPreliminaryDraft,
  getPreliminaryQuestionSet,
  savePreliminaryDraft,
} from '@hitelkapu/domain/contracts/endpoints/preliminary';
import { acceptStatement, listCalculationStatements } from '@hitelkapu/domain/contracts/endpoints/statements';
import type { PreliminaryAssessmentRequest, PreliminaryDraft } from '@hitelkapu/domain/contracts/preliminary';
import type { Statement } from '@hitelkapu/domain/contracts/statements';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, endpointQuery } from '../../../lib/api.ts';
import { endpointQueryKey } from '../../../lib/endpoint-query.ts';
import {
  myPreliminaryAssessmentQuery,
  submitPreliminaryAssessment,
} from '../../../lib/preliminary-assessment.ts';
import { profileQuery } from '../../../lib/profile.ts';

export const questionSetQuery = (id: string) =>
  endpointQuery(getPreliminaryQuestionSet, { params: { id } }, { staleTime: 10 * 60_000 });

/**
 * The wizard as the customer left it, on any device; null when there is none. Not
 * cached after the wizard closes: opening it again reads what the server holds now.
 */
export const preliminaryDraftQuery = () =>
  queryOptions({
    queryKey: endpointQueryKey(getPreliminaryDraft),
    queryFn: async ({ signal }): Promise<PreliminaryDraft | null> =>
      (await api.call(getPreliminaryDraft, { signal })).draft,
    gcTime: 0,
    staleTime: 0,
  });

/** Saved on every step change; a failed save costs only the resume point, so the wizard goes on. */
export function saveDraft(draft: PreliminaryDraft): void {
  api.call(savePreliminaryDraft, { body: draft }).catch(() => {
    // The API client has logged the failure; the next step change tries again.
  });
}

/** The product whose rates give the live estimate of the amount step (public). */
export const defaultProductQuery = (id: number) =>
  endpointQuery(getPublicOffer, { params: { id } }, { staleTime: 10 * 60_000 });

export const calculationStatementsQuery = () =>
  endpointQuery(listCalculationStatements, undefined, { staleTime: 10 * 60_000 });

/**
 * "Ajánlataim megtekintése": the ticked statements are accepted one by one (each logged with
 * its version), then the assessment is posted. The result is cached for the offers screen and
 * the profile is read again, as the server has moved it to PRELIMINARY.
 */
export function useSubmitAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      statements,
      request,
    }: {
      statements: Pick<Statement, 'id' | 'version'>[];
      request: PreliminaryAssessmentRequest;
    }) => {
      for (const statement of statements) {
        await api.call(acceptStatement, {
          body: { statementId: statement.id, version: statement.version },
        });
      }
      return submitPreliminaryAssessment(request);
    },
    onSuccess: async (assessment) => {
      queryClient.setQueryData(myPreliminaryAssessmentQuery().queryKey, assessment);
      await queryClient.invalidateQueries({ queryKey: profileQuery().queryKey });
    },
  });
}
