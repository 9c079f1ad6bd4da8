import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { generateRequestId, loggerOptions } from './lib/logger.ts';
import { callMeBackRoutes } from './modules/call-me-back/call-me-back.routes.ts';
import { consentRoutes } from './modules/consent/consent.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { portalConfigRoutes } from './modules/portal-config/portal-config.routes.ts';
import { translationRoutes } from './modules/translations/translations.routes.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerStaticSpa } from './plugins/static-spa.ts';

export interface AppOptions {
  config: Pick<Config, 'logLevel' | 'webDistDir' | 'trustProxy'> & Partial<Pick<Config, 'nodeEnv'>>;
  database: Database;
}

/** Builds the whole application without listening: external plugins, then ours, then the modules. */
export async function buildApp({ config, database }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, config.nodeEnv === 'development'),
    genReqId: generateRequestId,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // One line per request, written when it completes, instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      { req: request, statusCode: reply.statusCode, responseTimeMs: Math.round(reply.elapsedTime) },
      'request completed',
    );
  });

  registerErrorHandler(app);
  await registerSecurity(app);
  await registerOpenApi(app);

  const deps = { db: database.db };
  healthRoutes(app, database);
  translationRoutes(app, deps);
  portalConfigRoutes(app, deps);
  callMeBackRoutes(app, deps);
  consentRoutes(app, deps);

  await registerStaticSpa(app, config.webDistDir);
  app.addHook('onClose', async () => {
    await database.close();
  });
  return app;
}
