/**
 * The baseline server of npm run bench: bare Fastify, no logger, no hooks, no schemas, and
 * node-postgres on the database the portal uses, answering at the portal's paths with the
 * SQL statements the portal runs for the same call. The distance between the two is our own
 * per-request work.
 *
 * GET /api/health: the same JSON, nothing else.
 * GET /api/profile: the two reads the portal's answer needs: the customer by primary key
 * (which the session check reads anyway) and that customer's statement acceptances. The
 * customer is the token's subject, read without checking the signature (the check is the
 * portal's own work). GET /api/profile-one-read does the customer read alone.
 * GET /api/credit/my-todo/count: the customer read and the portal's one counting statement.
 * POST /api/credit/preliminary-assessment and PATCH /api/credit/loan-application/:id/data:
 * bench/bare-routes.ts.
 */
import Fastify from 'fastify';
import pg from 'pg';
import { customerColumns, registerBareAssessment, registerBarePatch, subjectOf } from './bare-routes.ts';

interface CustomerRecord {
  id: string;
  email: string | null;
  phone: string | null;
  first_name: string;
  last_name: string;
  status: string;
  status_result: string | null;
  flow_position: string | null;
  flow_page: string | null;
  email_confirmed_at: Date | null;
  phone_confirmed_at: Date | null;
  has_second_factor: boolean;
}

const app = Fastify({ logger: false });
app.get('/api/health', async () => ({ status: 'ok' }));

const databaseUrl = process.env.DATABASE_URL;
if (databaseUrl) {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
  });
  const readCustomer = async (authorization: string | undefined): Promise<CustomerRecord | null> => {
    const id = subjectOf(authorization);
    if (!id) return null;
    const { rows } = await pool.query(`select ${customerColumns} from customers where id = $1`, [id]);
    return (rows[0] as CustomerRecord | undefined) ?? null;
  };

  app.get('/api/profile-one-read', async (request, reply) => {
    const customer = await readCustomer(request.headers.authorization);
    if (!customer) return reply.status(401).send({ code: 'UNAUTHORIZED' });
    return { id: customer.id, firstName: customer.first_name, lastName: customer.last_name };
  });

  app.get('/api/profile', async (request, reply) => {
    const customer = await readCustomer(request.headers.authorization);
    if (!customer) return reply.status(401).send({ code: 'UNAUTHORIZED' });
    const acceptances = await pool.query(
      `select sa.statement_id, s.identifier, sa.statement_version, s.title, sa.accepted_at, sa.channel
         from statement_acceptances sa inner join statements s on s.id = sa.statement_id
        where sa.customer_id = $1 order by sa.accepted_at`,
      [customer.id],
    );
    return {
      id: customer.id,
      email: customer.email,
      phone: customer.phone,
      firstName: customer.first_name,
      lastName: customer.last_name,
      currentStatus: customer.status,
      currentStatusResult: customer.status_result,
      flowPosition: customer.flow_position,
      flowPage: customer.flow_page,
      isEmailConfirmed: customer.email_confirmed_at !== null,
      isPhoneConfirmed: customer.phone_confirmed_at !== null,
      hasSecondFactor: customer.has_second_factor,
      statementAcceptances: acceptances.rows.map((row) => ({
        statementId: row.statement_id,
        identifier: row.identifier,
        version: row.statement_version,
        title: row.title,
        acceptedAt: (row.accepted_at as Date).toISOString(),
        channel: row.channel,
      })),
    };
  });
  app.get('/api/credit/my-todo/count', async (request, reply) => {
    const customer = await readCustomer(request.headers.authorization);
    if (!customer) return reply.status(401).send({ code: 'UNAUTHORIZED' });
    const { rows } = await pool.query(
      `select ((select count(*) from corrections where customer_id = $1 and status = 'IN_PROGRESS')
              + (select count(*) from signature_todos where customer_id = $1
                   and status in ('IN_PROGRESS', 'ACCEPTED', 'WAITING')))::int as count
         from customers where id = $1`,
      [customer.id],
    );
    return { count: Number(rows[0]?.count ?? 0) };
  });
  registerBareAssessment(app, pool);
  registerBarePatch(app, pool);
  app.addHook('onClose', async () => pool.end());
}

await app.listen({ port: Number(process.env.PORT ?? 3901), host: '127.0.0.1' });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
