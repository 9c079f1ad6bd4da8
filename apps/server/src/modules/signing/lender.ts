/**
 * The lender as the contract documents name it. The figures are those of the demonstration
 * lender; an installation for a real lender replaces them (a back office may later keep
 * them in the database beside the products).
 */
export const lenderDetails = {
  name: 'Hitelkapu Pénzügyi Zrt.',
  address: '1138 Budapest, Váci út 99.',
  registry: 'Cg. 01-10-999999 (Fővárosi Törvényszék Cégbírósága)',
  taxNumber: '99999999-2-41',
  licence: 'MNB H-EN-I-999/2026',
  phone: '+36 1 999 9999',
  email: 'ugyfelszolgalat@hitelkapu.hu',
  website: 'www.hitelkapu.hu',
  /** Where a withdrawing customer repays a disbursed loan. */
  bankAccount: '11700000-99999999-00000000',
} as const;

export type LenderDetails = typeof lenderDetails;
