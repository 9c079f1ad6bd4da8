import { useMatches } from 'react-router';
import type { RouteHandle } from './router.tsx';

/** The spec name of the deepest matched route (e.g. "LoginEmail"), from its handle. */
export function useRouteName(): string | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as RouteHandle | undefined;
    if (handle?.name) return handle.name;
  }
  return undefined;
}
