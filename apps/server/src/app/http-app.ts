import fastifyCookie from '@fastify/cookie';
import { billingEndpoints } from '@publia/shared';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import type { AppContext } from '../core/context/app-context.ts';
import { auditRoutes } from '../core/audit/routes.ts';
import { authRoutes } from '../core/auth/routes.ts';
import { profileRoutes } from '../core/auth/profile-routes.ts';
import { healthRoutes } from '../core/health/routes.ts';
import { registerPermissionGuard } from '../core/permissions/guard.ts';
import { permissionRoutes } from '../core/permissions/routes.ts';
import { teamRoutes } from '../core/team/routes.ts';
import { invitationSeat } from '../core/team/service.ts';
import { notificationRoutes } from '../modules/notifications/routes.ts';
import { mountSandboxes } from '../sandbox/index.ts';
import { injectFetch } from './inject-fetch.ts';
import { socialAccountRoutes } from '../modules/social-accounts/routes.ts';
import { blueskyClientMetadataRoute } from '../modules/social-accounts/bluesky-client-metadata-route.ts';
import { workspaceSettingsRoutes } from '../core/settings/routes.ts';
import { contentRoutes } from '../modules/content/routes.ts';
import { analyticsRoutes } from '../modules/analytics/routes.ts';
import { billingRoutes } from '../modules/billing/routes.ts';
import { paymentSandboxKeys } from '../modules/billing/service.ts';
import { supportRoutes } from '../modules/support/routes.ts';
import { privacyRoutes } from '../modules/privacy/routes.ts';
import { scannerRoutes } from '../modules/scanner/routes.ts';
import { automationRoutes } from '../modules/automations/routes.ts';
import { webhookRoutes } from '../core/webhooks/routes.ts';
import { planningRoutes } from '../modules/planning/routes.ts';
import { inspirationRoutes } from '../modules/inspiration/routes.ts';
import { commentRoutes } from '../modules/comments/routes.ts';
import { agentAccessRoutes } from '../modules/agent-access/routes.ts';
import { sandboxFeedRoutes } from '../sandbox/feeds/index.ts';
import { sandboxAutomationRoutes } from '../sandbox/automations/index.ts';
import { paymentSandboxRoutes } from '../sandbox/payments/index.ts';
import { mediaRoutes } from '../modules/media/routes.ts';
import { linksRoutes } from '../modules/links/routes.ts';
import { operatorOutboxRoutes, sandboxMailRoutes } from '../core/mail/routes.ts';
import { generationRoutes } from '../modules/generation/routes.ts';
import { registerCompression } from '../http/compression.ts';
import { isSameOrigin, registerCsrfProtection } from '../http/csrf.ts';
import { sandboxVisitorOf } from './sandbox-visitor.ts';
import { registerErrorHandler } from '../http/error-handler.ts';
import { registerLoopbackRedirect } from '../http/loopback-redirect.ts';
import { registerSecurityHeaders } from '../http/security-headers.ts';
import { openApiRoute } from '../http/openapi-route.ts';
import { responseSerializers } from '../http/response-schema.ts';
import { apiDocsRoutes } from '../http/api-docs.ts';
import { apiKeyRoutes } from '../core/api-keys/routes.ts';
import { publicApiRewrite, registerPublicApiGate } from '../core/api-keys/service.ts';
import { registerWebApp, unroutableUrlHandler } from '../http/static-web.ts';
import { APP_VERSION } from '../lib/version.ts';

/**
 * The HTTP app on a built container: shared pieces (errors, security headers, CSRF, the permission
 * guard that checks the `config.permission` every route declares), every module's
 * routes, the sandboxes of the networks in demo mode and the payment sandbox (whose in-process fetch
 * the clients then use), and the built web app.
 */
export async function buildApp(ctx: AppContext, database: Database): Promise<FastifyInstance> {
  const { logger, queue } = ctx;
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    trustProxy: ctx.config.trustProxy,
    bodyLimit: ctx.config.bodyLimitBytes,
    // One line per request only when debugging: the normal log keeps to events worth reading.
    logController: new LogController({
      disableRequestLogging: ctx.config.logLevel !== 'debug' && ctx.config.logLevel !== 'trace',
    }),
    return503OnClosing: true,
    // The public API: /api/v1/x is answered by the route of /api/x when it is one of its endpoints.
    rewriteUrl: publicApiRewrite,
    // A URL that cannot be decoded gets the French 404 (page or JSON), not Fastify's English JSON.
    frameworkErrors: unroutableUrlHandler(ctx.config.webDistDir),
    // No child logger per request on the hot path; errors are logged with the request id instead.
    childLoggerFactory: (parent) => parent,
    schemaController: responseSerializers,
  });
  // JSON is the only body the API takes; anything else is a clear 415 instead of a confusing 400.
  app.removeContentTypeParser('text/plain');
  app.decorateRequest('auth', null);

  registerErrorHandler(app, { clock: ctx.clock, databaseAnswers: () => database.ping() });
  registerSecurityHeaders(app);
  // Before any route: without PUBLIC_URL, another loopback name is sent to Publia's one address.
  registerLoopbackRedirect(app, ctx.config);
  await app.register(fastifyCookie);
  // Before the routes, which it hooks as they are declared.
  await registerCompression(app);
  registerCsrfProtection(app, ctx.config);
  // Before the guard: a request under /api/v1 is signed in by its API key, checked before any body is read.
  registerPublicApiGate(app, ctx);
  // Before any route: it records each route's declared permission and enforces it.
  registerPermissionGuard(app, ctx);

  await app.register(healthRoutes(database, queue, APP_VERSION));
  // A sign-up with an invitation link joins the team's workspace: auth gets the team's way to seat it.
  await app.register(authRoutes(ctx, invitationSeat(ctx)));
  await app.register(profileRoutes(ctx));
  await app.register(permissionRoutes());
  await app.register(teamRoutes(ctx));
  await app.register(auditRoutes(ctx));
  const sandboxed = ctx.networks.sandboxedNetworks();
  if (sandboxed.length > 0) {
    const sandboxContext = {
      db: ctx.db,
      publicUrl: ctx.config.publicUrl,
      logger,
      clock: ctx.clock,
      latencyMs: ctx.config.sandboxLatencyMs,
      controls: ctx.config.sandboxControls,
      visitorOf: (request: FastifyRequest) => sandboxVisitorOf(ctx, request),
      sameOrigin: (request: FastifyRequest) => isSameOrigin(ctx.config, request),
    };
    await mountSandboxes(app, sandboxContext, sandboxed);
    ctx.networks.attachSandboxFetch(injectFetch(app));
  }
  if (ctx.config.billing.mode === 'sandbox') {
    // The payment sandbox: Stripe's API as the billing module uses it, offline; its events reach
    // the webhook in process, and the billing client's calls reach it the same way.
    const inProcess = injectFetch(app);
    await app.register(
      paymentSandboxRoutes({
        db: ctx.db,
        publicUrl: ctx.config.publicUrl,
        logger,
        clock: ctx.clock,
        controls: ctx.config.sandboxControls,
        sameOrigin: (request: FastifyRequest) => isSameOrigin(ctx.config, request),
        webhookUrl: `${ctx.config.publicUrl}${billingEndpoints.webhook.path}`,
        ...paymentSandboxKeys(ctx.keyring),
        vatRatePercent: ctx.config.billing.vatRatePercent,
        deliver: inProcess,
      }),
    );
    ctx.billing.attachSandboxFetch(inProcess);
  }
  // Sample French news feeds, so the watch works with no internet (SANDBOX_FEEDS).
  if (ctx.config.sandboxFeeds) await app.register(sandboxFeedRoutes({ clock: ctx.clock }));
  // The demonstration automation receiver, so the Intégrations tab works with no n8n.
  await app.register(sandboxAutomationRoutes({ clock: ctx.clock, controls: ctx.config.sandboxControls }));
  await app.register(sandboxMailRoutes(ctx));
  await app.register(socialAccountRoutes(ctx));
  await app.register(blueskyClientMetadataRoute(ctx));
  await app.register(workspaceSettingsRoutes(ctx));
  await app.register(contentRoutes(ctx));
  await app.register(analyticsRoutes(ctx));
  await app.register(planningRoutes(ctx));
  await app.register(inspirationRoutes(ctx));
  await app.register(commentRoutes(ctx));
  await app.register(agentAccessRoutes(ctx, APP_VERSION));
  await app.register(mediaRoutes(ctx));
  await app.register(linksRoutes(ctx));
  await app.register(notificationRoutes(ctx));
  await app.register(generationRoutes(ctx));
  await app.register(billingRoutes(ctx));
  await app.register(supportRoutes(ctx));
  await app.register(operatorOutboxRoutes(ctx));
  await app.register(privacyRoutes(ctx));
  await app.register(scannerRoutes(ctx));
  await app.register(automationRoutes(ctx));
  await app.register(webhookRoutes(ctx));
  await app.register(apiKeyRoutes(ctx));
  await app.register(openApiRoute(ctx.config.publicUrl));
  await app.register(apiDocsRoutes());
  await registerWebApp(app, ctx.config.webDistDir);
  return app;
}
