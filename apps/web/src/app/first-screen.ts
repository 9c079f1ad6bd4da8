/**
 * The paths whose page the server renders into the HTML it serves (entry-server.tsx): the
 * welcome screen a visitor meets first. The client hydrates that markup (main.tsx).
 */
export const FIRST_SCREEN_PATHS = ['/', '/login', '/registration'] as const;
