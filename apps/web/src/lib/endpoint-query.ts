import type {
  EndpointDefinition,
  EndpointInput,
  EndpointInputOptional,
  EndpointResult,
} from '@hitelkapu/domain/contracts/endpoint';
import { type QueryKey, queryOptions, type UseQueryOptions } from '@tanstack/react-query';
import type { ApiClient } from './api-client.ts';

/** The cache settings a query may add to its contract. */
export type EndpointQueryOptions<E extends EndpointDefinition> = Partial<
  Pick<UseQueryOptions<EndpointResult<E>>, 'staleTime' | 'gcTime' | 'retry' | 'enabled' | 'refetchInterval'>
>;

/**
 * The cache key of a call: its operationId, then its input. Every query of one call shares the
 * root `[operationId]`, so invalidating the root refreshes all of them (decision 024).
 */
export function endpointQueryKey<E extends EndpointDefinition>(
  endpoint: E,
  input?: EndpointInput<E>,
): QueryKey {
  const { params, query, body } = (input ?? {}) as { params?: unknown; query?: unknown; body?: unknown };
  const parts = Object.fromEntries(
    Object.entries({ params, query, body }).filter(([, value]) => value !== undefined),
  );
  return Object.keys(parts).length === 0 ? [endpoint.operationId] : [endpoint.operationId, parts];
}

/** The root key of every query of a call, for invalidation. */
export function endpointQueryRoot(endpoint: EndpointDefinition): QueryKey {
  return [endpoint.operationId];
}

/** A query's input: may be left out when the call takes none. */
export type QueryInput<E extends EndpointDefinition> =
  EndpointInputOptional<E> extends true
    ? // biome-ignore lint/suspicious/noConfusingVoidType: void lets a call without input leave the argument out.
      EndpointInput<E> | undefined | void
    : EndpointInput<E>;

/** Query options for a contract's call through one API client (the customer's or the staff's). */
export function createEndpointQuery(client: Pick<ApiClient, 'call'>) {
  return function endpointQuery<E extends EndpointDefinition>(
    endpoint: E,
    input: QueryInput<E>,
    options: EndpointQueryOptions<E> = {},
  ) {
    const given = (input ?? undefined) as EndpointInput<E> | undefined;
    const call = client.call as (e: E, i: unknown) => Promise<EndpointResult<E>>;
    return queryOptions<EndpointResult<E>, Error, EndpointResult<E>, QueryKey>({
      queryKey: endpointQueryKey(endpoint, given),
      queryFn: ({ signal }) => call(endpoint, { ...given, signal }),
      ...options,
    });
  };
}
