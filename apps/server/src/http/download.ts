import type { FastifyReply } from 'fastify';

/** A file to download: its type, its name, never cached (what it holds moves). */
export const download = (reply: FastifyReply, type: string, file: { fileName: string; body: Buffer | string }) =>
  reply.type(type).header('content-disposition', `attachment; filename="${file.fileName}"`).header('cache-control', 'no-store').send(file.body);
