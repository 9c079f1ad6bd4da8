import { listStaffAudit } from '@hitelkapu/domain/contracts/endpoints/staff';
import {
  changeStaffUserRoles,
  createStaffUser,
  disableStaffUser,
  enableStaffUser,
  listStaffUsers,
  resetStaffAuthenticator,
} from '@hitelkapu/domain/contracts/endpoints/staff-admin';
import type { CreateStaffUser, StaffUser } from '@hitelkapu/domain/contracts/staff-admin';
import type { StaffAuditList, StaffRole } from '@hitelkapu/domain/contracts/staff-roles';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createEndpointQuery, endpointQueryKey, endpointQueryRoot } from '../../../lib/endpoint-query.ts';
import { useStaffAdminFrame } from '../staff-admin-context.tsx';

/** Every staff account, by name. */
export function useStaffUsers() {
  const { api } = useStaffAdminFrame();
  return useQuery({
    ...createEndpointQuery(api)(listStaffUsers, undefined, { staleTime: 0 }),
    select: (list) => list.items,
  });
}

export type StaffUserChange =
  | { kind: 'roles'; user: StaffUser; roles: StaffRole[] }
  | { kind: 'disable' | 'enable' | 'reset'; user: StaffUser };

/** Adds a colleague; the list is refreshed. */
export function useCreateStaffUser() {
  const { api } = useStaffAdminFrame();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateStaffUser) => api.call(createStaffUser, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: endpointQueryRoot(listStaffUsers) }),
  });
}

/** One change to one account: its row in the list takes the server's answer at once. */
export function useChangeStaffUser() {
  const { api } = useStaffAdminFrame();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: StaffUserChange): Promise<StaffUser> => {
      const params = { id: change.user.id };
      switch (change.kind) {
        case 'roles':
          return api.call(changeStaffUserRoles, { params, body: { roles: change.roles } });
        case 'disable':
          return api.call(disableStaffUser, { params });
        case 'enable':
          return api.call(enableStaffUser, { params });
        case 'reset':
          return api.call(resetStaffAuthenticator, { params });
      }
    },
    onSuccess: (changed) => {
      queryClient.setQueryData(
        endpointQueryKey(listStaffUsers),
        (list: { items: StaffUser[] } | undefined) =>
          list ? { items: list.items.map((item) => (item.id === changed.id ? changed : item)) } : list,
      );
      void queryClient.invalidateQueries({ queryKey: endpointQueryRoot(listStaffAudit) });
    },
  });
}

export const AUDIT_PAGE_SIZE = 50;

export interface AuditFilter {
  subjectKind?: string;
  subjectId?: string;
}

/** The audit log newest first, a page at a time: "Régebbiek" asks for the rows before the last one shown. */
export function useStaffAudit(filter: AuditFilter) {
  const { api } = useStaffAdminFrame();
  return useInfiniteQuery({
    queryKey: [...endpointQueryRoot(listStaffAudit), 'pages', filter],
    initialPageParam: undefined as string | undefined,
    staleTime: 0,
    queryFn: ({ pageParam, signal }): Promise<StaffAuditList> =>
      api.call(listStaffAudit, {
        query: { ...filter, limit: AUDIT_PAGE_SIZE, ...(pageParam ? { before: pageParam } : {}) },
        signal,
      }),
    getNextPageParam: (last) =>
      last.items.length < AUDIT_PAGE_SIZE ? undefined : last.items[last.items.length - 1]?.createdAt,
  });
}
