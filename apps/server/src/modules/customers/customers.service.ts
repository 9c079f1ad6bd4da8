import type { Db } from '../../db/client.ts';
import { type CustomerRow, findCustomerById } from './customers.repository.ts';

/** The shared customers module, as the session plugin sees it: one customer by id. */
export function createCustomersService(db: Db) {
  return {
    findById(id: string): Promise<CustomerRow | null> {
      return findCustomerById(db, id);
    },
  };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
