import { loanApplicationSchema } from '../application.ts';
import { defineEndpoint } from '../endpoint.ts';
import { createLeasingApplicationSchema } from '../leasing-application.ts';
import { leasingPublicIdParamsSchema } from '../leasing-prescore.ts';

const tags = ['leasing-prescore'];

export const createLeasingApplication = defineEndpoint({
  operationId: 'createLeasingApplication',
  method: 'POST',
  path: '/api/credit/leasing-prescore/:publicId/application',
  summary: 'Starts a loan application from an eligible leasing offer of a prescore',
  description:
    "Starts the application flow from one of the prescore's eligible offers under today's THM cap (201), with the leasing figures, the vehicle and the dealer; the open application of the same offer is answered again (200). Another customer's prescore does not exist (404); a prescore that is not eligible, an offer not among its eligible ones, or another open application answers 409.",
  tags,
  access: 'customer',
  params: leasingPublicIdParamsSchema,
  body: createLeasingApplicationSchema,
  response: loanApplicationSchema,
  successStatus: 201,
  alsoSucceedsWith: [200],
  errors: [404, 409],
});
