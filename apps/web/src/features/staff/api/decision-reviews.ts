import type { DecisionReviewDecision } from '@hitelkapu/domain/contracts/decision-review';
import {
  decideStaffDecisionReview,
  listStaffDecisionReviews,
  takeStaffDecisionReview,
} from '@hitelkapu/domain/contracts/endpoints/staff';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { endpointQueryRoot } from '../../../lib/endpoint-query.ts';
import { staffApi, staffEndpointQuery } from './staff-client.ts';

/** Open requests for a person's review of an automated decision, oldest first. */
export const decisionReviewsQuery = () =>
  queryOptions({
    ...staffEndpointQuery(listStaffDecisionReviews, undefined, { staleTime: 0 }),
    select: (list) => list.items,
  });

const invalidateList = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: endpointQueryRoot(listStaffDecisionReviews) });

/** "Átveszem": the customer sees the request in progress. */
export function useTakeDecisionReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reviewId: string) => staffApi.call(takeStaffDecisionReview, { params: { reviewId } }),
    onSuccess: () => void invalidateList(queryClient),
  });
}

/** Confirms or changes the contested decision; the request leaves the list at once. */
export function useDecideDecisionReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { reviewId: string; decision: DecisionReviewDecision }) =>
      staffApi.call(decideStaffDecisionReview, {
        params: { reviewId: input.reviewId },
        body: input.decision,
      }),
    onSuccess: (decided) => {
      queryClient.setQueryData(decisionReviewsQuery().queryKey, (list) =>
        list ? { ...list, items: list.items.filter((item) => item.id !== decided.id) } : list,
      );
      void invalidateList(queryClient);
    },
  });
}
