import type { LatePaymentTerms } from '@hitelkapu/domain';
import type { loanProducts } from '../db/schema/index.ts';

const palette = {
  background: '#e3fafc',
  light: '#99e9f2',
  mid: '#66d9e8',
  strong: '#1098ad',
  deep: '#0b7285',
};

/** Self-contained illustrations: shapes only, no scripts, no links, no external references. */
const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 160" width="240" height="160"><rect width="240" height="160" rx="16" fill="${palette.background}"/>${body}</svg>`;

const flexibleImage = svg(
  [
    `<rect x="48" y="96" width="24" height="28" rx="4" fill="${palette.light}"/>`,
    `<rect x="84" y="80" width="24" height="44" rx="4" fill="${palette.mid}"/>`,
    `<rect x="120" y="60" width="24" height="64" rx="4" fill="${palette.strong}"/>`,
    `<rect x="156" y="40" width="24" height="84" rx="4" fill="${palette.deep}"/>`,
    `<line x1="40" y1="140" x2="200" y2="140" stroke="${palette.deep}" stroke-width="4" stroke-linecap="round"/>`,
    `<circle cx="168" cy="140" r="9" fill="#ffffff" stroke="${palette.deep}" stroke-width="4"/>`,
  ].join(''),
);

const lowRateImage = svg(
  [
    `<ellipse cx="96" cy="120" rx="40" ry="12" fill="${palette.deep}"/>`,
    `<rect x="56" y="102" width="80" height="18" fill="${palette.deep}"/>`,
    `<ellipse cx="96" cy="102" rx="40" ry="12" fill="${palette.strong}"/>`,
    `<rect x="56" y="84" width="80" height="18" fill="${palette.strong}"/>`,
    `<ellipse cx="96" cy="84" rx="40" ry="12" fill="${palette.mid}"/>`,
    `<circle cx="168" cy="56" r="26" fill="#ffffff" stroke="${palette.deep}" stroke-width="4"/>`,
    `<line x1="156" y1="68" x2="180" y2="44" stroke="${palette.deep}" stroke-width="4" stroke-linecap="round"/>`,
    `<circle cx="158" cy="47" r="4" fill="${palette.deep}"/>`,
    `<circle cx="178" cy="65" r="4" fill="${palette.deep}"/>`,
  ].join(''),
);

const quickImage = svg(
  [
    `<path d="M36 64h32M28 80h32M36 96h32" stroke="${palette.mid}" stroke-width="6" stroke-linecap="round"/>`,
    `<circle cx="132" cy="80" r="48" fill="#ffffff" stroke="${palette.deep}" stroke-width="6"/>`,
    `<line x1="132" y1="80" x2="132" y2="50" stroke="${palette.deep}" stroke-width="6" stroke-linecap="round"/>`,
    `<line x1="132" y1="80" x2="154" y2="92" stroke="${palette.strong}" stroke-width="6" stroke-linecap="round"/>`,
    `<circle cx="132" cy="80" r="5" fill="${palette.deep}"/>`,
  ].join(''),
);

/**
 * What a missed payment costs with the lender's personal loans (CCD2 Annex I; Fhtv.). The
 * same terms reach products shipped before they were kept through migration 0008. Late
 * interest for a consumer is whatever the contract says (Ptk. 6:48. §; the Ptk. 6:155. §
 * rates and the 40-euro collection flat fee bind only contracts between businesses), and
 * never more than the THM cap.
 */
export const standardLatePayment: LatePaymentTerms = {
  interest: {
    marginPercentagePoints: 3,
    legalSource:
      'Ptk. 6:48. §: a felek megállapodhatnak a késedelmi kamatban; felső határa a THM-korlát, a jegybanki alapkamat + 24 százalékpont (Fhtv. 17/A. §)',
  },
  charges: [
    {
      kind: 'REMINDER_LETTER',
      amount: 1_000,
      maxPerMissedInstalment: 2,
      legalSource:
        'A hitelszerződésben kikötött díj, a levél költségét fedezi (EU 2023/2225 irányelv 21. cikk: a késedelmes fizetés minden költségét a szerződés tartalmazza)',
    },
    {
      kind: 'COLLECTION_COSTS',
      basis: 'PROVEN_STATUTORY_FEES',
      legalSource:
        'Ptk. 6:155. § (2): a 40 eurós behajtási költségátalány csak vállalkozások között jár, fogyasztótól nem kérhető',
    },
  ],
};

/**
 * The personal loans the portal offers, in the order the offer screens show them. Rates are
 * nominal, fixed for the whole term; fees count in the THM (decree 83/2010). A product, once
 * shipped, is the lender's to change: the seed only adds missing products.
 */
export const loanProductSeed: (typeof loanProducts.$inferInsert)[] = [
  {
    identifier: 'szemelyi-kolcson-rugalmas',
    kind: 'PERSONAL_LOAN',
    name: 'Rugalmas Személyi Kölcsön',
    tagline: 'Díjmentes kölcsön, amelynek kamata a felvett összeggel együtt csökken.',
    description:
      'Szabad felhasználású személyi kölcsön 300 000 és 10 000 000 Ft között, 12–96 hónapos futamidőre. Nincs folyósítási és számlavezetési díj, és minél nagyobb összeget vesz fel, annál alacsonyabb a kamat.',
    features: [
      'Nincs folyósítási és számlavezetési díj',
      'Csökkenő kamat: 1 millió Ft-tól 14,9 %, 3 millió Ft-tól 12,9 %',
      'A kamat a teljes futamidő alatt fix',
    ],
    minAmount: 300_000,
    maxAmount: 10_000_000,
    amountStep: 50_000,
    minMonths: 12,
    maxMonths: 96,
    rateBands: [
      { minAmount: 300_000, maxAmount: 999_999, minMonths: 12, maxMonths: 96, annualRatePercent: 16.9 },
      { minAmount: 1_000_000, maxAmount: 2_999_999, minMonths: 12, maxMonths: 96, annualRatePercent: 14.9 },
      { minAmount: 3_000_000, maxAmount: 10_000_000, minMonths: 12, maxMonths: 96, annualRatePercent: 12.9 },
    ],
    rateType: 'FIXED',
    latePayment: standardLatePayment,
    disbursementFeePercent: 0,
    disbursementFeeMax: 0,
    monthlyFee: 0,
    representativeAmount: 2_000_000,
    representativeMonths: 60,
    imageSvg: flexibleImage,
    imageAlt: 'Egyre magasabb oszlopok és egy csúszka: a kamat a kölcsönösszeggel együtt csökken.',
    sortOrder: 1,
  },
  {
    identifier: 'szemelyi-kolcson-kedvezo',
    kind: 'PERSONAL_LOAN',
    name: 'Kedvező Kamatú Személyi Kölcsön',
    tagline: 'Legalacsonyabb kamatunk nagyobb összegekre és hosszabb futamidőre.',
    description:
      'Szabad felhasználású személyi kölcsön 1 000 000 és 10 000 000 Ft között, 24–96 hónapra, 11,9 %-os fix kamattal. Az egyszeri folyósítási díj a kölcsönösszeg 1,5 %-a, legfeljebb 75 000 Ft, a havi számlavezetési díj 490 Ft. Mindkét díj benne van a THM-ben.',
    features: [
      '11,9 % fix éves kamat a teljes futamidőre',
      'Folyósítási díj: 1,5 %, legfeljebb 75 000 Ft',
      'Akár 96 hónapos futamidő, alacsonyabb havi részlettel',
    ],
    minAmount: 1_000_000,
    maxAmount: 10_000_000,
    amountStep: 50_000,
    minMonths: 24,
    maxMonths: 96,
    rateBands: [
      { minAmount: 1_000_000, maxAmount: 10_000_000, minMonths: 24, maxMonths: 96, annualRatePercent: 11.9 },
    ],
    rateType: 'FIXED',
    latePayment: standardLatePayment,
    disbursementFeePercent: 1.5,
    disbursementFeeMax: 75_000,
    monthlyFee: 490,
    representativeAmount: 3_000_000,
    representativeMonths: 72,
    imageSvg: lowRateImage,
    imageAlt: 'Pénzérmék halma és egy százalékjel: alacsony kamat.',
    sortOrder: 2,
  },
  {
    identifier: 'szemelyi-kolcson-gyors',
    kind: 'PERSONAL_LOAN',
    name: 'Gyors Személyi Kölcsön',
    tagline: 'Kisebb összegek rövid futamidőre, egyszerű feltételekkel.',
    description:
      'Szabad felhasználású személyi kölcsön 200 000 és 3 000 000 Ft között, 6–60 hónapra, 18,9 %-os fix kamattal. Nincs folyósítási és számlavezetési díj.',
    features: [
      'Már 200 000 Ft-tól igényelhető',
      'Rövid, akár 6 hónapos futamidő',
      'Nincs folyósítási és számlavezetési díj',
    ],
    minAmount: 200_000,
    maxAmount: 3_000_000,
    amountStep: 50_000,
    minMonths: 6,
    maxMonths: 60,
    rateBands: [
      { minAmount: 200_000, maxAmount: 3_000_000, minMonths: 6, maxMonths: 60, annualRatePercent: 18.9 },
    ],
    rateType: 'FIXED',
    latePayment: standardLatePayment,
    disbursementFeePercent: 0,
    disbursementFeeMax: 0,
    monthlyFee: 0,
    representativeAmount: 500_000,
    representativeMonths: 24,
    imageSvg: quickImage,
    imageAlt: 'Óra mozgásvonalakkal: rövid futamidő.',
    sortOrder: 3,
  },
];

const basketImage = svg(
  [
    `<path d="M64 64h112l-10 64H74z" fill="${palette.mid}" stroke="${palette.deep}" stroke-width="5" stroke-linejoin="round"/>`,
    `<path d="M92 64c0-20 12-32 28-32s28 12 28 32" fill="none" stroke="${palette.deep}" stroke-width="6" stroke-linecap="round"/>`,
    `<line x1="100" y1="84" x2="100" y2="112" stroke="#ffffff" stroke-width="5" stroke-linecap="round"/>`,
    `<line x1="120" y1="84" x2="120" y2="112" stroke="#ffffff" stroke-width="5" stroke-linecap="round"/>`,
    `<line x1="140" y1="84" x2="140" y2="112" stroke="#ffffff" stroke-width="5" stroke-linecap="round"/>`,
    `<circle cx="186" cy="52" r="18" fill="#ffffff" stroke="${palette.strong}" stroke-width="4"/>`,
    `<path d="M178 52l6 6 10-12" fill="none" stroke="${palette.strong}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`,
  ].join(''),
);

/**
 * Late payment on a point-of-sale credit: the same margin and charges as the personal loans;
 * only the ceiling differs, the áruhitel THM cap (Fhtv. 17/A. § (2)).
 */
export const pointOfSaleLatePayment: LatePaymentTerms = {
  ...standardLatePayment,
  interest: {
    marginPercentagePoints: standardLatePayment.interest.marginPercentagePoints,
    legalSource:
      'Ptk. 6:48. §: a felek megállapodhatnak a késedelmi kamatban; felső határa az áruhitel THM-korlátja, a jegybanki alapkamat + 39 százalékpont (Fhtv. 17/A. § (2))',
  },
};

/**
 * The point-of-sale credit (áruhitel) a shop's customer pays with (DOMAIN "Buy now, pay
 * later"): a linked credit agreement, the lender pays the shop. Seeded on every database, demo
 * or not, like the personal loans: it is the lender's configuration. It is inserted after the
 * leasing products so that a fresh database and one that had them before number the products
 * alike. The preliminary assessment offers personal loans only (preliminary.service.ts).
 * The rates stay far below the áruhitel THM cap (base rate + 39 points).
 */
export const pointOfSaleProductSeed: (typeof loanProducts.$inferInsert)[] = [
  {
    identifier: 'aruhitel',
    kind: 'POINT_OF_SALE',
    name: 'Hitelkapu Áruhitel',
    tagline: 'Vásároljon most, és fizesse ki kényelmes havi részletekben.',
    description:
      'Áruhitel a partnerüzleteinkben vásárolt termékekre 30 000 és 3 000 000 Ft között, 3–36 hónapra. A kamat a teljes futamidő alatt fix, nincs folyósítási és számlavezetési díj. A hitel a vásárláshoz kapcsolódik: a vételárat mi fizetjük ki az üzletnek, ha eláll a vásárlástól, a hitelszerződés is megszűnik.',
    features: [
      '12 hónapig 9,9 %, 13–36 hónapra 17,9 % fix éves kamat',
      'Nincs folyósítási és számlavezetési díj',
      'Az igénylés a vásárlás közben, online intézhető',
    ],
    minAmount: 30_000,
    maxAmount: 3_000_000,
    amountStep: 1_000,
    minMonths: 3,
    maxMonths: 36,
    rateBands: [
      { minAmount: 30_000, maxAmount: 3_000_000, minMonths: 3, maxMonths: 12, annualRatePercent: 9.9 },
      { minAmount: 30_000, maxAmount: 3_000_000, minMonths: 13, maxMonths: 36, annualRatePercent: 17.9 },
    ],
    rateType: 'FIXED',
    latePayment: pointOfSaleLatePayment,
    disbursementFeePercent: 0,
    disbursementFeeMax: 0,
    monthlyFee: 0,
    representativeAmount: 300_000,
    representativeMonths: 24,
    imageSvg: basketImage,
    imageAlt: 'Bevásárlótáska pipával: a vásárlás részletekben fizethető.',
    sortOrder: 20,
  },
];
