import type { OfferQuote } from '@hitelkapu/domain';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { DocumentBlock } from '../../lib/pdf/blocks.ts';
import { standardLatePayment } from '../../seed/loan-products.ts';
import { pdfPageTexts } from '../../testing/pdf-text.ts';
import type { ApplicationRow } from '../applications/application-records.service.ts';
import type { CustomerRow } from '../customers/customers.repository.ts';
import { makeContractDocuments, makeSignedCopy } from './contract-documents.ts';
import {
  type ContractContext,
  contractNumber,
  contractValues,
  dailyInterest,
  formatBudapestTime,
  type LinkedPurchase,
  latePaymentFacts,
  scheduleSummary,
} from './contract-values.ts';
import {
  documentTemplateFor,
  documentTemplates,
  fillTemplate,
  templateIdentifiers,
  templatePlaceholders,
  templateText,
} from './document-templates.ts';
import { contractPlaceholders } from './placeholder-names.ts';
import { withdrawalDeadline } from './result.service.ts';
import { maskPhone } from './signing-rules.ts';

const quote: OfferQuote = {
  amount: 2_000_000,
  months: 48,
  annualRatePercent: 14.9,
  monthlyInstalment: 55_560,
  monthlyFee: 0,
  monthlyPayment: 55_560,
  disbursementFee: 0,
  totalInterest: 666_889,
  totalRepayable: 2_666_889,
  totalCost: 666_889,
  thm: 16,
  thmCap: 30.5,
};

const application = {
  id: '1a2b3c4d-0000-4000-8000-000000000000',
  createdAt: new Date('2026-03-02T09:00:00Z'),
  amount: 2_000_000,
  duration: 48,
  quote,
  answers: {
    birth_place: 'Székesfehérvár',
    birth_date: '1985-04-12',
    mothers_name: 'Nagy Mária',
    id_card_number: '123456AB',
    postal_code: '1138',
    city: 'Budapest',
    street: 'Váci út 10. 3/12',
    has_mailing_address: 'false',
    bank_account: '11773016-11111018',
  },
} as unknown as ApplicationRow;

const customer = {
  firstName: 'Anna',
  lastName: 'Kiss',
  email: 'anna.kiss@pelda.hu',
  phone: '+36 30 123 4567',
} as CustomerRow;

const context: ContractContext = {
  application,
  customer,
  product: {
    name: 'Rugalmas Személyi Kölcsön',
    kind: 'PERSONAL_LOAN',
    rateType: 'FIXED',
    latePayment: standardLatePayment,
  },
  issuedAt: new Date('2026-03-02T10:00:00Z'),
};
const values = contractValues(context);

const purchase: LinkedPurchase = {
  goods: 'Samsung QE55 televízió',
  cashPrice: 2_300_000,
  downPayment: 300_000,
  seller: { name: 'Példa Elektronika Kft.', address: '1097 Budapest, Könyves Kálmán krt. 12.' },
};
const pointOfSale: ContractContext = {
  ...context,
  product: { ...context.product, name: 'Áruhitel', kind: 'POINT_OF_SALE' },
  linkedPurchase: purchase,
};

const textOf = (blocks: DocumentBlock[]) =>
  blocks
    .map((block) => {
      if ('text' in block) return block.text;
      if (block.kind === 'facts') return block.rows.map((row) => `${row.label}: ${row.value}`).join('\n');
      if (block.kind === 'bullets') return block.items.join('\n');
      return '';
    })
    .join('\n');
const headingsOf = (blocks: DocumentBlock[]) =>
  blocks.flatMap((block) => (block.kind === 'heading' ? [block.text] : []));

describe('contract values', () => {
  it('fills every placeholder of the contract and the SECCI of a personal loan', () => {
    for (const identifier of ['loan-contract', 'secci'] as const) {
      const template = documentTemplateFor(identifier, 'PERSONAL_LOAN');
      for (const key of templatePlaceholders(template)) expect(values.text, key).toHaveProperty([key]);
      expect(() => fillTemplate(template, values)).not.toThrow();
    }
  });

  it('fills exactly the placeholders the content files may use, each kind its own', () => {
    const leasing = contractValues({
      ...context,
      product: { ...context.product, kind: 'LEASING' },
      leasedVehicle: {
        description: 'Škoda Octavia',
        condition: 'NEW',
        firstRegistrationDate: null,
        paymentTiming: 'ARREARS',
        price: 1,
        downPayment: 1,
        residualValue: 1,
        dealer: { name: 'Autóház', address: 'Budaörs' },
      },
    });
    const filled = new Set(
      [values, contractValues(pointOfSale), leasing].flatMap((v) => Object.keys(v.text)),
    );
    expect([...filled].sort()).toEqual([...contractPlaceholders].sort());
  });

  it('writes the customer and the figures the Hungarian way', () => {
    expect(values.text).toMatchObject({
      'contract.number': 'HK-2026-1A2B3C4D',
      'contract.date': '2026. március 2.',
      'customer.fullName': 'Kiss Anna',
      'customer.birth': 'Székesfehérvár, 1985. április 12.',
      'customer.address': '1138 Budapest, Váci út 10. 3/12',
      'customer.mailingAddress': 'azonos a lakcímmel',
      'loan.amount': '2 000 000 Ft',
      'loan.annualRate': '14,9 %',
      'loan.thm': '16,0 %',
      'loan.thmCap': '30,5 %',
      'loan.totalRepayable': '2 666 889 Ft',
      'offer.validUntil': '2026. március 17-ig',
    });
    // 2 000 000 * 14,9 % / 365 = 816,4…
    expect(dailyInterest(application)).toBe(816);
    expect(values.text['loan.dailyInterest']).toBe('816 Ft');
    expect(contractNumber(application)).toBe('HK-2026-1A2B3C4D');
  });

  it('refuses to fill a template with a value missing', () => {
    const { 'loan.thm': _dropped, ...text } = values.text;
    expect(() => fillTemplate(documentTemplateFor('secci', 'PERSONAL_LOAN'), { ...values, text })).toThrow(
      /loan\.thm/,
    );
  });

  it('summarises the schedule: the first three months, the last one and totals that add up', () => {
    const rows = scheduleSummary(application);
    expect(rows.map((row) => row.month)).toEqual(['1.', '2.', '3.', '…', '48.', 'Összesen']);
    expect(rows.at(-1)).toMatchObject({
      payment: '2 666 889 Ft',
      principal: '2 000 000 Ft',
      interest: '666 889 Ft',
    });
    expect(rows.at(-2)?.balance).toBe('0 Ft');
  });
});

describe('late-payment costs (CCD2 Annex I, art. 21; configured with the product)', () => {
  const late = latePaymentFacts(standardLatePayment, quote);

  it('prints the late interest from the contract rate, the margin and the THM cap, with its source', () => {
    // 14,9 % + 3 points = 17,9 %, under the 30,5 % cap.
    expect(late.rows[0]?.label).toBe('Késedelmi kamat');
    expect(late.rows[0]?.value).toMatch(
      /^Évi 17,9 %: az ügyleti kamat és további 3 százalékpont, de legfeljebb a THM-korlát \(30,5 %\)/,
    );
    expect(late.rows[0]?.value).toContain('Jogalap: Ptk. 6:48. §');
  });

  it('prints every configured charge with its figure and legal source, and prices a 30-day delay', () => {
    expect(late.rows.map((row) => row.label)).toEqual([
      'Késedelmi kamat',
      'Fizetési felszólító levél',
      'Behajtási költség',
      'Példa',
    ]);
    expect(late.rows[1]?.value).toMatch(/^1 000 Ft levelenként\. Egy elmaradt részletért legfeljebb 2 levél/);
    expect(late.rows[2]?.value).toContain('Behajtási átalányt nem számítunk fel');
    expect(late.rows[2]?.value).toContain('Ptk. 6:155. § (2)');
    // 55 560 Ft * 17,9 % * 30 / 365 = 817,4…
    expect(late.rows[3]?.value).toBe(
      'Ha egy 55 560 Ft összegű részletet 30 napot késve fizet meg, 817 Ft késedelmi kamatot kell fizetnie.',
    );
    expect(late.summary).toBe(
      'Késedelmi kamat évi 17,9 %; felszólító levél 1 000 Ft levelenként (egy elmaradt részletért legfeljebb 2); behajtási átalány nincs, csak igazolt eljárási díj.',
    );
  });

  it('never prints a late interest above the THM cap', () => {
    const capped = latePaymentFacts(standardLatePayment, { ...quote, annualRatePercent: 29.5 });
    expect(capped.rows[0]?.value).toMatch(/^Évi 30,5 %/);
  });

  it('says so when reminder letters are free', () => {
    const free = latePaymentFacts(
      {
        ...standardLatePayment,
        charges: [
          { kind: 'REMINDER_LETTER', amount: 0, maxPerMissedInstalment: 1, legalSource: 'szerződés' },
        ],
      },
      quote,
    );
    expect(free.rows[1]?.value).toMatch(/^Díjmentes\./);
    expect(free.summary).toContain('a felszólító levél díjmentes');
  });
});

describe('the product kind shapes the documents (CCD2 art. 27 for linked credit)', () => {
  it('a personal loan: its own title and type of credit, sections numbered 1 to 10', () => {
    const contract = fillTemplate(documentTemplateFor('loan-contract', 'PERSONAL_LOAN'), values);
    expect(contract[0]).toEqual({ kind: 'title', text: 'Személyi kölcsönszerződés' });
    expect(textOf(contract)).toContain(
      'A hitel típusa: Személyi kölcsön: szabad felhasználású fogyasztási kölcsön',
    );
    const headings = headingsOf(contract);
    expect(headings).toHaveLength(10);
    expect(headings.map((heading) => heading.split('.')[0])).toEqual(
      Array.from({ length: 10 }, (_, i) => String(i + 1)),
    );
    expect(textOf(contract)).not.toMatch(/áru|Eladó/);
  });

  it('point-of-sale credit: its own title and type, and the goods, their cash price and the seller in both documents', () => {
    const posValues = contractValues(pointOfSale);
    const contract = fillTemplate(documentTemplateFor('loan-contract', 'POINT_OF_SALE'), posValues);
    const secci = fillTemplate(documentTemplateFor('secci', 'POINT_OF_SALE'), posValues);
    expect(contract[0]).toEqual({ kind: 'title', text: 'Áruvásárlási kölcsönszerződés' });
    for (const blocks of [contract, secci]) {
      const text = textOf(blocks);
      expect(text).toContain(
        'A hitel típusa: Áruhitel: egy meghatározott áru megvásárlására nyújtott kapcsolt hitel',
      );
      expect(text).toContain('A megvásárolt áru: Samsung QE55 televízió');
      expect(text).toContain('Az áru készpénzára: 2 300 000 Ft');
      expect(text).toContain(
        'Eladó (hitelközvetítő): Példa Elektronika Kft., 1097 Budapest, Könyves Kálmán krt. 12.',
      );
      expect(text).toContain('Kapcsolt hitelszerződés: ha Ön eláll az áru adásvételétől');
      expect(text).not.toContain('bankszámlára.');
    }
    // Its own section goes in after the main figures, and the numbering stays unbroken.
    const headings = headingsOf(contract);
    expect(headings.slice(0, 4)).toEqual([
      '1. A szerződő felek',
      '2. A hitel főbb adatai',
      '3. Az áru és az eladó',
      '4. Folyósítás és törlesztés',
    ]);
    expect(headings).toHaveLength(11);
    // The goods join the key facts on the SECCI's first page as rows of the same table.
    const keyFacts = secci.find((block) => block.kind === 'facts');
    expect(keyFacts?.kind === 'facts' && keyFacts.rows.map((row) => row.label)).toEqual(
      expect.arrayContaining([
        'A hitel típusa',
        'A megvásárolt áru',
        'Az áru készpénzára',
        'A hitel teljes összege',
      ]),
    );
  });

  it('point-of-sale credit without its goods is never made: the placeholders have no value', () => {
    const { linkedPurchase: _none, ...withoutPurchase } = pointOfSale;
    expect(() =>
      fillTemplate(documentTemplateFor('loan-contract', 'POINT_OF_SALE'), contractValues(withoutPurchase)),
    ).toThrow(/purchase\.goods/);
  });

  it('leasing names the vehicle, the down payment and the residual value', () => {
    const leasing = contractValues({
      ...context,
      product: { ...context.product, kind: 'LEASING' },
      leasedVehicle: {
        description: 'Škoda Octavia 1.5 TSI, 2024',
        condition: 'USED',
        firstRegistrationDate: '2024-03-15',
        paymentTiming: 'ARREARS',
        price: 12_000_000,
        downPayment: 2_400_000,
        residualValue: 4_800_000,
        dealer: { name: 'Példa Autóház Kft.', address: '2040 Budaörs, Sport u. 1.' },
      },
    });
    const contract = fillTemplate(documentTemplateFor('loan-contract', 'LEASING'), leasing);
    expect(contract[0]).toEqual({ kind: 'title', text: 'Zárt végű pénzügyi lízingszerződés' });
    const text = textOf(contract);
    expect(text).toContain('A lízingelt jármű (gyártmány, típus): Škoda Octavia 1.5 TSI, 2024');
    expect(text).toContain('Önerő: 2 400 000 Ft');
    expect(text).toContain('Maradványérték: 4 800 000 Ft');
  });

  it('a point-of-sale PDF carries its title, its signing clause names it so, and its first SECCI page names the goods and their cash price', async () => {
    const [contract, secci] = await makeContractDocuments(pointOfSale);
    if (!contract || !secci) throw new Error('documents missing');
    expect((await PDFDocument.load(contract.content)).getTitle()).toBe('Áruvásárlási kölcsönszerződés');
    const signed = await makeSignedCopy(
      {
        id: '5e0f9d3a-0000-4000-8000-000000000001',
        kind: 'CONTRACT',
        originalName: 'Hitelszerződés HK-2026-1A2B3C4D.pdf',
        size: contract.content.length,
        sha256: contract.sha256,
        createdAt: new Date('2026-03-02T10:00:00Z'),
        content: contract.content,
      },
      {
        application,
        customer,
        evidence: {
          sessionId: '5e0f9d3a-0000-4000-8000-000000000002',
          signedAt: new Date('2026-03-02T10:05:00Z'),
          ip: '192.0.2.10',
          userAgent: 'Vitest',
          maskedPhone: '+36 30 *** **67',
        },
      },
    );
    const clause = (await pdfPageTexts(signed.content)).at(-1)?.replaceAll('\n', ' ');
    expect(clause).toContain('Áruvásárlási kölcsönszerződés (Hitelszerződés HK-2026-1A2B3C4D.pdf)');
    const [firstPage] = await pdfPageTexts(secci.content);
    for (const expected of ['Samsung QE55 televízió', '2 300 000 Ft', 'Példa Elektronika Kft.', 'Áruhitel'])
      expect(firstPage).toContain(expected);
  });
});

describe('the customer as the documents name them', () => {
  it('a name with letters beyond Hungarian (Ł, ș, ă) reads in the contract as written', async () => {
    const foreign = { ...customer, lastName: 'Ștefănescu-Łukasiewicz', firstName: 'Ioana' } as CustomerRow;
    const [contract] = await makeContractDocuments({ ...context, customer: foreign }, ['CONTRACT']);
    if (!contract) throw new Error('contract missing');
    const text = (await pdfPageTexts(contract.content)).join(' ').replaceAll('\n', ' ');
    expect(text).toContain('Ștefănescu-Łukasiewicz Ioana');
  });
});

describe('templates as text', () => {
  it.each(templateIdentifiers)('%s shows its placeholders', (identifier) => {
    const text = templateText(documentTemplates[identifier]);
    expect(text).toContain(documentTemplates[identifier].title);
    for (const key of templatePlaceholders(documentTemplates[identifier]))
      expect(text).toContain(`{{${key}}}`);
  });
});

describe('the withdrawal window (Fhtv. 20. §, counted as Ptk. 8:2. §)', () => {
  it.each([
    [
      'a Monday conclusion ends on the Monday two weeks on, at Budapest midnight (winter)',
      '2026-03-02T09:00:00Z',
      '2026-03-16T22:59:59.999Z',
    ],
    ['a last day on Saturday moves to Monday', '2026-03-07T09:00:00Z', '2026-03-23T22:59:59.999Z'],
    ['a last day on Sunday moves to Monday', '2026-03-08T09:00:00Z', '2026-03-23T22:59:59.999Z'],
    ['summer time ends the day at 22:00 UTC', '2026-04-20T09:00:00Z', '2026-05-04T21:59:59.999Z'],
    [
      'a last day on Good Friday 2026 runs over Easter to the Tuesday',
      '2026-03-20T09:00:00Z',
      '2026-04-07T21:59:59.999Z',
    ],
    [
      'the Budapest date of a late-evening conclusion counts',
      '2026-01-10T22:30:00Z',
      '2026-01-26T22:59:59.999Z',
    ],
    [
      'a last day on Christmas Day 2026 (a Friday) moves over the weekend to Monday 28 December',
      '2026-12-11T10:00:00Z',
      '2026-12-28T22:59:59.999Z',
    ],
    [
      'a last day on Easter Monday 2027 moves to the Tuesday (summer time)',
      '2027-03-15T10:00:00Z',
      '2027-03-30T21:59:59.999Z',
    ],
    [
      'a last day on a configured rest day (Friday 21 August 2026) runs over the weekend',
      '2026-08-07T10:00:00Z',
      '2026-08-24T21:59:59.999Z',
    ],
  ])('%s', (_what, concludedAt, deadline) => {
    const calendar = { extraWorkingDays: ['2026-08-08'], extraRestDays: ['2026-08-21'] };
    expect(withdrawalDeadline(new Date(concludedAt), calendar).toISOString()).toBe(deadline);
  });
});

describe('evidence formatting', () => {
  it('prints the Budapest time with its offset', () => {
    expect(formatBudapestTime(new Date('2026-01-10T13:03:12Z'))).toBe('2026.01.10. 14:03:12 (UTC+01:00)');
    expect(formatBudapestTime(new Date('2026-07-10T13:03:12Z'))).toBe('2026.07.10. 15:03:12 (UTC+02:00)');
  });

  it('masks all but the last two digits of a phone number', () => {
    expect(maskPhone('+36 30 123 4567')).toBe('+36 30 *** **67');
    expect(maskPhone('+3630123456')).toBe('+********56');
  });
});
