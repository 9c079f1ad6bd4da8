import { redirect } from 'react-router';
import { loadStaffWording, STAFF_HOME_PATH, STAFF_LOGIN_PATH } from './api/staff-client.ts';
import { isStaffLoggedIn, useStaffSessionStore } from './staff-session-store.ts';

/** The staff login: a staff member already in goes to the review list. */
export function loadStaffLogin(): null {
  if (isStaffLoggedIn()) throw redirect(STAFF_HOME_PATH);
  return null;
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
