import type {
  CustomerDocument,
  DocumentPrompt,
  FinishResponse,
  Flow,
  FlowQuestion,
  LoanApplication,
  LoanApplicationSummary,
  ReadonlyField,
  ScoringDecisionResponse,
  StatementPrompt,
} from '@hitelkapu/domain/contracts/application';
import { flowSchema } from '@hitelkapu/domain/contracts/application';
import type {
  IdentificationState,
  KycTypeInfo,
  VerificationMethod,
} from '@hitelkapu/domain/contracts/identification';
import type { LoanProduct } from '@hitelkapu/domain/contracts/offers';
import type {
  ApplicationResult,
  DocumentsForSigning,
  SigningDocument,
  SigningSession,
} from '@hitelkapu/domain/contracts/signing';
import { withAgeLimits } from '@hitelkapu/domain/rules/validators';
import {
  documentPromptSeed,
  psd2FieldSeed,
  readonlyFieldSeed,
  simpleFieldSeed,
  specialFieldSeed,
  statementPromptSeed,
} from '../../../server/src/seed/application-fields.ts';
import { flowDefinitionSeed } from '../../../server/src/seed/application-flow.ts';
import { statementSeed } from '../../../server/src/seed/statements.ts';
import { verificationMethodSeed } from '../../../server/src/seed/verification-methods.ts';
import { quoteOf, regulatoryFigures, seededProducts } from './credit-fixtures.ts';

/**
 * Test data of the loan application, shaped by the domain contracts. The flow, its field
 * configurations, prompts, statements and verification methods are the seed's, resolved the
 * way the server answers them; ids of customer records, dates and answers are the tests' own.
 */

export const APPLICATION_ID = '7f8c2a4e-1b3d-4c5e-9f60-0a1b2c3d4e5f';

/** The product the application was made for: the first seeded product. */
export const applicationProduct = seededProducts[0] as LoanProduct;

export function loanApplication(overrides: Partial<LoanApplication> = {}): LoanApplication {
  return {
    id: APPLICATION_ID,
    offerId: applicationProduct.id,
    flowId: applicationFlow.id,
    amount: 2_000_000,
    duration: 36,
    quote: quoteOf(applicationProduct, 2_000_000, 36),
    dynamicData: '{}',
    answerVersions: {},
    currentPosition: 'INTRO',
    currentFlowIndex: 0,
    currentStatus: null,
    currentStatusResult: null,
    kycTypes: [],
    sigTypes: [],
    projectRecords: [],
    signatureState: 'NOT_READY',
    identityVerifiedAt: null,
    signedAt: null,
    createdAt: '2026-11-20T09:30:00.000Z',
    updatedAt: '2026-11-20T09:30:00.000Z',
    ...overrides,
  };
}

/** Statement ids are the database's; the tests number them from here. */
const STATEMENT_ID_BASE = 30;

/** GET statement/{id}: a seeded statement prompt with the statement it names. */
export function statementPrompt(id: number): StatementPrompt {
  const prompt = statementPromptSeed.find((candidate) => candidate.id === id);
  const index = statementSeed.findIndex((row) => row.identifier === prompt?.statementIdentifier);
  const statement = statementSeed[index];
  if (!prompt || !statement) throw new Error(`no seeded statement prompt ${id}`);
  return {
    id,
    statementId: STATEMENT_ID_BASE + index + 1,
    identifier: statement.identifier,
    version: statement.version ?? 1,
    title: statement.title,
    summary: statement.summary,
    body: statement.body,
  };
}

/** GET document-prompt/{id}: a seeded document prompt. */
export function documentPrompt(id: number): DocumentPrompt {
  const row = documentPromptSeed.find((candidate) => candidate.id === id);
  if (!row) throw new Error(`no seeded document prompt ${id}`);
  const { id: _id, identifier, title, description, acceptedTypes, maxBytes, maxFiles } = row;
  return { id, identifier, title, description, acceptedTypes, maxBytes, maxFiles } as DocumentPrompt;
}

/** GET readonly-field/{id}: a seeded read-only field. */
export function readonlyField(id: number): ReadonlyField {
  const row = readonlyFieldSeed.find((candidate) => candidate.id === id);
  if (!row) throw new Error(`no seeded read-only field ${id}`);
  return { id, label: row.label, source: row.valueSource } as ReadonlyField;
}

type StoredQuestion = (typeof flowDefinitionSeed)[number]['steps'][number]['questions'][number];

/** A question's label, hint and options from its field configuration (flow.repository.ts findFlow). */
function resolve(question: StoredQuestion): Pick<FlowQuestion, 'label' | 'hint' | 'options'> {
  const missing = () => new Error(`question '${question.identifier}' names a missing ${question.type}`);
  switch (question.type) {
    case 'SIMPLE_FIELD': {
      const field = simpleFieldSeed.find((f) => f.id === question.fieldId);
      if (!field) throw missing();
      return { label: field.label, hint: field.hint ?? null, options: field.options ?? [] };
    }
    case 'DOCUMENT_PROMPT': {
      const prompt = documentPrompt(question.fieldId);
      return { label: prompt.title, hint: prompt.description, options: [] };
    }
    case 'READONLY_FIELD':
      return { label: readonlyField(question.fieldId).label, hint: null, options: [] };
    case 'STATEMENT_PROMPT': {
      const prompt = statementPrompt(question.fieldId);
      return { label: prompt.title, hint: prompt.summary, options: [] };
    }
    case 'SPECIAL_FIELD': {
      const fields = question.fieldSubtype === 'PSD2' ? psd2FieldSeed : specialFieldSeed;
      const field = fields.find((f) => f.id === question.fieldId);
      if (!field) throw missing();
      return { label: field.title, hint: field.description, options: [] };
    }
  }
}

/**
 * GET flow: the seeded personal-loan flow as the server serves it (the optional PSD2 field
 * shown on the income step) with the seeded age limits on the birth date.
 */
export function seededFlow(): Flow {
  const [definition] = flowDefinitionSeed;
  if (!definition) throw new Error('no seeded flow');
  return flowSchema.parse({
    id: definition.id,
    title: definition.title,
    steps: definition.steps.map((step) => ({
      ...step,
      questions: step.questions.map((question) =>
        withAgeLimits(
          { ...question, ...resolve(question) },
          { min: regulatoryFigures.minimumAge, max: regulatoryFigures.maximumAgeAtMaturity },
        ),
      ),
    })),
  });
}

export const applicationFlow: Flow = seededFlow();

/** A question of the seeded flow by its identifier. */
export function flowQuestionOf(identifier: string): FlowQuestion {
  const question = applicationFlow.steps
    .flatMap((step) => step.questions)
    .find((candidate) => candidate.identifier === identifier);
  if (!question) throw new Error(`the seeded flow has no question '${identifier}'`);
  return question;
}

/** The index and title of the seeded flow's step holding a question. */
export function flowStepOf(identifier: string): { index: number; title: string } {
  const index = applicationFlow.steps.findIndex((step) =>
    step.questions.some((question) => question.identifier === identifier),
  );
  const step = applicationFlow.steps[index];
  if (!step) throw new Error(`the seeded flow has no question '${identifier}'`);
  return { index, title: step.title };
}

/** The seeded knock-out question's explanation. */
export const KO_EXPLANATION = flowQuestionOf('insolvency_proceedings').koExplanation as string;

export const idCardPrompt: DocumentPrompt = documentPrompt(1);

export const khrStatement: StatementPrompt = statementPrompt(1);

export function customerDocument(overrides: Partial<CustomerDocument> = {}): CustomerDocument {
  return {
    id: 'doc-1',
    kind: 'UPLOAD',
    applicationId: APPLICATION_ID,
    promptId: 1,
    promptIdentifier: 'id_card_document',
    originalName: 'szemelyi.pdf',
    contentType: 'application/pdf',
    size: 245_760,
    createdAt: '2026-11-20T09:40:00.000Z',
    ...overrides,
  };
}

export function applicationSummary(overrides: Partial<LoanApplicationSummary> = {}): LoanApplicationSummary {
  const {
    id,
    offerId,
    amount,
    duration,
    currentPosition,
    currentStatus,
    currentStatusResult,
    createdAt,
    updatedAt,
  } = loanApplication();
  return {
    id,
    offerId,
    amount,
    duration,
    currentPosition,
    currentStatus,
    currentStatusResult,
    createdAt,
    updatedAt,
    ...overrides,
  };
}

export function scoringDecision(overrides: Partial<ScoringDecisionResponse> = {}): ScoringDecisionResponse {
  return {
    id: 'scoring-1',
    applicationId: APPLICATION_ID,
    decision: 'APPROVED',
    reasons: [],
    createdAt: '2026-11-20T10:05:00.000Z',
    ...overrides,
  };
}

/** GET result: the decision that counts. */
export function applicationResult(overrides: Partial<ApplicationResult> = {}): ApplicationResult {
  return {
    applicationId: APPLICATION_ID,
    decision: 'APPROVED',
    reasons: [],
    decidedBy: 'AUTOMATED',
    decidedAt: '2026-11-20T10:05:00.000Z',
    signedAt: null,
    withdrawableUntil: null,
    withdrawnAt: null,
    ...overrides,
  };
}

/** POST finish's answer: the decision and the application where it moved (DOMAIN "Decisioning"). */
export function finishResponse(
  scoring: Partial<ScoringDecisionResponse>,
  application: Partial<LoanApplication>,
): FinishResponse {
  return { scoring: scoringDecision(scoring), application: loanApplication(application) };
}

/** A seeded verification method as GET kyc-type-info lists it. */
function seededMethod(code: string): VerificationMethod {
  const row = verificationMethodSeed.find((method) => method.code === code);
  if (!row) throw new Error(`no seeded verification method '${code}'`);
  return {
    code: row.code,
    provider: row.provider,
    title: row.title,
    description: row.description,
    minutes: row.minutes,
  } as VerificationMethod;
}

export const sandboxKyc: VerificationMethod = seededMethod('SANDBOX');

export const smsSignature: VerificationMethod = seededMethod('SMS_OTP');

// Test-only methods: the seed ships one identity check, and a vendor's adapter adds its own
// row; these two stand for such rows so the choice between several methods can be tested.
export const videoKyc: VerificationMethod = {
  code: 'VIDEO_CALL',
  provider: 'video',
  title: 'Videóhívás ügyintézővel',
  description: 'Ügyintézőnk videóhívásban ellenőrzi személyi igazolványát.',
  minutes: 10,
};

export const eidKyc: VerificationMethod = {
  code: 'EID',
  provider: 'eid',
  title: 'Azonosítás e-személyivel',
  description: 'Kártyaolvasóval vagy telefonja NFC-jével olvassa be e-személyi igazolványát.',
  minutes: 3,
};

/** GET /administration/kyc-type-info: every configured method, in configuration order. */
export function kycTypeInfo(overrides: Partial<KycTypeInfo> = {}): KycTypeInfo {
  return { kycTypes: [sandboxKyc, videoKyc, eidKyc], signatureTypes: [smsSignature], ...overrides };
}

export const KYC_REDIRECT_URL = 'https://kyc-sandbox.example.hu/session/kyc-1?return=%2Fapplication';

/** GET identification: the latest identity check, open by default. */
export function identificationState(overrides: Partial<IdentificationState> = {}): IdentificationState {
  return {
    kycSessionId: 'kyc-1',
    type: 'SANDBOX',
    status: 'STARTED',
    declineReason: null,
    redirectUrl: KYC_REDIRECT_URL,
    startedAt: '2026-11-20T10:10:00.000Z',
    completedAt: null,
    ...overrides,
  };
}

export function signingDocument(overrides: Partial<SigningDocument> = {}): SigningDocument {
  return {
    id: 'contract-1',
    kind: 'CONTRACT',
    title: 'Hitelszerződés',
    fileName: 'hitelszerzodes.pdf',
    size: 48_128,
    sha256: 'a'.repeat(64),
    createdAt: '2026-11-20T10:20:00.000Z',
    ...overrides,
  };
}

/** GET documents-for-signing: the contract and the SECCI, ready to sign. */
export function documentsForSigning(overrides: Partial<DocumentsForSigning> = {}): DocumentsForSigning {
  return {
    state: 'READY',
    documents: [
      signingDocument(),
      signingDocument({
        id: 'secci-1',
        kind: 'SECCI',
        title: 'Egységes európai fogyasztói hitelinformációs formanyomtatvány',
        fileName: 'secci.pdf',
        size: 31_744,
        sha256: 'b'.repeat(64),
      }),
    ],
    ...overrides,
  };
}

/** The open signing: a code sent by SMS, valid for 5 minutes, a new one after 1 minute. */
export function signingSession(overrides: Partial<SigningSession> = {}): SigningSession {
  const now = Date.now();
  return {
    signingSessionId: 'signing-1',
    type: 'SMS_OTP',
    channel: 'SMS',
    maskedPhone: '+36 20 *** **67',
    expiresAt: new Date(now + 5 * 60_000).toISOString(),
    attemptsLeft: 5,
    resendAvailableAt: new Date(now + 60_000).toISOString(),
    ...overrides,
  };
}
