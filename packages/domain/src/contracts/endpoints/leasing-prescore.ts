import { defineEndpoint } from '../endpoint.ts';
import {
  dealerApiKeyCreatedSchema,
  dealerIdParamsSchema,
  dealerPrescoreCreateSchema,
  dealerPrescoreSchema,
  leasingFilterSettingsParamsSchema,
  leasingFilterSettingsSchema,
  leasingPrescoreRecalculateSchema,
  leasingPrescoreResultSchema,
  leasingPrescoreSchema,
  leasingPrescoreSubmitSchema,
  leasingPrescoreUpdateSchema,
  leasingPublicIdParamsSchema,
  leasingQuestionsParamsSchema,
} from '../leasing-prescore.ts';
import { preliminaryQuestionSetSchema } from '../preliminary.ts';
import { staffRoleGroups } from '../staff-roles.ts';

const tags = ['leasing-prescore'];

const ownerNote =
  'A prescore belongs to the customer who first opened it after logging in from its landing link; for anyone else it does not exist (404).';

export const getLeasingPrescoreQuestions = defineEndpoint({
  operationId: 'getLeasingPrescoreQuestions',
  method: 'GET',
  path: '/api/administration/leasing-prescore/questions/:type',
  summary: 'The question steps of the leasing prescore for a type (PSD2 or MANUAL)',
  description:
    'Each step has its time in seconds and its questions (identifier, type such as DATE_PICKER or INPUT, validation PAST or FUTURE for dates). In PSD2 mode the linked bank account answers the income questions, so they are not asked.',
  tags,
  access: 'customer',
  params: leasingQuestionsParamsSchema,
  response: preliminaryQuestionSetSchema,
});

export const getLeasingPrescoreByPublicId = defineEndpoint({
  operationId: 'getLeasingPrescoreByPublicId',
  method: 'GET',
  path: '/api/credit/leasing-prescore-public-id/:publicId',
  summary: 'The saved leasing prescore of a landing link: vehicle, type, step and answers',
  description: `The first logged-in customer to open it becomes its owner. ${ownerNote}`,
  tags,
  access: 'customer',
  params: leasingPublicIdParamsSchema,
  response: leasingPrescoreSchema,
  errors: [404],
});

export const updateLeasingPrescore = defineEndpoint({
  operationId: 'updateLeasingPrescore',
  method: 'PATCH',
  path: '/api/credit/leasing-prescore/update/:publicId',
  summary: 'Saves the given fields of the prescore wizard (type, step, amounts, dynamicData)',
  description: `Only the fields given change; dynamicData is the JSON text of the answers and must be an object of strings; the step is clamped to the wizard's range. A submitted prescore may be changed and submitted again. ${ownerNote}`,
  tags,
  access: 'customer',
  params: leasingPublicIdParamsSchema,
  body: leasingPrescoreUpdateSchema,
  response: leasingPrescoreSchema,
  errors: [404],
});

export const submitLeasingPrescore = defineEndpoint({
  operationId: 'submitLeasingPrescore',
  method: 'POST',
  path: '/api/credit/leasing-prescore',
  summary: 'Decides the leasing prescore with the leasing products and moves the profile to LEASING_PRESCORE',
  description: `Checks the answers with the question engine, runs the knock-out rules, the leasing limits, the THM cap of the day and the JTM, stores the decision and answers isEligible, redirectUrl and the offers. A request that breaks a leasing limit (a 10 % down payment) is answered, not refused: isEligible false with the limit's key. ${ownerNote}`,
  tags,
  access: 'customer',
  body: leasingPrescoreSubmitSchema,
  response: leasingPrescoreResultSchema,
  successStatus: 201,
  errors: [404, 409, 429],
  // Spec §9: the submit may take up to 120 s.
  timeoutMs: 120_000,
});

/**
 * The spec's recalculation ("the same call with amount, duration, downPayment, extraAmount and
 * the stored answers, with no timeout") is a contract of its own: one path per contract keeps
 * the client's timeout, the server's checks and the OpenAPI document each unambiguous.
 */
export const recalculateLeasingPrescore = defineEndpoint({
  operationId: 'recalculateLeasingPrescore',
  method: 'POST',
  path: '/api/credit/leasing-prescore/recalculate',
  summary:
    'Decides a submitted prescore again for a new amount, term or down payment over its stored answers',
  description: `The answers and income of the last submit stand; only amount, duration, downPayment and extraAmount are new. 409 before the first submit. ${ownerNote}`,
  tags,
  access: 'customer',
  body: leasingPrescoreRecalculateSchema,
  response: leasingPrescoreResultSchema,
  successStatus: 201,
  errors: [404, 409, 429],
  timeoutMs: null,
});

export const getMyLeasingPrescore = defineEndpoint({
  operationId: 'getMyLeasingPrescore',
  method: 'GET',
  path: '/api/credit/my-leasing-prescore',
  summary: "The customer's latest leasing prescore with its answers (dynamicData)",
  description: 'Its offers are measured against the THM cap of the day they are read.',
  tags,
  access: 'customer',
  response: leasingPrescoreSchema,
  errors: [404],
});

export const getLeasingFilterSettings = defineEndpoint({
  operationId: 'getLeasingFilterSettings',
  method: 'GET',
  path: '/api/administration/offer/calculation-config/filter-settings/:id',
  summary: "The sliders of a leasing prescore's amount step for its vehicle",
  description: `The id is the prescore's public id. Amount financed and down payment move together (amount = price - down payment); the term is limited by the leasing product and by the vehicle's age at the end. ${ownerNote}`,
  tags,
  access: 'customer',
  params: leasingFilterSettingsParamsSchema,
  response: leasingFilterSettingsSchema,
  errors: [404],
});

export const createDealerPrescore = defineEndpoint({
  operationId: 'createDealerPrescore',
  method: 'POST',
  path: '/dealer-api/v1/prescores',
  summary: 'A dealer opens a leasing prescore for a vehicle and gets the landing link for its customer',
  description:
    "Authenticated by the dealer's API key (`Authorization: Bearer hkd_...`). The vehicle is checked against the leasing limits (down payment, residual value, age at signing); a broken limit is a 400 naming the field. The answer's landingUrl `/leasing/{dealerId}/{publicId}` carries an unguessable public id. A second call with the same dealerReference answers the prescore already opened (200). The dealer learns the prescore's status and decision, never the customer's income or answers.",
  tags: ['dealer-api'],
  access: 'dealer',
  body: dealerPrescoreCreateSchema,
  response: dealerPrescoreSchema,
  successStatus: 201,
  alsoSucceedsWith: [200],
  errors: [429],
});

export const getDealerPrescore = defineEndpoint({
  operationId: 'getDealerPrescore',
  method: 'GET',
  path: '/dealer-api/v1/prescores/:publicId',
  summary: 'A dealer reads one of its prescores: its status and decision',
  description:
    "The customer's return to the dealer's page is no proof of the outcome: the dealer reads it here. Status and decision only, never the customer's income or answers. Another dealer's prescore does not exist (404).",
  tags: ['dealer-api'],
  access: 'dealer',
  params: leasingPublicIdParamsSchema,
  response: dealerPrescoreSchema,
  errors: [404, 429],
});

export const createDealerApiKey = defineEndpoint({
  operationId: 'createDealerApiKey',
  method: 'POST',
  path: '/api/staff/dealers/:dealerId/api-keys',
  summary: 'Issues an API key for a dealer; the key is shown in this answer only',
  description:
    'The key is stored as a keyed hash; a lost key is replaced by a new one. Earlier keys of the dealer keep working until revoked.',
  tags: ['dealer-api'],
  access: 'staff',
  roles: staffRoleGroups.administering,
  params: dealerIdParamsSchema,
  response: dealerApiKeyCreatedSchema,
  successStatus: 201,
  errors: [404],
});
