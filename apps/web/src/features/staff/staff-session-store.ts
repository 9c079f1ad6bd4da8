import type { StaffMember } from '@hitelkapu/domain/contracts/staff-review';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { parseJwt } from '../../lib/jwt.ts';

/** Its own storage key: the staff token never mixes with a customer session in the same browser. */
export const STAFF_SESSION_KEY = 'hk.staff-session';

interface StaffSessionState {
  token: string | null;
  staff: StaffMember | null;
  /** Epoch seconds the token expires at. */
  expiresAt: number | null;
  setSession(token: string, staff: StaffMember): void;
  clear(): void;
}

/**
 * The staff member's session, kept in sessionStorage: it survives a reload but ends with the
 * browser tab, which suits a shared office computer better than a lasting login.
 */
export const useStaffSessionStore = create<StaffSessionState>()(
  persist(
    (set) => ({
      token: null,
      staff: null,
      expiresAt: null,
      setSession(token, staff) {
        set({ token, staff, expiresAt: parseJwt(token).exp });
      },
      clear() {
        set({ token: null, staff: null, expiresAt: null });
      },
    }),
    { name: STAFF_SESSION_KEY, storage: createJSONStorage(() => sessionStorage) },
  ),
);

export function isStaffLoggedIn(nowMs = Date.now()): boolean {
  const { token, expiresAt } = useStaffSessionStore.getState();
  return token !== null && expiresAt !== null && expiresAt * 1000 > nowMs;
}
