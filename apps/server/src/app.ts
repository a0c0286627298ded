import { fileURLToPath } from 'node:url';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db } from './db/client';
import type { SecretBox } from './lib/secrets';
import { serverModules } from './module-list';
import { accessTokens } from './platform/auth/tokens';
import { clientErrorHandler } from './platform/client-errors';
import { registerErrorHandling } from './platform/errors';
import { fileLinks } from './platform/files/links';
import { frameworkErrors } from './platform/framework-errors';
import { cachedIdentity } from './platform/identity-cache';
import { registerInputGuard } from './platform/input-guard';
import type { Jobs } from './platform/jobs';
import { loggerOptions } from './platform/logging';
import type { ApiModule, ModuleDeps } from './platform/module';
import { installModules } from './platform/module-install';
import { registerNoStore } from './platform/no-store';
import { registerOpenApi } from './platform/openapi';
import type { Scheduler } from './platform/scheduler';
import { registerSlowRequestLog } from './platform/slow-requests';
import { registerStatementPriority } from './platform/statement-priority';
import { type RouteEntry, registerGuard } from './platform/tenancy';
import { registerWeb } from './platform/web';

/** Every module's routes, in registration order (tests add their own to these). */
export const apiModules: ApiModule[] = serverModules.flatMap((m) => (m.routes ? [m.routes] : []));

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface AppDeps {
  config: Config;
  db: Db;
  /** Signing secret for access tokens (JWT_SECRET or the generated one). */
  jwtSecret: string;
  /** Encryption of secrets at rest (key from SECRETS_KEY or DATA_DIR). */
  secrets: SecretBox;
  jobs?: Jobs;
  /** The scheduler (main.ts starts it after the app is built). */
  scheduler?: Scheduler;
  /** Logger options; defaults to pino at LOG_LEVEL with secrets redacted. */
  logger?: FastifyServerOptions['logger'];
  /** An existing pino logger (main shares one with the job system). */
  loggerInstance?: FastifyBaseLogger;
  /** The modules to register (tests add deliberately broken ones). */
  modules?: ApiModule[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route with its access declaration, filled as routes register. */
    routeTable: RouteEntry[];
  }
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  const app = Fastify({
    ...(deps.loggerInstance
      ? { loggerInstance: deps.loggerInstance }
      : { logger: deps.logger ?? loggerOptions(config.LOG_LEVEL) }),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 10 * 1024 * 1024,
    clientErrorHandler,
    frameworkErrors,
  });
  // First of all hooks: every statement of a request, the guard's too, queues as of the request's start.
  registerStatementPriority(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  // At the root, so the router's refusals, unknown methods and the static handler's answers get it too.
  registerNoStore(app);
  registerSlowRequestLog(app, config.SLOW_REQUEST_MS);

  await app.register(helmet, {
    // The Google sign-in popup posts back to its opener, which opener isolation would cut.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Plain-http deployments (a LAN address) must still load their own assets.
    contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } },
  });
  await app.register(formbody);
  await registerOpenApi(app);

  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('ctx', null);

  installModules(serverModules);
  const tokens = accessTokens(deps.jwtSecret, config.ACCESS_TOKEN_TTL_SECONDS);
  const moduleDeps: ModuleDeps = {
    config,
    db,
    tokens,
    secrets: deps.secrets,
    jobs: deps.jobs,
    scheduler: deps.scheduler,
    fileLinks: fileLinks(deps.jwtSecret, config.FILE_LINK_TTL_MINUTES),
  };
  await app.register(async (api) => {
    registerGuard(api, { identity: cachedIdentity(db), tokens, table });
    registerInputGuard(api);
    for (const mod of deps.modules ?? apiModules) await api.register(mod, moduleDeps);
  });

  await registerWeb(app, config.WEB_DIST ?? DEFAULT_WEB_DIST);
  return app;
}
