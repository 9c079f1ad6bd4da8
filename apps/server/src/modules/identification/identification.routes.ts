import type { FastifyInstance } from 'fastify';
import type { AuthDeps } from '../../lib/types.ts';

export function identificationRoutes(_app: FastifyInstance, _deps: AuthDeps): void {}
