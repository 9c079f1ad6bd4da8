import { createLoanApplication } from '@hitelkapu/domain/contracts/endpoints/applications';
import {
  getOfferData,
  getOfferPreview,
  getTripleOfferConfig,
} from '@hitelkapu/domain/contracts/endpoints/offers';
import type { PreliminaryAssessmentRequest } from '@hitelkapu/domain/contracts/preliminary';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, endpointQuery } from '../../../lib/api.ts';
import {
  myPreliminaryAssessmentQuery,
  submitPreliminaryAssessment,
} from '../../../lib/preliminary-assessment.ts';
import { profileQuery } from '../../../lib/profile.ts';

/** The products behind the offers, sorted ids so one set of offers is one cache entry. */
export const offerDataQuery = (ids: number[]) => {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  return endpointQuery(getOfferData, { query: { ids: sorted.join(',') } }, { staleTime: 10 * 60_000 });
};

export const tripleOfferConfigQuery = () =>
  endpointQuery(getTripleOfferConfig, undefined, { staleTime: 10 * 60_000 });

/** A product's representative example, the one the law requires next to an offer (public). */
export const offerPreviewQuery = (id: number) =>
  endpointQuery(getOfferPreview, { params: { id } }, { staleTime: 10 * 60_000 });

/** "Újraszámolás": the same answers with a new amount or term; the new result replaces the shown one. */
export function useRecalculate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PreliminaryAssessmentRequest) => submitPreliminaryAssessment(request),
    onSuccess: async (assessment) => {
      queryClient.setQueryData(myPreliminaryAssessmentQuery().queryKey, assessment);
      await queryClient.invalidateQueries({ queryKey: profileQuery().queryKey });
    },
  });
}

/**
 * "Ezt választom": opens the loan application for the offer (the same offer's open application
 * when there is one). The customer's status becomes IN_FLOW, so the profile is read again.
 */
export function useCreateLoanApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (offerId: number) => api.call(createLoanApplication, { body: { offerId } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: profileQuery().queryKey });
    },
  });
}
