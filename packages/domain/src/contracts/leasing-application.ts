import { z } from 'zod';
import { dealerIdSchema } from './dealer-branding.ts';
import {
  leasedVehicleSchema,
  leasingPaymentTimingSchema,
  leasingPublicIdSchema,
} from './leasing-prescore.ts';

/**
 * A loan application made from an eligible leasing prescore (issue 16 point 7,
 * docs/decisions/035): what the application keeps of the leasing beside its quote. The amount
 * financed, the term, the payment, the THM and the total repayable are the quote's; the
 * vehicle, its price, the down payment, the residual value and the payment timing are here,
 * with the prescore and the dealer it came from. Never the customer's income or answers.
 */
export const leasingApplicationTermsSchema = z.object({
  prescorePublicId: leasingPublicIdSchema,
  dealerId: dealerIdSchema,
  /** The dealer as the documents name it (a registered credit intermediary). */
  dealerName: z.string(),
  vehicle: leasedVehicleSchema.pick({ condition: true, firstRegistrationDate: true, description: true }),
  price: z.number().int(),
  downPayment: z.number().int(),
  /** Paid with the last instalment; ownership passes with it. */
  residualValue: z.number().int(),
  paymentTiming: leasingPaymentTimingSchema,
  /** Where the customer goes back to the dealer at the end (the prescore's return URL); null without one. */
  dealerRedirectUrl: z.string().nullable(),
});
export type LeasingApplicationTerms = z.infer<typeof leasingApplicationTermsSchema>;

/** POST credit/leasing-prescore/{publicId}/application: the eligible offer the customer chose. */
export const createLeasingApplicationSchema = z.object({
  offerId: z.number().int().positive(),
});
export type CreateLeasingApplication = z.infer<typeof createLeasingApplicationSchema>;
