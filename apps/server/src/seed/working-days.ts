import type { workingDayChanges } from '../db/schema/index.ts';

/**
 * The moved days of the working calendar, as the ministerial decree on each year's working
 * schedule publishes them: a bridging weekday is given as rest and a Saturday worked instead.
 * Rows follow this file until staff edit them; later years are added the same way.
 */
const decree2026 = 'A 2026. évi munkaszüneti napok körüli munkarendről szóló NGM rendelet';

export const workingDayChangeSeed: (typeof workingDayChanges.$inferInsert)[] = [
  { day: '2026-01-02', kind: 'REST_DAY', legalSource: decree2026 },
  { day: '2026-01-10', kind: 'WORKING_DAY', legalSource: decree2026 },
  { day: '2026-08-21', kind: 'REST_DAY', legalSource: decree2026 },
  { day: '2026-08-08', kind: 'WORKING_DAY', legalSource: decree2026 },
];
