import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectFetch } from '../../app/inject-fetch.ts';
import { manualClock } from '../../lib/clock.ts';
import { discoverFeedLinks, parseFeed, parseOpml, resolveFeed } from '../../modules/inspiration/feeds/index.ts';
import { SANDBOX_FEED_SECTORS, sandboxFeedPath, sandboxFeedRoutes } from './index.ts';

const HOUR_MS = 3_600_000;
const ORIGIN = 'http://localhost';
const clock = manualClock(Date.parse('2025-03-12T10:00:00Z'));
let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  await app.register(sandboxFeedRoutes({ clock }));
});
afterAll(() => app.close());

const RESTO = sandboxFeedPath('restauration', 'le-fil-resto');
const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });
const itemsOf = async (url: string) => parseFeed((await get(url)).body, `${ORIGIN}${url}`).items;

describe('sandbox feeds', () => {
  it('serves every source in its format, readable by the feed parser, newest first', async () => {
    for (const sector of SANDBOX_FEED_SECTORS) {
      for (const source of sector.sources) {
        const answer = await get(sandboxFeedPath(sector.id, source.slug));
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['content-type']).toContain(source.format === 'atom' ? 'application/atom+xml' : 'application/rss+xml');
        const feed = parseFeed(answer.body, `${ORIGIN}${sandboxFeedPath(sector.id, source.slug)}`);
        expect(feed.title).toBe(source.title);
        expect(feed.items).toHaveLength(200);
        const times = feed.items.map((item) => item.publishedAt!.getTime());
        expect(times).toEqual([...times].sort((a, b) => b - a));
        expect(times[0]).toBeLessThanOrEqual(clock.now());
        for (const item of feed.items) {
          expect(item.guid).toMatch(new RegExp(`^sandbox:${sector.id}:${source.slug}:\\d+$`));
          expect(item.link).toMatch(/^https:\/\/[a-z-]+\.exemple\.fr\//);
          expect(item.title.length).toBeGreaterThan(10);
          expect(item.summary).toMatch(/\.$/);
        }
      }
    }
  });

  it('gives the same items for the same time, and ?items=N of them', async () => {
    const first = await get(RESTO);
    const other = Fastify();
    await other.register(sandboxFeedRoutes({ clock: manualClock(clock.now()) }));
    expect((await other.inject({ url: RESTO })).body).toBe(first.body);
    await other.close();
    expect(await itemsOf(`${RESTO}?items=3`)).toEqual((await itemsOf(RESTO)).slice(0, 3));
    expect(await itemsOf(`${RESTO}?items=500`)).toHaveLength(500);
    for (const bad of ['0', '501', 'abc', '2.5']) expect((await get(`${RESTO}?items=${bad}`)).statusCode).toBe(400);
  });

  it('puts a new item on top once the clock passes a step; the others keep their guid and date', async () => {
    const before = await itemsOf(RESTO);
    clock.advance(7 * HOUR_MS);
    const after = await itemsOf(RESTO);
    expect(after[0]!.guid).not.toBe(before[0]!.guid);
    const kept = after.findIndex((item) => item.guid === before[0]!.guid);
    expect(kept).toBeGreaterThan(0);
    expect(after[kept]).toEqual(before[0]);
  });

  it('answers 304 to a client whose copy is current, by ETag or by date, until the next item', async () => {
    const answer = await get(RESTO);
    const etag = String(answer.headers.etag);
    const lastModified = String(answer.headers['last-modified']);
    expect((await get(RESTO, { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await get(RESTO, { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
    expect((await get(RESTO, { 'if-modified-since': lastModified })).statusCode).toBe(304);
    expect((await get(RESTO, { 'if-none-match': '"other"', 'if-modified-since': lastModified })).statusCode).toBe(200);
    clock.advance(7 * HOUR_MS);
    expect((await get(RESTO, { 'if-none-match': etag })).statusCode).toBe(200);
    expect((await get(RESTO, { 'if-modified-since': lastModified })).statusCode).toBe(200);
  });

  it('has a page per sector whose announced feeds resolve', async () => {
    for (const sector of SANDBOX_FEED_SECTORS) {
      const pageUrl = `${ORIGIN}/sandbox/feeds/${sector.id}/`;
      const page = await get(`/sandbox/feeds/${sector.id}/`);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      const links = discoverFeedLinks(page.body, pageUrl);
      expect(links).toEqual(sector.sources.map((source) => `${ORIGIN}${sandboxFeedPath(sector.id, source.slug)}`));
      for (const link of links) expect((await get(new URL(link).pathname)).statusCode).toBe(200);
    }
    const resolved = await resolveFeed(`${ORIGIN}/sandbox/feeds/immobilier/`, {
      allowPrivate: false,
      trustedFetch: injectFetch(app),
      trustedPrefix: `${ORIGIN}/sandbox/feeds/`,
    });
    expect(resolved).toMatchObject({ feedUrl: `${ORIGIN}${sandboxFeedPath('immobilier', 'pierre-et-cles')}`, feed: { title: 'Pierre & Clés' } });
    expect(resolved.etag).toMatch(/^".+"$/);
  });

  it('lists every feed in one OPML file', async () => {
    const answer = await get('/sandbox/feeds/opml');
    expect(answer.statusCode).toBe(200);
    const sources = parseOpml(answer.body);
    expect(sources).toHaveLength(SANDBOX_FEED_SECTORS.flatMap((sector) => sector.sources).length);
    expect(sources[0]).toEqual({ title: 'Le Fil Resto', url: `${ORIGIN}${RESTO}`, siteUrl: 'https://le-fil-resto.exemple.fr/' });
  });

  it('answers 404 in French to an unknown sector or source', async () => {
    for (const url of [
      '/sandbox/feeds/boulangerie/',
      '/sandbox/feeds/boulangerie/le-fil-resto.xml',
      '/sandbox/feeds/restauration/inconnu.xml',
      '/sandbox/feeds/restauration/le-fil-resto',
    ]) {
      const answer = await get(url);
      expect(answer.statusCode).toBe(404);
      expect(answer.body).toBe('Flux de démonstration introuvable.');
    }
  });
});
