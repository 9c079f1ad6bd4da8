import { outcomeResponseSchema } from '../auth.ts';
import {
  decisionReviewDecisionSchema,
  decisionReviewIdParamsSchema,
  decisionReviewSchema,
  staffDecisionReviewListSchema,
} from '../decision-review.ts';
import { defineEndpoint } from '../endpoint.ts';
import { reviewQueueQuerySchema, reviewQueueSchema } from '../review-queue.ts';
import {
  staffActionResponseSchema,
  staffApplicationParamsSchema,
  staffCaseDocumentParamsSchema,
  staffCaseSchema,
  staffDecisionSchema,
  staffLoginResponseSchema,
  staffLoginSchema,
  staffMemberSchema,
  staffReturnToContractSchema,
  staffSecondApprovalSchema,
  staffSecondFactorSchema,
  staffSessionSchema,
} from '../staff-review.ts';
import { staffAuditListSchema, staffAuditQuerySchema, staffRoleGroups } from '../staff-roles.ts';
import { languageParamSchema, translationTokensSchema } from '../translations.ts';

/*
 * The staff's own login and the review pages' calls. Every call but the login needs a staff
 * token (audience hitelkapu-staff); a customer's session opens none of them.
 */

const tags = ['staff'];

export const staffLogin = defineEndpoint({
  operationId: 'staffLogin',
  method: 'POST',
  path: '/api/staff/auth/login',
  summary:
    "Checks a staff member's email and password; the answer opens the second step (the authenticator code, or setting one up)",
  tags,
  access: 'public',
  body: staffLoginSchema,
  response: staffLoginResponseSchema,
  errors: [401, 429],
});

export const staffSecondFactor = defineEndpoint({
  operationId: 'staffSecondFactor',
  method: 'POST',
  path: '/api/staff/auth/second-factor',
  summary:
    "Trades the login's challenge and the authenticator's six-digit code for a staff token; a first code confirms a new authenticator",
  tags,
  access: 'public',
  body: staffSecondFactorSchema,
  response: staffSessionSchema,
  errors: [401, 429],
});

export const listStaffAudit = defineEndpoint({
  operationId: 'listStaffAudit',
  method: 'GET',
  path: '/api/staff/audit',
  summary:
    'The staff audit log, newest first: who did what, when, from where, with the subject before and after',
  tags,
  access: 'staff',
  roles: staffRoleGroups.administering,
  query: staffAuditQuerySchema,
  response: staffAuditListSchema,
});

export const staffLogout = defineEndpoint({
  operationId: 'staffLogout',
  method: 'POST',
  path: '/api/staff/auth/logout',
  summary: 'Ends every session of the staff member',
  tags,
  access: 'staff',
  roles: staffRoleGroups.anyStaff,
  response: outcomeResponseSchema,
});

export const getStaffMe = defineEndpoint({
  operationId: 'getStaffMe',
  method: 'GET',
  path: '/api/staff/me',
  summary: 'The logged-in staff member',
  tags,
  access: 'staff',
  roles: staffRoleGroups.anyStaff,
  response: staffMemberSchema,
});

export const getStaffTranslationTokens = defineEndpoint({
  operationId: 'getStaffTranslationTokens',
  method: 'GET',
  path: '/api/staff/tokens/:lang',
  summary: 'The wording of the logged-in area for staff pages (reasons, positions, the review page)',
  tags,
  access: 'staff',
  roles: staffRoleGroups.anyStaff,
  params: languageParamSchema,
  response: translationTokensSchema,
});

export const listStaffReviews = defineEndpoint({
  operationId: 'listStaffReviews',
  method: 'GET',
  path: '/api/staff/reviews',
  summary:
    'The review queue: referred applications, reported contract errors and decision review requests, filtered, with their waiting time',
  description:
    "Cases the customer has returned come first, newest first, then the longest waiting. Each carries its kind, its state and its age in Hungarian working days against the lender's limit (regulatory figure review_sla_working_days). A bad filter answers 400 with field errors.",
  tags,
  access: 'staff',
  roles: staffRoleGroups.reviewing,
  query: reviewQueueQuerySchema,
  response: reviewQueueSchema,
});

export const getStaffCase = defineEndpoint({
  operationId: 'getStaffCase',
  method: 'GET',
  path: '/api/staff/reviews/:applicationId/case',
  summary:
    "An application's answers with the questions that asked them, and its documents: the case a person decides on",
  tags,
  access: 'staff',
  roles: staffRoleGroups.reviewing,
  params: staffApplicationParamsSchema,
  response: staffCaseSchema,
});

export const downloadStaffCaseDocument = defineEndpoint({
  operationId: 'downloadStaffCaseDocument',
  method: 'GET',
  path: '/api/staff/reviews/:applicationId/documents/:documentId',
  summary:
    'The bytes of one document of the case, as an attachment (uploads are never rendered by the browser)',
  description: "The Content-Type is the document's own (PDF or image); errors answer JSON.",
  tags,
  access: 'staff',
  roles: staffRoleGroups.reviewing,
  params: staffCaseDocumentParamsSchema,
  response: { binary: 'application/octet-stream' },
});

export const previewStaffCaseDocument = defineEndpoint({
  operationId: 'previewStaffCaseDocument',
  method: 'GET',
  path: '/api/staff/reviews/:applicationId/documents/:documentId/preview',
  summary: 'The bytes of one PDF, JPEG or PNG document of the case, to view inline in the review page',
  description:
    'Inline, with the stored content type only when it is PDF, JPEG or PNG (415 otherwise), nosniff and a restrictive Content-Security-Policy. Each view is audited.',
  tags,
  access: 'staff',
  roles: staffRoleGroups.reviewing,
  params: staffCaseDocumentParamsSchema,
  response: { binary: 'application/pdf' },
  errors: [415],
});

export const decideStaffReview = defineEndpoint({
  operationId: 'decideStaffReview',
  method: 'POST',
  path: '/api/staff/reviews/:applicationId/decision',
  summary:
    'Approves or rejects a MANUAL application under review, once; an approval above the four-eyes limit waits for a senior reviewer',
  description:
    'The customer gets the result by email once the decision is final: at once, or when a senior reviewer confirms an approval above the four-eyes limit.',
  tags,
  access: 'staff',
  roles: staffRoleGroups.reviewing,
  params: staffApplicationParamsSchema,
  body: staffDecisionSchema,
  response: staffActionResponseSchema,
  errors: [409],
});

export const secondStaffApproval = defineEndpoint({
  operationId: 'secondStaffApproval',
  method: 'POST',
  path: '/api/staff/reviews/:applicationId/second-approval',
  summary:
    'A senior reviewer confirms an approval above the four-eyes limit (which concludes the application) or sends it back; never their own',
  tags,
  access: 'staff',
  roles: staffRoleGroups.secondApproval,
  params: staffApplicationParamsSchema,
  body: staffSecondApprovalSchema,
  response: staffActionResponseSchema,
  errors: [409],
});

export const returnStaffReviewToContract = defineEndpoint({
  operationId: 'returnStaffReviewToContract',
  method: 'POST',
  path: '/api/staff/reviews/:applicationId/return-to-contract',
  summary:
    'Sends an application with a reported contract error back to the contract check with new documents',
  tags,
  access: 'staff',
  roles: staffRoleGroups.reviewing,
  params: staffApplicationParamsSchema,
  body: staffReturnToContractSchema,
  response: staffActionResponseSchema,
  errors: [409],
});

export const listStaffDecisionReviews = defineEndpoint({
  operationId: 'listStaffDecisionReviews',
  method: 'GET',
  path: '/api/staff/decision-reviews',
  summary:
    'Open requests from customers for a person to review an automated decision (EU 2023/2225 art. 18(8)), oldest first',
  tags,
  access: 'staff',
  roles: staffRoleGroups.reviewing,
  response: staffDecisionReviewListSchema,
});

export const takeStaffDecisionReview = defineEndpoint({
  operationId: 'takeStaffDecisionReview',
  method: 'POST',
  path: '/api/staff/decision-reviews/:reviewId/take',
  summary: 'Takes a review request: the customer sees it in progress',
  tags,
  access: 'staff',
  roles: staffRoleGroups.reviewing,
  params: decisionReviewIdParamsSchema,
  response: decisionReviewSchema,
  errors: [409],
});

export const decideStaffDecisionReview = defineEndpoint({
  operationId: 'decideStaffDecisionReview',
  method: 'POST',
  path: '/api/staff/decision-reviews/:reviewId/decision',
  summary:
    'Confirms or changes the contested decision, once, with a reason the customer sees and gets by email',
  tags,
  access: 'staff',
  roles: staffRoleGroups.reviewing,
  params: decisionReviewIdParamsSchema,
  body: decisionReviewDecisionSchema,
  response: decisionReviewSchema,
  errors: [409],
});
