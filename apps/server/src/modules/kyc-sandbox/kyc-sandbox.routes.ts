import type { FastifyInstance } from 'fastify';
import type { AuthDeps } from '../../lib/types.ts';

export function kycSandboxRoutes(_app: FastifyInstance, _deps: AuthDeps): void {}
