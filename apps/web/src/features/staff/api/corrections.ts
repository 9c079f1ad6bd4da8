import { getStaffCase, listStaffReviews } from '@hitelkapu/domain/contracts/endpoints/staff';
import {
  cancelStaffCorrection,
  closeStaffCorrection,
  listStaffCorrections,
  requestStaffCorrection,
} from '@hitelkapu/domain/contracts/endpoints/staff-corrections';
import type { RequestCorrection } from '@hitelkapu/domain/contracts/todos';
import type { CorrectionOutcome } from '@hitelkapu/domain/status/todo';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpointQueryRoot } from '../../../lib/endpoint-query.ts';
import { staffApi, staffEndpointQuery } from './staff-client.ts';

/** The corrections asked on one application, newest first. */
export const caseCorrectionsQuery = (applicationId: string) =>
  staffEndpointQuery(listStaffCorrections, { params: { applicationId } }, { staleTime: 0 });

/** A correction changed: the case, its corrections and the queue (returned, waiting) are read again. */
function useRefreshCase() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [listStaffCorrections, getStaffCase, listStaffReviews].map((endpoint) =>
        queryClient.invalidateQueries({ queryKey: endpointQueryRoot(endpoint) }),
      ),
    );
}

export function useRequestCorrection() {
  const refresh = useRefreshCase();
  return useMutation({
    mutationFn: (input: { applicationId: string; request: RequestCorrection }) =>
      staffApi.call(requestStaffCorrection, {
        params: { applicationId: input.applicationId },
        body: input.request,
      }),
    onSuccess: refresh,
  });
}

export function useCancelCorrection() {
  const refresh = useRefreshCase();
  return useMutation({
    mutationFn: (correctionId: string) =>
      staffApi.call(cancelStaffCorrection, { params: { id: correctionId } }),
    onSuccess: refresh,
  });
}

export function useCloseCorrection() {
  const refresh = useRefreshCase();
  return useMutation({
    mutationFn: (input: { correctionId: string; outcome: CorrectionOutcome }) =>
      staffApi.call(closeStaffCorrection, {
        params: { id: input.correctionId },
        body: { outcome: input.outcome },
      }),
    onSuccess: refresh,
  });
}
