import { errorResponseSchema } from '@hitelkapu/domain';

/** OpenAPI: the route needs the session token (Authorization: Bearer). */
export const secured = { security: [{ bearerAuth: [] }] };

/** The error answers of a customer's call on their own data, all in the one error shape. */
export const customerCallErrors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};
