import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';
import { PAGE_HEADERS, setPageHeaders } from './security-headers.ts';

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
      setHeaders: (response, filePath) => {
        if (filePath.endsWith('.html')) {
          for (const [name, value] of Object.entries(PAGE_HEADERS)) response.header(name, value);
        }
        // Vite names built assets by content hash: they never change under the same name.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          response.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  } else {
    app.log.warn(`interface web non construite (${indexFile} absent) : lancez « npm run build »`);
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      pathname !== '/api';
    if (wantsPage && built) {
      return setPageHeaders(reply)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .sendFile('index.html');
    }
    if (wantsPage) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send("L'interface web n'est pas construite : lancez « npm run build » puis redémarrez Publia.");
    }
    const error = new AppError(404, 'http.routeNotFound', { method: request.method, url: pathname });
    return reply.status(404).send(error.toBody());
  });
}
