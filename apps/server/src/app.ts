import fastifyCompress from '@fastify/compress';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerFactory,
  LogController,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { DestinationStream } from 'pino';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createChallengeSecrets } from './lib/challenge-secrets.ts';
import { type ConfigCache, createSharedConfigCache } from './lib/config-cache.ts';
import type { ServerKeys } from './lib/keys.ts';
import { generateRequestId, logDestination, loggerOptions, requestLineWriter } from './lib/logger.ts';
import { createAppMetrics } from './lib/metrics.ts';
import { createPostgresRateLimiter, createRedisRateLimiter, type RateLimiter } from './lib/rate-limit.ts';
import { secretBoxFor } from './lib/secret-box.ts';
import { createSessionTokens, sessionSettings } from './lib/session-tokens.ts';
import type { AuthDeps } from './lib/types.ts';
import { onApplicationMoved } from './modules/applications/application-listeners.ts';
import { findOpenApplication } from './modules/applications/application-records.service.ts';
import { applicationRoutes } from './modules/applications/applications.routes.ts';
import { createApplicationsService } from './modules/applications/applications.service.ts';
import { documentRoutes } from './modules/applications/documents.routes.ts';
import { createDocumentsService } from './modules/applications/documents.service.ts';
import { createFieldConfigService } from './modules/applications/field-configs.service.ts';
import { createScoringService } from './modules/applications/scoring.service.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { bankListRoutes } from './modules/bank-sandbox/bank-list.routes.ts';
import { mountPsd2Sandboxes } from './modules/bank-sandbox/psd2-sandboxes.ts';
import { bankSyncRoutes } from './modules/bank-sync/bank-sync.routes.ts';
import { createBankSyncService, type OpenBankingProviders } from './modules/bank-sync/bank-sync.service.ts';
import { callMeBackRoutes } from './modules/call-me-back/call-me-back.routes.ts';
import { createCallMeBackService } from './modules/call-me-back/call-me-back.service.ts';
import { configurationRoutes } from './modules/configuration/configuration.routes.ts';
import { createConfigurationService } from './modules/configuration/configuration.service.ts';
import { flowEditorRoutes } from './modules/configuration/flows.routes.ts';
import { createFlowEditorService } from './modules/configuration/flows.service.ts';
import { partnersRoutes } from './modules/configuration/partners.routes.ts';
import { createPartnersService } from './modules/configuration/partners.service.ts';
import { configurationTextsRoutes } from './modules/configuration/texts.routes.ts';
import { createTextsService } from './modules/configuration/texts.service.ts';
import { consentRoutes } from './modules/consent/consent.routes.ts';
import { createConsentService } from './modules/consent/consent.service.ts';
import { createCustomersService } from './modules/customers/customers.service.ts';
import { dataRightsRoutes } from './modules/data-rights/data-rights.routes.ts';
import { createDataRightsService } from './modules/data-rights/data-rights.service.ts';
import { dealerDeskRoutes } from './modules/dealer-sandbox/dealer-desk.ts';
import { dealerRoutes } from './modules/dealers/dealers.routes.ts';
import { createDealersService } from './modules/dealers/dealers.service.ts';
import { decisionReviewRoutes } from './modules/decision-reviews/decision-reviews.routes.ts';
import { createDecisionReviewsService } from './modules/decision-reviews/decision-reviews.service.ts';
import { devMailboxRoutes } from './modules/dev-mailbox/dev-mailbox.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { metricsRoutes } from './modules/health/metrics.routes.ts';
import { identificationRoutes } from './modules/identification/identification.routes.ts';
import { createIdentificationService } from './modules/identification/identification.service.ts';
import { createKycCallbackService } from './modules/identification/kyc-callback.service.ts';
import { type CallbackTransport, injectCallbackTransport } from './modules/kyc-sandbox/callback-transport.ts';
import { kycSandboxRoutes } from './modules/kyc-sandbox/kyc-sandbox.routes.ts';
import { createSandboxKyc, sandboxWebhookSecret } from './modules/kyc-sandbox/kyc-sandbox.service.ts';
import { leasingApplicationRoutes } from './modules/leasing-prescore/leasing-application.routes.ts';
import { createLeasingApplicationService } from './modules/leasing-prescore/leasing-application.service.ts';
import { leasingPrescoreRoutes } from './modules/leasing-prescore/leasing-prescore.routes.ts';
import { createLeasingPrescoreService } from './modules/leasing-prescore/leasing-prescore.service.ts';
import { merchantRoutes } from './modules/merchants/merchants.routes.ts';
import { createMerchantsService } from './modules/merchants/merchants.service.ts';
import { offerRoutes } from './modules/offers/offers.routes.ts';
import { createOffersService } from './modules/offers/offers.service.ts';
import { onboardingRoutes } from './modules/onboarding/onboarding.routes.ts';
import { createOnboardingService } from './modules/onboarding/onboarding.service.ts';
import { portalConfigRoutes } from './modules/portal-config/portal-config.routes.ts';
import { createPortalConfigService } from './modules/portal-config/portal-config.service.ts';
import { preliminaryRoutes } from './modules/preliminary/preliminary.routes.ts';
import { createPreliminaryService } from './modules/preliminary/preliminary.service.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { createProfileService } from './modules/profile/profile.service.ts';
import { merchantApiRoutes } from './modules/purchases/merchant-api.routes.ts';
import { createMerchantApiService } from './modules/purchases/merchant-api.service.ts';
import { syncPurchaseOfApplication } from './modules/purchases/purchase-lifecycle.ts';
import { purchaseRoutes } from './modules/purchases/purchases.routes.ts';
import { createPurchasesService } from './modules/purchases/purchases.service.ts';
import { shopSandboxRoutes } from './modules/shop-sandbox/shop-sandbox.routes.ts';
import { signingRoutes } from './modules/signing/signing.routes.ts';
import { createSigningServices } from './modules/signing/signing.service.ts';
import { staffReviewRoutes } from './modules/staff/reviews.routes.ts';
import { createReviewsService } from './modules/staff/reviews.service.ts';
import { staffRoutes } from './modules/staff/staff.routes.ts';
import { createStaffAccountsService } from './modules/staff/staff-accounts.service.ts';
import { staffAdminRoutes } from './modules/staff/staff-admin.routes.ts';
import { createStaffAdminService } from './modules/staff/staff-admin.service.ts';
import { registerStaffSessions } from './modules/staff/staff-auth.ts';
import { staffCorrectionRoutes } from './modules/staff/staff-corrections.routes.ts';
import { staffDecisionReviewRoutes } from './modules/staff/staff-decision-reviews.routes.ts';
import { createStaffTokens } from './modules/staff/staff-tokens.ts';
import {
  authenticatorSandboxRoutes,
  DEMO_STAFF_TOTP_SECRET,
} from './modules/staff-authenticator-sandbox/authenticator-sandbox.routes.ts';
import { statementRoutes } from './modules/statements/statements.routes.ts';
import { createStatementsService } from './modules/statements/statements.service.ts';
import {
  createCorrectionsService,
  withdrawCorrectionsOfMovedApplication,
} from './modules/todos/corrections.service.ts';
import { followSignatureRound, setSignatureTodoLinks } from './modules/todos/signature-todos.service.ts';
import { todoRoutes } from './modules/todos/todos.routes.ts';
import { translationRoutes } from './modules/translations/translations.routes.ts';
import { createTranslationsService } from './modules/translations/translations.service.ts';
import { dealerWebhookSandboxRoutes } from './modules/webhooks/dealer-webhook-sandbox.ts';
import type { WebhookTransport } from './modules/webhooks/webhook-transport.ts';
import { dealerWebhookRoutes } from './modules/webhooks/webhooks.routes.ts';
import { createConfiguredWebhooks } from './modules/webhooks/webhooks.service.ts';
import { registerSessions } from './plugins/auth.ts';
import { registerErrorHandler, sendError } from './plugins/error-handler.ts';
import { firstScreenFrom } from './plugins/first-screen.ts';
import { registerInputHygiene } from './plugins/input-hygiene.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerSecurity } from './plugins/security.ts';
import { bootDataFrom, registerStaticSpa } from './plugins/static-spa.ts';
import { kycProviderRegistry } from './providers/kyc.ts';
import { configuredOpenBankingProviders } from './providers/open-banking/configured.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's configuration cache: a configuration editor calls invalidate('all') after its commit. */
    configCache: ConfigCache;
  }
}

export type AppConfig = Pick<
  Config,
  | 'logLevel'
  | 'webDistDir'
  | 'trustProxy'
  | 'publicUrl'
  | 'devMailbox'
  | 'sessionTtlMinutes'
  | 'sessionAbsoluteHours'
  | 'redisUrl'
> &
  Partial<
    Pick<
      Config,
      | 'nodeEnv'
      | 'kycSandbox'
      | 'psd2Sandbox'
      | 'sandboxVendorUrl'
      | 'psd2Providers'
      | 'kycSandboxWebhookSecret'
      | 'demoMode'
      | 'devMailboxRemote'
      | 'secretsEncryptionKey'
      | 'metricsToken'
    >
  >;

export interface AppOptions {
  config: AppConfig;
  database: Database;
  keys: ServerKeys;
  /** How the sandbox KYC vendor posts its callbacks: real HTTP in server.ts, in-process by default. */
  kycCallbackTransport?: CallbackTransport;
  /** Where log lines go instead of standard output (the tests read them). */
  logStream?: DestinationStream;
  /** The HTTP server to serve on: server.ts binds its port before anything else starts (017). */
  serverFactory?: FastifyServerFactory;
  /** The PSD2 providers that are configured; a call for one that is not answers 503. */
  openBankingProviders?: OpenBankingProviders;
  /** How webhooks are posted when this app delivers them (tests); real HTTP by default. */
  webhookTransport?: WebhookTransport;
}

/** Builds the whole application without listening: external plugins, then ours, then the modules. */
export async function buildApp({
  config,
  database,
  keys,
  kycCallbackTransport,
  logStream,
  serverFactory,
  openBankingProviders,
  webhookTransport,
}: AppOptions): Promise<FastifyInstance> {
  const pretty = config.nodeEnv === 'development';
  const logOutput = logDestination(config.logLevel, pretty, logStream);
  const app = Fastify({
    ...(serverFactory ? { serverFactory } : {}),
    logger: loggerOptions(config.logLevel, pretty, logOutput),
    genReqId: generateRequestId,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // One line per request, written when it completes, instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // The router's own refusals (a broken percent-escape) answer in the one error shape too.
    frameworkErrors: (_error, _request, reply) => {
      (reply as FastifyReply)
        .status(400)
        .send(sendError('VALIDATION_FAILED', undefined, { _path: 'validation.invalid' }));
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // One line per request (lib/logger.ts requestLineWriter); through pino only in development.
  const writeRequestLine = requestLineWriter(logOutput, config.logLevel);
  // Each request is counted and timed by its route pattern for GET /api/metrics (lib/metrics.ts).
  const metrics = createAppMetrics();
  app.addHook('onResponse', (request, reply, done) => {
    const elapsedMs = reply.elapsedTime;
    metrics.recordRequest(request, reply.statusCode, elapsedMs);
    if (writeRequestLine) writeRequestLine(request, reply.statusCode, elapsedMs);
    else {
      request.log.info(
        { req: request, statusCode: reply.statusCode, responseTimeMs: Math.round(elapsedMs) },
        'request completed',
      );
    }
    done();
  });

  registerErrorHandler(app);
  registerInputHygiene(app);
  registerSecurity(app);
  await registerOpenApi(app, config.publicUrl);

  let redis: Redis | undefined;
  let limiter: RateLimiter;
  if (config.redisUrl) {
    redis = new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 });
    limiter = createRedisRateLimiter(redis);
  } else {
    limiter = createPostgresRateLimiter(database.db);
  }
  const deps: AuthDeps = {
    db: database.db,
    sessions: createSessionTokens(
      keys,
      sessionSettings(config.sessionTtlMinutes, config.sessionAbsoluteHours),
    ),
    secrets: createChallengeSecrets(keys.secretHashKey),
    limiter,
    config: {
      publicUrl: config.publicUrl,
      devMailbox: config.devMailbox,
      demoMode: config.demoMode ?? false,
    },
  };
  const { db } = deps;
  // The two kinds of session first: each registers the guard its routes get (decision 024).
  registerSessions(app, { customers: createCustomersService(db), sessions: deps.sessions });
  const staffTokens = createStaffTokens(keys);
  registerStaffSessions(app, { db, staffTokens });

  // The sandbox vendor is mounted unless KYC_SANDBOX=off; it reaches the portal only by signed callback.
  const kycSandbox =
    config.kycSandbox === false
      ? null
      : createSandboxKyc({
          db,
          publicUrl: config.publicUrl,
          webhookSecret: sandboxWebhookSecret(config.kycSandboxWebhookSecret, keys),
          transport: kycCallbackTransport ?? injectCallbackTransport(app),
          log: app.log,
        });
  const kycProviders = kycProviderRegistry(kycSandbox ? [kycSandbox.provider] : []);
  // The PSD2 sandboxes likewise (PSD2_SANDBOX, on in demo mode); otherwise the real providers the
  // configuration names (none: the bank-sync calls answer 503); given providers take their place.
  const psd2Sandbox = config.psd2Sandbox !== false;
  const openBanking =
    openBankingProviders ??
    (psd2Sandbox
      ? mountPsd2Sandboxes(app, {
          publicUrl: config.publicUrl,
          limiter,
          ...(config.sandboxVendorUrl ? { vendor: { url: config.sandboxVendorUrl, keys } } : {}),
        })
      : configuredOpenBankingProviders(config.psd2Providers ?? {}));
  const bankSync = createBankSyncService({ ...deps, log: app.log }, openBanking);
  // Configuration read on every request, kept in memory; editors call invalidate (lib/config-cache.ts).
  const configCache = await createSharedConfigCache(db, { log: app.log });
  app.decorate('configCache', configCache);
  const translations = createTranslationsService(db);
  const decisionReviews = createDecisionReviewsService(deps);

  // One style: every module's routes get the services they serve, made here from the shared deps.
  healthRoutes(app, database);
  metricsRoutes(app, { db: database.db, metrics, token: config.metricsToken });
  // Answers that run to tens of KB (the wording of the logged-in area, an application's flow)
  // travel compressed when the client accepts it; other routes stay outside this scope, so they
  // carry no compression hook at all. Compressed request bodies are not accepted.
  await app.register(async (large) => {
    await large.register(fastifyCompress, {
      threshold: 2048,
      encodings: ['br', 'gzip'],
      globalDecompression: false,
    });
    translationRoutes(large, translations);
    applicationRoutes(large, {
      applications: createApplicationsService(deps, configCache, {
        hasLinkedBankAccount: bankSync.hasLinkedBankAccount,
      }),
      fieldConfigs: createFieldConfigService(db),
      scoring: createScoringService(deps, configCache),
    });
  });
  const portalConfig = createPortalConfigService(db, {
    demoMode: deps.config.demoMode,
    psd2Sandbox: psd2Sandbox && openBankingProviders === undefined,
    psd2SyncUiUrl: psd2Sandbox ? undefined : config.psd2Providers?.hostedConsent?.uiUrl,
    cache: configCache,
  });
  portalConfigRoutes(app, portalConfig);
  callMeBackRoutes(app, createCallMeBackService(deps));
  consentRoutes(app, createConsentService(deps));
  authRoutes(app, createAuthService(deps));
  profileRoutes(app, createProfileService(deps));
  dataRightsRoutes(app, createDataRightsService(deps, { bankSync, log: app.log }));
  statementRoutes(app, createStatementsService(db, configCache));
  onboardingRoutes(app, createOnboardingService(db));
  offerRoutes(app, createOffersService(db, configCache));
  merchantRoutes(app, createMerchantsService(db, configCache));
  bankListRoutes(app);
  bankSyncRoutes(app, bankSync);
  preliminaryRoutes(
    app,
    createPreliminaryService(
      deps,
      { findOpenApplication, effectiveBankIncome: bankSync.effectiveBankIncome },
      configCache,
    ),
  );
  const leasingPrescore = createLeasingPrescoreService(
    deps,
    { effectiveBankIncome: bankSync.effectiveBankIncome },
    configCache,
  );
  leasingPrescoreRoutes(app, leasingPrescore);
  leasingApplicationRoutes(app, {
    leasingApplications: createLeasingApplicationService(deps, configCache),
  });
  documentRoutes(app, createDocumentsService(deps, configCache));
  identificationRoutes(app, {
    identification: createIdentificationService({ ...deps, kycProviders, log: app.log }),
    callbacks: createKycCallbackService({ db, kycProviders, log: app.log }),
  });
  if (kycSandbox) kycSandboxRoutes(app, { vendor: kycSandbox.vendor, limiter });
  signingRoutes(app, createSigningServices(deps));
  const dealers = createDealersService(db);
  dealerRoutes(app, dealers);
  // Signed webhooks to dealers: the dealer API's calls (after the dealer guard), and in a
  // demonstration the receiver standing in for the demo dealers' systems.
  const webhooks = createConfiguredWebhooks({
    config,
    keys,
    db,
    log: app.log,
    transport: webhookTransport,
    limiter,
  });
  dealerWebhookRoutes(app, webhooks);
  // Buy now, pay later: the shops' API (signed webhooks of their own) and the customer's side;
  // a purchase follows its application's moves. Test purchases are taken only in a demonstration.
  merchantApiRoutes(app, { merchantApi: createMerchantApiService(deps, configCache), webhooks });
  purchaseRoutes(
    app,
    createPurchasesService(deps, { allowTestPurchases: config.demoMode === true }, configCache),
  );
  onApplicationMoved(syncPurchaseOfApplication);
  if (config.demoMode) {
    // A person plays the dealer: opens prescores for vehicles and gets their landing links.
    dealerDeskRoutes(app, { dealers, leasing: leasingPrescore, limiter, publicUrl: config.publicUrl });
    dealerWebhookSandboxRoutes(app, {
      webhooks,
      dealerName: async (dealerId) => (await dealers.getBranding(dealerId)).name,
    });
    // A web shop that sells on the point-of-sale credit through the merchant API, with its test key.
    shopSandboxRoutes(app, { keys, webhooks, limiter, publicUrl: config.publicUrl });
    // The demo staff's authenticator: the codes of their published secret.
    authenticatorSandboxRoutes(app, { secret: DEMO_STAFF_TOTP_SECRET });
  }
  decisionReviewRoutes(app, decisionReviews);
  staffRoutes(app, {
    db,
    accounts: createStaffAccountsService({
      db,
      limiter,
      staffTokens,
      secretBox: secretBoxFor(config, keys),
    }),
    translations,
  });
  staffReviewRoutes(
    app,
    createReviewsService({ db, publicUrl: config.publicUrl, decisionReviews, cache: configCache }),
  );
  staffDecisionReviewRoutes(app, decisionReviews);
  staffAdminRoutes(app, createStaffAdminService({ db }));
  // Corrections: a reviewer asks, the customer answers from their to-dos; an application that
  // leaves review withdraws its open ones.
  const corrections = createCorrectionsService({ db, limiter, publicUrl: config.publicUrl }, configCache);
  staffCorrectionRoutes(app, corrections);
  configurationRoutes(app, createConfigurationService({ db, cache: configCache }));
  flowEditorRoutes(app, createFlowEditorService({ db, cache: configCache }));
  partnersRoutes(app, createPartnersService({ db, cache: configCache }));
  configurationTextsRoutes(app, createTextsService({ db, cache: configCache }));
  todoRoutes(app, corrections);
  onApplicationMoved(withdrawCorrectionsOfMovedApplication);
  setSignatureTodoLinks(config.publicUrl);
  onApplicationMoved(followSignatureRound);
  if (config.devMailbox) {
    devMailboxRoutes(app, { db, publicUrl: config.publicUrl, allowRemote: config.devMailboxRemote ?? false });
  }

  const firstScreen = firstScreenFrom(config.webDistDir, app.log);
  await registerStaticSpa(app, config.webDistDir, {
    bootData: bootDataFrom(translations, portalConfig),
    firstScreen,
  });
  app.addHook('onReady', (done) => {
    firstScreen.load();
    done();
  });
  app.addHook('onClose', async () => {
    writeRequestLine?.flush();
    redis?.disconnect();
    await configCache.close();
    await database.close();
  });
  return app;
}
