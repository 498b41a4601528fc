import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { newVisitor, type Caller } from '../../social-accounts/test-helpers.test-support.ts';

/** The parse budget as the server reads it, shrunk by a test to stand for a feed too costly to read. */
const budget = vi.hoisted(() => ({ timeMs: 5_000, memoryMb: 128 }));
vi.mock('./parse-budget.ts', async (importOriginal) => ({ ...(await importOriginal<typeof import('./parse-budget.ts')>()), FEED_PARSE_BUDGET: budget }));

let t: TestApp;
let api: Caller;
let workspaceId: string;
const hostileUrl = (file: string) => `${t.ctx.config.publicUrl}/sandbox/feeds/hostile/${file}`;
const tooComplex = (url: string) => `Le flux « ${url} » demande trop de temps ou de mémoire à lire (plus de 5 secondes ou 128 Mo) : Publia a renoncé à le lire.`;

beforeAll(async () => {
  t = await createTestApp();
  const visitor = await newVisitor(t);
  api = visitor.api;
  workspaceId = visitor.visitor.workspaceId;
});
afterEach(() => {
  budget.timeMs = 5_000;
});
afterAll(async () => t?.close());

describe('a hostile feed', () => {
  it('of 100,000 items is followed with its first 500', async () => {
    const response = await api.post('/api/inspiration/sources', { url: hostileUrl('items.xml') });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ status: 'ok', error: null, items: 500, title: 'Flux sans fin' });
  });

  it('that costs more than the parse budget is refused when added, with the reason in French', async () => {
    budget.timeMs = 1;
    const url = hostileUrl('elements.xml');
    const response = await api.post('/api/inspiration/sources', { url });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ success: false, code: 'inspiration.feed.too_complex', message: tooComplex(url), field: 'url' });
    const { sources } = (await api.get('/api/inspiration/sources')).json().data;
    expect(sources.map((source: { url: string }) => source.url)).toEqual([hostileUrl('items.xml')]);
  });

  it('followed, marks its source in error with the reason in French when its refresh passes the budget', async () => {
    // Followed before it turned hostile: the source is there, its next refresh reads the costly feed.
    const url = hostileUrl('elements.xml');
    await t.ctx.db.execute(sql`insert into feed_sources (workspace_id, url, title) values (${workspaceId}, ${url}, 'Flux touffu')`);
    budget.timeMs = 1;
    const { sources } = (await api.post('/api/inspiration/sources/refresh')).json().data;
    const byUrl = Object.fromEntries(sources.map((source: { url: string }) => [source.url, source]));
    expect(byUrl[url]).toMatchObject({ status: 'error', error: tooComplex(url), items: 0 });
  });
});
