import { z } from 'zod';
import { merchantIdSchema } from './merchants.ts';

/** The public id of a purchase: 24 characters of [A-Za-z0-9] from a secure random source (about 143 bits). */
export const purchasePublicIdSchema = z.string().regex(/^[A-Za-z0-9]{24}$/, { error: 'validation.invalid' });

/** What a loan application made from a purchase keeps of it (shown with the application). */
export const purchaseApplicationTermsSchema = z.object({
  purchasePublicId: purchasePublicIdSchema,
  merchantId: merchantIdSchema,
  merchantName: z.string(),
  /** The goods as the documents name them. */
  goods: z.string(),
  cashPrice: z.number().int(),
  /** Where the customer goes back to the shop at the end. */
  returnUrl: z.string(),
});
export type PurchaseApplicationTerms = z.infer<typeof purchaseApplicationTermsSchema>;
