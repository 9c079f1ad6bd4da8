import type {
  CustomerDocument,
  DocumentPrompt,
  FinishResponse,
  Flow,
  FlowQuestion,
  LoanApplication,
  LoanApplicationSummary,
  ScoringDecisionResponse,
  StatementPrompt,
} from '@hitelkapu/domain/contracts/application';
import type {
  IdentificationState,
  KycTypeInfo,
  VerificationMethod,
} from '@hitelkapu/domain/contracts/identification';
import type {
  ApplicationResult,
  DocumentsForSigning,
  SigningDocument,
  SigningSession,
} from '@hitelkapu/domain/contracts/signing';
import { loanProduct, quoteOf } from './credit-fixtures.ts';

/** Test data of the loan application, shaped by the domain contracts. */

export const APPLICATION_ID = '7f8c2a4e-1b3d-4c5e-9f60-0a1b2c3d4e5f';

export const applicationProduct = loanProduct({
  id: 2,
  name: 'Hitelkapu Kölcsön',
  rate: 15.9,
  monthlyFee: 0,
});

export function loanApplication(overrides: Partial<LoanApplication> = {}): LoanApplication {
  return {
    id: APPLICATION_ID,
    offerId: 2,
    flowId: 'personal-loan',
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

export function flowQuestion(
  overrides: Partial<FlowQuestion> & Pick<FlowQuestion, 'identifier' | 'label'>,
): FlowQuestion {
  return {
    type: 'SIMPLE_FIELD',
    fieldType: 'INPUT',
    fieldId: 1,
    fieldSubtype: null,
    validation: null,
    format: null,
    isRequired: true,
    isConditional: false,
    conditions: [],
    isHardKo: false,
    koAnswer: null,
    hidden: false,
    hint: null,
    options: [],
    koExplanation: null,
    ...overrides,
  };
}

export const KO_EXPLANATION =
  'Rendszeres jövedelem nélkül most nem adhatunk kölcsönt. Ha lesz munkahelye, szívesen várjuk vissza.';

/** Four steps with every question kind of spec §3, a conditional question, a knock-out and a hidden one. */
export const applicationFlow: Flow = {
  id: 'personal-loan',
  title: 'Személyi kölcsön igénylése',
  steps: [
    {
      id: 'personal',
      rowIndex: 0,
      title: 'Személyes adatok',
      description: 'Adja meg személyes adatait úgy, ahogy a személyi igazolványában szerepelnek.',
      time: 120,
      questions: [
        flowQuestion({
          identifier: 'full_name',
          label: 'Név',
          type: 'READONLY_FIELD',
          fieldType: null,
          fieldId: 1,
          isRequired: false,
        }),
        flowQuestion({ identifier: 'mother_name', label: 'Anyja születési neve', fieldId: 10 }),
        flowQuestion({ identifier: 'phone', label: 'Mobiltelefonszám', format: 'PHONE', fieldId: 11 }),
        flowQuestion({
          identifier: 'birth_date',
          label: 'Születési dátum',
          fieldType: 'DATE_PICKER',
          validation: 'PAST',
          fieldId: 12,
          prefillFrom: 'preliminary.date_of_birth',
        }),
        flowQuestion({
          identifier: 'marital_status',
          label: 'Családi állapot',
          fieldType: 'SELECT',
          fieldId: 13,
          options: [
            { value: 'single', label: 'Egyedülálló' },
            { value: 'married', label: 'Házas' },
          ],
        }),
        flowQuestion({ identifier: 'internal_note', label: 'Belső megjegyzés', hidden: true, fieldId: 14 }),
      ],
    },
    {
      id: 'income',
      rowIndex: 1,
      title: 'Munka és jövedelem',
      description: null,
      time: 180,
      questions: [
        flowQuestion({
          identifier: 'employment',
          label: 'Foglalkozása',
          fieldType: 'RADIO',
          fieldId: 20,
          options: [
            { value: 'employee', label: 'Alkalmazott' },
            { value: 'self_employed', label: 'Vállalkozó' },
            { value: 'unemployed', label: 'Jelenleg nincs munkahelyem' },
          ],
          isHardKo: true,
          koAnswer: 'unemployed',
          koExplanation: KO_EXPLANATION,
        }),
        flowQuestion({
          identifier: 'net_income',
          label: 'Havi nettó jövedelem',
          format: 'HUF',
          fieldId: 21,
          prefillFrom: 'preliminary.salary',
        }),
        flowQuestion({
          identifier: 'has_loans',
          label: 'Van jelenleg törlesztett hitele?',
          fieldType: 'RADIO',
          fieldId: 22,
          // As the seeded flow has it: the engine accepts a RADIO answer only among its options.
          options: [
            { value: 'true', label: 'Igen' },
            { value: 'false', label: 'Nem' },
          ],
        }),
        flowQuestion({
          identifier: 'loan_instalments',
          label: 'Meglévő hitelei havi törlesztőrészlete',
          format: 'HUF',
          fieldId: 23,
          isConditional: true,
          conditions: [
            {
              conditionalFieldId: 'has_loans',
              conditionalFieldAnswer: 'true',
              conditionalFieldOperator: 'AND',
            },
          ],
        }),
        flowQuestion({
          identifier: 'income_sources',
          label: 'További jövedelemforrások',
          fieldType: 'CHECKBOX',
          fieldId: 24,
          isRequired: false,
          options: [
            { value: 'rent', label: 'Bérbeadás' },
            { value: 'pension', label: 'Nyugdíj' },
          ],
        }),
      ],
    },
    {
      id: 'statements',
      rowIndex: 2,
      title: 'Nyilatkozatok',
      description: null,
      time: 60,
      questions: [
        flowQuestion({
          identifier: 'statement_khr',
          label: 'Nyilatkozat a KHR-ről',
          hint: 'Hozzájárul, hogy hiteladatait a Központi Hitelinformációs Rendszerben ellenőrizzük.',
          type: 'STATEMENT_PROMPT',
          fieldType: null,
          fieldId: 1,
        }),
        flowQuestion({
          identifier: 'email_confirmed',
          label: 'E-mail cím megerősítése',
          type: 'SPECIAL_FIELD',
          fieldType: null,
          fieldSubtype: 'EMAIL_CONFIRM',
          fieldId: 1,
        }),
      ],
    },
    {
      id: 'documents',
      rowIndex: 3,
      title: 'Dokumentumok',
      description: null,
      time: 120,
      questions: [
        flowQuestion({
          identifier: 'id_card_document',
          label: 'Személyi igazolvány',
          type: 'DOCUMENT_PROMPT',
          fieldType: null,
          fieldId: 1,
        }),
        flowQuestion({
          identifier: 'identity_verification',
          label: 'Személyazonosság ellenőrzése',
          hint: 'Személyazonosságát a kérelem beküldése után, online ellenőrizzük.',
          type: 'SPECIAL_FIELD',
          fieldType: null,
          fieldSubtype: 'KYC',
          fieldId: 2,
          isRequired: false,
        }),
        flowQuestion({
          identifier: 'bank_sync',
          label: 'Bankszámla összekapcsolása',
          type: 'SPECIAL_FIELD',
          fieldType: null,
          fieldSubtype: 'PSD2',
          fieldId: 3,
          isRequired: false,
        }),
      ],
    },
  ],
};

export const idCardPrompt: DocumentPrompt = {
  id: 1,
  identifier: 'id_card_document',
  title: 'Személyi igazolvány',
  description: 'Töltse fel személyi igazolványa mindkét oldalát.',
  acceptedTypes: ['application/pdf', 'image/jpeg', 'image/png'],
  maxBytes: 10 * 1024 * 1024,
  maxFiles: 2,
};

export const khrStatement: StatementPrompt = {
  id: 1,
  statementId: 31,
  identifier: 'statement_khr',
  version: 1,
  title: 'Nyilatkozat a KHR-ről',
  summary: 'Hozzájárul, hogy hiteladatait a Központi Hitelinformációs Rendszerben ellenőrizzük.',
  body: 'A Központi Hitelinformációs Rendszerről szóló 2011. évi CXXII. törvény alapján…',
};

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

export const sandboxKyc: VerificationMethod = {
  code: 'SANDBOX',
  provider: 'sandbox',
  title: 'Online azonosítás fényképpel',
  description:
    'Lefényképezi személyi igazolványát, majd készít magáról egy szelfit. Az ellenőrzés néhány perc, és bármikor megismételhető.',
  minutes: 5,
};

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

export const smsSignature: VerificationMethod = {
  code: 'SMS_OTP',
  provider: 'builtin',
  title: 'Aláírás SMS-kóddal',
  description:
    'A szerződést a regisztrált telefonszámára küldött egyszer használatos kóddal írja alá. A kód 5 percig érvényes.',
  minutes: 2,
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
