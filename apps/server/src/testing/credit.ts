import { parseNumericAnswer } from '@hitelkapu/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { createConfirmedCustomer } from './accounts.ts';

type Auth = { authorization: string };

/** Accepts every current CALCULATION statement, as the wizard does before the first question. */
export async function acceptCalculationStatements(app: FastifyInstance, auth: Auth): Promise<void> {
  const res = await app.inject({
    method: 'GET',
    url: '/api/administration/calculation-acceptance',
    headers: auth,
  });
  for (const statement of res.json<{ id: number; version: number }[]>()) {
    const accepted = await app.inject({
      method: 'POST',
      url: '/api/statement/accept',
      headers: auth,
      payload: { statementId: statement.id, version: statement.version },
    });
    if (accepted.statusCode !== 201) throw new Error(`accepting statement failed: ${accepted.body}`);
  }
}

/** A logged-in customer past onboarding, ready for a preliminary assessment. */
export async function createOnboardedCustomer(
  app: FastifyInstance,
  db: Db,
  options: { acceptStatements?: boolean; ip?: string } = {},
) {
  const customer = await createConfirmedCustomer(app, db, options.ip ? { ip: options.ip } : {});
  const moved = await app.inject({
    method: 'PUT',
    url: '/api/profile/status',
    headers: customer.auth,
    payload: { currentStatus: 'ONBOARDED' },
  });
  if (moved.statusCode !== 200) throw new Error(`onboarding failed: ${moved.body}`);
  if (options.acceptStatements !== false) await acceptCalculationStatements(app, customer.auth);
  return customer;
}

/** Answers of an employed applicant that pass every knock-out rule. */
export const employeeAnswers = (): Record<string, string> => ({
  date_of_birth: '1985-04-12',
  loan_purpose: 'home_renovation',
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

/** A request whose income fields agree with the answers. */
export function assessmentRequest(
  answers: Record<string, string> = employeeAnswers(),
  overrides: Record<string, unknown> = {},
) {
  const salaryCommitment = answers.salary_commitment === 'true';
  return {
    amount: 2_000_000,
    duration: 48,
    salary: parseNumericAnswer(answers.salary) ?? 0,
    salaryCommitment,
    committedSalary: salaryCommitment ? (parseNumericAnswer(answers.committed_salary) ?? 0) : 0,
    type: 'MANUAL',
    dynamicData: JSON.stringify(answers),
    ...overrides,
  };
}
