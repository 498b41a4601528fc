import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { setPageHeaders } from '../../http/security-headers.ts';
import type { Clock } from '../../lib/clock.ts';
import { HOSTILE_FEEDS, isHostileFeedName, type HostileFeedName } from './hostile-feeds.ts';
import { sandboxLastChange, sandboxNews } from './news-items.ts';
import { renderSandboxOpml, renderSectorPage } from './pages.ts';
import { renderSandboxFeed } from './render-feed.ts';
import { findSector } from './sectors.ts';

/**
 * A sample feed serves about five weeks of archive, as a site's full feed would: a workspace that
 * has just followed it already holds the weeks the rising topics are compared with.
 */
const DEFAULT_ITEMS = 200;
const MAX_ITEMS = 500;
const NOT_FOUND = 'Flux de démonstration introuvable.';
const BAD_ITEMS = 'Le paramètre « items » doit être un nombre entier de 1 à 500.';

type SectorRequest = FastifyRequest<{ Params: { sector: string } }>;
type FeedRequest = FastifyRequest<{ Params: { sector: string; file: string }; Querystring: { items?: string | string[] } }>;

/** `?items=N`: 1 to 500, 200 when absent; null for anything else. */
function itemsWanted(value: string | string[] | undefined): number | null {
  if (value === undefined) return DEFAULT_ITEMS;
  if (typeof value !== 'string' || !/^\d{1,3}$/.test(value)) return null;
  const count = Number(value);
  return count >= 1 && count <= MAX_ITEMS ? count : null;
}

/** Whether the client's copy is current: its ETag when it sends one, else its date (to the second, as HTTP dates are). */
function isFresh(request: FastifyRequest, etag: string, lastModified: Date): boolean {
  const tags = request.headers['if-none-match'];
  if (tags !== undefined) return tags.split(',').some((tag) => ['*', etag].includes(tag.trim().replace(/^W\//, '')));
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return Number.isFinite(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
}

const notFound = (reply: FastifyReply) => reply.status(404).type('text/plain; charset=utf-8').send(NOT_FOUND);

function sectorPage(request: SectorRequest, reply: FastifyReply) {
  const sector = findSector(request.params.sector);
  if (!sector) return notFound(reply);
  return setPageHeaders(reply).type('text/html; charset=utf-8').send(renderSectorPage(sector));
}

/**
 * The sandbox's trade news, served offline: French sample feeds (RSS or Atom) whose items move with
 * the clock, conditional GET included, a page per sector that announces its feeds, and an OPML of all;
 * and, under `hostile/`, feeds built to cost their reader (hostile-feeds.ts), always answered whole.
 */
export function sandboxFeedRoutes(setup: { clock: Clock }): (app: FastifyInstance) => Promise<void> {
  function feed(request: FeedRequest, reply: FastifyReply) {
    const sector = findSector(request.params.sector);
    const slug = /^(.+)\.xml$/.exec(request.params.file)?.[1];
    const source = sector?.sources.find((candidate) => candidate.slug === slug);
    if (!sector || !source) return notFound(reply);
    const count = itemsWanted(request.query.items);
    if (count === null) return reply.status(400).type('text/plain; charset=utf-8').send(BAD_ITEMS);
    const now = setup.clock.now();
    const updated = sandboxLastChange(sector, source, now);
    const { body, contentType } = renderSandboxFeed({ sector, source, items: sandboxNews(sector, source, now, count), updated });
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    reply.header('etag', etag).header('last-modified', updated.toUTCString()).header('cache-control', 'no-cache');
    if (isFresh(request, etag, updated)) return reply.status(304).send();
    return reply.type(contentType).send(body);
  }

  /** Built on first request and kept: the reader's cost is what is measured, not the fixture's. */
  const hostile = new Map<HostileFeedName, Buffer>();
  function hostileFeed(request: FastifyRequest<{ Params: { file: string } }>, reply: FastifyReply) {
    const name = request.params.file;
    if (!isHostileFeedName(name)) return notFound(reply);
    const body = hostile.get(name) ?? Buffer.from(HOSTILE_FEEDS[name]());
    hostile.set(name, body);
    return reply.type('application/rss+xml; charset=utf-8').header('cache-control', 'no-store').send(body);
  }

  return async (app) => {
    app.get('/sandbox/feeds/hostile/:file', hostileFeed);
    app.get('/sandbox/feeds/opml', async (request, reply) =>
      reply
        .type('text/x-opml; charset=utf-8')
        .header('content-disposition', 'inline; filename="publia-flux-demo.opml"')
        .send(renderSandboxOpml(`${request.protocol}://${request.host}`)),
    );
    app.get('/sandbox/feeds/:sector', sectorPage);
    app.get('/sandbox/feeds/:sector/', sectorPage);
    app.get('/sandbox/feeds/:sector/:file', feed);
  };
}
