import type { Db } from '../../db/client.ts';
import { type CustomerRow, prepareCustomerById } from './customers.repository.ts';

/** The shared customers module, as the session plugin sees it: one customer by id. */
export function createCustomersService(db: Db) {
  const customerById = prepareCustomerById(db);
  return {
    findById(id: string): Promise<CustomerRow | null> {
      return customerById(id);
    },
  };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
