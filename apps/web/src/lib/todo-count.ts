import { getMyTodoCount } from '@hitelkapu/domain/contracts/endpoints/todos';
import { endpointQuery } from './api.ts';

/** Spec §9: the to-do count is asked every 60 s while the customer is logged in. */
export const TODO_COUNT_INTERVAL_MS = 60_000;

/**
 * How many of the customer's to-dos are open, for the badge of the menu. The timer pauses
 * while the tab is hidden (TanStack Query's default) and asks again once it is shown.
 */
export const todoCountQuery = () =>
  endpointQuery(getMyTodoCount, undefined, {
    refetchInterval: TODO_COUNT_INTERVAL_MS,
    staleTime: 0,
    retry: false,
  });
