import { createContext, type ReactNode, useContext } from 'react';
import type { ApiClient } from '../../lib/api-client.ts';

/**
 * What the editor's pages take from the staff area: the staff API client (staff token, 401
 * to the staff login) and the staff menu. A feature imports no other feature, so the route
 * module that composes the two hands them in.
 */
export interface StaffConfigDeps {
  api: Pick<ApiClient, 'call'>;
  nav: ReactNode;
}

const StaffConfigContext = createContext<StaffConfigDeps | null>(null);

export function StaffConfigProvider({ deps, children }: { deps: StaffConfigDeps; children: ReactNode }) {
  return <StaffConfigContext.Provider value={deps}>{children}</StaffConfigContext.Provider>;
}

export function useStaffConfigDeps(): StaffConfigDeps {
  const deps = useContext(StaffConfigContext);
  if (!deps) throw new Error('the configuration pages need a StaffConfigProvider');
  return deps;
}
