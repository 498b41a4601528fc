import multipart from '@fastify/multipart';
import { apiMessagesFr, contentEndpoints as endpoints } from '@publia/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { serve } from '../../http/endpoint.ts';
import { authOf } from '../../http/require-auth.ts';
import type { AppContext } from '../../core/context/app-context.ts';
import { byteRange, readPublicFile } from './public-file.ts';
import { readUpload, refuseDeclaredOversize } from './read-upload.ts';
import { filterMedia, findMedia, uploadMedia } from './service.ts';

const notFound = () => new AppError(404, 'media.notFound');

export function mediaRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    await app.register(multipart, { throwFileSizeLimit: true });
    // On shutdown, image work under way stops at once (its request answers 503) instead of
    // holding the close until its time limit.
    app.addHook('preClose', async () => ctx.images.close());

    serve(
      app,
      endpoints.uploadMedia,
      async ({ request }) => {
        const upload = await readUpload(request);
        const media = await uploadMedia(ctx, authOf(request), { bytes: upload.bytes, kind: upload.kind, originalName: upload.fileName });
        const message = media.kind === 'image' ? apiMessagesFr['media.uploaded'] : undefined;
        return { ...(message ? { message } : {}), data: media };
      },
      { onRequest: refuseDeclaredOversize },
    );

    serve(app, endpoints.getMedia, async ({ request, params }) => {
      const media = await findMedia(ctx, authOf(request).workspace.id, params.id);
      if (!media) throw notFound();
      return { data: media };
    });

    serve(app, endpoints.filterMedia, async ({ request, params, body }) => ({
      data: await filterMedia(ctx, authOf(request), params.id, body.filter),
    }));

    // Public: networks fetch the files from here. Keys are unguessable; nothing else is served.
    app.get('/media/*', { config: { permission: 'public' } }, async (request, reply) => {
      const file = await readPublicFile(ctx, (request.params as { '*': string })['*']);
      if (!file) throw notFound();
      reply
        .header('content-type', file.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('accept-ranges', 'bytes');
      const range = byteRange(request.headers.range, file.size);
      if (range === 'unsatisfiable') return reply.status(416).header('content-range', `bytes */${file.size}`).send();
      if (!range) return reply.header('content-length', file.size).send(file.read());
      return reply
        .status(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
        .header('content-length', range.end - range.start + 1)
        .send(file.read(range));
    });
  };
}
