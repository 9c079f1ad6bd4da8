import type { DecisionReviewDecision } from '@hitelkapu/domain/contracts/decision-review';
import {
  decideStaffDecisionReview,
  listStaffReviews,
  takeStaffDecisionReview,
} from '@hitelkapu/domain/contracts/endpoints/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpointQueryRoot } from '../../../lib/endpoint-query.ts';
import { dropFromQueues } from './reviews.ts';
import { staffApi } from './staff-client.ts';

// Requests for a person's review of an automated decision are one kind of the review queue.
const invalidateList = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: endpointQueryRoot(listStaffReviews) });

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
    onSuccess: (decided) => dropFromQueues(queryClient, decided.id),
  });
}
