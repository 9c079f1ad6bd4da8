/**
 * The baselines of bench/writes.ts: bare Fastify routes at the portal's paths that run the
 * SQL statements the portal runs for one call, with node-postgres and nothing of ours (no
 * session check, no schemas, no engine, no ORM), in a transaction where the portal uses one.
 * The statements are the portal's as logged on PostgreSQL with the configuration cache warm:
 *
 * POST /api/credit/preliminary-assessment: the session's customer; the per-customer rate
 * limit's counter (under a key of its own, so the portal's allowance is untouched); the
 * customer's acceptances of the required calculation statements; then in one transaction the
 * profile's status, the stored assessment and the dropped draft.
 *
 * PATCH /api/credit/loan-application/:id/data: the session's customer; then in one transaction
 * the application locked, its answer version checked, the answer and versions written.
 *
 * The customer is the token's subject, read without checking its signature (that check is the
 * portal's own work). Configuration the portal keeps in memory is read once here too.
 */
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';

export const customerColumns =
  'id, email, phone, password_hash, first_name, last_name, status, status_result, flow_position, flow_page, email_confirmed_at, phone_confirmed_at, has_second_factor, password_change_required, partner_id, is_leasing, landing_query, pending_offer_id, sessions_valid_after, erased_at, created_at, updated_at';

const applicationColumns =
  'id, customer_id, offer_id, flow_id, assessment_id, amount, duration, quote, answers, answer_versions, position, flow_index, status, status_result, kyc_types, sig_types, signature_state, identity_verified_at, signed_at, concluded_at, withdrawn_at, created_at, updated_at, closed_at';

const assessmentColumns =
  'id, customer_id, type, amount, duration, request, result, is_eligible, question_set_id, regulatory_figures, created_at';

/** The token's subject, from its payload; null for anything that is not a JWT. */
export function subjectOf(authorization: string | undefined): string | null {
  const payload = authorization?.replace(/^Bearer /, '').split('.')[1];
  if (!payload) return null;
  try {
    return (JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub?: string }).sub ?? null;
  } catch {
    return null;
  }
}

async function findCustomer(pool: pg.Pool, authorization: string | undefined) {
  const id = subjectOf(authorization);
  if (!id) return null;
  const { rows } = await pool.query(`select ${customerColumns} from customers where id = $1`, [id]);
  return (rows[0] as { id: string; status: string } | undefined) ?? null;
}

async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** What the portal keeps in memory for the assessment: read once, at the first request. */
interface AssessmentConfig {
  requiredStatementIds: number[];
  questionSetId: string;
  /** A stored result and figures of the portal's, so the row written is of the portal's size. */
  result: unknown;
  regulatoryFigures: unknown;
}

async function loadAssessmentConfig(pool: pg.Pool): Promise<AssessmentConfig> {
  const statements = await pool.query<{ id: number }>(
    `select distinct on (identifier) id, is_required from statements
     where kind = 'CALCULATION' and is_active = true order by identifier, version desc`,
  );
  const settings = await pool.query<{ value: { questionSetId: string } }>(
    `select value from offer_settings where identifier = 'filter-settings'`,
  );
  const sample = await pool.query<{ result: unknown; regulatory_figures: unknown }>(
    'select result, regulatory_figures from preliminary_assessments order by created_at desc limit 1',
  );
  return {
    requiredStatementIds: statements.rows
      .filter((row) => (row as { is_required?: boolean }).is_required)
      .map((row) => row.id),
    questionSetId: settings.rows[0]?.value.questionSetId ?? 'szemelyi-kolcson',
    result: sample.rows[0]?.result ?? { offers: [], reasons: [], figures: null },
    regulatoryFigures: sample.rows[0]?.regulatory_figures ?? {},
  };
}

export function registerBareAssessment(app: FastifyInstance, pool: pg.Pool): void {
  let config: Promise<AssessmentConfig> | undefined;
  const windowSeconds = 3600;

  app.post('/api/credit/preliminary-assessment', async (request, reply) => {
    const customer = await findCustomer(pool, request.headers.authorization);
    if (!customer) return reply.status(401).send({ code: 'UNAUTHENTICATED' });
    config ??= loadAssessmentConfig(pool);
    const { requiredStatementIds, questionSetId, result, regulatoryFigures } = await config;
    await pool.query(
      `insert into rate_limit_buckets (key, window_start, count)
       values ($1, to_timestamp(floor(extract(epoch from $2::timestamptz) / $3) * $4), $5)
       on conflict (key) do update set window_start = excluded.window_start,
         count = case when rate_limit_buckets.window_start = excluded.window_start
           then rate_limit_buckets.count + 1 else 1 end
       returning count, window_start`,
      [`bare-prelim:${customer.id}`, new Date().toISOString(), windowSeconds, windowSeconds, 1],
    );
    const accepted = await pool.query(
      'select statement_id, statement_version from statement_acceptances where customer_id = $1 and statement_id = any($2)',
      [customer.id, requiredStatementIds],
    );
    if (accepted.rowCount !== requiredStatementIds.length)
      return reply.status(409).send({ code: 'CONFLICT' });

    const body = request.body as { type: string; amount: number; duration: number };
    const row = await inTransaction(pool, async (client) => {
      const moved = await client.query(
        `update customers set status = $1, status_result = $2, flow_position = $3, flow_page = $4, updated_at = $5
         where id = $6 and status in ($7, $8) returning ${customerColumns}`,
        ['PRELIMINARY', null, null, null, new Date(), customer.id, 'ONBOARDED', 'PRELIMINARY'],
      );
      if (moved.rowCount === 0) return null;
      const inserted = await client.query(
        `insert into preliminary_assessments
           (id, customer_id, type, amount, duration, request, result, is_eligible, question_set_id, regulatory_figures, created_at)
         values (default, $1, $2, $3, $4, $5, $6, $7, $8, $9, default) returning ${assessmentColumns}`,
        [
          customer.id,
          body.type,
          body.amount,
          body.duration,
          JSON.stringify(body),
          JSON.stringify(result),
          true,
          questionSetId,
          JSON.stringify(regulatoryFigures),
        ],
      );
      await client.query('delete from preliminary_drafts where customer_id = $1', [customer.id]);
      return inserted.rows[0] as Record<string, unknown> & {
        request: { dynamicData: string };
        result: { offers: unknown; reasons: unknown; figures: unknown };
        created_at: Date;
      };
    });
    if (!row) return reply.status(409).send({ code: 'CONFLICT' });
    return reply.status(201).send({
      id: row.id,
      type: row.type,
      isEligible: row.is_eligible,
      amount: row.amount,
      duration: row.duration,
      dynamicData: row.request.dynamicData,
      offers: row.result.offers,
      reasons: row.result.reasons,
      figures: row.result.figures,
      createdAt: row.created_at.toISOString(),
    });
  });
}

/** The PATCH, and the read of an application's answer versions that the load makes between runs. */
export function registerBarePatch(app: FastifyInstance, pool: pg.Pool): void {
  app.get('/api/credit/my-loan-application/:id', async (request, reply) => {
    const customer = await findCustomer(pool, request.headers.authorization);
    if (!customer) return reply.status(401).send({ code: 'UNAUTHENTICATED' });
    const { id } = request.params as { id: string };
    const { rows } = await pool.query(
      `select ${applicationColumns} from loan_applications where id = $1 and customer_id = $2`,
      [id, customer.id],
    );
    const row = rows[0] as { id: string; answer_versions: Record<string, number> } | undefined;
    if (!row) return reply.status(404).send({ code: 'NOT_FOUND' });
    return { id: row.id, answerVersions: row.answer_versions };
  });

  app.patch('/api/credit/loan-application/:id/data', async (request, reply) => {
    const customer = await findCustomer(pool, request.headers.authorization);
    if (!customer) return reply.status(401).send({ code: 'UNAUTHENTICATED' });
    const { id } = request.params as { id: string };
    const patch = request.body as { key: string; value: string; version: number };
    const outcome = await inTransaction(pool, async (client) => {
      const locked = await client.query(
        `select ${applicationColumns} from loan_applications where id = $1 and customer_id = $2 for update`,
        [id, customer.id],
      );
      const row = locked.rows[0] as
        | { id: string; answers: Record<string, string>; answer_versions: Record<string, number> }
        | undefined;
      if (!row) return { refused: 404 as const };
      if ((row.answer_versions[patch.key] ?? 0) !== patch.version) return { refused: 409 as const };
      const answers = { ...row.answers, [patch.key]: patch.value };
      const versions = { ...row.answer_versions, [patch.key]: patch.version + 1 };
      await client.query(
        `update loan_applications set answers = $1, answer_versions = $2, updated_at = $3 where id = $4
         returning ${applicationColumns}`,
        [JSON.stringify(answers), JSON.stringify(versions), new Date(), row.id],
      );
      return { version: patch.version + 1 };
    });
    if ('refused' in outcome) return reply.status(outcome.refused ?? 500).send({ code: 'REFUSED' });
    return { key: patch.key, value: patch.value, version: outcome.version };
  });
}
