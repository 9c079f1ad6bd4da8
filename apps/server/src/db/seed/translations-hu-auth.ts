/** Wording of the account screens: welcome follow-ups, registration, login, codes, password, profile. */
export const publicAuthTokensHu: Record<string, string> = {};

/** Wording of the logged-in account screens (profile and its dialogs). */
export const internalAuthTokensHu: Record<string, string> = {};
