import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../kit/context.ts';
import { timeline } from '../kit/posts.ts';
import { pinterestError } from './dialect.ts';
import type { PinterestFake } from './fake.ts';
import { pinOf } from './pin-routes.ts';

const encode = (key: string) => Buffer.from(key).toString('base64url');
const decode = (bookmark: string) => Buffer.from(bookmark, 'base64url').toString();

/**
 * `GET /v5/pins`: the Pins of the token's user account, newest first, `page_size` (1 to 250, 25
 * by default) a page, `bookmark` to go on (null on the last page).
 */
export function pinListRoutes(scope: FastifyInstance, ctx: SandboxContext, fake: PinterestFake) {
  scope.get<{ Querystring: { page_size?: string; bookmark?: string } }>('/v5/pins', async (request, reply) => {
    const caller = await fake.enter(request, reply, 'recent');
    if (!caller) return reply;
    const pageSize = request.query.page_size === undefined ? 25 : Number(request.query.page_size);
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 250)
      return fake.gate.send(reply, pinterestError(400, 'Invalid parameters: page_size must be between 1 and 250.'));
    const after = request.query.bookmark ? decode(request.query.bookmark) : null;
    const page = await timeline(ctx.db, 'pinterest', caller.userId, { after, limit: pageSize });
    return { items: page.posts.map(pinOf), bookmark: page.next ? encode(page.next) : null };
  });
}
