import { createContext, type ReactNode, useContext } from 'react';
import type { ApiClient } from '../../lib/api-client.ts';

/**
 * What the administration pages take from the staff area without importing it (features do
 * not import each other): the staff API client (staff token, 401 ends the staff session), the
 * staff menu and who is logged in. The app's route module provides both.
 */
export interface StaffAdminFrame {
  api: Pick<ApiClient, 'call'>;
  nav: ReactNode;
  /** The logged-in administrator: they may not switch themselves off. */
  selfId: string | null;
}

const StaffAdminContext = createContext<StaffAdminFrame | null>(null);

export function StaffAdminProvider({ frame, children }: { frame: StaffAdminFrame; children: ReactNode }) {
  return <StaffAdminContext.Provider value={frame}>{children}</StaffAdminContext.Provider>;
}

export function useStaffAdminFrame(): StaffAdminFrame {
  const frame = useContext(StaffAdminContext);
  if (!frame) throw new Error('the staff administration pages need a StaffAdminProvider');
  return frame;
}
