import type { LoanProductKind, RateType } from '@hitelkapu/domain';
import type { DocumentBlock, PageFormat, TableColumn } from '../../lib/pdf/blocks.ts';

/**
 * The templates of the documents the portal issues (GET administration/template-render shows
 * them with their placeholders). A `{{key}}` placeholder is filled from the values of one
 * application; a key without a value is a defect and stops the document from being made.
 * Legal sections open with a one-line plain summary (LOOK-AND-VOICE).
 *
 * The product kind shapes the contract and the SECCI: `{{credit.*}}` placeholders (the
 * contract's title, the type of credit, how it is paid out) and the blocks at each slot come
 * from `creditKindContent`, so a new kind of credit adds content here, not code.
 */

export const scheduleColumnKeys = ['month', 'payment', 'principal', 'interest', 'fee', 'balance'] as const;
export type ScheduleColumnKey = (typeof scheduleColumnKeys)[number];
export type ScheduleSummaryRow = Record<ScheduleColumnKey, string>;

const scheduleColumnHeaders: Record<ScheduleColumnKey, string> = {
  month: 'Hónap',
  payment: 'Fizetendő',
  principal: 'Tőke',
  interest: 'Kamat',
  fee: 'Díj',
  balance: 'Fennálló tőke',
};

/** Places in the contract and the SECCI where a product kind adds its own blocks. */
export const templateSlots = ['keyFacts', 'features', 'subject', 'linkedWithdrawal'] as const;
export type TemplateSlot = (typeof templateSlots)[number];

const slotDescriptions: Record<TemplateSlot, string> = {
  keyFacts: 'a termékfajta legfontosabb adatai (például az áru és készpénzára, vagy a jármű)',
  features: 'a termékfajta adatai a hitel főbb jellemzői között',
  subject: 'a szerződés tárgya a termékfajta szerint (például az áru és az eladó)',
  linkedWithdrawal: 'kapcsolt szerződésnél az elállás hatása a másik szerződésre',
};

export type TemplateBlock =
  | Exclude<DocumentBlock, { kind: 'table' } | { kind: 'heading' }>
  /** A numbered heading gets the next section number when the template is resolved. */
  | { kind: 'heading'; text: string; numbered?: boolean }
  /** The repayment schedule summary (first months, the last one, totals) with these columns. */
  | { kind: 'schedule'; columns: { key: ScheduleColumnKey; width: number }[] }
  /** Every late-payment cost the product is configured with, one fact each, with its legal source. */
  | { kind: 'latePaymentCosts' }
  /** Blocks the product kind adds here (creditKindContent). */
  | { kind: 'slot'; name: TemplateSlot };

export const templateIdentifiers = [
  'loan-contract',
  'secci',
  'signature-clause',
  'withdrawal-receipt',
] as const;
export type TemplateIdentifier = (typeof templateIdentifiers)[number];

export interface DocumentTemplate {
  identifier: TemplateIdentifier;
  title: string;
  format: PageFormat;
  blocks: TemplateBlock[];
}

export interface FactRow {
  label: string;
  value: string;
}

export interface TemplateValues {
  text: Record<string, string>;
  schedule: ScheduleSummaryRow[];
  /** The rows of the `latePaymentCosts` block. */
  latePayment?: FactRow[];
}

/** What each product kind puts into the contract and the SECCI. */
export interface CreditKindContent {
  /** The `{{credit.*}}` values; they may hold placeholders of their own. */
  text: {
    /** The contract's title. */
    contractTitle: string;
    /** "Type of credit" (CCD2 Annex I). */
    type: string;
    /** The contract's clause on paying the credit out. */
    disbursement: string;
    /** The same in one line, for the SECCI. */
    disbursementTerms: string;
  };
  slots: Partial<Record<TemplateSlot, TemplateBlock[]>>;
}

/** How the rate behaves, as the documents and the offers say it (CCD2 art. 8, Annex I). */
export const rateTypeWording: Record<RateType, string> = {
  FIXED: 'a teljes futamidőre rögzített (fix)',
  VARIABLE: 'változó',
};

/**
 * The wording of the late-payment costs; `{{placeholders}}` are filled from the product's
 * configuration (loan_products.late_payment) and the contract's figures.
 */
export const latePaymentWording = {
  interest: {
    label: 'Késedelmi kamat',
    value:
      'Évi {{rate}}: az ügyleti kamat és további {{margin}} százalékpont, de legfeljebb a THM-korlát ({{cap}}). A késedelembe esés napjától a megfizetésig, a késedelmes összeg után jár.',
    short: 'késedelmi kamat évi {{rate}}',
  },
  REMINDER_LETTER: {
    label: 'Fizetési felszólító levél',
    value: '{{amount}} levelenként. Egy elmaradt részletért legfeljebb {{max}} levél díját számítjuk fel.',
    short: 'felszólító levél {{amount}} levelenként (egy elmaradt részletért legfeljebb {{max}})',
  },
  REMINDER_LETTER_FREE: {
    label: 'Fizetési felszólító levél',
    value: 'Díjmentes.',
    short: 'a felszólító levél díjmentes',
  },
  COLLECTION_COSTS: {
    label: 'Behajtási költség',
    value:
      'Behajtási átalányt nem számítunk fel. Csak a fizetési meghagyásos vagy bírósági eljárás jogszabályban meghatározott, ténylegesen megfizetett és igazolt díját kérhetjük.',
    short: 'behajtási átalány nincs, csak igazolt eljárási díj',
  },
  legalSource: 'Jogalap: {{source}}',
  example: {
    label: 'Példa',
    value:
      'Ha egy {{payment}} összegű részletet {{days}} napot késve fizet meg, {{interest}} késedelmi kamatot kell fizetnie.',
  },
  /** Beside the charges: nothing else is ever asked for a late payment. */
  nothingElse: 'A késedelemért ezeken kívül más díjat vagy költséget nem számítunk fel.',
} as const;

const complaintBullets = [
  'Panaszát szóban (telefonon: {{lender.phone}}), írásban ({{lender.address}}) vagy e-mailben ({{lender.email}}) teheti meg. Írásbeli panaszára 30 napon belül válaszolunk.',
  'Ha a válaszunkkal nem ért egyet, a Pénzügyi Békéltető Testülethez fordulhat (1013 Budapest, Krisztina krt. 39.; levélcím: 1525 Budapest, Pf. 172.; www.mnb.hu/bekeltetes). Az eljárás díjmentes.',
  'Fogyasztóvédelmi eljárást a Magyar Nemzeti Banknál kezdeményezhet (1054 Budapest, Szabadság tér 9.; www.mnb.hu).',
  'Jogvita esetén bírósághoz is fordulhat.',
];

/**
 * The notices both documents carry: the offer was personalised by automated processing (CCD2
 * art. 13), and the customer may have a person look at the automated creditworthiness
 * decision (art. 18 (8)).
 */
const automatedProcessing = {
  personalised:
    'Ajánlatunkat az Ön által megadott adatok alapján, automatizált adatfeldolgozással szabtuk személyre (EU 2023/2225 irányelv 13. cikk).',
  humanIntervention:
    'Hitelképességét automatizált adatfeldolgozással vizsgáltuk. Ön kérheti, hogy munkatársunk emberi beavatkozással vizsgálja felül a döntést: magyarázatot kaphat a döntésről és fő okairól, elmondhatja álláspontját, és kérheti a döntés felülvizsgálatát (EU 2023/2225 irányelv 18. cikk (8) bekezdés). Ezt a portálon vagy ügyfélszolgálatunkon kérheti: {{lender.phone}}, {{lender.email}}.',
};

/** The withdrawal period as CCD2 art. 26 and Fhtv. 20. § count it. */
const withdrawalPeriod =
  '14 napon belül indoklás nélkül elállhat a szerződéstől. A 14 nap a szerződés megkötésétől számít, vagy ha az később van, attól a naptól, amikor a szerződési feltételeket és a kötelező tájékoztatást megkapta';

/** The warning credit advertising carries (CCD2 art. 8 (1)); the offers screen shows the same. */
const borrowingWarning = 'Figyelem! A hitelfelvétel költségekkel jár.';

const purchaseFacts: TemplateBlock = {
  kind: 'facts',
  rows: [
    { label: 'A megvásárolt áru', value: '{{purchase.goods}}' },
    { label: 'Az áru készpénzára', value: '{{purchase.cashPrice}}' },
    { label: 'Önerő', value: '{{purchase.downPayment}}' },
    { label: 'Eladó (hitelközvetítő)', value: '{{purchase.seller}}, {{purchase.sellerAddress}}' },
  ],
};

const vehicleFacts: TemplateBlock = {
  kind: 'facts',
  rows: [
    { label: 'A lízingelt jármű', value: '{{vehicle.description}}' },
    { label: 'A jármű vételára', value: '{{vehicle.price}}' },
    { label: 'Önerő', value: '{{vehicle.downPayment}}' },
    { label: 'Maradványérték', value: '{{vehicle.residualValue}}' },
    { label: 'Kereskedő (hitelközvetítő)', value: '{{vehicle.dealer}}' },
  ],
};

/**
 * What each kind of credit says of itself. Personal loans are offered today; point-of-sale
 * credit (áruhitel) is a linked credit agreement (CCD2 art. 27) naming the goods, their cash
 * price and the seller; closed-end leasing names the vehicle, the down payment and the
 * residual value (DOMAIN "Leasing").
 */
export const creditKindContent: Record<LoanProductKind, CreditKindContent> = {
  PERSONAL_LOAN: {
    text: {
      contractTitle: 'Személyi kölcsönszerződés',
      type: 'Személyi kölcsön: szabad felhasználású fogyasztási kölcsön',
      disbursement:
        'A Hitelező a kölcsön összegét a szerződés hatálybalépését követő 3 munkanapon belül, egy összegben utalja az Adós fenti bankszámlájára. A folyósítási díj a folyósítás napján esedékes.',
      disbursementTerms:
        'Egy összegben, a szerződés hatálybalépése után 3 munkanapon belül, az Ön által megadott bankszámlára.',
    },
    slots: {},
  },
  POINT_OF_SALE: {
    text: {
      contractTitle: 'Áruvásárlási kölcsönszerződés',
      type: 'Áruhitel: egy meghatározott áru megvásárlására nyújtott kapcsolt hitel',
      disbursement:
        'A Hitelező a kölcsön összegét az áru vételárának kiegyenlítésére közvetlenül az Eladónak fizeti ki, miután az Eladó az áru átadását visszaigazolta. Az Adós a kölcsön összegét nem kapja kézhez.',
      disbursementTerms:
        'A kölcsönt az áru átadása után közvetlenül az eladónak fizetjük ki. Ön az árut kapja meg, nem a pénzt.',
    },
    slots: {
      keyFacts: [purchaseFacts],
      features: [purchaseFacts],
      subject: [
        { kind: 'heading', text: 'Az áru és az eladó', numbered: true },
        purchaseFacts,
        {
          kind: 'paragraph',
          text: 'Ez a szerződés kapcsolt hitelszerződés: a kölcsön kizárólag a fenti áru megvásárlására szolgál, és a szerződést az Eladó közvetíti (EU 2023/2225 irányelv 27. cikk).',
        },
      ],
      linkedWithdrawal: [
        {
          kind: 'paragraph',
          text: 'Kapcsolt hitelszerződés: ha Ön eláll az áru adásvételétől, ez a hitelszerződés is megszűnik, külön díj nélkül; ha ettől a hitelszerződéstől áll el, a hozzá kapcsolódó adásvétel is megszűnik. Ha az Eladó nem teljesít, és ezt nála eredménytelenül kifogásolta, igényét a Hitelezővel szemben is érvényesítheti (EU 2023/2225 irányelv 27. cikk).',
        },
      ],
    },
  },
  LEASING: {
    text: {
      contractTitle: 'Zárt végű pénzügyi lízingszerződés',
      type: 'Zárt végű pénzügyi lízing: a jármű az utolsó lízingdíj és a maradványérték megfizetésével az Ön tulajdonába kerül',
      disbursement:
        'A Hitelező a jármű vételárának az önerőn felüli részét a jármű átadásakor közvetlenül a Kereskedőnek fizeti ki. Az Adós a finanszírozott összeget nem kapja kézhez.',
      disbursementTerms:
        'A finanszírozott összeget a jármű átadásakor közvetlenül a kereskedőnek fizetjük ki.',
    },
    slots: {
      keyFacts: [vehicleFacts],
      features: [vehicleFacts],
      subject: [
        { kind: 'heading', text: 'A lízingelt jármű', numbered: true },
        vehicleFacts,
        {
          kind: 'paragraph',
          text: 'A jármű a futamidő alatt a Hitelező tulajdona, az Adós használja és tartja fenn. Az utolsó lízingdíj és a maradványérték megfizetésével a tulajdonjog az Adósra száll.',
        },
      ],
      linkedWithdrawal: [
        {
          kind: 'paragraph',
          text: 'Kapcsolt hitelszerződés: ha Ön eláll a jármű adásvételétől, ez a szerződés is megszűnik, külön díj nélkül; ha ettől a szerződéstől áll el, a hozzá kapcsolódó adásvétel is megszűnik (EU 2023/2225 irányelv 27. cikk).',
        },
      ],
    },
  },
};

const loanContract: DocumentTemplate = {
  identifier: 'loan-contract',
  title: '{{credit.contractTitle}}',
  format: 'A4',
  blocks: [
    { kind: 'title', text: '{{credit.contractTitle}}' },
    {
      kind: 'subtitle',
      text: 'Szerződésszám: {{contract.number}} · Termék: {{product.name}} · Kelt: {{contract.date}}',
    },
    {
      kind: 'summary',
      text: 'Röviden: a(z) {{lender.name}} {{loan.amount}} hitelt nyújt Önnek {{loan.months}} hónapra. Ön havonta {{loan.monthlyPayment}} összeget fizet, összesen {{loan.totalRepayable}} összeget. A THM {{loan.thm}}. A szerződéstől 14 napon belül indoklás nélkül elállhat.',
    },

    { kind: 'heading', text: 'A szerződő felek', numbered: true },
    {
      kind: 'facts',
      rows: [
        { label: 'Hitelező', value: '{{lender.name}}' },
        { label: 'Székhely', value: '{{lender.address}}' },
        { label: 'Cégjegyzékszám', value: '{{lender.registry}}' },
        { label: 'Adószám', value: '{{lender.taxNumber}}' },
        { label: 'Felügyeleti engedély', value: '{{lender.licence}}' },
        { label: 'Ügyfélszolgálat', value: '{{lender.phone}}, {{lender.email}}' },
      ],
    },
    {
      kind: 'facts',
      rows: [
        { label: 'Adós', value: '{{customer.fullName}}' },
        { label: 'Születési hely és idő', value: '{{customer.birth}}' },
        { label: 'Anyja neve', value: '{{customer.mothersName}}' },
        { label: 'Személyi igazolvány száma', value: '{{customer.idCardNumber}}' },
        { label: 'Lakcím', value: '{{customer.address}}' },
        { label: 'Levelezési cím', value: '{{customer.mailingAddress}}' },
        { label: 'E-mail cím', value: '{{customer.email}}' },
        { label: 'Telefonszám', value: '{{customer.phone}}' },
        { label: 'Hitelkérelem azonosítója', value: '{{application.id}}' },
      ],
    },

    { kind: 'heading', text: 'A hitel főbb adatai', numbered: true },
    {
      kind: 'facts',
      rows: [
        { label: 'A hitel típusa', value: '{{credit.type}}' },
        { label: 'A hitel teljes összege', value: '{{loan.amount}}' },
        { label: 'Futamidő', value: '{{loan.months}} hónap' },
        { label: 'Ügyleti kamat', value: 'évi {{loan.annualRate}}, {{loan.rateType}}' },
        { label: 'Teljes hiteldíj mutató (THM)', value: '{{loan.thm}}' },
        { label: 'Havi törlesztőrészlet', value: '{{loan.monthlyInstalment}}' },
        { label: 'Havi számlavezetési díj', value: '{{loan.monthlyFee}}' },
        { label: 'Havonta fizetendő összesen', value: '{{loan.monthlyPayment}}' },
        { label: 'Folyósítási díj (egyszeri)', value: '{{loan.disbursementFee}}' },
        { label: 'Kamat a teljes futamidőre', value: '{{loan.totalInterest}}' },
        { label: 'A hitel teljes díja', value: '{{loan.totalCost}}' },
        { label: 'Visszafizetendő teljes összeg', value: '{{loan.totalRepayable}}' },
        { label: 'Az Adós bankszámlája', value: '{{customer.bankAccount}}' },
      ],
    },
    {
      kind: 'paragraph',
      text: 'A THM meghatározása a szerződés megkötésekor érvényes feltételek alapján, a 83/2010. (III. 25.) Korm. rendelet szerint történt, a folyósítási díj és a havi számlavezetési díj figyelembevételével. A THM nem haladja meg a jogszabályi THM-korlátot ({{loan.thmCap}}). A THM értéke a feltételek változása esetén módosulhat.',
    },
    { kind: 'slot', name: 'subject' },

    { kind: 'heading', text: 'Folyósítás és törlesztés', numbered: true },
    {
      kind: 'summary',
      text: 'Röviden: a hitelt a szerződés szerint folyósítjuk, Ön minden hónapban ugyanazt az összeget fizeti vissza.',
    },
    { kind: 'paragraph', text: '{{credit.disbursement}}' },
    {
      kind: 'paragraph',
      text: 'Az Adós a hitelt {{loan.months}} egyenlő havi részletben (annuitásos törlesztéssel) fizeti vissza. Az első részlet a folyósítást követő hónapban, a folyósítás napjának megfelelő napon esedékes, a további részletek minden hónap ugyanazon napján. A kerekítés miatt az utolsó részlet eltérhet: {{loan.lastPayment}}.',
    },
    {
      kind: 'schedule',
      columns: [
        { key: 'month', width: 0.12 },
        { key: 'payment', width: 0.18 },
        { key: 'principal', width: 0.18 },
        { key: 'interest', width: 0.17 },
        { key: 'fee', width: 0.13 },
        { key: 'balance', width: 0.22 },
      ],
    },
    {
      kind: 'paragraph',
      text: 'A teljes törlesztési táblázatot az Adós kérésére a futamidő alatt bármikor díjmentesen megküldjük.',
    },

    { kind: 'heading', text: 'Késedelmes fizetés', numbered: true },
    {
      kind: 'summary',
      text: 'Röviden: ha egy részletet nem fizet meg időben, késedelmi kamatot és az alábbi díjakat kell megfizetnie, és adatai a KHR-be kerülhetnek.',
    },
    { kind: 'latePaymentCosts' },
    { kind: 'paragraph', text: '{{late.nothingElse}}' },
    {
      kind: 'paragraph',
      text: 'A 90 napnál hosszabb, a minimálbért meghaladó összegű fizetési késedelem esetén az Adós adatai a Központi Hitelinformációs Rendszerbe (KHR) kerülnek (2011. évi CXXII. törvény). Súlyos vagy ismételt szerződésszegés esetén a Hitelező a szerződést felmondhatja; ekkor a teljes tartozás egy összegben esedékessé válik.',
    },

    { kind: 'heading', text: 'Elállási jog', numbered: true },
    {
      kind: 'summary',
      text: 'Röviden: 14 napon belül indoklás nélkül visszaléphet. Ha már folyósítottunk, 30 napon belül vissza kell fizetnie a hitelt és az addig járó kamatot.',
    },
    {
      kind: 'paragraph',
      text: `Az Adós ${withdrawalPeriod} (Fhtv. 20. §; EU 2023/2225 irányelv 26. cikk). Az elállást a portálon az „Elállás a szerződéstől” gombbal, vagy a Hitelező címére ({{lender.address}}) vagy e-mail címére ({{lender.email}}) küldött nyilatkozattal gyakorolhatja. A határidő megtartásához elegendő, ha a nyilatkozatot a határidő utolsó napján elküldi.`,
    },
    {
      kind: 'paragraph',
      text: 'Ha a hitelt már folyósítottuk, az Adós az elállási nyilatkozat elküldésétől számított legkésőbb 30 napon belül visszafizeti a hitel összegét és a folyósítástól a visszafizetésig járó ügyleti kamatot. A napi ügyleti kamat összege: {{loan.dailyInterest}}. Ezen felül a Hitelező csak a hatóságnak fizetett, vissza nem téríthető díjakat kérheti.',
    },
    { kind: 'slot', name: 'linkedWithdrawal' },

    { kind: 'heading', text: 'Előtörlesztés', numbered: true },
    {
      kind: 'summary',
      text: 'Röviden: a hitelt bármikor idő előtt visszafizetheti, részben vagy egészben, és így kevesebb kamatot fizet.',
    },
    {
      kind: 'paragraph',
      text: 'Az Adós jogosult a hitelt bármikor részben vagy egészben előtörleszteni (Fhtv. 24. §). Ilyenkor a hitel teljes díja a hátralévő időszakra eső kamattal és költségekkel csökken. A Hitelező csak az előtörlesztéssel közvetlenül összefüggő, igazolt költségét kérheti, legfeljebb az előtörlesztett összeg 1 %-át, ha a hátralévő futamidő egy évnél hosszabb, és 0,5 %-át, ha legfeljebb egy év; a törvényben meghatározott esetekben az előtörlesztés díjmentes.',
    },

    { kind: 'heading', text: 'Automatizált adatfeldolgozás és emberi beavatkozás', numbered: true },
    {
      kind: 'summary',
      text: 'Röviden: ajánlatunkat és a hitelbírálatot számítógépes adatfeldolgozás készítette az Ön adataiból. Kérheti, hogy munkatársunk is megvizsgálja.',
    },
    { kind: 'paragraph', text: automatedProcessing.personalised },
    { kind: 'paragraph', text: automatedProcessing.humanIntervention },

    { kind: 'heading', text: 'Adatkezelés és KHR', numbered: true },
    {
      kind: 'paragraph',
      text: 'A Hitelező az Adós személyes adatait a szerződés teljesítéséhez és a jogszabályi kötelezettségei teljesítéséhez, az adatkezelési tájékoztatója szerint kezeli. A szerződés adatait a 2011. évi CXXII. törvény alapján átadja a KHR-t kezelő BISZ Zrt.-nek. A pénzmosás megelőzéséről szóló 2017. évi LIII. törvény szerint az ügyfél-átvilágítás adatait 8 évig megőrzi.',
    },

    { kind: 'heading', text: 'Panaszkezelés és jogorvoslat', numbered: true },
    {
      kind: 'summary',
      text: 'Röviden: ha elégedetlen, először nekünk írjon. Ha nem oldjuk meg, a Pénzügyi Békéltető Testülethez vagy a Magyar Nemzeti Bankhoz fordulhat.',
    },
    { kind: 'bullets', items: complaintBullets },
    { kind: 'paragraph', text: 'A Hitelező felügyeleti szerve a Magyar Nemzeti Bank.' },

    { kind: 'heading', text: 'Záró rendelkezések', numbered: true },
    {
      kind: 'paragraph',
      text: 'A szerződés az Adós elektronikus aláírásával és a Hitelező elfogadásával jön létre; a Hitelező az elfogadásról értesíti az Adóst. A szerződés része az ugyanekkor átadott Egységes európai fogyasztói hitelinformációs formanyomtatvány. A szerződésre a magyar jog, különösen a Polgári Törvénykönyvről szóló 2013. évi V. törvény és a fogyasztónak nyújtott hitelről szóló 2009. évi CLXII. törvény (Fhtv.) irányadó.',
    },
    {
      kind: 'paragraph',
      text: 'Az Adós a szerződést a portálon, a regisztrált telefonszámára küldött egyszer használatos kóddal írja alá. Az aláírás adatait (a dokumentum lenyomata, időpont, IP-cím, csatorna) az aláírt példány utolsó oldalán lévő aláírási záradék tartalmazza.',
    },
  ],
};

/**
 * The SECCI of CCD2 Annex I on A4 paper: part I, the key information, on page 1; part II,
 * the form's five sections, from page 2 (docs/decisions/018).
 */
const secci: DocumentTemplate = {
  identifier: 'secci',
  title: 'Egységes európai fogyasztói hitelinformációs formanyomtatvány',
  format: 'A4',
  blocks: [
    { kind: 'title', text: 'Egységes európai fogyasztói hitelinformációs formanyomtatvány' },
    {
      kind: 'subtitle',
      text: 'Szerződéskötés előtti tájékoztató · {{product.name}} · Kiállítva: {{contract.date}} · {{customer.fullName}} · Szerződésszám: {{contract.number}}',
    },
    {
      kind: 'summary',
      text: `${borrowingWarning} Csak akkor vegye fel a hitelt, ha a havi részletet biztosan ki tudja fizetni.`,
    },

    { kind: 'heading', text: 'I. rész: A legfontosabb tudnivalók' },
    {
      kind: 'facts',
      rows: [
        { label: 'Hitelező', value: '{{lender.name}}, {{lender.address}}' },
        {
          label: 'Nyilvántartás',
          value: 'Cégjegyzékszám: {{lender.registry}}. Felügyeleti engedély: {{lender.licence}}.',
        },
        { label: 'A hitel típusa', value: '{{credit.type}}' },
      ],
    },
    { kind: 'slot', name: 'keyFacts' },
    {
      kind: 'facts',
      rows: [
        { label: 'A hitel teljes összege', value: '{{loan.amount}}' },
        { label: 'A hitelszerződés időtartama', value: '{{loan.months}} hónap' },
        {
          label: 'Törlesztőrészletek',
          value:
            '{{loan.months}} havi részlet, egyenként {{loan.monthlyPayment}}, minden hónap ugyanazon napján. Az utolsó részlet: {{loan.lastPayment}}.',
        },
        { label: 'Hitelkamatláb', value: 'Évi {{loan.annualRate}}, {{loan.rateType}}.' },
        { label: 'Teljes hiteldíj mutató (THM)', value: '{{loan.thm}}' },
        {
          label: 'A fizetendő teljes összeg',
          value: '{{loan.totalRepayable}}, ebből a hitel teljes díja {{loan.totalCost}}.',
        },
        { label: 'A késedelmes fizetés költségei', value: '{{late.summary}}' },
        { label: 'Elállási jog', value: `Igen. ${withdrawalPeriod}.` },
      ],
    },
    {
      kind: 'paragraph',
      text: 'A tájékoztató {{offer.validUntil}} érvényes. A részleteket a II. rész tartalmazza, a következő oldaltól.',
    },

    { kind: 'pageBreak' },
    { kind: 'heading', text: 'II. rész: Részletes tájékoztatás' },

    { kind: 'heading', text: '1. A hitelező neve és elérhetőségei' },
    {
      kind: 'facts',
      rows: [
        { label: 'Hitelező', value: '{{lender.name}}' },
        { label: 'Cím', value: '{{lender.address}}' },
        { label: 'Telefonszám', value: '{{lender.phone}}' },
        { label: 'E-mail cím', value: '{{lender.email}}' },
        { label: 'Honlap', value: '{{lender.website}}' },
        { label: 'Cégjegyzékszám', value: '{{lender.registry}}' },
        { label: 'Felügyeleti engedély', value: '{{lender.licence}}' },
      ],
    },

    { kind: 'heading', text: '2. A hiteltermék főbb jellemzői' },
    {
      kind: 'facts',
      rows: [
        { label: 'A hitel típusa', value: '{{credit.type}}' },
        {
          label: 'A hitel teljes összege',
          value: '{{loan.amount}}: erre a hitelre köt szerződést.',
        },
        { label: 'A folyósítás feltételei', value: '{{credit.disbursementTerms}}' },
        { label: 'A hitelszerződés időtartama', value: '{{loan.months}} hónap' },
        {
          label: 'A törlesztőrészletek',
          value:
            '{{loan.months}} havi részlet, egyenként {{loan.monthlyPayment}} (törlesztőrészlet {{loan.monthlyInstalment}} és számlavezetési díj {{loan.monthlyFee}}). Az utolsó részlet: {{loan.lastPayment}}.',
        },
        {
          label: 'A fizetendő teljes összeg',
          value: '{{loan.totalRepayable}}: a hitel, a kamat és a hitellel járó összes költség.',
        },
      ],
    },
    { kind: 'slot', name: 'features' },
    {
      kind: 'schedule',
      columns: [
        { key: 'month', width: 0.16 },
        { key: 'payment', width: 0.21 },
        { key: 'principal', width: 0.21 },
        { key: 'interest', width: 0.2 },
        { key: 'balance', width: 0.22 },
      ],
    },

    { kind: 'heading', text: '3. A hitel költségei' },
    {
      kind: 'facts',
      rows: [
        { label: 'Hitelkamatláb', value: 'Évi {{loan.annualRate}}, {{loan.rateType}}.' },
        {
          label: 'Teljes hiteldíj mutató (THM)',
          value:
            '{{loan.thm}}. A hitel teljes költsége éves százalékban: segít összehasonlítani a különböző ajánlatokat.',
        },
        {
          label: 'A THM számításának feltevései',
          value:
            '{{loan.amount}} hitel {{loan.months}} hónapra, egy összegben folyósítva, a fenti kamattal, folyósítási díjjal és havi számlavezetési díjjal (83/2010. (III. 25.) Korm. rendelet).',
        },
        {
          label: 'Kötelező kapcsolódó szolgáltatás',
          value: 'Nincs. A hitelhez nem kell biztosítást vagy más szolgáltatást igénybe vennie.',
        },
        { label: 'Folyósítási díj (egyszeri)', value: '{{loan.disbursementFee}}' },
        { label: 'Havi számlavezetési díj', value: '{{loan.monthlyFee}}' },
      ],
    },
    { kind: 'heading', text: 'A késedelmes fizetés költségei' },
    { kind: 'latePaymentCosts' },
    {
      kind: 'paragraph',
      text: '{{late.nothingElse}} A 90 napnál hosszabb késedelem után adatai a KHR-be kerülnek, ami megnehezítheti a későbbi hitelfelvételt; súlyos esetben a szerződést felmondhatjuk.',
    },

    { kind: 'heading', text: '4. Egyéb fontos jogi vonatkozások' },
    {
      kind: 'facts',
      rows: [
        {
          label: 'Elállási jog',
          value: `Igen. ${withdrawalPeriod} (Fhtv. 20. §). Ha már folyósítottunk, 30 napon belül vissza kell fizetnie a hitelt és a folyósítástól a visszafizetésig járó ügyleti kamatot, naponta {{loan.dailyInterest}}.`,
        },
        {
          label: 'Előtörlesztés',
          value:
            'Bármikor, részben vagy egészben (Fhtv. 24. §). Költségünket legfeljebb az előtörlesztett összeg 1 %-áig, egy évnél rövidebb hátralévő futamidőnél 0,5 %-áig kérhetjük.',
        },
        {
          label: 'Adatbázisban való keresés',
          value:
            'A hitelbírálathoz lekérdezhetjük a KHR-t. Ha kérelmét ennek alapján utasítjuk el, erről azonnal és díjmentesen tájékoztatjuk.',
        },
        { label: 'Személyre szabott ajánlat', value: automatedProcessing.personalised },
        { label: 'Emberi beavatkozás', value: automatedProcessing.humanIntervention },
        {
          label: 'Jog a szerződéstervezethez',
          value: 'Kérésére díjmentesen megküldjük a hitelszerződés tervezetét.',
        },
        { label: 'A tájékoztató érvényessége', value: '{{offer.validUntil}}' },
      ],
    },
    { kind: 'slot', name: 'linkedWithdrawal' },

    { kind: 'heading', text: '5. Panasz és felügyelet' },
    { kind: 'bullets', items: complaintBullets },
    {
      kind: 'facts',
      rows: [
        { label: 'Felügyeleti hatóság', value: 'Magyar Nemzeti Bank; engedély: {{lender.licence}}' },
        { label: 'Alkalmazandó jog és nyelv', value: 'Magyar jog, magyar nyelv' },
      ],
    },
  ],
};

const signatureClause: DocumentTemplate = {
  identifier: 'signature-clause',
  title: 'Aláírási záradék',
  format: 'A4',
  blocks: [
    { kind: 'title', text: 'Aláírási záradék' },
    {
      kind: 'summary',
      text: 'Ezt a dokumentumot az ügyfél a Hitelkapu portálon, a regisztrált telefonszámára küldött egyszer használatos SMS-kóddal elektronikusan aláírta. Az alábbi adatok az aláírás bizonyítékai.',
    },
    {
      kind: 'facts',
      rows: [
        { label: 'Dokumentum', value: '{{document.title}} ({{document.fileName}})' },
        { label: 'Aláíró', value: '{{customer.fullName}}' },
        { label: 'Aláírás ideje (Budapest)', value: '{{signing.timeBudapest}}' },
        { label: 'Aláírás ideje (UTC)', value: '{{signing.timeUtc}}' },
        { label: 'IP-cím', value: '{{signing.ip}}' },
        { label: 'Böngésző (User-Agent)', value: '{{signing.userAgent}}' },
        {
          label: 'Hitelesítés',
          value: 'Egyszer használatos SMS-kód, a(z) {{signing.maskedPhone}} telefonszámra',
        },
      ],
    },
    {
      kind: 'code',
      label: 'Az aláírt eredeti dokumentum SHA-256 lenyomata',
      text: '{{document.sha256}}',
    },
    { kind: 'code', label: 'Aláírási munkamenet azonosítója', text: '{{signing.sessionId}}' },
    { kind: 'code', label: 'Hitelkérelem azonosítója', text: '{{application.id}}' },
    {
      kind: 'paragraph',
      text: 'A lenyomat az ügyfélnek aláírás előtt megmutatott eredeti PDF-fájl teljes tartalmára vonatkozik. Az eredeti fájl ennek a dokumentumnak a mellékleteként is megtalálható; lenyomata bármely SHA-256 programmal ellenőrizhető.',
    },
  ],
};

const withdrawalReceipt: DocumentTemplate = {
  identifier: 'withdrawal-receipt',
  title: 'Visszaigazolás a hitelszerződéstől való elállásról',
  format: 'PHONE',
  blocks: [
    { kind: 'title', text: 'Visszaigazolás a hitelszerződéstől való elállásról' },
    { kind: 'subtitle', text: 'Azonosító: {{withdrawal.reference}} · Kelt: {{withdrawal.date}}' },
    {
      kind: 'summary',
      text: 'Röviden: elállását rögzítettük, a szerződés megszűnt. Ha a kölcsönt már folyósítottuk, {{withdrawal.repayBy}}-ig vissza kell fizetnie a kölcsönt és az addig járó kamatot.',
    },
    {
      kind: 'facts',
      rows: [
        { label: 'Ügyfél', value: '{{customer.fullName}}' },
        { label: 'Szerződésszám', value: '{{contract.number}}' },
        { label: 'Termék', value: '{{product.name}}' },
        { label: 'A kölcsön összege', value: '{{loan.amount}}' },
        { label: 'Aláírás ideje', value: '{{contract.signedAt}}' },
        { label: 'A szerződés létrejötte', value: '{{contract.concludedAt}}' },
        { label: 'Az elállás ideje', value: '{{withdrawal.time}}' },
        { label: 'Visszafizetési határidő', value: '{{withdrawal.repayByDate}}' },
        { label: 'Napi ügyleti kamat', value: '{{loan.dailyInterest}}' },
      ],
    },
    { kind: 'heading', text: 'Mi a teendője?' },
    {
      kind: 'bullets',
      items: [
        'Ha a kölcsönt még nem folyósítottuk, nincs további teendője.',
        'Ha már folyósítottuk, legkésőbb {{withdrawal.repayBy}}-ig utalja vissza a kölcsön összegét és a folyósítástól a visszafizetésig járó ügyleti kamatot (naponta {{loan.dailyInterest}}) a(z) {{lender.bankAccount}} számú számlánkra, a közleményben ezzel az azonosítóval: {{withdrawal.reference}}.',
        'Más díjat vagy költséget nem számítunk fel.',
      ],
    },
    {
      kind: 'paragraph',
      text: 'Az elállás a fogyasztónak nyújtott hitelről szóló 2009. évi CLXII. törvény 20. §-a alapján történt. Kérdés esetén hívjon minket: {{lender.phone}}, vagy írjon: {{lender.email}}.',
    },
  ],
};

export const documentTemplates: Record<TemplateIdentifier, DocumentTemplate> = {
  'loan-contract': loanContract,
  secci,
  'signature-clause': signatureClause,
  'withdrawal-receipt': withdrawalReceipt,
};

const placeholder = /\{\{([a-zA-Z0-9.]+)\}\}/g;
const creditPlaceholder = /\{\{credit\.([a-zA-Z]+)\}\}/g;

/** `text` with every `{{key}}` replaced; a key without a value stops the document. */
export function fillText(text: string, values: Record<string, string>, identifier: string): string {
  return text.replace(placeholder, (_match, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`template '${identifier}' needs a value for '${key}'`);
    return value;
  });
}

/** The block with `f` applied to every text it shows. */
function mapBlockText(block: TemplateBlock, f: (text: string) => string): TemplateBlock {
  switch (block.kind) {
    case 'title':
    case 'subtitle':
    case 'summary':
    case 'paragraph':
      return { kind: block.kind, text: f(block.text) };
    case 'heading':
      return { ...block, text: f(block.text) };
    case 'bullets':
      return { kind: 'bullets', items: block.items.map(f) };
    case 'facts':
      return { kind: 'facts', rows: block.rows.map((row) => ({ label: f(row.label), value: f(row.value) })) };
    case 'code':
      return { kind: 'code', label: f(block.label), text: f(block.text) };
    case 'schedule':
    case 'latePaymentCosts':
    case 'slot':
    case 'pageBreak':
      return block;
  }
}

/** Numbered headings get "1. ", "2. ", … in order, so a section a product kind adds keeps the count right. */
function numberHeadings(blocks: TemplateBlock[]): TemplateBlock[] {
  let count = 0;
  return blocks.map((block) => {
    if (block.kind !== 'heading' || !block.numbered) return block;
    count += 1;
    return { kind: 'heading', text: `${count}. ${block.text}` };
  });
}

/**
 * The template as one kind of credit has it: the kind's blocks at each slot, its
 * `{{credit.*}}` wording in place, the sections numbered.
 */
export function documentTemplateFor(identifier: TemplateIdentifier, kind: LoanProductKind): DocumentTemplate {
  const template = documentTemplates[identifier];
  const content = creditKindContent[kind];
  const credit = (text: string) =>
    text.replace(creditPlaceholder, (_match, key: string) => {
      const value = content.text[key as keyof CreditKindContent['text']];
      if (value === undefined) throw new Error(`credit kind ${kind} has no '${key}' for '${identifier}'`);
      return value;
    });
  const blocks: TemplateBlock[] = [];
  // Facts at a slot join the facts around it, so a kind's rows read as part of one table.
  let afterSlot = false;
  for (const block of template.blocks) {
    const isSlot = block.kind === 'slot';
    for (const item of isSlot ? (content.slots[block.name] ?? []) : [block]) {
      const last = blocks[blocks.length - 1];
      if ((isSlot || afterSlot) && item.kind === 'facts' && last?.kind === 'facts')
        blocks[blocks.length - 1] = { kind: 'facts', rows: [...last.rows, ...item.rows] };
      else blocks.push(item);
    }
    afterSlot = isSlot;
  }
  return {
    ...template,
    title: credit(template.title),
    blocks: numberHeadings(blocks.map((block) => mapBlockText(block, credit))),
  };
}

function fillBlock(
  block: TemplateBlock,
  f: (text: string) => string,
  values: TemplateValues,
): DocumentBlock[] {
  switch (block.kind) {
    case 'title':
    case 'subtitle':
    case 'heading':
    case 'summary':
    case 'paragraph':
      return [{ kind: block.kind, text: f(block.text) }];
    case 'bullets':
      return [{ kind: 'bullets', items: block.items.map(f) }];
    case 'facts':
      return [
        { kind: 'facts', rows: block.rows.map((row) => ({ label: f(row.label), value: f(row.value) })) },
      ];
    case 'code':
      return [{ kind: 'code', label: f(block.label), text: f(block.text) }];
    case 'pageBreak':
      return [block];
    case 'schedule': {
      const columns: TableColumn[] = block.columns.map((column) => ({
        header: scheduleColumnHeaders[column.key],
        width: column.width,
        align: column.key === 'month' ? 'left' : 'right',
      }));
      const rows = values.schedule.map((row) => block.columns.map((column) => row[column.key]));
      return [{ kind: 'table', columns, rows }];
    }
    case 'latePaymentCosts':
      if (!values.latePayment?.length) throw new Error('a document with late-payment costs needs them');
      return [
        {
          kind: 'facts',
          rows: values.latePayment.map((row) => ({ label: f(row.label), value: f(row.value) })),
        },
      ];
    case 'slot':
      throw new Error(`slot '${block.name}' left in a template: resolve it with documentTemplateFor`);
  }
}

/** The template's blocks with every placeholder filled; the schedule becomes a table. */
export function fillTemplate(template: DocumentTemplate, values: TemplateValues): DocumentBlock[] {
  const f = (text: string) => fillText(text, values.text, template.identifier);
  return template.blocks.flatMap((block) => fillBlock(block, f, values));
}

/** Every placeholder a template uses, in order of first appearance. */
export function templatePlaceholders(template: DocumentTemplate): string[] {
  const keys = new Set<string>();
  const collect = (text: string) => {
    for (const match of text.matchAll(placeholder)) if (match[1]) keys.add(match[1]);
    return text;
  };
  collect(template.title);
  for (const block of template.blocks) mapBlockText(block, collect);
  return [...keys];
}

/** The template as plain text with its `{{placeholders}}` (GET template-render). */
export function templateText(template: DocumentTemplate): string {
  const out: string[] = [];
  for (const block of numberHeadings(template.blocks)) {
    switch (block.kind) {
      case 'title':
        out.push(block.text, '='.repeat(block.text.length), '');
        break;
      case 'subtitle':
        out.push(block.text, '');
        break;
      case 'heading':
        out.push('', block.text, '-'.repeat(block.text.length));
        break;
      case 'summary':
      case 'paragraph':
        out.push(block.text, '');
        break;
      case 'bullets':
        out.push(...block.items.map((item) => `- ${item}`), '');
        break;
      case 'facts':
        out.push(...block.rows.map((row) => `${row.label}: ${row.value}`), '');
        break;
      case 'code':
        out.push(`${block.label}: ${block.text}`, '');
        break;
      case 'schedule':
        out.push(
          `[Törlesztési táblázat: ${block.columns.map((column) => scheduleColumnHeaders[column.key]).join(' | ')}; {{schedule}}]`,
          '',
        );
        break;
      case 'latePaymentCosts':
        out.push('[A késedelmes fizetés költségei a termék beállításaiból, jogalappal; {{latePayment}}]', '');
        break;
      case 'slot':
        out.push(`[A termékfajta szerint: ${slotDescriptions[block.name]}; {{slot.${block.name}}}]`, '');
        break;
      case 'pageBreak':
        out.push('[Új oldal]', '');
        break;
    }
  }
  return `${out.join('\n').trim()}\n`;
}
