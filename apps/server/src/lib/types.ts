import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { ChallengeSecrets } from './challenge-secrets.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { SessionTokens } from './session-tokens.ts';

export interface ModuleDeps {
  db: Db;
}

/** Everything the account modules need, built once per app from configuration. */
export interface AuthDeps extends ModuleDeps {
  sessions: SessionTokens;
  secrets: ChallengeSecrets;
  limiter: RateLimiter;
  config: Pick<Config, 'publicUrl' | 'devMailbox' | 'demoMode'>;
}

export type ModulePlugin = (app: FastifyInstance, deps: ModuleDeps) => Promise<void> | void;
