import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { apiMessagesFr, authEndpoints } from '@publia/shared';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../core/mail/service.ts';
import { AppError } from './app-error.ts';
import { setPageHeaders } from './security-headers.ts';

const DOCS_PATH = '/api/docs';
const ASSETS_PATH = `${DOCS_PATH}/assets`;
const INITIALIZER = 'publia-docs.js';

/** The files of `swagger-ui-dist` the page uses, and only those: no other file of the package is an address. */
const PACKAGE_ASSETS: Readonly<Record<string, string>> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

/**
 * Starts Swagger UI on the server's OpenAPI document. A file of its own rather than an inline
 * script: the pages' Content-Security-Policy runs scripts from this origin only, and Swagger UI
 * needs nothing more (its styles are inline, which the policy already allows; its images are
 * data: URLs, also allowed), so the documentation page keeps the same policy as the app's pages.
 */
const initializer = `'use strict';
window.ui = SwaggerUIBundle({
  url: ${JSON.stringify(authEndpoints.openapi.path)},
  dom_id: '#swagger-ui',
  deepLinking: true,
  presets: [SwaggerUIBundle.presets.apis],
  // « Try it out » on /api/v1 sends the key only: the browser would add the session cookie by
  // itself, and the public API refuses a key that comes with a cookie.
  requestInterceptor: function (request) {
    if (new URL(request.url, window.location.href).pathname.indexOf(${JSON.stringify('/api/v1/')}) === 0) request.credentials = 'omit';
    return request;
  },
});
`;

const page = (version: string) => `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(apiMessagesFr['apiKeys.docs.title'])}</title>
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <link rel="stylesheet" href="${ASSETS_PATH}/swagger-ui.css?v=${version}" />
  </head>
  <body>
    <noscript>${escapeHtml(apiMessagesFr['apiKeys.docs.noScript'])}</noscript>
    <div id="swagger-ui"></div>
    <script src="${ASSETS_PATH}/swagger-ui-bundle.js?v=${version}" defer></script>
    <script src="${ASSETS_PATH}/${INITIALIZER}?v=${version}" defer></script>
  </body>
</html>
`;

/** Where npm put `swagger-ui-dist`, and its version (in the assets' addresses, so an upgrade is fetched anew). */
function swaggerUiDist(): { dir: string; version: string } {
  const manifest = createRequire(import.meta.url).resolve('swagger-ui-dist/package.json');
  const { version } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string };
  return { dir: path.dirname(manifest), version };
}

/**
 * GET /api/docs: the public API's documentation, Swagger UI served from this server (the
 * `swagger-ui-dist` package, no CDN) on /api/openapi.json. Public, like the document itself.
 */
export function apiDocsRoutes() {
  return async (app: FastifyInstance) => {
    const { dir, version } = swaggerUiDist();
    const html = page(version);
    const config = { permission: 'public' as const };

    app.get(DOCS_PATH, { config }, async (_request, reply) => setPageHeaders(reply).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html));

    app.get<{ Params: { file: string } }>(`${ASSETS_PATH}/:file`, { config }, async (request, reply) => {
      const { file } = request.params;
      if (file === INITIALIZER) return reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(initializer);
      const type = Object.hasOwn(PACKAGE_ASSETS, file) ? PACKAGE_ASSETS[file] : undefined;
      if (!type) throw new AppError(404, 'http.notFound');
      // Their addresses carry the package's version: a file never changes under its address.
      return reply
        .type(type)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(fs.createReadStream(path.join(dir, file)));
    });
  };
}
