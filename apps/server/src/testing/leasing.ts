import type { DealerApiKeyCreated, DealerPrescore } from '@hitelkapu/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { dealers } from '../db/schema/index.ts';
import { lastLinkTokenTo, requiredAcceptances, STRONG_PASSWORD, uniqueEmail } from './accounts.ts';
import { createStaffMember, loginStaff } from './staff.ts';

/** A dealer row with a plain look, as the dealers module stores a checked branding. */
export async function createTestDealer(db: Db, name = 'Teszt Autóház'): Promise<string> {
  const [row] = await db
    .insert(dealers)
    .values({
      name,
      primaryColor: '#1d4e89',
      secondaryColor: '#f4a259',
      buttonTextColor: '#ffffff',
      borderRadius: 8,
      buttonRadius: 8,
    })
    .returning({ id: dealers.id });
  if (!row) throw new Error('dealer insert returned no row');
  return row.id;
}

/** A staff member issues the dealer an API key through the API; the key as shown once. */
export async function issueDealerKey(
  app: FastifyInstance,
  db: Db,
  dealerId: string,
): Promise<DealerApiKeyCreated> {
  const staff = await loginStaff(app, await createStaffMember(db, { roles: ['ADMIN'] }));
  const res = await app.inject({
    method: 'POST',
    url: `/api/staff/dealers/${dealerId}/api-keys`,
    headers: staff.auth,
  });
  if (res.statusCode !== 201) throw new Error(`issuing a dealer key failed: ${res.statusCode} ${res.body}`);
  return res.json<DealerApiKeyCreated>();
}

/** The DOMAIN.md example vehicle: 12 000 000 Ft, 20 % down, residual value 4 800 000, 48 months. */
export const exampleVehicle = () => ({
  vehicle: { condition: 'NEW', firstRegistrationDate: null, description: 'Škoda Octavia Combi 1.5 TSI' },
  price: 12_000_000,
  downPayment: 2_400_000,
  residualValue: 4_800_000,
  duration: 48,
});

/** The dealer opens a prescore through the dealer API. */
export async function createDealerPrescore(
  app: FastifyInstance,
  key: string,
  payload: Record<string, unknown> = exampleVehicle(),
): Promise<DealerPrescore> {
  const res = await app.inject({
    method: 'POST',
    url: '/dealer-api/v1/prescores',
    headers: { authorization: `Bearer ${key}` },
    payload,
  });
  if (res.statusCode !== 201) throw new Error(`creating a prescore failed: ${res.statusCode} ${res.body}`);
  return res.json<DealerPrescore>();
}

/**
 * A customer who registered from a leasing landing (LEASING_REGISTERED), confirmed the email,
 * logged in and finished the leasing onboarding (LEASING_ONBOARDED).
 */
export async function createLeasingCustomer(app: FastifyInstance, db: Db, options: { ip?: string } = {}) {
  const email = uniqueEmail('lizing');
  const remoteAddress = options.ip ?? '10.0.0.1';
  const register = await app.inject({
    method: 'POST',
    url: '/api/customer/register',
    remoteAddress,
    payload: {
      channel: 'EMAIL',
      email,
      password: STRONG_PASSWORD,
      firstName: 'Lili',
      lastName: 'Lakatos',
      acceptances: await requiredAcceptances(app),
      isLeasing: true,
    },
  });
  if (register.statusCode !== 201) throw new Error(`register failed: ${register.body}`);
  const confirm = await app.inject({
    method: 'POST',
    url: '/api/bulwark/customer/auth/confirm-email',
    payload: { token: await lastLinkTokenTo(db, email) },
  });
  if (confirm.statusCode !== 200) throw new Error(`confirm failed: ${confirm.body}`);
  const login = await app.inject({
    method: 'POST',
    url: '/api/bulwark/customer/auth/login',
    remoteAddress,
    payload: { channel: 'EMAIL', email, password: STRONG_PASSWORD },
  });
  const session = login.headers['x-auth-token'];
  if (typeof session !== 'string') throw new Error(`login failed: ${login.body}`);
  const auth = { authorization: `Bearer ${session}` };
  const onboarded = await app.inject({
    method: 'PUT',
    url: '/api/profile/status',
    headers: auth,
    payload: { currentStatus: 'LEASING_ONBOARDED' },
  });
  if (onboarded.statusCode !== 200) throw new Error(`leasing onboarding failed: ${onboarded.body}`);
  return { email, auth };
}

/** Answers of an employed applicant that pass every knock-out rule, in the leasing question set. */
export const leasingAnswers = (): Record<string, string> => ({
  date_of_birth: '1985-04-12',
  household_size: '3',
  source_of_income: 'employee',
  company_registered_abroad: 'false',
  current_job: '2019-03-01',
  trial_period: 'false',
  notice_period: 'false',
  incapacity: 'false',
  continuous_employment: 'true',
  fixed_term_employment_contract: 'false',
  salary: '650 000',
  salary_commitment: 'false',
  has_credit_card: 'false',
});

/** A submit whose amount and income fields agree with the vehicle and the answers. */
export function leasingSubmit(publicId: string, overrides: Record<string, unknown> = {}) {
  const answers = leasingAnswers();
  return {
    publicId,
    amount: 9_600_000,
    duration: 48,
    downPayment: 2_400_000,
    extraAmount: 0,
    salary: 650_000,
    salaryCommitment: false,
    committedSalary: 0,
    type: 'MANUAL',
    dynamicData: JSON.stringify(answers),
    ...overrides,
  };
}
