import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema/index.ts';

export const STRONG_PASSWORD = 'Tavaszi-szel-2026';

/** The statements a registration must accept, at their current versions. */
export async function requiredAcceptances(app: FastifyInstance) {
  const res = await app.inject({ method: 'GET', url: '/api/administration/registration-acceptance' });
  return res
    .json<{ id: number; version: number; isRequired: boolean }[]>()
    .filter((s) => s.isRequired)
    .map((s) => ({ statementId: s.id, version: s.version }));
}

/** The newest message to a recipient, as the dev mailbox shows it. */
export async function lastMessageTo(db: Db, recipient: string) {
  const [row] = await db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, recipient))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  return row ?? null;
}

export async function lastCodeTo(db: Db, recipient: string): Promise<string> {
  const body = (await lastMessageTo(db, recipient))?.body ?? '';
  const code = body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in the last message to ${recipient}`);
  return code;
}

export async function lastLinkTokenTo(db: Db, recipient: string): Promise<string> {
  const body = (await lastMessageTo(db, recipient))?.body ?? '';
  const token = body.match(/token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no link in the last message to ${recipient}`);
  return token;
}

let counter = 0;
export function uniqueEmail(prefix = 'ugyfel'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@pelda.hu`;
}
export function uniquePhone(): string {
  counter += 1;
  const n = String((Date.now() + counter) % 10_000_000).padStart(7, '0');
  return `+36 30 ${n.slice(0, 3)} ${n.slice(3)}`;
}

/** Registers by email, confirms through the emailed link and logs in: a ready customer with a session. */
export async function createConfirmedCustomer(
  app: FastifyInstance,
  db: Db,
  options: { email?: string; password?: string; ip?: string } = {},
) {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? STRONG_PASSWORD;
  const remoteAddress = options.ip ?? '10.0.0.1';
  const register = await app.inject({
    method: 'POST',
    url: '/api/customer/register',
    remoteAddress,
    payload: {
      channel: 'EMAIL',
      email,
      password,
      firstName: 'Anna',
      lastName: 'Kiss',
      acceptances: await requiredAcceptances(app),
    },
  });
  if (register.statusCode !== 201) throw new Error(`register failed: ${register.body}`);
  const token = await lastLinkTokenTo(db, email);
  const confirm = await app.inject({
    method: 'POST',
    url: '/api/bulwark/customer/auth/confirm-email',
    payload: { token },
  });
  if (confirm.statusCode !== 200) throw new Error(`confirm failed: ${confirm.body}`);
  const login = await app.inject({
    method: 'POST',
    url: '/api/bulwark/customer/auth/login',
    remoteAddress,
    payload: { channel: 'EMAIL', email, password },
  });
  const session = login.headers['x-auth-token'];
  if (typeof session !== 'string') throw new Error(`login failed: ${login.body}`);
  return { email, password, session, auth: { authorization: `Bearer ${session}` } };
}
