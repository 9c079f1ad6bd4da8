import type { FastifyInstance } from 'fastify';
import type { AuthDeps } from '../../lib/types.ts';

export function staffRoutes(_app: FastifyInstance, _deps: AuthDeps): void {}
