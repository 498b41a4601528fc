import multipart from '@fastify/multipart';
import { apiMessagesFr, frenchMegabytes, frenchMessage, NETWORK_NAMES, scannerEndpoints as endpoints, UPLOAD_LIMITS } from '@publia/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../core/context/app-context.ts';
import { serve } from '../../http/endpoint.ts';
import { authOf } from '../../http/require-auth.ts';
import { refuseDeclaredOversize } from './receive-video.ts';
import { getAnalysis, listScannerAnalyses, optimiseFor, publicationFrom, removeAnalysis, startAnalysis } from './service.ts';

/** The video scanner's API: upload and analyse, past analyses, fixes per network, to /create. */
export function scannerRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    await app.register(multipart, { throwFileSizeLimit: true });
    serve(app, endpoints.analyse, async ({ request }) => ({ message: apiMessagesFr['scanner.queued'], data: await startAnalysis(ctx, authOf(request), request) }), {
      onRequest: refuseDeclaredOversize,
    });
    serve(app, endpoints.analyses, async ({ request }) => ({ data: await listScannerAnalyses(ctx, authOf(request).workspace.id) }));
    serve(app, endpoints.analysis, async ({ request, params }) => ({ data: await getAnalysis(ctx, authOf(request).workspace.id, params.id) }));
    serve(app, endpoints.remove, async ({ request, params }) => {
      await removeAnalysis(ctx, authOf(request).workspace.id, params.id);
      return { message: apiMessagesFr['scanner.removed'] };
    });
    serve(app, endpoints.fix, async ({ request, params, body }) => ({
      message: frenchMessage('scanner.fixQueued', { network: NETWORK_NAMES[body.network] }),
      data: await optimiseFor(ctx, authOf(request).workspace.id, params.id, body.network),
    }));
    serve(app, endpoints.publication, async ({ request, params, body }) => {
      const start = await publicationFrom(ctx, authOf(request), params.id, body.fixId);
      const message = start.compressed
        ? frenchMessage('scanner.publicationCompressing', { size: frenchMegabytes(start.sizeBytes), max: frenchMegabytes(UPLOAD_LIMITS.mediaMaxBytes) })
        : apiMessagesFr['scanner.publicationReady'];
      return { message, data: { mediaId: start.mediaId, fix: start.fix, compressed: start.compressed } };
    });
  };
}
