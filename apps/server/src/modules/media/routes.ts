import multipart from '@fastify/multipart';
import { apiMessagesFr, mediaFilterBodySchema, mediaResponseSchema } from '@publia/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { authOf } from '../../http/require-auth.ts';
import { responseSchema } from '../../http/response-schema.ts';
import { parseInput } from '../../http/validation.ts';
import type { AppContext } from '../../app/context.ts';
import { byteRange, readPublicFile } from './public-file.ts';
import { readUpload, refuseDeclaredOversize } from './read-upload.ts';
import { filterMedia, findMedia, uploadMedia } from './service.ts';

const mediaAnswer = { response: { 200: responseSchema(mediaResponseSchema), 201: responseSchema(mediaResponseSchema) } };
const idParams = z.object({ id: z.string() });
const notFound = () => new AppError(404, 'media.notFound');

export function mediaRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    await app.register(multipart, { throwFileSizeLimit: true });
    // On shutdown, image work under way stops at once (its request answers 503) instead of
    // holding the close until its time limit.
    app.addHook('preClose', async () => ctx.images.close());

    app.post('/api/media', { config: { permission: 'create_content' }, onRequest: refuseDeclaredOversize, schema: mediaAnswer }, async (request, reply) => {
      const upload = await readUpload(request);
      const media = await uploadMedia(ctx, authOf(request), { bytes: upload.bytes, kind: upload.kind, originalName: upload.fileName });
      const message = media.kind === 'image' ? apiMessagesFr['media.uploaded'] : undefined;
      return reply.status(201).send({ success: true, ...(message ? { message } : {}), data: media });
    });

    app.get('/api/media/:id', { config: { permission: 'view_statistics' }, schema: mediaAnswer }, async (request) => {
      const { id } = parseInput(idParams, request.params);
      const media = await findMedia(ctx, authOf(request).workspace.id, id);
      if (!media) throw notFound();
      return { success: true, data: media };
    });

    app.post('/api/media/:id/filter', { config: { permission: 'create_content' }, schema: mediaAnswer }, async (request) => {
      const { id } = parseInput(idParams, request.params);
      const { filter } = parseInput(mediaFilterBodySchema, request.body);
      return { success: true, data: await filterMedia(ctx, authOf(request), id, filter) };
    });

    // Public: networks fetch the files from here. Keys are unguessable; nothing else is served.
    app.get('/media/*', { config: { permission: 'public' } }, async (request, reply) => {
      const file = await readPublicFile(ctx, (request.params as { '*': string })['*']);
      if (!file) throw notFound();
      reply
        .header('content-type', file.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('accept-ranges', 'bytes');
      const range = byteRange(request.headers.range, file.bytes.length);
      if (range === 'unsatisfiable') return reply.status(416).header('content-range', `bytes */${file.bytes.length}`).send();
      if (!range) return reply.send(file.bytes);
      return reply
        .status(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${file.bytes.length}`)
        .send(file.bytes.subarray(range.start, range.end + 1));
    });
  };
}
