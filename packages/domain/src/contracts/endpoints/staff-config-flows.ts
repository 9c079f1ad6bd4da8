import { defineEndpoint } from '../endpoint.ts';
import {
  configFlowListSchema,
  configFlowParamsSchema,
  configFlowSchema,
  configFlowUpdateSchema,
  configQuestionSetSchema,
  configQuestionSetUpdateSchema,
} from '../staff-config-flows.ts';
import { staffRoleGroups } from '../staff-roles.ts';

/**
 * The flow and question editor (decision 041): the loan-application flows and the preliminary
 * question sets. Every change is audited with before and after, and the next customer reads it.
 */
const tags = ['staff'];

export const listConfigFlows = defineEndpoint({
  operationId: 'listConfigFlows',
  method: 'GET',
  path: '/api/staff/config/flows',
  summary: 'The loan-application flows and the preliminary question sets, each with its version',
  tags,
  access: 'staff',
  roles: staffRoleGroups.configuring,
  response: configFlowListSchema,
});

export const getConfigFlow = defineEndpoint({
  operationId: 'getConfigFlow',
  method: 'GET',
  path: '/api/staff/config/flows/:id',
  summary: 'A loan-application flow as the customer reads it, with its version and the questions others read',
  tags,
  access: 'staff',
  roles: staffRoleGroups.configuring,
  params: configFlowParamsSchema,
  response: configFlowSchema,
  errors: [400, 404],
});

export const updateConfigFlow = defineEndpoint({
  operationId: 'updateConfigFlow',
  method: 'PUT',
  path: '/api/staff/config/flows/:id',
  summary: "Changes a flow's steps, question order, labels, help texts, required marks and option labels",
  description:
    'The body carries the whole edited flow and the version the editor read: an older version is 409 and changes nothing. A question that scoring, the contract or the documents read cannot be removed, nor its type changed (422 naming it).',
  tags,
  access: 'staff',
  roles: staffRoleGroups.configuring,
  params: configFlowParamsSchema,
  body: configFlowUpdateSchema,
  response: configFlowSchema,
  errors: [400, 404, 409, 422],
});

export const getConfigQuestionSet = defineEndpoint({
  operationId: 'getConfigQuestionSet',
  method: 'GET',
  path: '/api/staff/config/question-sets/:id',
  summary:
    'A preliminary question set as the customer reads it, with its version and the questions scoring reads',
  tags,
  access: 'staff',
  roles: staffRoleGroups.configuring,
  params: configFlowParamsSchema,
  response: configQuestionSetSchema,
  errors: [400, 404],
});

export const updateConfigQuestionSet = defineEndpoint({
  operationId: 'updateConfigQuestionSet',
  method: 'PUT',
  path: '/api/staff/config/question-sets/:id',
  summary:
    "Changes a question set's steps, question order, labels, help texts, option labels and numeric bounds",
  description:
    'The body carries the whole edited set and the version the editor read: an older version is 409 and changes nothing. A question scoring reads cannot be removed, nor its type changed (422 naming it).',
  tags,
  access: 'staff',
  roles: staffRoleGroups.configuring,
  params: configFlowParamsSchema,
  body: configQuestionSetUpdateSchema,
  response: configQuestionSetSchema,
  errors: [400, 404, 409, 422],
});
