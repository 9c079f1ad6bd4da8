import type { QuestionCondition } from '@hitelkapu/domain';
import { PERSONAL_LOAN_FLOW_ID } from '@hitelkapu/domain/rules/flow';
import type { StoredFlowQuestion, StoredFlowStep } from '../db/schema/index.ts';
import { simpleFieldSeed } from './application-fields.ts';

/*
 * The personal-loan application flow (spec §3 "Flow", issue 5); the field configurations its
 * questions name are in application-fields.ts. A question names its field by `fieldId` and the
 * server resolves label, hint and options from it when it serves the flow.
 */

// The field seeds stay importable from here, beside the flow that names them.
export * from './application-fields.ts';

const when = (identifier: string, answer: string): QuestionCondition[] => [
  { conditionalFieldId: identifier, conditionalFieldAnswer: answer, conditionalFieldOperator: 'AND' },
];

type QuestionInput = Pick<StoredFlowQuestion, 'identifier' | 'type' | 'fieldId'> &
  Partial<StoredFlowQuestion>;

const question = (input: QuestionInput): StoredFlowQuestion => ({
  fieldType: null,
  fieldSubtype: null,
  validation: null,
  format: null,
  isRequired: true,
  isConditional: false,
  conditions: [],
  isHardKo: false,
  koAnswer: null,
  hidden: false,
  koExplanation: null,
  ...input,
});

const simple = (
  identifier: string,
  fieldId: number,
  extra: Partial<StoredFlowQuestion> = {},
): StoredFlowQuestion => {
  const field = simpleFieldSeed.find((candidate) => candidate.id === fieldId);
  if (!field) throw new Error(`no simple field ${fieldId}`);
  return question({ identifier, type: 'SIMPLE_FIELD', fieldId, fieldType: field.fieldType, ...extra });
};

const conditional = (controlling: string, answer: string): Partial<StoredFlowQuestion> => ({
  isConditional: true,
  conditions: when(controlling, answer),
});

const readonly = (identifier: string, fieldId: number) =>
  question({ identifier, type: 'READONLY_FIELD', fieldId, isRequired: false });

/*
 * Latin letters with accents (Latin-1 and Latin Extended-A: á, ő, ű, ä, č, ...), spaces,
 * hyphens, dots and apostrophes, at least two characters. Written without \p{L}: the engine
 * builds the pattern without the `u` flag.
 */
const LETTER = 'A-Za-zÀ-ÖØ-öø-ž';
const NAME_PATTERN = `^[${LETTER}][${LETTER} .'-]*[${LETTER}.]$`;

/*
 * `prefillFrom` names the preliminary-assessment answer a new application starts with (the
 * customer already gave it and may correct it): birth date, employment start, net income,
 * existing loans and their instalments, credit card limits (rules/prefill.ts).
 */
export const personalLoanFlowSteps: StoredFlowStep[] = [
  {
    id: 'offer-and-contact',
    rowIndex: 0,
    title: 'Az ajánlat és az Ön adatai',
    description:
      'Ellenőrizze a választott ajánlatot és elérhetőségeit. Ha valami nem stimmel, a profiljában módosíthatja, vagy válasszon másik ajánlatot.',
    time: 30,
    questions: [
      readonly('offer_full_name', 1),
      readonly('offer_email', 2),
      readonly('offer_phone', 3),
      readonly('offer_product_name', 4),
      readonly('offer_amount', 5),
      readonly('offer_months', 6),
      readonly('offer_monthly_payment', 7),
      readonly('offer_thm', 8),
    ],
  },
  {
    id: 'personal-data',
    rowIndex: 1,
    title: 'Személyes adatok',
    description: 'A személyazonosító adatait a személyi igazolványa alapján adja meg.',
    time: 90,
    questions: [
      simple('mothers_name', 1, { validation: NAME_PATTERN }),
      simple('birth_place', 2, { validation: NAME_PATTERN }),
      simple('birth_date', 3, { validation: 'BIRTH_DATE', prefillFrom: 'preliminary.date_of_birth' }),
      simple('id_card_number', 4, { validation: '^(\\d{6}[A-Z]{2}|[A-Z]{2}\\d{6})$' }),
      simple('citizenship', 5),
      simple('marital_status', 6),
      simple('dependants', 7, { validation: '^\\d{1,2}$' }),
    ],
  },
  {
    id: 'address',
    rowIndex: 2,
    title: 'Lakcím',
    description: 'Az állandó lakcíme, ahogy a lakcímkártyáján szerepel.',
    time: 60,
    questions: [
      simple('postal_code', 8, { validation: '^[1-9]\\d{3}$' }),
      simple('city', 9, { validation: NAME_PATTERN }),
      simple('street', 10, { validation: '^.{3,120}$' }),
      simple('has_mailing_address', 11),
      simple('mailing_postal_code', 12, {
        validation: '^[1-9]\\d{3}$',
        ...conditional('has_mailing_address', 'true'),
      }),
      simple('mailing_city', 13, { validation: NAME_PATTERN, ...conditional('has_mailing_address', 'true') }),
      simple('mailing_street', 14, {
        validation: '^.{3,120}$',
        ...conditional('has_mailing_address', 'true'),
      }),
    ],
  },
  {
    id: 'employment-income',
    rowIndex: 3,
    title: 'Munkahely és jövedelem',
    description: 'A jövedelmét a hitelképesség vizsgálatához kérdezzük (2009. évi CLXII. törvény).',
    time: 120,
    questions: [
      simple('employer_name', 15, { validation: '^.{2,150}$' }),
      simple('employer_tax_number', 16, { validation: '^\\d{8}-\\d-\\d{2}$' }),
      simple('employment_start', 17, { validation: 'PAST', prefillFrom: 'preliminary.current_job' }),
      simple('net_income', 18, { format: 'HUF', prefillFrom: 'preliminary.salary' }),
      simple('income_channel', 19),
      simple('bank_account', 20, { validation: '^\\d{8}-\\d{8}(-\\d{8})?$' }),
      // Optional: linking the bank account (or having linked it for the preliminary assessment)
      // completes it, answered by the server.
      question({
        identifier: 'bank_sync',
        type: 'SPECIAL_FIELD',
        fieldId: 1,
        fieldSubtype: 'PSD2',
        isRequired: false,
      }),
      simple('other_income', 21, { isRequired: false }),
    ],
  },
  {
    id: 'commitments',
    rowIndex: 4,
    title: 'Meglévő kötelezettségek',
    description:
      'A meglévő hitelei törlesztőrészletét a jövedelemarányos törlesztési mutatóhoz (JTM) számítjuk be.',
    time: 60,
    questions: [
      simple('has_loans', 22, { prefillFrom: 'preliminary.salary_commitment' }),
      simple('loan_instalments', 23, {
        format: 'HUF',
        ...conditional('has_loans', 'true'),
        prefillFrom: 'preliminary.committed_salary',
      }),
      simple('credit_card_limit', 24, {
        format: 'HUF',
        isRequired: false,
        prefillFrom: 'preliminary.credit_card_limit',
      }),
      simple('insolvency_proceedings', 25, {
        isHardKo: true,
        koAnswer: 'true',
        koExplanation:
          'Amíg csőd-, felszámolási, végrehajtási vagy adósságrendezési eljárás folyik Ön ellen, a törvény szerint nem köthetünk Önnel új hitelszerződést. Ha az eljárás lezárult, kérjük, válassza a „Nem” választ. Kérdés esetén ügyfélszolgálatunk szívesen segít.',
      }),
    ],
  },
  {
    id: 'statements',
    rowIndex: 5,
    title: 'Nyilatkozatok',
    description: 'Kérjük, olvassa el és fogadja el a hitelkérelemhez szükséges nyilatkozatokat.',
    time: 90,
    questions: [
      question({ identifier: 'statement_khr', type: 'STATEMENT_PROMPT', fieldId: 1 }),
      // A yes/no choice (RADIO), logged as a consent with its version: either answer goes on.
      question({
        identifier: 'statement_khr_positive_list',
        type: 'STATEMENT_PROMPT',
        fieldId: 4,
        fieldType: 'RADIO',
      }),
      question({ identifier: 'statement_pep', type: 'STATEMENT_PROMPT', fieldId: 2 }),
      question({ identifier: 'statement_beneficial_owner', type: 'STATEMENT_PROMPT', fieldId: 3 }),
      question({
        identifier: 'email_confirmed',
        type: 'SPECIAL_FIELD',
        fieldId: 1,
        fieldSubtype: 'EMAIL_CONFIRM',
      }),
    ],
  },
  {
    id: 'documents',
    rowIndex: 6,
    title: 'Dokumentumok',
    description: 'Töltse fel a kért dokumentumokat. Telefonnal készített, jól olvasható fénykép is megfelel.',
    time: 180,
    questions: [
      // The question identifier is the prompt's identifier: PATCH document names both.
      question({ identifier: 'id_card_document', type: 'DOCUMENT_PROMPT', fieldId: 1 }),
      question({ identifier: 'address_card_document', type: 'DOCUMENT_PROMPT', fieldId: 2 }),
      question({ identifier: 'income_document', type: 'DOCUMENT_PROMPT', fieldId: 3 }),
      question({
        identifier: 'identity_verification',
        type: 'SPECIAL_FIELD',
        fieldId: 2,
        fieldSubtype: 'KYC',
        isRequired: false,
      }),
    ],
  },
];

export const flowDefinitionSeed = [
  { id: PERSONAL_LOAN_FLOW_ID, title: 'Személyi kölcsön – hitelkérelem', steps: personalLoanFlowSteps },
];
