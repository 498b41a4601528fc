import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiMessagesFr } from '@publia/shared';
import { AppError } from './app-error.ts';
import { EVERY_RESPONSE, PAGE_HEADERS, setPageHeaders } from './security-headers.ts';

/** Files at the root of the built app whose content changes under the same name. */
const ALWAYS_REVALIDATED = new Set(['sw.js', 'manifest.webmanifest']);

/** A request for a page rather than for the API. */
const wantsPage = (method: string, pathname: string) => (method === 'GET' || method === 'HEAD') && !pathname.startsWith('/api/') && pathname !== '/api';

/**
 * Fastify's `frameworkErrors`: a URL it cannot decode (`/%E0%A4%A`) or a parameter too long never
 * reaches a route nor a hook. Answered as an unknown address, in French: the web app with status
 * 404 (its router shows the 404 page), or the catalogue's JSON under /api — never Fastify's own
 * English JSON.
 */
export function unroutableUrlHandler(distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    reply.headers(EVERY_RESPONSE);
    const pathname = request.raw.url?.split('?')[0] ?? '/';
    const unroutable = error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH';
    if (!unroutable) {
      request.log.error({ err: error, reqId: request.id }, 'erreur inattendue du routeur');
      return reply.status(500).send(new AppError(500, 'http.internal').toBody());
    }
    if (!wantsPage(request.raw.method ?? 'GET', pathname)) {
      return reply.status(404).send(new AppError(404, 'http.malformedUrl').toBody());
    }
    let page: Buffer | null = null;
    try {
      page = fs.readFileSync(indexFile);
    } catch {
      // Not built: a plain French answer instead of the page.
    }
    if (page) {
      return setPageHeaders(reply).status(404).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);
    }
    return reply.status(404).type('text/plain; charset=utf-8').send(apiMessagesFr['http.malformedUrl']);
  };
}

/**
 * Serves the built web app and answers every other GET that accepts HTML with index.html, so the
 * client router handles deep links. Unknown /api routes stay JSON 404s.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const built = fs.existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes `x.br` and `x.gz` beside each compressible file: the one the request's
      // Accept-Encoding prefers (brotli first) is sent with its Content-Encoding, the file's own
      // Content-Type and `Vary: Accept-Encoding`; without either, the file itself. They are no
      // addresses of their own.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders: (response, sentPath) => {
        const filePath = sentPath.replace(/\.(br|gz)$/, '');
        if (filePath.endsWith('.html')) {
          for (const [name, value] of Object.entries(PAGE_HEADERS)) response.header(name, value);
        }
        // Vite names built assets by content hash: they never change under the same name.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          response.header('cache-control', 'public, max-age=31536000, immutable');
        }
        // The service worker and the manifest keep their names across releases: the browser asks
        // again each time, or a new version would never be noticed.
        if (ALWAYS_REVALIDATED.has(path.basename(filePath))) response.header('cache-control', 'no-cache');
      },
    });
  } else {
    app.log.warn(`interface web non construite (${indexFile} absent) : lancez « npm run build »`);
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const page = wantsPage(request.method, pathname);
    if (page && built) {
      return setPageHeaders(reply).type('text/html; charset=utf-8').header('cache-control', 'no-cache').sendFile('index.html');
    }
    if (page) {
      return reply.status(503).type('text/plain; charset=utf-8').send("L'interface web n'est pas construite : lancez « npm run build » puis redémarrez Publia.");
    }
    // The path is said back, but never more than a line of it: a 1 MB URL does not come back whole.
    const shown = pathname.length > 200 ? `${pathname.slice(0, 200)}…` : pathname;
    const error = new AppError(404, 'http.routeNotFound', { method: request.method, url: shown });
    return reply.status(404).send(error.toBody());
  });
}
