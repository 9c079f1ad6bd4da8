import { loanApplicationSchema } from '@hitelkapu/domain/contracts/application';
import {
  loanProductSchema,
  offerPreviewSchema,
  tripleOfferConfigSchema,
} from '@hitelkapu/domain/contracts/offers';
import type { PreliminaryAssessmentRequest } from '@hitelkapu/domain/contracts/preliminary';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import {
  myPreliminaryAssessmentQuery,
  submitPreliminaryAssessment,
} from '../../../lib/preliminary-assessment.ts';
import { profileQuery } from '../../../lib/profile.ts';

/** The products behind the offers, sorted ids so one set of offers is one cache entry. */
export const offerDataQuery = (ids: number[]) => {
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

export const tripleOfferConfigQuery = () =>
  queryOptions({
    queryKey: ['credit', 'triple-offer-config'],
    queryFn: async () =>
      tripleOfferConfigSchema.parse(await api.request('/administration/triple-offer-config')),
    staleTime: 10 * 60_000,
  });

/** A product's representative example, the one the law requires next to an offer (public). */
export const offerPreviewQuery = (id: number) =>
  queryOptions({
    queryKey: ['credit', 'offer-preview', id],
    queryFn: async () =>
      offerPreviewSchema.parse(await api.request(`/administration/offer/preview/${id}`, { auth: false })),
    staleTime: 10 * 60_000,
  });

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
    mutationFn: async (offerId: number) =>
      loanApplicationSchema.parse(
        await api.request('/credit/loan-application', { method: 'POST', body: { offerId } }),
      ),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: profileQuery().queryKey });
    },
  });
}
