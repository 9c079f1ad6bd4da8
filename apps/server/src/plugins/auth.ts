import { SESSION_TOKEN_HEADER } from '@hitelkapu/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { customers } from '../db/schema/index.ts';
import { registerAccessGuard } from '../lib/endpoint-route.ts';
import { AppError } from '../lib/errors.ts';
import type { SessionClaims, SessionTokens } from '../lib/session-tokens.ts';

type CustomerRow = typeof customers.$inferSelect;

/** How the plugin reads a customer: the shared customers service, passed in where the app is wired. */
export interface SessionCustomers {
  findById(id: string): Promise<CustomerRow | null>;
}

export interface Session {
  customer: CustomerRow;
  claims: SessionClaims;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
  }
  interface FastifyInstance {
    /** onRequest hook: a valid, unrevoked session or 401, before the body is even read. */
    requireSession(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** onRequest hook: reads a session when one is presented, refuses nothing. */
    readSession(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice('Bearer '.length).trim();
  return token.length > 0 && token.length < 4096 ? token : null;
}

/**
 * Sessions: a signed token checked on every call, plus the customer's revocation second
 * from the database, so logout and password change end every earlier token at once. A token
 * close to expiry is answered with a fresh one in the X-Auth-Token header (sliding session,
 * never past the absolute end the token carries).
 */
export function registerSessions(
  app: FastifyInstance,
  deps: { customers: SessionCustomers; sessions: SessionTokens },
): void {
  app.decorateRequest('session', null);

  async function resolve(request: FastifyRequest, reply: FastifyReply): Promise<Session | null> {
    const token = bearerToken(request);
    if (!token) return null;
    const claims = await deps.sessions.verify(token);
    if (!claims) return null;
    const customer = await deps.customers.findById(claims.sub);
    if (!customer || claims.iat < customer.sessionsValidAfter) return null;
    if (deps.sessions.shouldRefresh(claims)) {
      const refreshed = await deps.sessions.refresh(customer, claims);
      reply.header(SESSION_TOKEN_HEADER, refreshed);
    }
    return { customer, claims };
  }

  app.decorate('requireSession', async (request: FastifyRequest, reply: FastifyReply) => {
    request.session = await resolve(request, reply);
    if (!request.session) throw new AppError('UNAUTHORIZED');
  });
  registerAccessGuard(app, 'customer', app.requireSession);
  app.decorate('readSession', async (request: FastifyRequest, reply: FastifyReply) => {
    request.session = await resolve(request, reply);
  });
}

/** The session the requireSession hook has put on the request. */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw new AppError('UNAUTHORIZED');
  return request.session;
}
