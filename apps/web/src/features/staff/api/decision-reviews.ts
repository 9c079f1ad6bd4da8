import {
  type DecisionReviewDecision,
  decisionReviewSchema,
  type StaffDecisionReview,
  staffDecisionReviewListSchema,
} from '@hitelkapu/domain/contracts/decision-review';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { staffApi } from './staff-client.ts';

const decisionReviewsKey = ['staff', 'decision-reviews'] as const;

/** Open requests for a person's review of an automated decision, oldest first. */
export const decisionReviewsQuery = () =>
  queryOptions({
    queryKey: decisionReviewsKey,
    queryFn: async () =>
      staffDecisionReviewListSchema.parse(await staffApi.request('/staff/decision-reviews')).items,
    staleTime: 0,
  });

/** "Átveszem": the customer sees the request in progress. */
export function useTakeDecisionReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reviewId: string) =>
      decisionReviewSchema.parse(
        await staffApi.request(`/staff/decision-reviews/${reviewId}/take`, { method: 'POST' }),
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: decisionReviewsKey }),
  });
}

/** Confirms or changes the contested decision; the request leaves the list at once. */
export function useDecideDecisionReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { reviewId: string; decision: DecisionReviewDecision }) =>
      decisionReviewSchema.parse(
        await staffApi.request(`/staff/decision-reviews/${input.reviewId}/decision`, {
          method: 'POST',
          body: input.decision,
        }),
      ),
    onSuccess: (decided) => {
      queryClient.setQueryData<StaffDecisionReview[]>(decisionReviewsKey, (items) =>
        items?.filter((item) => item.id !== decided.id),
      );
      void queryClient.invalidateQueries({ queryKey: decisionReviewsKey });
    },
  });
}
