import {
  decisionReviewCreateSchema,
  decisionReviewQuerySchema,
  decisionReviewResponseSchema,
  decisionReviewSchema,
} from '../decision-review.ts';
import { defineEndpoint } from '../endpoint.ts';

/*
 * A customer asks a person to review an automated decision (EU 2023/2225 art. 18(8), GDPR
 * art. 22(3)) and follows the request. Owner only: another customer's assessment or
 * application answers 404 like an unknown id.
 */

const tags = ['decision-review'];

export const getDecisionReview = defineEndpoint({
  operationId: 'getDecisionReview',
  method: 'GET',
  path: '/api/credit/decision-review',
  summary:
    'The newest request for a person to review one automated decision (a preliminary assessment or an application refusal), or null',
  tags,
  access: 'customer',
  query: decisionReviewQuerySchema,
  response: decisionReviewResponseSchema,
  errors: [404],
});

export const requestDecisionReview = defineEndpoint({
  operationId: 'requestDecisionReview',
  method: 'POST',
  path: '/api/credit/decision-review',
  summary: 'Asks a person to review an automated decision',
  description:
    'Asks a person to review an automated decision, with the customer’s view and updated facts; 201 when filed, 200 with the open request when one is already open; 409 for a decision no machine made.',
  tags,
  access: 'customer',
  body: decisionReviewCreateSchema,
  response: decisionReviewSchema,
  successStatus: 201,
  alsoSucceedsWith: [200],
  errors: [404, 409, 429],
});
