import type { OfferQuote } from '@hitelkapu/domain';
import { describe, expect, it } from 'vitest';
import type { ApplicationRow } from '../applications/applications.repository.ts';
import type { CustomerRow } from '../auth/customers.repository.ts';
import {
  contractNumber,
  contractValues,
  dailyInterest,
  formatBudapestTime,
  scheduleSummary,
} from './contract-documents.ts';
import {
  documentTemplates,
  fillTemplate,
  templateIdentifiers,
  templatePlaceholders,
  templateText,
} from './document-templates.ts';
import { withdrawalDeadline } from './result.service.ts';
import { maskPhone } from './signing.service.ts';

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

const values = contractValues({
  application,
  customer,
  productName: 'Rugalmas Személyi Kölcsön',
  issuedAt: new Date('2026-03-02T10:00:00Z'),
});

describe('contract values', () => {
  it('fills every placeholder of the contract and the SECCI', () => {
    for (const template of [documentTemplates['loan-contract'], documentTemplates.secci])
      for (const key of templatePlaceholders(template)) expect(values.text, key).toHaveProperty([key]);
    expect(() => fillTemplate(documentTemplates['loan-contract'], values)).not.toThrow();
    expect(() => fillTemplate(documentTemplates.secci, values)).not.toThrow();
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
    expect(() => fillTemplate(documentTemplates.secci, { ...values, text })).toThrow(/loan\.thm/);
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
