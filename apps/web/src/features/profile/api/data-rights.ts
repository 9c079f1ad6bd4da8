import type { ConsentPurpose, ConsentUpdateRequest } from '@hitelkapu/domain/contracts/consents';
import type { ErasureRequest } from '@hitelkapu/domain/contracts/data-rights';
import {
  getUnsubscribeStatus,
  listConsents,
  unsubscribeMarketing,
  updateConsent,
} from '@hitelkapu/domain/contracts/endpoints/consent';
import {
  eraseAccount,
  exportPersonalData,
  previewErasure,
} from '@hitelkapu/domain/contracts/endpoints/data-rights';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, endpointQuery } from '../../../lib/api.ts';

export const consentsQuery = () => endpointQuery(listConsents, undefined);

export function useConsents() {
  return useQuery(consentsQuery());
}

/** Gives or withdraws one consent; the answer is the consent as the server now holds it. */
export function useUpdateConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ purpose, ...body }: ConsentUpdateRequest & { purpose: ConsentPurpose }) =>
      api.call(updateConsent, { params: { purpose }, body }),
    onSuccess: (state) =>
      queryClient.setQueryData(consentsQuery().queryKey, (list) =>
        list?.map((item) => (item.purpose === state.purpose ? state : item)),
      ),
  });
}

/** The ZIP of everything held about the customer, as a blob the browser saves. */
export function useDataExport() {
  return useMutation({
    mutationFn: async () => {
      const { body, headers } = await api.callWithHeaders(exportPersonalData);
      const name = headers.get('Content-Disposition')?.match(/filename="([^"]+)"/)?.[1];
      return { blob: body, fileName: name ?? 'hitelkapu-adataim.zip' };
    },
  });
}

export const erasurePreviewQuery = () => endpointQuery(previewErasure, undefined, { staleTime: 0 });

export function useErasurePreview(enabled: boolean) {
  return useQuery({ ...erasurePreviewQuery(), enabled });
}

export function useErase() {
  return useMutation({
    mutationFn: (body: ErasureRequest) => api.call(eraseAccount, { body }),
  });
}

/** The unsubscribe link works without a login: its token is the proof. */
export const unsubscribeQuery = (token: string) =>
  endpointQuery(getUnsubscribeStatus, { query: { token } }, { retry: false });

export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(unsubscribeMarketing, { query: { token }, body: {} }),
    onSuccess: (status) => queryClient.setQueryData(unsubscribeQuery(token).queryKey, status),
  });
}
