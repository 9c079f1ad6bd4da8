import type { QuestionOption } from '@hitelkapu/domain';
import { MAX_DOCUMENT_BYTES } from '@hitelkapu/domain/rules/flow';
import type {
  documentPrompts,
  psd2Fields,
  readonlyFields,
  simpleFields,
  specialFields,
} from '../db/schema/index.ts';

/*
 * The field configurations the application flow's questions name (application-flow.ts). Seeded
 * ids stay below 1000 (ADR 009); the server resolves a question's label, hint and options from
 * its field when it serves the flow.
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
