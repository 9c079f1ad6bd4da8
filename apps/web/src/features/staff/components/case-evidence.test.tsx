import type { CustomerDocument } from '@hitelkapu/domain/contracts/application';
import type {
  StaffBankEvidence,
  StaffCaseScoring,
  StaffKycOutcome,
} from '@hitelkapu/domain/contracts/staff-case-evidence';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, makeToken, mockApi } from '../../../testing/api-mock.ts';
import { applicationFlow } from '../../../testing/application-fixtures.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { useStaffSessionStore } from '../staff-session-store.ts';
import { CaseDetails } from './case-details.tsx';

const APPLICATION_ID = '0b7e6d2c-5a4f-4e3d-8c2b-1a0f9e8d7c6b';
const PDF_ID = '1d2c3b4a-5f6e-4d7c-8b9a-0a1b2c3d4e5f';
const PNG_ID = '2e3d4c5b-6a7f-4e8d-9cab-1b2c3d4e5f60';
const CASE = `GET /staff/reviews/${APPLICATION_ID}/case`;
const CORRECTIONS = `GET /staff/reviews/${APPLICATION_ID}/corrections`;
const PDF_PREVIEW = `GET /staff/reviews/${APPLICATION_ID}/documents/${PDF_ID}/preview`;
const PNG_PREVIEW = `GET /staff/reviews/${APPLICATION_ID}/documents/${PNG_ID}/preview`;

const document = (overrides: Partial<CustomerDocument>): CustomerDocument => ({
  id: PDF_ID,
  kind: 'UPLOAD',
  applicationId: APPLICATION_ID,
  promptId: 3,
  promptIdentifier: 'income_document',
  originalName: 'jovedelemigazolas.pdf',
  contentType: 'application/pdf',
  size: 52_000,
  createdAt: '2026-11-20T09:00:00.000Z',
  ...overrides,
});

const scoring: StaffCaseScoring = {
  decision: 'MANUAL',
  reasons: ['UNVERIFIABLE_INCOME'],
  decidedAt: '2026-11-20T09:10:00.000Z',
  ruleDay: '2026-11-20',
  netIncome: 650_000,
  assessedNetIncome: 650_000,
  existingInstalments: 0,
  revolvingLimits: 0,
  revolvingMonthly: 0,
  newInstalment: 55_560,
  jtmRatioPercent: 8.5,
  jtmLimitPercent: 50,
  maxNewInstalment: 325_000,
  thmPercent: 16,
  thmCapPercent: 30.25,
  regulatory: {
    baseRatePercent: 6.25,
    baseRateEffectiveFrom: '2026-02-25',
    thmCapMarginPoints: 24,
    jtmIncomeThreshold: 800_000,
    jtmLimitBelowPercent: 50,
    jtmLimitAtOrAbovePercent: 60,
    jtmRevolvingSharePercent: 5,
    minimumNetIncome: 150_000,
  },
  policy: { incomeDropReferPercent: 20, minimumEmploymentMonths: 3 },
};

const bankEvidence: StaffBankEvidence = {
  provider: 'DEFAULT',
  purpose: 'PRELIMINARY',
  status: 'SUCCEEDED',
  bankName: 'OTP Bank Nyrt.',
  consentGivenAt: '2026-11-02T09:15:00.000Z',
  consentExpiresAt: '2027-05-01T09:15:00.000Z',
  bankDataDeleted: false,
  accounts: [
    {
      maskedNumber: 'HU•• •••• 0000',
      name: 'Lakossági folyószámla',
      currency: 'HUF',
      bankName: 'OTP Bank Nyrt.',
    },
  ],
  monthsCovered: 6,
  detectedIncome: 648_000,
  manualSalary: null,
  effectiveSalary: 648_000,
  effectiveLoanInstalments: 42_000,
  incomeSources: [
    {
      kind: 'SALARY',
      payer: 'Példa Kft.',
      monthlyAmount: 648_000,
      monthsSeen: 3,
      typicalDay: 10,
      transactionCount: 3,
      firstDate: '2026-08-10',
      lastDate: '2026-10-10',
      total: 1_950_000,
    },
  ],
  loanInstalments: [{ creditor: 'Autóhitel Zrt.', monthlyAmount: 42_000, transactionCount: 1 }],
};

const kyc: StaffKycOutcome = {
  provider: 'sandbox',
  method: 'SANDBOX',
  methodTitle: 'Online azonosítás fényképpel',
  status: 'VERIFIED',
  startedAt: '2026-11-20T10:00:00.000Z',
  completedAt: '2026-11-20T10:04:00.000Z',
  verifiedAt: '2026-11-20T10:04:00.000Z',
  attempts: 2,
  documentType: 'ID_CARD',
  documentNumberMasked: null,
  livenessPassed: true,
  nameMatched: null,
  birthDateMatched: null,
  declineReason: null,
};

const staffCase = (overrides: Record<string, unknown> = {}) => ({
  applicationId: APPLICATION_ID,
  flow: applicationFlow,
  answers: { postal_code: '1138' },
  documents: [
    document({}),
    document({ id: PNG_ID, originalName: 'lakcimkartya.png', contentType: 'image/png', promptId: 2 }),
  ],
  corrections: [],
  returnedAt: null,
  isWaitingForCustomer: false,
  scoring,
  bankEvidence,
  kyc,
  ...overrides,
});

const binary = (type: string) => () =>
  new Response('%PDF-1.4 test', { status: 200, headers: { 'content-type': type } });

async function openCase() {
  const user = userEvent.setup();
  renderWithProviders(<CaseDetails applicationId={APPLICATION_ID} />);
  await user.click(screen.getByRole('button', { name: 'Kérelem részletei' }));
  return user;
}

let created: string[];
let revoked: string[];

beforeEach(() => {
  useStaffSessionStore
    .getState()
    .setSession(makeToken({ sub: 'staff-1', roles: ['REVIEWER'], name: 'Kovács Éva' }), {
      id: 'staff-1',
      name: 'Kovács Éva',
      email: 'ugyintezo@hitelkapu.hu',
      roles: ['REVIEWER'],
    });
  created = [];
  revoked = [];
  let next = 0;
  // jsdom has no object URLs: record which were made and which were let go.
  URL.createObjectURL = vi.fn(() => {
    next += 1;
    const url = `blob:http://localhost/preview-${next}`;
    created.push(url);
    return url;
  });
  URL.revokeObjectURL = vi.fn((url: string) => {
    revoked.push(url);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useStaffSessionStore.getState().clear();
});

describe('the evidence of a case', () => {
  it('shows the automated decision in words with its figures, the bank data with masked accounts, and the identity check', async () => {
    mockApi({ [CASE]: json(staffCase()), [CORRECTIONS]: json([]) });
    await openCase();

    const scoringSection = await screen.findByRole('region', { name: 'Automatikus döntés' });
    expect(within(scoringSection).getByText('Ügyintézői döntésre utalva')).toBeVisible();
    expect(
      within(scoringSection).getByText(
        'Jövedelmét nem bankszámlára kapja, ezért nem tudjuk automatikusan ellenőrizni.',
      ),
    ).toBeVisible();
    expect(within(scoringSection).getByText('8,5 % (korlát: 50,0 %)')).toBeVisible();
    expect(within(scoringSection).getByText('A korláton belül')).toBeVisible();
    const income = within(scoringSection).getByText('Figyelembe vett havi nettó jövedelem');
    expect(income.nextElementSibling).toHaveTextContent('650 000 Ft');
    expect(within(scoringSection).getByText('800 000 Ft')).toBeVisible();

    const bank = screen.getByRole('region', { name: 'Banki adatok (PSD2)' });
    expect(
      within(bank).getByText('HU•• •••• 0000 · Lakossági folyószámla · HUF · OTP Bank Nyrt.'),
    ).toBeVisible();
    expect(within(bank).getByText('Előzetes hitelbírálat')).toBeVisible();
    expect(within(bank).getByText(/^Példa Kft\. \(munkabér\): havonta 648 000 Ft, 3 jóváírás/)).toBeVisible();
    expect(within(bank).getByText(/Autóhitel Zrt\.: havonta 42 000 Ft/)).toBeVisible();

    const identity = screen.getByRole('region', { name: 'Személyazonosítás' });
    expect(within(identity).getByText('Online azonosítás fényképpel')).toBeVisible();
    expect(within(identity).getByText('Személyazonosító igazolvány')).toBeVisible();
    // Matches the provider did not report are said so, never shown as a match.
    expect(within(identity).getAllByText('A szolgáltató nem jelezte')).toHaveLength(2);
  });

  it('says the income was declared when no bank data was used, and that no identity check was started', async () => {
    mockApi({
      [CASE]: json(
        staffCase({ bankEvidence: null, kyc: null, scoring: { ...scoring, jtmRatioPercent: 61.2 } }),
      ),
      [CORRECTIONS]: json([]),
    });
    await openCase();
    const bank = await screen.findByRole('region', { name: 'Banki adatok (PSD2)' });
    expect(
      within(bank).getByText(
        'A jövedelem az ügyfél nyilatkozatán alapul: bankszámla-adatokkal nem igazolta.',
      ),
    ).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Személyazonosítás' })).getByText(
        'Az ügyfél még nem kezdte el a személyazonosítást.',
      ),
    ).toBeVisible();
    expect(screen.getByText('A korlát felett')).toBeVisible();
  });
});

describe('viewing a document in the page', () => {
  it('opens the PDF in a titled dialog from the staff-token fetch, with a download link; Escape closes it and lets the object URL go', async () => {
    const api = mockApi({
      [CASE]: json(staffCase()),
      [CORRECTIONS]: json([]),
      [PDF_PREVIEW]: binary('application/pdf'),
    });
    const user = await openCase();
    await user.click(
      await screen.findByRole('button', {
        name: 'jovedelemigazolas.pdf megtekintése (Az ügyfél feltöltése)',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'jovedelemigazolas.pdf' });
    const frame = await within(dialog).findByTitle('jovedelemigazolas.pdf tartalma');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe(created[0]);
    const download = within(dialog).getByRole('link', { name: 'Letöltés' });
    expect(download).toHaveAttribute('href', created[0]);
    expect(download).toHaveAttribute('download', 'jovedelemigazolas.pdf');

    // The token travels in the header, never in an address.
    const [call] = api.callsTo(PDF_PREVIEW);
    expect(call?.headers.get('authorization')).toMatch(/^Bearer /);
    expect(call?.query.toString()).toBe('');
    expect(created[0]).not.toContain('token');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(revoked).toEqual([created[0]]);
  });

  it('shows an image as an image with its alternative text', async () => {
    mockApi({ [CASE]: json(staffCase()), [CORRECTIONS]: json([]), [PNG_PREVIEW]: binary('image/png') });
    const user = await openCase();
    await user.click(
      await screen.findByRole('button', { name: 'lakcimkartya.png megtekintése (Az ügyfél feltöltése)' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'lakcimkartya.png' });
    const image = await within(dialog).findByRole('img', { name: 'lakcimkartya.png képe' });
    expect(image).toHaveAttribute('src', created[0]);
    await user.click(within(dialog).getByRole('button', { name: 'Bezárás' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(revoked).toEqual([created[0]]);
  });

  it('says so when the document cannot be opened', async () => {
    mockApi({
      [CASE]: json(staffCase()),
      [CORRECTIONS]: json([]),
      [PDF_PREVIEW]: json({ code: 'NOT_FOUND', message: 'A dokumentum nem található.' }, 404),
    });
    const user = await openCase();
    await user.click(
      await screen.findByRole('button', {
        name: 'jovedelemigazolas.pdf megtekintése (Az ügyfél feltöltése)',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'jovedelemigazolas.pdf' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Nem sikerült megnyitni a dokumentumot. Próbálja újra, vagy töltse le.',
    );
    expect(created).toEqual([]);
  });
});
