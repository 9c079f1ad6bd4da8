import { defineEndpoint } from '../endpoint.ts';
import {
  configOnboardingListSchema,
  configOnboardingOrderSchema,
  configOnboardingPageSchema,
  configOnboardingParamsSchema,
  configOnboardingQuerySchema,
  configOnboardingUpdateSchema,
  configStatementListSchema,
  configStatementParamsSchema,
  configStatementSchema,
  configStatementVersionInputSchema,
  configTranslationListSchema,
  configTranslationParamsSchema,
  configTranslationQuerySchema,
  configTranslationResetSchema,
  configTranslationSchema,
  configTranslationUpdateSchema,
} from '../staff-config-texts.ts';
import { staffRoleGroups } from '../staff-roles.ts';

/**
 * The configuration editor's texts (decision 039): translation tokens, versioned statements
 * and the onboarding pages. Every change is audited with before and after, is made on the
 * version the editor read (an older one is 409) and is what customers see next.
 */
const tags = ['staff'];

export const listConfigTranslations = defineEndpoint({
  operationId: 'listConfigTranslations',
  method: 'GET',
  path: '/api/staff/config/translations',
  summary: 'Searches the Hungarian wording by key or text, with its shipped wording, source and version',
  tags,
  access: 'staff',
  roles: staffRoleGroups.configuring,
  query: configTranslationQuerySchema,
  response: configTranslationListSchema,
  errors: [400],
});

export const updateConfigTranslation = defineEndpoint({
  operationId: 'updateConfigTranslation',
  method: 'PUT',
  path: '/api/staff/config/translations/:key',
  summary: "Changes one token's Hungarian wording; its placeholders must match the shipped wording's",
  description:
    'The body carries the version the editor read: an older one is 409 and changes nothing. A missing or extra {{placeholder}}, or markup, is 422 on the value field.',
  tags,
  access: 'staff',
  roles: staffRoleGroups.configuring,
  params: configTranslationParamsSchema,
  body: configTranslationUpdateSchema,
  response: configTranslationSchema,
  errors: [400, 404, 409, 422],
});

export const resetConfigTranslation = defineEndpoint({
  operationId: 'resetConfigTranslation',
  method: 'POST',
  path: '/api/staff/config/translations/:key/reset',
  summary: 'Puts a staff-edited token back to the shipped wording, which later releases then keep current',
  tags,
  access: 'staff',
  roles: staffRoleGroups.configuring,
  params: configTranslationParamsSchema,
  body: configTranslationResetSchema,
  response: configTranslationSchema,
  errors: [400, 404, 409, 422],
});

export const listConfigStatements = defineEndpoint({
  operationId: 'listConfigStatements',
  method: 'GET',
  path: '/api/staff/config/statements',
  summary: 'Every statement with the version customers accept today and the history of its versions',
  tags,
  access: 'staff',
  roles: staffRoleGroups.configuring,
  response: configStatementListSchema,
});

export const publishConfigStatementVersion = defineEndpoint({
  operationId: 'publishConfigStatementVersion',
  method: 'POST',
  path: '/api/staff/config/statements/:identifier/versions',
  summary: 'Publishes new wording of a statement as its next version; accepted versions stay unchanged',
  description:
    'The body carries the current version the editor read: if another version was published since, 409 and nothing is stored. Customers must accept a new required version at their next use.',
  tags,
  access: 'staff',
  roles: staffRoleGroups.configuring,
  params: configStatementParamsSchema,
  body: configStatementVersionInputSchema,
  response: configStatementSchema,
  errors: [400, 404, 409],
});

export const listConfigOnboardingPages = defineEndpoint({
  operationId: 'listConfigOnboardingPages',
  method: 'GET',
  path: '/api/staff/config/onboarding-pages',
  summary: "One journey's onboarding pages in their order, with source and version",
  tags,
  access: 'staff',
  roles: staffRoleGroups.configuring,
  query: configOnboardingQuerySchema,
  response: configOnboardingListSchema,
  errors: [400],
});

export const updateConfigOnboardingPage = defineEndpoint({
  operationId: 'updateConfigOnboardingPage',
  method: 'PUT',
  path: '/api/staff/config/onboarding-pages/:id',
  summary: "Changes an onboarding page's title, text and illustration",
  tags,
  access: 'staff',
  roles: staffRoleGroups.configuring,
  params: configOnboardingParamsSchema,
  body: configOnboardingUpdateSchema,
  response: configOnboardingPageSchema,
  errors: [400, 404, 409],
});

export const reorderConfigOnboardingPages = defineEndpoint({
  operationId: 'reorderConfigOnboardingPages',
  method: 'PUT',
  path: '/api/staff/config/onboarding-order',
  summary: "Puts a journey's onboarding pages in a new order; every page of the journey is named once",
  tags,
  access: 'staff',
  roles: staffRoleGroups.configuring,
  body: configOnboardingOrderSchema,
  response: configOnboardingListSchema,
  errors: [400, 409],
});
