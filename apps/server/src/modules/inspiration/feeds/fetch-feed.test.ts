import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FeedError } from './feed-error.ts';
import { ATOM, BILLION_LAUGHS, LATIN1, RDF, RSS } from './feed-fixtures.test-support.ts';
import { fetchFeed } from './fetch-feed.ts';
import { resolveFeed } from './resolve-feed.ts';

const MB = 1024 * 1024;
const HUGE_BYTES = 50 * MB;

/** What the fake feed server saw and did, for the assertions. */
const seen = { headers: [] as IncomingHttpHeaders[], hugeBytesSent: 0, endlessItemsSent: 0 };

const send = (type: string, body: string | Buffer) => (_request: IncomingMessage, response: ServerResponse) => {
  response.writeHead(200, { 'content-type': type });
  response.end(body);
};

const redirect = (status: number, location: string) => (_request: IncomingMessage, response: ServerResponse) => {
  response.writeHead(status, { location });
  response.end();
};

/** 50 MB of a never-ending title, written as fast as the client reads it, and no faster. */
function streamHuge(_request: IncomingMessage, response: ServerResponse) {
  const chunk = Buffer.alloc(64 * 1024, 'a');
  response.writeHead(200, { 'content-type': 'application/rss+xml' });
  response.write('<rss version="2.0"><channel><title>');
  const pump = () => {
    while (seen.hugeBytesSent < HUGE_BYTES && !response.destroyed) {
      seen.hugeBytesSent += chunk.length;
      if (!response.write(chunk)) {
        response.once('drain', pump);
        return;
      }
    }
    response.end('</title></channel></rss>');
  };
  pump();
}

/** Items without end (`N°0`, `N°1`…), a thousand at a time, as fast as the client reads them and no faster. */
function streamEndlessItems(_request: IncomingMessage, response: ServerResponse) {
  response.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' });
  response.write('<?xml version="1.0"?><rss version="2.0"><channel><title>Sans fin</title>');
  const pump = () => {
    while (!response.destroyed) {
      const start = seen.endlessItemsSent;
      seen.endlessItemsSent += 1_000;
      const items = Array.from({ length: 1_000 }, (_, n) => `<item><guid>g${start + n}</guid><title>N°${start + n}</title></item>`).join('');
      if (!response.write(items)) {
        response.once('drain', pump);
        return;
      }
    }
  };
  pump();
}

const ROUTES: Record<string, (request: IncomingMessage, response: ServerResponse) => void> = {
  '/rss': send('application/rss+xml; charset=utf-8', RSS),
  '/atom': send('application/atom+xml', ATOM),
  '/rdf': send('application/rdf+xml', RDF),
  '/latin1': send('text/xml', LATIN1),
  '/bomb': send('application/rss+xml', BILLION_LAUGHS),
  '/not-feed': send('text/plain', 'Bonjour, ceci n’est pas un flux.'),
  '/page': send('text/html; charset=utf-8', '<!doctype html><html><head><link rel="alternate" type="application/rss+xml" href="/rss"></head><body>Blog</body></html>'),
  '/page-without': send('text/html', '<!doctype html><html><head><title>Vitrine</title></head><body>Rien</body></html>'),
  '/conditional': (request, response) => {
    const headers = { etag: '"v1"', 'last-modified': 'Wed, 12 Mar 2025 09:00:00 GMT' };
    if (request.headers['if-none-match'] === '"v1"') {
      response.writeHead(304, headers);
      response.end();
      return;
    }
    response.writeHead(200, { ...headers, 'content-type': 'application/rss+xml' });
    response.end(RSS);
  },
  '/redirect': redirect(301, '/rss'),
  '/loop': redirect(302, '/loop'),
  '/trusted/go': (request, response) => redirect(302, `http://${request.headers.host}/rss`)(request, response),
  '/status/503': (_request, response) => {
    response.writeHead(503);
    response.end('indisponible');
  },
  '/huge': streamHuge,
  '/endless-items': streamEndlessItems,
  '/huge-declared': (_request, response) => {
    response.writeHead(200, { 'content-type': 'application/rss+xml', 'content-length': String(HUGE_BYTES) });
    response.write('<rss>');
  },
  // Never answers, or answers its headers and then nothing.
  '/hang': () => undefined,
  '/stall': (_request, response) => {
    response.writeHead(200, { 'content-type': 'application/rss+xml' });
    response.write('<rss version="2.0"><channel>');
  },
};

let server: Server;
let origin: string;
beforeAll(async () => {
  server = createServer((request, response) => {
    seen.headers.push(request.headers);
    const route = ROUTES[new URL(request.url ?? '/', 'http://x').pathname];
    if (route) return route(request, response);
    response.writeHead(404);
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const local = { allowPrivate: true };

/** A public server (as far as the address goes) that sends its visitors to a local file. */
const toFile: typeof fetch = async () => new Response(null, { status: 301, headers: { location: 'file:///etc/passwd' } });

async function failure(promise: Promise<unknown>): Promise<FeedError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof FeedError) return error;
    throw error;
  }
  throw new Error('expected a FeedError');
}

describe('fetchFeed', () => {
  it('fetches RSS 2.0, Atom and RDF, saying who asks and what it accepts', async () => {
    const rss = await fetchFeed(`${origin}/rss`, local);
    expect(rss).toMatchObject({ kind: 'feed', finalUrl: `${origin}/rss`, etag: null, lastModified: null, feed: { title: 'Le Fil & co' } });
    expect(seen.headers.at(-1)).toMatchObject({ 'user-agent': 'Publia/1.0 (+https://github.com/publia)', accept: expect.stringContaining('application/rss+xml') });
    expect(await fetchFeed(`${origin}/atom`, local)).toMatchObject({ kind: 'feed', feed: { title: 'Atome', items: [{ title: 'Entrée une' }, { title: 'a < b' }] } });
    expect(await fetchFeed(`${origin}/rdf`, local)).toMatchObject({ kind: 'feed', feed: { title: 'RDF', items: [{ guid: 'https://rdf.example/1' }] } });
  });

  it('decodes an ISO-8859-1 feed and survives its broken dates', async () => {
    const result = await fetchFeed(`${origin}/latin1`, local);
    if (result.kind !== 'feed') throw new Error('expected a feed');
    expect(result.feed.items.map((item) => [item.title, item.publishedAt])).toEqual([
      ['Été à Orléans', null],
      ['Noël', null],
      ['Sans date', null],
    ]);
  });

  it('asks conditionally with the ETag it was given, and hears « not modified »', async () => {
    const first = await fetchFeed(`${origin}/conditional`, local);
    expect(first).toMatchObject({ kind: 'feed', etag: '"v1"', lastModified: 'Wed, 12 Mar 2025 09:00:00 GMT' });
    const again = await fetchFeed(`${origin}/conditional`, { ...local, etag: '"v1"', lastModified: 'Wed, 12 Mar 2025 09:00:00 GMT' });
    expect(again).toEqual({ kind: 'not_modified' });
    expect(seen.headers.at(-1)).toMatchObject({ 'if-none-match': '"v1"', 'if-modified-since': 'Wed, 12 Mar 2025 09:00:00 GMT' });
  });

  it('hears « not modified » when a feed without validators sends the very bytes it sent last time, and reads it when they change', async () => {
    const first = await fetchFeed(`${origin}/rss`, local);
    if (first.kind !== 'feed') throw new Error('expected a feed');
    expect(await fetchFeed(`${origin}/rss`, { ...local, contentDigest: first.digest })).toEqual({ kind: 'not_modified' });
    expect(await fetchFeed(`${origin}/atom`, { ...local, contentDigest: first.digest })).toMatchObject({ kind: 'feed', feed: { title: 'Atome' } });
  });

  it('follows a redirect, and gives up on a loop', async () => {
    expect(await fetchFeed(`${origin}/redirect`, local)).toMatchObject({ kind: 'feed', finalUrl: `${origin}/rss` });
    const before = seen.headers.length;
    expect((await failure(fetchFeed(`${origin}/loop`, { ...local, maxRedirects: 3 }))).reason).toBe('too_many_redirects');
    expect(seen.headers.length - before).toBe(4);
    expect((await failure(fetchFeed(`${origin}/redirect`, { ...local, maxRedirects: 0 }))).reason).toBe('too_many_redirects');
  });

  it('stops reading a 50 MB body as soon as it passes the limit, without buffering it', async () => {
    const started = Date.now();
    const error = await failure(fetchFeed(`${origin}/huge`, local));
    expect(error.reason).toBe('too_large');
    expect(Date.now() - started).toBeLessThan(5_000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen.hugeBytesSent).toBeLessThan(HUGE_BYTES / 2);
  });

  it('reads a feed of endless items up to its 500th and no further: the rest is never downloaded', async () => {
    const result = await fetchFeed(`${origin}/endless-items`, { ...local, timeoutMs: 5_000 });
    if (result.kind !== 'feed') throw new Error('expected a feed');
    expect(result.feed.title).toBe('Sans fin');
    expect(result.feed.items.map((item) => item.title)).toEqual(Array.from({ length: 500 }, (_, n) => `N°${n}`));
    await new Promise((resolve) => setTimeout(resolve, 100));
    // What the socket's buffers took before the reader let go: far from the 5 MB limit.
    expect(seen.endlessItemsSent).toBeLessThan(100_000);
  });

  it('refuses a declared length over the limit before reading', async () => {
    const started = Date.now();
    expect((await failure(fetchFeed(`${origin}/huge-declared`, { ...local, timeoutMs: 5_000 }))).reason).toBe('too_large');
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('refuses an XML bomb before parsing: nothing is expanded', async () => {
    const started = Date.now();
    const error = await failure(fetchFeed(`${origin}/bomb`, local));
    expect(error.reason).toBe('entities');
    expect(error.message).not.toContain('lollol');
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('times out on a server that never answers, or stops in the middle of its body', async () => {
    for (const path of ['/hang', '/stall']) {
      const started = Date.now();
      expect((await failure(fetchFeed(`${origin}${path}`, { ...local, timeoutMs: 300 }))).reason).toBe('timeout');
      expect(Date.now() - started).toBeLessThan(2_000);
    }
  });

  it('names a failing status, a closed port, a bad address and what is not a feed', async () => {
    expect(await failure(fetchFeed(`${origin}/status/503`, local))).toMatchObject({ reason: 'http_status', detail: '503' });
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect((await failure(fetchFeed(`http://127.0.0.1:${port}/rss`, local))).reason).toBe('unreachable');
    expect((await failure(fetchFeed('ftp://files.example/feed.xml', local))).reason).toBe('bad_url');
    expect((await failure(fetchFeed('pas une adresse', local))).reason).toBe('bad_url');
    expect((await failure(fetchFeed(`${origin}/not-feed`, local))).reason).toBe('not_a_feed');
    expect((await failure(fetchFeed(`${origin}/page`, local))).reason).toBe('not_a_feed');
  });
});

describe('private addresses', () => {
  const closedToPrivate = { allowPrivate: false };

  it('refuses loopback hosts, by address or by name', async () => {
    expect((await failure(fetchFeed(`${origin}/rss`, closedToPrivate))).reason).toBe('private_address');
    const port = new URL(origin).port;
    expect((await failure(fetchFeed(`http://localhost:${port}/rss`, closedToPrivate))).reason).toBe('private_address');
  });

  it('checks every redirect hop: a trusted or public address cannot lead inside', async () => {
    const trusted = { ...closedToPrivate, trustedPrefix: `${origin}/trusted/` };
    expect((await failure(fetchFeed(`${origin}/trusted/go`, trusted))).reason).toBe('private_address');
    // Dot segments are resolved before the prefix is compared.
    expect((await failure(fetchFeed(`${origin}/trusted/../rss`, trusted))).reason).toBe('private_address');

    const requested: string[] = [];
    const publicServer: typeof fetch = async (input) => {
      requested.push(String(input));
      return new Response(null, { status: 302, headers: { location: `${origin}/rss` } });
    };
    expect((await failure(fetchFeed('http://93.184.216.34/feed', { ...closedToPrivate, fetch: publicServer }))).reason).toBe('private_address');
    expect(requested).toEqual(['http://93.184.216.34/feed']);

    expect((await failure(fetchFeed('http://93.184.216.34/feed', { ...closedToPrivate, fetch: toFile }))).reason).toBe('bad_url');
  });

  it('lets the trusted prefix through (the server’s own sample feeds)', async () => {
    const result = await fetchFeed(`${origin}/trusted/go`, { allowPrivate: false, trustedPrefix: `${origin.replace('http:', 'HTTP:')}/` });
    expect(result).toMatchObject({ kind: 'feed', finalUrl: `${origin}/rss` });
  });
});

describe('resolveFeed', () => {
  it('takes a feed’s address as it is', async () => {
    expect(await resolveFeed(`${origin}/redirect`, local)).toMatchObject({ feedUrl: `${origin}/rss`, feed: { title: 'Le Fil & co' } });
  });

  it('finds the feed a page announces, and says so when it announces none', async () => {
    expect(await resolveFeed(`${origin}/page`, local)).toMatchObject({ feedUrl: `${origin}/rss`, feed: { title: 'Le Fil & co' }, etag: null });
    expect((await failure(resolveFeed(`${origin}/page-without`, local))).reason).toBe('html_page');
    expect((await failure(resolveFeed(`${origin}/not-feed`, local))).reason).toBe('not_a_feed');
  });

  it('asks for the whole document even when given an ETag', async () => {
    expect(await resolveFeed(`${origin}/conditional`, { ...local, etag: '"v1"' })).toMatchObject({ feedUrl: `${origin}/conditional`, etag: '"v1"' });
  });
});
