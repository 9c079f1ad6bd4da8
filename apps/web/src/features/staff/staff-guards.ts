import { redirect } from 'react-router';
import { loadStaffWording, STAFF_LOGIN_PATH } from './api/staff-client.ts';
import { staffHomePath } from './staff-menu.ts';
import { isStaffLoggedIn, useStaffSessionStore } from './staff-session-store.ts';

/** The first page of the logged-in staff member's roles. */
export function currentStaffHome(): string {
  return staffHomePath(useStaffSessionStore.getState().staff?.roles ?? []);
}

/** The staff login: a staff member already in goes to the first page of their roles. */
export function loadStaffLogin(): null {
  if (isStaffLoggedIn()) throw redirect(currentStaffHome());
  return null;
}

/** `/staff`: the first page of the staff member's roles, or the login. */
export function loadStaffRoot(): never {
  throw redirect(isStaffLoggedIn() ? currentStaffHome() : STAFF_LOGIN_PATH);
}

/**
 * A staff page: only with an unexpired staff token (a customer session does not count), and
 * with the staff wording loaded before the page renders.
 */
export async function loadStaffPage(): Promise<null> {
  if (!isStaffLoggedIn()) {
    useStaffSessionStore.getState().clear();
    throw redirect(STAFF_LOGIN_PATH);
  }
  try {
    await loadStaffWording();
  } catch {
    // Given up only once the staff session has ended (a 401 has already cleared it).
    useStaffSessionStore.getState().clear();
    throw redirect(STAFF_LOGIN_PATH);
  }
  return null;
}
