import type { WorkingDayCalendar } from '@hitelkapu/domain';
import type { Db } from '../../db/client.ts';
import { workingDayChanges } from '../../db/schema/index.ts';

/** The configured moved days of the working calendar, for deadlines. */
export async function loadWorkingDayCalendar(db: Pick<Db, 'select'>): Promise<WorkingDayCalendar> {
  const rows = await db
    .select({ day: workingDayChanges.day, kind: workingDayChanges.kind })
    .from(workingDayChanges);
  return {
    extraWorkingDays: rows.filter((row) => row.kind === 'WORKING_DAY').map((row) => row.day),
    extraRestDays: rows.filter((row) => row.kind === 'REST_DAY').map((row) => row.day),
  };
}
