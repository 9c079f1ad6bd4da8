import { useMatches } from 'react-router';

/** What each route carries in its handle: its spec name. */
export interface RouteHandle {
  name: string;
}

/** The spec name of the deepest matched route (e.g. "LoginEmail"), from its handle. */
export function useRouteName(): string | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as RouteHandle | undefined;
    if (handle?.name) return handle.name;
  }
  return undefined;
}
