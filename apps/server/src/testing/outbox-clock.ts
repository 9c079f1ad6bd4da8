/**
 * The clock of an outbox round run right after rows were queued: a second on. The database
 * stamps a row's next attempt in microseconds, a Date only in milliseconds, so a "now" read in
 * the same millisecond can fall before the row and find nothing due.
 */
export const afterQueued = (): Date => new Date(Date.now() + 1_000);
