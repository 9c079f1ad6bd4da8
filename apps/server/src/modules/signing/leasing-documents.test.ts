import { createHash } from 'node:crypto';
import { formatHuf, quoteLeasing, type RegulatoryFigures, thmCapFor } from '@hitelkapu/domain';
import { describe, expect, it } from 'vitest';
import { leasingProductSeed } from '../../seed/leasing.ts';
import { standardLatePayment } from '../../seed/loan-products.ts';
import { pdfPageTexts } from '../../testing/pdf-text.ts';
import type { ApplicationRow } from '../applications/application-records.service.ts';
import type { CustomerRow } from '../customers/customers.repository.ts';
import { makeContractDocuments, makeWithdrawalReceipt } from './contract-documents.ts';
import { type ContractContext, contractValues, scheduleSummary } from './contract-values.ts';
import { documentTemplateFor, fillTemplate } from './document-templates.ts';

/**
 * The leasing documents (issue 16 point 7, docs/decisions/035): the contract and the SECCI of
 * a closed-end leasing name the vehicle, its price, the down payment, the residual value and
 * when it is paid, and that ownership passes after the last instalment and the residual
 * value; the SECCI's first page is part I of CCD2 Annex I. Personal-loan documents stay as
 * they were.
 */

const customer = {
  firstName: 'Anna',
  lastName: 'Kiss',
  email: 'anna.kiss@pelda.hu',
  phone: '+36 30 123 4567',
} as CustomerRow;

const answers = {
  birth_place: 'Székesfehérvár',
  birth_date: '1985-04-12',
  mothers_name: 'Nagy Mária',
  id_card_number: '123456AB',
  postal_code: '1138',
  city: 'Budapest',
  street: 'Váci út 10. 3/12',
  has_mailing_address: 'false',
  bank_account: '11773016-11111018',
};

// The second seeded leasing product: it has a monthly fee and a disbursement fee, so every figure shows.
const [, product] = leasingProductSeed;
if (!product) throw new Error('the seed has no second leasing product');
const figures: RegulatoryFigures = {
  baseRatePercent: 6.25,
  thmCapMarginPoints: 24,
  thmCapMarginPointsPointOfSale: 39,
  jtmIncomeThreshold: 800_000,
  jtmLimitBelowPercent: 50,
  jtmLimitAtOrAbovePercent: 60,
  jtmRevolvingSharePercent: 5,
  minimumNetIncome: 200_000,
  minimumAge: 18,
  maximumAgeAtMaturity: 75,
  minimumClosedBusinessYears: 1,
};
const leasingQuote = quoteLeasing(
  {
    kind: 'LEASING',
    minAmount: product.minAmount,
    maxAmount: product.maxAmount,
    minMonths: product.minMonths,
    maxMonths: product.maxMonths,
    rateBands: product.rateBands,
    disbursementFeePercent: product.disbursementFeePercent ?? 0,
    disbursementFeeMax: product.disbursementFeeMax ?? 0,
    monthlyFee: product.monthlyFee ?? 0,
    leasing: product.leasing,
  },
  { price: 12_000_000, downPayment: 2_400_000, residualValue: 4_800_000, months: 48 },
  figures,
);
if (!leasingQuote) throw new Error('the domain maths gave no quote');
const { price, downPayment, residualValue, paymentTiming, ...loanFigures } = leasingQuote;

const leasingApplication = {
  id: '7c1d2e3f-0000-4000-8000-000000000000',
  createdAt: new Date('2026-03-02T09:00:00Z'),
  amount: leasingQuote.amount,
  duration: leasingQuote.months,
  quote: loanFigures,
  answers,
  leasing: {
    prescorePublicId: 'AbCdEfGhIjKlMnOpQrStUvWx',
    dealerId: '0f3c6a1e-0000-4000-8000-000000000000',
    dealerName: 'Dunakanyar Autóház Kft.',
    dealerReference: 'A-17',
    vehicle: {
      condition: 'USED',
      firstRegistrationDate: '2023-05-10',
      description: 'Toyota Corolla 1.8 Hybrid',
    },
    price,
    downPayment,
    residualValue,
    paymentTiming,
    dealerRedirectUrl: null,
    prescoreId: '11111111-0000-4000-8000-000000000000',
    assessedNetIncome: 650_000,
  },
} as unknown as ApplicationRow;

const leasing: ContractContext = {
  application: leasingApplication,
  customer,
  product: { name: product.name, kind: 'LEASING', rateType: 'FIXED', latePayment: standardLatePayment },
  issuedAt: new Date('2026-03-02T10:00:00Z'),
};

const flat = (pages: string[]) => pages.map((page) => page.replaceAll('\n', ' '));

describe('the leasing contract and SECCI', () => {
  it('the contract names the vehicle, its price, the down payment, the residual value and when it is paid, and the passing of ownership', async () => {
    const [contract] = await makeContractDocuments(leasing, ['CONTRACT']);
    if (!contract) throw new Error('no contract');
    const text = flat(await pdfPageTexts(contract.content)).join(' ');
    for (const expected of [
      'Zárt végű pénzügyi lízingszerződés',
      'Toyota Corolla 1.8 Hybrid',
      'A jármű állapota használt',
      'Első forgalomba helyezés 2023. május 10.',
      `A jármű vételára ${formatHuf(12_000_000)}`,
      `Önerő ${formatHuf(2_400_000)}`,
      `Maradványérték ${formatHuf(4_800_000)}, a futamidő végén, az utolsó lízingdíjjal együtt`,
      'Dunakanyar Autóház Kft.',
      'Az utolsó lízingdíj és a maradványérték',
      'tulajdonjoga külön jognyilatkozat nélkül az Adósra száll',
      `${formatHuf(leasingQuote.amount)}`,
      `${formatHuf(leasingQuote.monthlyPayment)}`,
      `${formatHuf(leasingQuote.totalRepayable)}`,
      'emberi beavatkozással vizsgálja felül',
    ])
      expect(text).toContain(expected);
    // Nothing of the loan documents that is untrue of a leasing.
    expect(text).not.toContain('Személyi kölcsön');
    expect(text).not.toContain('annuitásos');
  });

  it("the SECCI's first page is part I of CCD2 Annex I with the leasing's key figures; part II starts on the next page", async () => {
    const [secci] = await makeContractDocuments(leasing, ['SECCI']);
    if (!secci) throw new Error('no SECCI');
    const [first, second] = flat(await pdfPageTexts(secci.content));
    const values = contractValues(leasing).text;
    for (const expected of [
      'Hitelkapu Pénzügyi Zrt.',
      'Zárt végű pénzügyi lízing',
      'Toyota Corolla 1.8 Hybrid',
      `A hitel teljes összege ${formatHuf(leasingQuote.amount)}`,
      'A hitelszerződés időtartama 48 hónap',
      `48 havi lízingdíj, egyenként ${formatHuf(leasingQuote.monthlyPayment)}`,
      `Hitelkamatláb Évi ${values['loan.annualRate']}`,
      `Teljes hiteldíj mutató (THM) ${values['loan.thm']}`,
      `A fizetendő teljes összeg ${formatHuf(leasingQuote.totalRepayable)}`,
      'A késedelmes fizetés költségei',
      'Elállási jog Igen, 14 napon belül indoklás nélkül',
      'automatizált adatfeldolgozással szabtuk személyre',
      'emberi beavatkozással vizsgálja felül',
      `Maradványérték ${formatHuf(4_800_000)}, a futamidő végén`,
      `A jármű vételára és az önerő ${formatHuf(12_000_000)}, ebből önerő ${formatHuf(2_400_000)}`,
      'eladó és hitelközvetítő: Dunakanyar Autóház Kft.',
    ])
      expect(first).toContain(expected);
    expect(second).toMatch(/^II\. rész/);
  });

  it('the THM and the total are the leasing maths, the cap is the leasing cap, and the schedule ends with the residual value', () => {
    const values = contractValues(leasing).text;
    expect(values['loan.thm']).toBe(`${String(leasingQuote.thm).replace('.', ',')} %`);
    expect(leasingQuote.thmCap).toBe(thmCapFor('LEASING', figures));
    const rows = scheduleSummary(leasingApplication);
    const total = rows.at(-1);
    expect(total?.month).toBe('Összesen');
    // Every payment to the lessor but the one-off fee: 48 payments and the residual value.
    expect(total?.payment).toBe(formatHuf(leasingQuote.totalRepayable - leasingQuote.disbursementFee));
    expect(total?.principal).toBe(formatHuf(leasingQuote.amount));
    expect(rows.at(-2)?.balance).toBe('0 Ft');
    expect(values['loan.lastPayment']).toBe(formatHuf(leasingQuote.monthlyPayment + residualValue));
  });

  it('a leasing document without its vehicle is never made', () => {
    const { leasing: _none, ...withoutVehicle } = leasingApplication;
    const values = contractValues({ ...leasing, application: withoutVehicle as ApplicationRow });
    expect(() => fillTemplate(documentTemplateFor('loan-contract', 'LEASING'), values)).toThrow(/vehicle\./);
  });
});

describe('personal-loan documents are unchanged by the leasing documents', () => {
  // The bytes of the personal-loan contract, SECCI and withdrawal receipt for fixed inputs, as
  // they were made before the leasing documents existed (the PDFs are deterministic: fixed
  // dates, subset fonts). A deliberate change of the personal-loan texts updates these.
  const personal: ContractContext = {
    application: {
      id: '1a2b3c4d-0000-4000-8000-000000000000',
      createdAt: new Date('2026-03-02T09:00:00Z'),
      amount: 2_000_000,
      duration: 48,
      quote: {
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
      },
      answers,
      signedAt: new Date('2026-03-02T10:05:00Z'),
      concludedAt: new Date('2026-03-02T10:06:00Z'),
    } as unknown as ApplicationRow,
    customer,
    product: {
      name: 'Rugalmas Személyi Kölcsön',
      kind: 'PERSONAL_LOAN',
      rateType: 'FIXED',
      latePayment: standardLatePayment,
    },
    issuedAt: new Date('2026-03-02T10:00:00Z'),
  };
  const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

  it('the contract, the SECCI and the withdrawal receipt come out byte for byte as before', async () => {
    const [contract, secci] = await makeContractDocuments(personal);
    const receipt = await makeWithdrawalReceipt({
      ...personal,
      reference: 'EL-1',
      withdrawnAt: new Date('2026-03-05T10:00:00Z'),
      repayBy: new Date('2026-04-04T10:00:00Z'),
    });
    expect(contract && sha256(contract.content)).toBe(
      '0a806f66ca78e6d01f5dc2761f5d04e3fdcee270c18f0da4903fd275d691639c',
    );
    expect(secci && sha256(secci.content)).toBe(
      '3e071484b819459d2ffc0a3404d2436d3ce3fdbc7a6275e373f245b6369a1239',
    );
    expect(sha256(receipt.content)).toBe('a0539bdbc707bd80baf8ac866eb2133a7708aedc347924aa2668a70533b16e5b');
  });
});
