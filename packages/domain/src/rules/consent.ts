/**
 * The version of the cookie notice shown in the consent window; raise it when its wording
 * changes, so every recorded choice names the text it was given on.
 */
export const COOKIE_POLICY_VERSION = 1;
