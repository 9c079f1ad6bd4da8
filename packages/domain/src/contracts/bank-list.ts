import { z } from 'zod';

/**
 * The Hungarian banks a customer can link through PSD2 (spec §7, `banks.json`): name, BIC,
 * and the giro prefixes (first three digits of a Hungarian account number) that match an
 * account number to its bank. Each bank has a neutral placeholder logo drawn from its BIC.
 */
export const bankBicSchema = z.string().regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/);

export const bankListEntrySchema = z.object({
  name: z.string().min(1).max(200),
  bic: bankBicSchema,
  /** Three-digit giro prefixes ("117"). */
  giroPrefixes: z.array(z.string().regex(/^\d{3}$/)).min(1),
  /** Address of the bank's logo (`/api/psd2/content/hu/logos/{bic}.svg`). */
  logoUrl: z.string().min(1),
});
export type BankListEntry = z.infer<typeof bankListEntrySchema>;

export const bankListSchema = z.object({
  banks: z.array(bankListEntrySchema),
});
export type BankList = z.infer<typeof bankListSchema>;

/**
 * The logo's address names the bank by BIC, followed by `.svg` as on a content host; any
 * BIC not on the list (malformed ones included) is a 404.
 */
export const bankLogoParamsSchema = z.object({
  bic: z.string().min(1).max(20),
});
