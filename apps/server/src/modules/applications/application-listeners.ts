import type { Db } from '../../db/client.ts';
import type { ApplicationRow } from './applications.repository.ts';

type Executor = Pick<Db, 'select' | 'insert' | 'update'>;

/**
 * What else follows an application's move, in the move's own transaction: a shop's purchase
 * follows its point-of-sale application (modules/purchases). The modules that depend on
 * applications register here when the app is put together (app.ts), so this module never
 * imports them: the layers point one way.
 */
export type ApplicationListener = (tx: Executor, row: ApplicationRow) => Promise<void>;

const listeners = new Set<ApplicationListener>();

export function onApplicationMoved(listener: ApplicationListener): void {
  listeners.add(listener);
}

/** Called after every change of an application's position or status. */
export async function applicationMoved(tx: Executor, row: ApplicationRow): Promise<void> {
  for (const listener of listeners) await listener(tx, row);
}
