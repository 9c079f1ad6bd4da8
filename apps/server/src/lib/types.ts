import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';

export interface ModuleDeps {
  db: Db;
}

export type ModulePlugin = (app: FastifyInstance, deps: ModuleDeps) => Promise<void> | void;
