import type { DocumentBlock, PageFormat, TableColumn } from './pdf-render.ts';

/**
 * The templates of the documents the portal issues (GET administration/template-render shows
 * them with their placeholders). A `{{key}}` placeholder is filled from the values of one
 * application; a key without a value is a defect and stops the document from being made.
 * Legal sections open with a one-line plain summary (LOOK-AND-VOICE).
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

export type TemplateBlock =
  | Exclude<DocumentBlock, { kind: 'table' }>
  /** The repayment schedule summary (first months, the last one, totals) with these columns. */
  | { kind: 'schedule'; columns: { key: ScheduleColumnKey; width: number }[] };

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

export interface TemplateValues {
  text: Record<string, string>;
  schedule: ScheduleSummaryRow[];
}

const complaintBullets = [
  'Panaszát szóban (telefonon: {{lender.phone}}), írásban ({{lender.address}}) vagy e-mailben ({{lender.email}}) teheti meg. Írásbeli panaszára 30 napon belül válaszolunk.',
  'Ha a válaszunkkal nem ért egyet, a Pénzügyi Békéltető Testülethez fordulhat (1013 Budapest, Krisztina krt. 39.; levélcím: 1525 Budapest, Pf. 172.; www.mnb.hu/bekeltetes). Az eljárás díjmentes.',
  'Fogyasztóvédelmi eljárást a Magyar Nemzeti Banknál kezdeményezhet (1054 Budapest, Szabadság tér 9.; www.mnb.hu).',
  'Jogvita esetén bírósághoz is fordulhat.',
];

const loanContract: DocumentTemplate = {
  identifier: 'loan-contract',
  title: 'Személyi kölcsönszerződés',
  format: 'A4',
  blocks: [
    { kind: 'title', text: 'Személyi kölcsönszerződés' },
    {
      kind: 'subtitle',
      text: 'Szerződésszám: {{contract.number}} · Termék: {{product.name}} · Kelt: {{contract.date}}',
    },
    {
      kind: 'summary',
      text: 'Röviden: a(z) {{lender.name}} {{loan.amount}} kölcsönt nyújt Önnek {{loan.months}} hónapra. Ön havonta {{loan.monthlyPayment}} összeget fizet, összesen {{loan.totalRepayable}} összeget. A THM {{loan.thm}}. A szerződéstől a megkötését követő 14 napon belül indoklás nélkül elállhat.',
    },

    { kind: 'heading', text: '1. A szerződő felek' },
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
      ],
    },

    { kind: 'heading', text: '2. A kölcsön főbb adatai' },
    {
      kind: 'facts',
      rows: [
        { label: 'A kölcsön összege', value: '{{loan.amount}}' },
        { label: 'Futamidő', value: '{{loan.months}} hónap' },
        { label: 'Ügyleti kamat', value: 'évi {{loan.annualRate}}, a teljes futamidőre rögzített (fix)' },
        { label: 'Teljes hiteldíj mutató (THM)', value: '{{loan.thm}}' },
        { label: 'Havi törlesztőrészlet', value: '{{loan.monthlyInstalment}}' },
        { label: 'Havi számlavezetési díj', value: '{{loan.monthlyFee}}' },
        { label: 'Havonta fizetendő összesen', value: '{{loan.monthlyPayment}}' },
        { label: 'Folyósítási díj (egyszeri)', value: '{{loan.disbursementFee}}' },
        { label: 'Kamat a teljes futamidőre', value: '{{loan.totalInterest}}' },
        { label: 'A hitel teljes díja', value: '{{loan.totalCost}}' },
        { label: 'Visszafizetendő teljes összeg', value: '{{loan.totalRepayable}}' },
        { label: 'Folyósítás erre a bankszámlára', value: '{{customer.bankAccount}}' },
      ],
    },
    {
      kind: 'paragraph',
      text: 'A THM meghatározása a szerződés megkötésekor érvényes feltételek alapján, a 83/2010. (III. 25.) Korm. rendelet szerint történt, a folyósítási díj és a havi számlavezetési díj figyelembevételével. A THM nem haladja meg a jogszabályi THM-korlátot ({{loan.thmCap}}). A THM értéke a feltételek változása esetén módosulhat.',
    },

    { kind: 'heading', text: '3. Folyósítás és törlesztés' },
    {
      kind: 'summary',
      text: 'Röviden: a kölcsönt a megadott bankszámlájára utaljuk, Ön minden hónapban ugyanazt az összeget fizeti vissza.',
    },
    {
      kind: 'paragraph',
      text: 'A Hitelező a kölcsön összegét a szerződés hatálybalépését követő 3 munkanapon belül, egy összegben utalja az Adós fenti bankszámlájára. A folyósítási díj a folyósítás napján esedékes.',
    },
    {
      kind: 'paragraph',
      text: 'Az Adós a kölcsönt {{loan.months}} egyenlő havi részletben (annuitásos törlesztéssel) fizeti vissza. Az első részlet a folyósítást követő hónapban, a folyósítás napjának megfelelő napon esedékes, a további részletek minden hónap ugyanazon napján. A kerekítés miatt az utolsó részlet eltérhet: {{loan.lastPayment}}.',
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

    { kind: 'heading', text: '4. Késedelmes fizetés' },
    {
      kind: 'summary',
      text: 'Röviden: ha egy részletet nem fizet meg időben, késedelmi kamatot kell fizetnie, és adatai a KHR-be kerülhetnek.',
    },
    {
      kind: 'paragraph',
      text: 'Ha az Adós a részletet határidőben nem fizeti meg, a Hitelező a késedelembe esés napjától késedelmi kamatot számíthat fel, amely a THM-mel együtt sem haladhatja meg a jogszabályi THM-korlátot (Fhtv. 17/A. §). A 90 napnál hosszabb, a minimálbért meghaladó összegű fizetési késedelem esetén az Adós adatai a Központi Hitelinformációs Rendszerbe (KHR) kerülnek (2011. évi CXXII. törvény). Súlyos vagy ismételt szerződésszegés esetén a Hitelező a szerződést felmondhatja.',
    },

    { kind: 'heading', text: '5. Elállási jog' },
    {
      kind: 'summary',
      text: 'Röviden: 14 napon belül indoklás nélkül visszaléphet. Ha már folyósítottunk, 30 napon belül vissza kell fizetnie a kölcsönt és az addig járó kamatot.',
    },
    {
      kind: 'paragraph',
      text: 'Az Adós a szerződés megkötésétől számított 14 napon belül indoklás nélkül elállhat a szerződéstől (Fhtv. 20. §). Ha a szerződési feltételeket később kapja meg, a határidő azok kézhezvételétől számít. Az elállást a portálon az „Elállás a szerződéstől” gombbal, vagy a Hitelező címére ({{lender.address}}) vagy e-mail címére ({{lender.email}}) küldött nyilatkozattal gyakorolhatja. A határidő megtartásához elegendő, ha a nyilatkozatot a határidő utolsó napján elküldi.',
    },
    {
      kind: 'paragraph',
      text: 'Ha a kölcsönt már folyósítottuk, az Adós az elállási nyilatkozat elküldésétől számított legkésőbb 30 napon belül visszafizeti a kölcsön összegét és a folyósítástól a visszafizetésig járó ügyleti kamatot. A napi ügyleti kamat összege: {{loan.dailyInterest}}. Ezen felül a Hitelező csak a hatóságnak fizetett, vissza nem téríthető díjakat kérheti.',
    },

    { kind: 'heading', text: '6. Előtörlesztés' },
    {
      kind: 'summary',
      text: 'Röviden: a kölcsönt bármikor idő előtt visszafizetheti, részben vagy egészben, és így kevesebb kamatot fizet.',
    },
    {
      kind: 'paragraph',
      text: 'Az Adós jogosult a kölcsönt bármikor részben vagy egészben előtörleszteni (Fhtv. 24. §). Ilyenkor a hitel teljes díja a hátralévő időszakra eső kamattal és költségekkel csökken. A Hitelező csak az előtörlesztéssel közvetlenül összefüggő, igazolt költségét kérheti, legfeljebb az előtörlesztett összeg 1 %-át, ha a hátralévő futamidő egy évnél hosszabb, és 0,5 %-át, ha legfeljebb egy év; a törvényben meghatározott esetekben az előtörlesztés díjmentes.',
    },

    { kind: 'heading', text: '7. Adatkezelés és KHR' },
    {
      kind: 'paragraph',
      text: 'A Hitelező az Adós személyes adatait a szerződés teljesítéséhez és a jogszabályi kötelezettségei teljesítéséhez, az adatkezelési tájékoztatója szerint kezeli. A szerződés adatait a 2011. évi CXXII. törvény alapján átadja a KHR-t kezelő BISZ Zrt.-nek. A pénzmosás megelőzéséről szóló 2017. évi LIII. törvény szerint az ügyfél-átvilágítás adatait 8 évig megőrzi.',
    },

    { kind: 'heading', text: '8. Panaszkezelés és jogorvoslat' },
    {
      kind: 'summary',
      text: 'Röviden: ha elégedetlen, először nekünk írjon. Ha nem oldjuk meg, a Pénzügyi Békéltető Testülethez vagy a Magyar Nemzeti Bankhoz fordulhat.',
    },
    { kind: 'bullets', items: complaintBullets },
    { kind: 'paragraph', text: 'A Hitelező felügyeleti szerve a Magyar Nemzeti Bank.' },

    { kind: 'heading', text: '9. Záró rendelkezések' },
    {
      kind: 'paragraph',
      text: 'A szerződés az Adós elektronikus aláírásával és a Hitelező elfogadásával jön létre; a Hitelező az elfogadásról értesíti az Adóst. A szerződés része az ugyanekkor átadott Egységes európai fogyasztói hitelinformációs formanyomtatvány. A szerződésre a magyar jog, különösen a Polgári Törvénykönyvről szóló 2013. évi V. törvény és a fogyasztónak nyújtott hitelről szóló 2009. évi CLXII. törvény (Fhtv.) irányadó.',
    },
    {
      kind: 'paragraph',
      text: 'Az Adós a szerződést a portálon, a regisztrált telefonszámára küldött egyszer használatos kóddal írja alá. Az aláírás adatait (a dokumentum lenyomata, időpont, IP-cím, csatorna) az aláírt példány utolsó oldalán lévő aláírási záradék tartalmazza.',
    },
    { kind: 'code', label: 'Hitelkérelem azonosítója', text: '{{application.id}}' },
  ],
};

const secci: DocumentTemplate = {
  identifier: 'secci',
  title: 'Egységes európai fogyasztói hitelinformációs formanyomtatvány',
  format: 'PHONE',
  blocks: [
    { kind: 'title', text: 'Egységes európai fogyasztói hitelinformációs formanyomtatvány' },
    {
      kind: 'subtitle',
      text: 'Szerződéskötés előtti tájékoztató · {{product.name}} · Kiállítva: {{contract.date}} · {{customer.fullName}}',
    },

    { kind: 'heading', text: 'Áttekintés' },
    {
      kind: 'summary',
      text: 'Figyelem! A kölcsön felvétele pénzbe kerül. Csak akkor vegye fel, ha a havi részletet biztosan ki tudja fizetni.',
    },
    {
      kind: 'facts',
      rows: [
        { label: 'A hitel összege', value: '{{loan.amount}}' },
        { label: 'Futamidő', value: '{{loan.months}} hónap' },
        { label: 'Havonta fizetendő', value: '{{loan.monthlyPayment}}' },
        { label: 'Teljes hiteldíj mutató (THM)', value: '{{loan.thm}}' },
        { label: 'Visszafizetendő teljes összeg', value: '{{loan.totalRepayable}}' },
        { label: 'A hitel teljes díja', value: '{{loan.totalCost}}' },
        { label: 'Elállási jog', value: 'Igen, a szerződéskötéstől számított 14 napon belül' },
        { label: 'Előtörlesztés', value: 'Bármikor, részben vagy egészben' },
      ],
    },

    { kind: 'heading', text: '1. A hitelező neve és elérhetőségei' },
    {
      kind: 'facts',
      rows: [
        { label: 'Hitelező', value: '{{lender.name}}' },
        { label: 'Cím', value: '{{lender.address}}' },
        { label: 'Telefonszám', value: '{{lender.phone}}' },
        { label: 'E-mail cím', value: '{{lender.email}}' },
        { label: 'Honlap', value: '{{lender.website}}' },
      ],
    },

    { kind: 'heading', text: '2. A hiteltermék főbb jellemzői' },
    {
      kind: 'facts',
      rows: [
        { label: 'A hitel típusa', value: 'Személyi kölcsön (szabad felhasználású fogyasztási hitel)' },
        {
          label: 'A hitel teljes összege',
          value: '{{loan.amount}}: ennyi pénzt kap meg, és erre a kölcsönre köt szerződést.',
        },
        {
          label: 'A folyósítás feltételei',
          value:
            'Egy összegben, a szerződés hatálybalépése után 3 munkanapon belül, a megadott bankszámlájára.',
        },
        { label: 'A hitelszerződés időtartama', value: '{{loan.months}} hónap' },
        {
          label: 'A törlesztőrészletek',
          value:
            '{{loan.months}} havi részlet, egyenként {{loan.monthlyPayment}} (törlesztőrészlet {{loan.monthlyInstalment}} és számlavezetési díj {{loan.monthlyFee}}). Az utolsó részlet: {{loan.lastPayment}}.',
        },
        {
          label: 'A fizetendő teljes összeg',
          value: '{{loan.totalRepayable}}: a kölcsön, a kamat és a hitellel járó összes költség.',
        },
      ],
    },
    {
      kind: 'schedule',
      columns: [
        { key: 'month', width: 0.2 },
        { key: 'payment', width: 0.28 },
        { key: 'principal', width: 0.28 },
        { key: 'interest', width: 0.24 },
      ],
    },

    { kind: 'heading', text: '3. A hitel költségei' },
    {
      kind: 'facts',
      rows: [
        { label: 'Hitelkamatláb', value: 'Évi {{loan.annualRate}}, a teljes futamidőre rögzített (fix).' },
        {
          label: 'Teljes hiteldíj mutató (THM)',
          value:
            '{{loan.thm}}. A hitel teljes költsége éves százalékban: segít összehasonlítani a különböző ajánlatokat.',
        },
        {
          label: 'A THM számításának feltevései',
          value:
            '{{loan.amount}} kölcsön {{loan.months}} hónapra, egy összegben folyósítva, a fenti kamattal, folyósítási díjjal és havi számlavezetési díjjal (83/2010. (III. 25.) Korm. rendelet).',
        },
        {
          label: 'Kötelező kapcsolódó szolgáltatás',
          value: 'Nincs. A hitelhez nem kell biztosítást vagy más szolgáltatást igénybe vennie.',
        },
        { label: 'Folyósítási díj (egyszeri)', value: '{{loan.disbursementFee}}' },
        { label: 'Havi számlavezetési díj', value: '{{loan.monthlyFee}}' },
        {
          label: 'A késedelmes fizetés következményei',
          value:
            'Késedelmi kamat, súlyos esetben a szerződés felmondása, és a 90 napnál hosszabb késedelem után adatai a KHR-be kerülnek. Ez megnehezítheti a későbbi hitelfelvételt.',
        },
      ],
    },

    { kind: 'heading', text: '4. Egyéb fontos jogi vonatkozások' },
    {
      kind: 'facts',
      rows: [
        {
          label: 'Elállási jog',
          value:
            'Igen. A szerződés megkötésétől számított 14 napon belül indoklás nélkül elállhat (Fhtv. 20. §). Ha már folyósítottunk, 30 napon belül vissza kell fizetnie a kölcsönt és a napi {{loan.dailyInterest}} ügyleti kamatot a folyósítástól a visszafizetésig.',
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
        {
          label: 'Jog a szerződéstervezethez',
          value: 'Kérésére díjmentesen megküldjük a hitelszerződés tervezetét.',
        },
        { label: 'A tájékoztató érvényessége', value: '{{offer.validUntil}}' },
      ],
    },

    { kind: 'heading', text: '5. Panasz és felügyelet' },
    { kind: 'bullets', items: complaintBullets },
    {
      kind: 'facts',
      rows: [
        { label: 'Cégjegyzékszám', value: '{{lender.registry}}' },
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

function fill(text: string, values: Record<string, string>, identifier: string): string {
  return text.replace(placeholder, (_match, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`template '${identifier}' needs a value for '${key}'`);
    return value;
  });
}

function fillBlock(block: TemplateBlock, f: (text: string) => string, values: TemplateValues): DocumentBlock {
  switch (block.kind) {
    case 'title':
    case 'subtitle':
    case 'heading':
    case 'summary':
    case 'paragraph':
      return { kind: block.kind, text: f(block.text) };
    case 'bullets':
      return { kind: 'bullets', items: block.items.map(f) };
    case 'facts':
      return {
        kind: 'facts',
        rows: block.rows.map((row) => ({ label: f(row.label), value: f(row.value) })),
      };
    case 'code':
      return { kind: 'code', label: f(block.label), text: f(block.text) };
    case 'schedule': {
      const columns: TableColumn[] = block.columns.map((column) => ({
        header: scheduleColumnHeaders[column.key],
        width: column.width,
        align: column.key === 'month' ? 'left' : 'right',
      }));
      const rows = values.schedule.map((row) => block.columns.map((column) => row[column.key]));
      return { kind: 'table', columns, rows };
    }
  }
}

/** The template's blocks with every placeholder filled; the schedule becomes a table. */
export function fillTemplate(template: DocumentTemplate, values: TemplateValues): DocumentBlock[] {
  const f = (text: string) => fill(text, values.text, template.identifier);
  return template.blocks.map((block) => fillBlock(block, f, values));
}

/** Every placeholder a template uses, in order of first appearance. */
export function templatePlaceholders(template: DocumentTemplate): string[] {
  const keys = new Set<string>();
  const collect = (text: string) => {
    for (const match of text.matchAll(placeholder)) if (match[1]) keys.add(match[1]);
  };
  for (const block of template.blocks) {
    if ('text' in block) collect(block.text);
    if (block.kind === 'code') collect(block.label);
    if (block.kind === 'bullets') for (const item of block.items) collect(item);
    if (block.kind === 'facts')
      for (const row of block.rows) {
        collect(row.label);
        collect(row.value);
      }
  }
  return [...keys];
}

/** The template as plain text with its `{{placeholders}}` (GET template-render). */
export function templateText(template: DocumentTemplate): string {
  const out: string[] = [];
  for (const block of template.blocks) {
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
    }
  }
  return `${out.join('\n').trim()}\n`;
}
