import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.ts';

/**
 * Guards a route that needs a customer session. Accounts and token verification arrive
 * with the accounts module; until a verifier is registered no session can be valid, so
 * every protected call answers 401 in the error shape.
 */
export type SessionVerifier = (request: FastifyRequest) => Promise<{ customerId: string } | null>;

let verifier: SessionVerifier = async () => null;

export function setSessionVerifier(next: SessionVerifier): void {
  verifier = next;
}

export async function requireSession(request: FastifyRequest): Promise<void> {
  const session = await verifier(request);
  if (!session) throw new AppError('UNAUTHORIZED');
}
