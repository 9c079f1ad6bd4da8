import { defineEndpoint } from '../endpoint.ts';
import { staffApplicationParamsSchema } from '../staff-review.ts';
import { staffRoleGroups } from '../staff-roles.ts';
import {
  closeCorrectionSchema,
  correctionIdParamsSchema,
  correctionListSchema,
  correctionSchema,
  requestCorrectionSchema,
} from '../todos.ts';

/** A reviewer's corrections: asking the customer for a corrected answer or a missing document. */
const tags = ['staff'];

export const requestStaffCorrection = defineEndpoint({
  operationId: 'requestStaffCorrection',
  method: 'POST',
  path: '/api/staff/reviews/:applicationId/corrections',
  summary:
    'Asks the customer for a corrected answer (ANSWER) or a missing document (DOCUMENT): a to-do and a message',
  description:
    'Only for an application at UNDER_REVIEW or OFFLINE_UNDER_REVIEW (409 otherwise), and not while the same field has an open correction (409). An unknown fieldId, or one of the wrong kind, is 400.',
  tags,
  access: 'staff',
  roles: staffRoleGroups.reviewing,
  params: staffApplicationParamsSchema,
  body: requestCorrectionSchema,
  response: correctionSchema,
  successStatus: 201,
  errors: [400, 404, 409],
});

export const listStaffCorrections = defineEndpoint({
  operationId: 'listStaffCorrections',
  method: 'GET',
  path: '/api/staff/reviews/:applicationId/corrections',
  summary: "An application's corrections, newest first",
  tags,
  access: 'staff',
  roles: staffRoleGroups.reviewing,
  params: staffApplicationParamsSchema,
  response: correctionListSchema,
  errors: [404],
});

export const cancelStaffCorrection = defineEndpoint({
  operationId: 'cancelStaffCorrection',
  method: 'POST',
  path: '/api/staff/corrections/:id/cancel',
  summary: 'Cancels an open (IN_PROGRESS) correction: the customer no longer needs to act',
  tags,
  access: 'staff',
  roles: staffRoleGroups.reviewing,
  params: correctionIdParamsSchema,
  response: correctionSchema,
  errors: [404, 409],
});

export const closeStaffCorrection = defineEndpoint({
  operationId: 'closeStaffCorrection',
  method: 'POST',
  path: '/api/staff/corrections/:id/close',
  summary: 'Closes a COMPLETED correction with the outcome of looking at what the customer sent',
  tags,
  access: 'staff',
  roles: staffRoleGroups.reviewing,
  params: correctionIdParamsSchema,
  body: closeCorrectionSchema,
  response: correctionSchema,
  errors: [404, 409],
});
