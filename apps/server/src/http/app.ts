import fastifyCookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import type { Queue } from '../jobs/queue.ts';
import type { AppContext } from '../lib/context.ts';
import { authRoutes } from '../modules/auth/routes.ts';
import { healthRoutes } from '../modules/health/routes.ts';
import { notificationRoutes } from '../modules/notifications/routes.ts';
import { registerNetworks } from '../networks/registry.ts';
import { socialAccountRoutes } from '../modules/social-accounts/routes.ts';
import { workspaceSettingsRoutes } from '../modules/workspace-settings/routes.ts';
import { contentRoutes } from '../modules/content/routes.ts';
import { mediaRoutes } from '../modules/media/routes.ts';
import { generationRoutes } from '../modules/generation/routes.ts';
import { registerCsrfProtection } from './csrf.ts';
import { registerErrorHandler } from './error-handler.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import { registerWebApp } from './static-web.ts';
import { APP_VERSION } from '../lib/version.ts';

export interface AppDeps {
  ctx: AppContext;
  database: Database;
  queue: Queue | null;
  logger: Logger;
}

export async function buildApp({ ctx, database, queue, logger }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    trustProxy: ctx.config.trustProxy,
    bodyLimit: ctx.config.bodyLimitBytes,
    // One line per request only when debugging: the normal log keeps to events worth reading.
    logController: new LogController({
      disableRequestLogging: ctx.config.logLevel !== 'debug' && ctx.config.logLevel !== 'trace',
    }),
    return503OnClosing: true,
    // No child logger per request on the hot path; errors are logged with the request id instead.
    childLoggerFactory: (parent) => parent,
  });
  // JSON is the only body the API takes; anything else is a clear 415 instead of a confusing 400.
  app.removeContentTypeParser('text/plain');
  app.decorateRequest('auth', null);

  registerErrorHandler(app);
  registerSecurityHeaders(app);
  await app.register(fastifyCookie);
  registerCsrfProtection(app);

  await app.register(healthRoutes(database, queue, APP_VERSION));
  await app.register(authRoutes(ctx));
  ctx.networks = await registerNetworks(app, ctx);
  await app.register(socialAccountRoutes(ctx));
  await app.register(workspaceSettingsRoutes(ctx));
  await app.register(contentRoutes(ctx));
  await app.register(mediaRoutes(ctx));
  await app.register(notificationRoutes(ctx));
  await app.register(generationRoutes(ctx));
  await registerWebApp(app, ctx.config.webDistDir);
  return app;
}
