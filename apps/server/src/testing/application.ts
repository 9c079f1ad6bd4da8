import type { LoanApplication, PreliminaryAssessment } from '@hitelkapu/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { assessmentRequest, createOnboardedCustomer } from './credit.ts';
import { onePagePdf } from './upload-files.ts';

type Auth = { authorization: string };
export type ApplicantCustomer = Awaited<ReturnType<typeof createOnboardedCustomer>>;

const applicationUrl = (id: string) => `/api/credit/loan-application/${id}`;

/**
 * Valid answers of every question step of the seeded personal-loan flow, by step index
 * (step 0 shows read-only values, step 6 takes the documents). They agree with the
 * preliminary assessment of assessmentRequest(): 650 000 Ft a month, no other loans.
 */
export const completeStepAnswers = (): Record<number, Record<string, string>> => ({
  1: {
    mothers_name: 'Nagy Mária',
    birth_place: 'Székesfehérvár',
    birth_date: '1985-04-12',
    id_card_number: '123456AB',
    citizenship: 'hungarian',
    marital_status: 'married',
    dependants: '1',
  },
  2: { postal_code: '1138', city: 'Budapest', street: 'Váci út 10. 3/12', has_mailing_address: 'false' },
  3: {
    employer_name: 'Minta Kereskedelmi Kft.',
    employer_tax_number: '12345678-2-42',
    employment_start: '2019-03-01',
    net_income: '650 000',
    income_channel: 'bank_account',
    bank_account: '11773016-11111018',
  },
  4: { has_loans: 'false', insolvency_proceedings: 'false' },
  5: {
    statement_khr: 'true',
    statement_khr_positive_list: 'true',
    statement_pep: 'true',
    statement_beneficial_owner: 'true',
  },
});

/** The document prompts of the seeded flow (prompt id and question identifier). */
export const documentPromptsOfFlow = [
  { promptId: 1, promptIdentifier: 'id_card_document' },
  { promptId: 2, promptIdentifier: 'address_card_document' },
  { promptId: 3, promptIdentifier: 'income_document' },
] as const;

/** A small one-page PDF: the server parses uploads, so it must be a real one. */
export const SMALL_PDF = onePagePdf();

export function multipartBody(parts: { name: string; value: string | Buffer; filename?: string }[]) {
  const boundary = '----hitelkapu-test-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`;
    const type = part.filename ? 'Content-Type: application/octet-stream\r\n' : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function expectStatus(res: { statusCode: number; body: string }, status: number, what: string): void {
  if (res.statusCode !== status) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
}

/** An onboarded customer with a preliminary assessment and an application (INTRO) on its first OK offer. */
export async function startTestApplication(app: FastifyInstance, db: Db) {
  const customer = await createOnboardedCustomer(app, db);
  const assessed = await app.inject({
    method: 'POST',
    url: '/api/credit/preliminary-assessment',
    headers: customer.auth,
    payload: assessmentRequest(),
  });
  expectStatus(assessed, 201, 'preliminary assessment');
  const assessment = assessed.json<PreliminaryAssessment>();
  const offer = assessment.offers.find((o) => o.decision === 'OK' && o.quote);
  if (!offer) throw new Error('the assessment offered nothing');
  const created = await app.inject({
    method: 'POST',
    url: '/api/credit/loan-application',
    headers: customer.auth,
    payload: { offerId: offer.offerId },
  });
  expectStatus(created, 201, 'creating the application');
  return { customer, assessment, application: created.json<LoanApplication>() };
}

/** Uploads one file to a document prompt of the application. */
export function uploadDocument(
  app: FastifyInstance,
  auth: Auth,
  id: string,
  prompt: { promptId: number; promptIdentifier: string },
  file: Buffer = SMALL_PDF,
  filename = 'dokumentum.pdf',
) {
  const body = multipartBody([
    { name: 'promptId', value: String(prompt.promptId) },
    { name: 'promptIdentifier', value: prompt.promptIdentifier },
    { name: 'file', value: file, filename },
  ]);
  return app.inject({
    method: 'PATCH',
    url: `${applicationUrl(id)}/document`,
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
}

/**
 * Fills every required answer of the seeded flow through PATCH data (overrides replace or
 * add answers of their step, e.g. `{ net_income: '100 000' }`), uploads a small PDF to each
 * document prompt and moves the application to OVERVIEW, as the client does. Throws on any
 * refused call, with its body.
 */
export async function fillTestApplication(
  app: FastifyInstance,
  auth: Auth,
  application: LoanApplication,
  overrides: Record<string, string> = {},
): Promise<LoanApplication> {
  const id = application.id;
  const move = async (flowPosition: string, currentFlowIndex: number) => {
    const res = await app.inject({
      method: 'PATCH',
      url: `${applicationUrl(id)}/update-position`,
      headers: auth,
      payload: { flowPosition, currentFlowIndex },
    });
    expectStatus(res, 200, `moving to ${flowPosition} ${currentFlowIndex}`);
    return res.json<LoanApplication>();
  };

  await move('FLOW', 0);
  const steps = completeStepAnswers();
  const placed = new Set<string>();
  for (const answers of Object.values(steps))
    for (const key of Object.keys(answers))
      if (key in overrides) {
        answers[key] = overrides[key] as string;
        placed.add(key);
      }
  // An override of a question the defaults do not answer goes after the step answers.
  const extra = Object.fromEntries(Object.entries(overrides).filter(([key]) => !placed.has(key)));
  const versions: Record<string, number> = { ...application.answerVersions };
  for (const answers of [...Object.values(steps), extra]) {
    for (const [key, value] of Object.entries(answers)) {
      const res = await app.inject({
        method: 'PATCH',
        url: `${applicationUrl(id)}/data`,
        headers: auth,
        payload: { key, value, version: versions[key] ?? 0 },
      });
      expectStatus(res, 200, `saving ${key}`);
      versions[key] = res.json<{ version: number }>().version;
    }
  }

  await move('FLOW', 6);
  for (const prompt of documentPromptsOfFlow)
    expectStatus(
      await uploadDocument(app, auth, id, prompt, SMALL_PDF, `${prompt.promptIdentifier}.pdf`),
      201,
      `uploading ${prompt.promptIdentifier}`,
    );
  return move('OVERVIEW', 0);
}
