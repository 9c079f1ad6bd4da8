import type { QuestionCondition, QuestionOption } from '@hitelkapu/domain';
import { MAX_DOCUMENT_BYTES, PERSONAL_LOAN_FLOW_ID } from '@hitelkapu/domain/rules/flow';
import type {
  documentPrompts,
  psd2Fields,
  readonlyFields,
  StoredFlowQuestion,
  StoredFlowStep,
  simpleFields,
  specialFields,
} from '../schema/index.ts';

/*
 * The personal-loan application flow (spec §3 "Flow", issue 5) and the field configurations
 * its questions name. Seeded ids stay below 1000 (ADR 009); a question names its field by
 * `fieldId` and the server resolves label, hint and options from it when it serves the flow.
 */

const yesNo: QuestionOption[] = [
  { value: 'true', label: 'Igen' },
  { value: 'false', label: 'Nem' },
];

type SimpleFieldSeed = typeof simpleFields.$inferInsert & { id: number };

export const simpleFieldSeed: SimpleFieldSeed[] = [
  {
    id: 1,
    fieldType: 'INPUT',
    label: 'Anyja születési neve',
    hint: 'Ahogy a személyi igazolványában szerepel.',
  },
  {
    id: 2,
    fieldType: 'INPUT',
    label: 'Születési hely',
    hint: 'Település, külföldön születetteknél az ország is.',
  },
  { id: 3, fieldType: 'DATE_PICKER', label: 'Születési dátum', hint: null },
  {
    id: 4,
    fieldType: 'INPUT',
    label: 'Személyi igazolvány száma',
    hint: 'Hat számjegy és két betű (például 123456AB), vagy két betű és hat számjegy (például AB123456).',
  },
  {
    id: 5,
    fieldType: 'SELECT',
    label: 'Állampolgárság',
    hint: null,
    options: [
      { value: 'hungarian', label: 'Magyar' },
      { value: 'other_eu', label: 'Más uniós (EGT) állampolgárság' },
      { value: 'other', label: 'Egyéb' },
    ],
  },
  {
    id: 6,
    fieldType: 'SELECT',
    label: 'Családi állapot',
    hint: null,
    options: [
      { value: 'single', label: 'Egyedülálló' },
      { value: 'married', label: 'Házas' },
      { value: 'partnership', label: 'Élettársi kapcsolatban él' },
      { value: 'divorced', label: 'Elvált' },
      { value: 'widowed', label: 'Özvegy' },
    ],
  },
  {
    id: 7,
    fieldType: 'INPUT',
    label: 'Eltartottak száma',
    hint: 'Az Ön háztartásában élő, Ön által eltartott személyek (például gyermekek) száma. Ha nincs ilyen, írjon 0-t.',
  },
  { id: 8, fieldType: 'INPUT', label: 'Irányítószám', hint: 'Négy számjegy, például 1138.' },
  { id: 9, fieldType: 'INPUT', label: 'Település', hint: null },
  { id: 10, fieldType: 'INPUT', label: 'Utca, házszám', hint: 'Emelet és ajtó is, ha van.' },
  {
    id: 11,
    fieldType: 'RADIO',
    label: 'A levelezési címe eltér a lakcímétől?',
    hint: null,
    options: yesNo,
  },
  { id: 12, fieldType: 'INPUT', label: 'Levelezési cím – irányítószám', hint: 'Négy számjegy.' },
  { id: 13, fieldType: 'INPUT', label: 'Levelezési cím – település', hint: null },
  { id: 14, fieldType: 'INPUT', label: 'Levelezési cím – utca, házszám', hint: null },
  {
    id: 15,
    fieldType: 'INPUT',
    label: 'Munkáltató neve',
    hint: 'A cég teljes neve, például Minta Kereskedelmi Kft.',
  },
  {
    id: 16,
    fieldType: 'INPUT',
    label: 'Munkáltató adószáma',
    hint: 'A bérjegyzéken vagy a munkaszerződésen találja, például 12345678-2-42.',
  },
  { id: 17, fieldType: 'DATE_PICKER', label: 'A jelenlegi munkaviszony kezdete', hint: null },
  {
    id: 18,
    fieldType: 'INPUT',
    label: 'Havi nettó jövedelem',
    hint: 'A bankszámlájára vagy kézhez kapott összeg forintban, levonások után.',
  },
  {
    id: 19,
    fieldType: 'SELECT',
    label: 'Hogyan kapja a jövedelmét?',
    hint: null,
    options: [
      { value: 'bank_account', label: 'Bankszámlára' },
      { value: 'cash', label: 'Készpénzben' },
    ],
  },
  {
    id: 20,
    fieldType: 'INPUT',
    label: 'Bankszámlaszám',
    hint: 'Erre a számlára utaljuk a kölcsönt. 2×8 vagy 3×8 számjegy kötőjellel, például 11773016-11111018-00000000.',
  },
  {
    id: 21,
    fieldType: 'CHECKBOX',
    label: 'Milyen további rendszeres bevétele van?',
    hint: 'Nem kötelező. Jelölje be mindet, ami igaz.',
    options: [
      { value: 'rental', label: 'Bérbeadásból származó jövedelem' },
      { value: 'family_allowance', label: 'Családi pótlék' },
      { value: 'pension', label: 'Nyugdíj vagy nyugdíjszerű ellátás' },
      { value: 'secondary_job', label: 'Másodállás, megbízási díj' },
      { value: 'other', label: 'Egyéb rendszeres bevétel' },
    ],
  },
  {
    id: 22,
    fieldType: 'RADIO',
    label: 'Van jelenleg más hitele vagy kölcsöne?',
    hint: 'Például lakáshitel, személyi kölcsön, áruhitel vagy lízing.',
    options: yesNo,
  },
  {
    id: 23,
    fieldType: 'INPUT',
    label: 'Meglévő hiteleinek havi törlesztőrészlete összesen',
    hint: 'Forintban, az összes hitelére együtt.',
  },
  {
    id: 24,
    fieldType: 'INPUT',
    label: 'Hitelkártyáinak és folyószámlahiteleinek kerete összesen',
    hint: 'Nem kötelező. A keret 5%-át havi terhelésként vesszük figyelembe.',
  },
  {
    id: 25,
    fieldType: 'RADIO',
    label: 'Áll-e jelenleg csőd-, felszámolási vagy végrehajtási eljárás alatt?',
    hint: 'Ide tartozik a természetes személyek adósságrendezési eljárása (magáncsőd) is.',
    options: yesNo,
  },
];

export const readonlyFieldSeed: (typeof readonlyFields.$inferInsert & { id: number })[] = [
  { id: 1, label: 'Teljes név', valueSource: 'profile.fullName' },
  { id: 2, label: 'E-mail cím', valueSource: 'profile.email' },
  { id: 3, label: 'Telefonszám', valueSource: 'profile.phone' },
  { id: 4, label: 'Választott termék', valueSource: 'offer.productName' },
  { id: 5, label: 'Hitelösszeg', valueSource: 'offer.amount' },
  { id: 6, label: 'Futamidő', valueSource: 'offer.months' },
  { id: 7, label: 'Havi törlesztőrészlet', valueSource: 'offer.monthlyPayment' },
  { id: 8, label: 'THM', valueSource: 'offer.thm' },
];

const documentTypes: ('application/pdf' | 'image/jpeg' | 'image/png')[] = [
  'application/pdf',
  'image/jpeg',
  'image/png',
];

export const documentPromptSeed: (typeof documentPrompts.$inferInsert & { id: number })[] = [
  {
    id: 1,
    identifier: 'id_card_document',
    title: 'Személyi igazolvány (mindkét oldala)',
    description: 'Töltse fel a személyi igazolványa elő- és hátoldalát.',
    acceptedTypes: documentTypes,
    maxBytes: MAX_DOCUMENT_BYTES,
    maxFiles: 4,
  },
  {
    id: 2,
    identifier: 'address_card_document',
    title: 'Lakcímkártya (lakcímet igazoló oldala)',
    description: 'Töltse fel a lakcímkártyája lakcímet tartalmazó oldalát.',
    acceptedTypes: documentTypes,
    maxBytes: MAX_DOCUMENT_BYTES,
    maxFiles: 4,
  },
  {
    id: 3,
    identifier: 'income_document',
    title: 'Jövedelemigazolás vagy az utolsó 3 havi bankszámlakivonat',
    description:
      'Egy 30 napnál nem régebbi munkáltatói jövedelemigazolás, vagy az utolsó három hónap bankszámlakivonata, amelyen látszik a jövedelem jóváírása.',
    acceptedTypes: documentTypes,
    maxBytes: MAX_DOCUMENT_BYTES,
    maxFiles: 4,
  },
];

export const specialFieldSeed: (typeof specialFields.$inferInsert & { id: number })[] = [
  {
    id: 1,
    subtype: 'EMAIL_CONFIRM',
    title: 'E-mail cím megerősítése',
    description:
      'A szerződéses dokumentumokat és az értesítéseket e-mailben küldjük. Ha még nem erősítette meg e-mail címét, kattintson a nekünk küldött levélben található linkre.',
  },
  {
    id: 2,
    subtype: 'KYC',
    title: 'Személyazonosság-ellenőrzés',
    description:
      'Személyazonosságát a kérelem beküldése után, online ellenőrizzük: ehhez a személyi igazolványára és egy szelfire lesz szükség. Ezen a lépésen most nincs teendője.',
  },
];

export const psd2FieldSeed: (typeof psd2Fields.$inferInsert & { id: number })[] = [
  {
    id: 1,
    title: 'Bankszámla összekapcsolása',
    description:
      'Ha összekapcsolja bankszámláját, jövedelmét a számlaforgalom alapján ellenőrizzük, és nem kell jövedelemigazolást feltöltenie. Az összekapcsolás önkéntes, és csak olvasási jogot ad.',
  },
];

/** Statement prompts by the identifier of the statement they name; ids are resolved when seeding. */
export const statementPromptSeed: { id: number; statementIdentifier: string }[] = [
  { id: 1, statementIdentifier: 'application_khr_data_transfer' },
  { id: 2, statementIdentifier: 'application_pep_declaration' },
  { id: 3, statementIdentifier: 'application_beneficial_owner' },
  { id: 4, statementIdentifier: 'application_khr_positive_list' },
];

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
      // Shown only while bank-account sync is switched on (portal config bank_sync_enabled).
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
