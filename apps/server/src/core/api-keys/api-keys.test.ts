import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw-rows.ts';
import { manualClock } from '../../lib/clock.ts';
import { createLogger } from '../../lib/logger.ts';
import { connectDemo, draftBody } from '../../modules/content/test-helpers.test-support.ts';
import { callerOf, type Caller } from '../../modules/social-accounts/test-helpers.test-support.ts';
import { createTestApp, registerVisitor, withSession, type TestApp, type Visitor } from '../../test/test-app.ts';
import { insertMembership } from '../workspaces/repository.ts';
import { bearer, createKey } from './api-keys.test-support.ts';

/**
 * API keys from the Intégrations tab to the public API: a key shown once and kept as a hash, its
 * scopes on top of its creator's role, each way a key is refused, the RateLimit headers. Every log
 * line is kept, and no key may be found in it.
 */
const RATE_LIMIT = 20;
const lines: string[] = [];
const logger = createLogger('trace', new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) }));
const clock = manualClock();
let t: TestApp;
let admin: Visitor;
let api: Caller;
const keys: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ SESSION_CACHE_SECONDS: '0', LOG_LEVEL: 'trace', API_KEY_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) }, { logger, clock });
  admin = await registerVisitor(t.app);
  api = callerOf(t, admin);
  await connectDemo(api, 'twitter');
});
afterAll(async () => t?.close());

/** A key of `visitor`'s workspace, remembered for the log check. */
async function keyFor(visitor: Visitor, scopes: Parameters<typeof createKey>[2], extra: Parameters<typeof createKey>[3] = {}) {
  const made = await createKey(t.app, visitor, scopes, extra);
  keys.push(made.key);
  return made;
}

const v1 = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, key: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { ...bearer(key), ...headers }, ...(payload ? { payload } : {}) });

const countContents = async (workspaceId: string) =>
  Number((await rawRows<{ n: number }>(t.ctx.db, sql`select count(*)::int as n from contents where workspace_id = ${workspaceId}`))[0]!.n);

/** A second member of the admin's workspace, with this role, whose session acts there. */
async function memberOfAdminWorkspace(role: 'admin' | 'editor' | 'viewer'): Promise<Visitor> {
  const member = await registerVisitor(t.app);
  await insertMembership(t.ctx.db, admin.workspaceId, member.userId, role);
  await t.ctx.db.execute(sql`update sessions set workspace_id = ${admin.workspaceId} where user_id = ${member.userId}`);
  return { ...member, workspaceId: admin.workspaceId };
}

describe('creating, listing and revoking keys', () => {
  it('shows the key once, stores only its SHA-256, and lists it by its prefix', async () => {
    const response = await api.post('/api/integrations/api-keys', { name: 'n8n — articles', scopes: ['publish', 'read', 'publish'], expiresInDays: 30 });
    expect(response.statusCode).toBe(201);
    const { message, data } = response.json();
    keys.push(data.key);
    expect(message).toBe("Clé d'API « n8n — articles » créée : copiez-la maintenant, elle ne sera plus affichée.");
    expect(data.key).toMatch(/^pk_live_[A-Za-z0-9_-]{43}$/);
    expect(data).toMatchObject({ name: 'n8n — articles', prefix: `${data.key.slice(0, 12)}…`, scopes: ['read', 'publish'], lastUsedAt: null, revokedAt: null });
    expect(Date.parse(data.expiresAt) - clock.now()).toBe(30 * 86_400_000);

    const [row] = await rawRows<Record<string, unknown>>(t.ctx.db, sql`select * from api_keys where id = ${data.id}`);
    expect(row!.key_hash).toBe(createHash('sha256').update(data.key).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(data.key.slice(12));

    const list = (await api.get('/api/integrations/api-keys')).json();
    const listed = list.data.find((key: { id: string }) => key.id === data.id);
    const { key: _shownOnce, ...shown } = data;
    expect(listed).toEqual(shown);
    expect(shown.createdBy).toBeTruthy();
    expect(JSON.stringify(list)).not.toContain(data.key);
  });

  it('refuses a faulty request in French, naming the field, and writes nothing', async () => {
    const before = (await api.get('/api/integrations/api-keys')).json().data.length;
    const cases: [object, string][] = [
      [{ name: 'x', scopes: [] }, 'scopes'],
      [{ name: 'x', scopes: ['write'] }, 'scopes.0'],
      [{ name: '', scopes: ['read'] }, 'name'],
      [{ name: 'x', scopes: ['read'], expiresInDays: 0 }, 'expiresInDays'],
      [{ name: 'x', scopes: ['read'], expiresInDays: 366 }, 'expiresInDays'],
    ];
    for (const [payload, field] of cases) {
      const response = await api.post('/api/integrations/api-keys', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, field });
      expect(response.json().message).toContain(`« ${field} »`);
    }
    expect((await api.get('/api/integrations/api-keys')).json().data).toHaveLength(before);
  });

  it('keeps to 25 live keys a workspace, and lets an editor neither list nor create any', async () => {
    const other = await registerVisitor(t.app);
    const caller = callerOf(t, other);
    for (let i = 0; i < 25; i++) expect((await caller.post('/api/integrations/api-keys', { name: `Clé ${i}`, scopes: ['read'] })).statusCode).toBe(201);
    const refused = await caller.post('/api/integrations/api-keys', { name: 'Une de trop', scopes: ['read'] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("Cet espace a déjà 25 clés d'API actives : révoquez-en une avant d'en créer une autre.");
    const first = (await caller.get('/api/integrations/api-keys')).json().data[0];
    expect((await caller.delete(`/api/integrations/api-keys/${first.id}`)).statusCode).toBe(200);
    expect((await caller.post('/api/integrations/api-keys', { name: 'Remplaçante', scopes: ['read'] })).statusCode).toBe(201);

    const editor = callerOf(t, await memberOfAdminWorkspace('editor'));
    expect((await editor.get('/api/integrations/api-keys')).statusCode).toBe(403);
    expect((await editor.post('/api/integrations/api-keys', { name: 'x', scopes: ['read'] })).statusCode).toBe(403);
  });

  it('revokes a key at once; again is a 409, and another workspace’s key a 404', async () => {
    const made = await keyFor(admin, ['read']);
    expect((await v1('GET', '/content/history', made.key)).statusCode).toBe(200);
    const revoked = await api.delete(`/api/integrations/api-keys/${made.id}`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ message: `Clé d'API « ${made.name} » révoquée : elle ne fonctionne plus.`, data: { id: made.id } });
    expect(revoked.json().data.revokedAt).not.toBeNull();
    const refused = await v1('GET', '/content/history', made.key);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'apiKeys.revokedKey', message: "Cette clé d'API a été révoquée : elle ne fonctionne plus." });
    expect((await api.delete(`/api/integrations/api-keys/${made.id}`)).statusCode).toBe(409);

    const stranger = await registerVisitor(t.app);
    const theirs = await keyFor(stranger, ['read']);
    const notFound = await api.delete(`/api/integrations/api-keys/${theirs.id}`);
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json().message).toBe("Cette clé d'API n'existe pas dans cet espace.");
    expect((await v1('GET', '/content/history', theirs.key)).statusCode).toBe(200);
    expect((await api.delete('/api/integrations/api-keys/pas-un-id')).statusCode).toBe(404);
  });
});

describe('scopes × routes', () => {
  it('a read key reads content, media and accounts, and is refused writes, publishing, analytics and comments, naming the scope', async () => {
    const { key } = await keyFor(admin, ['read']);
    expect((await v1('GET', '/content/history', key)).statusCode).toBe(200);
    expect((await v1('GET', '/social-accounts', key)).json().data).toHaveLength(1);
    const before = await countContents(admin.workspaceId);
    const refusals: [Parameters<typeof v1>[0], string, string, object?][] = [
      ['POST', '/content/drafts', 'content', draftBody()],
      ['POST', '/content/drafts/00000000-0000-4000-8000-000000000000/publish', 'publish'],
      ['GET', '/analytics/summary', 'analytics'],
      ['GET', '/comments', 'comments'],
      ['POST', '/social-accounts/demo-connect', 'admin', { platform: 'linkedin' }],
    ];
    for (const [method, url, scope, payload] of refusals) {
      const response = await v1(method, url, key, payload);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toMatchObject({ code: 'apiKeys.missingScope', message: `Cette clé n'a pas la portée « ${scope} » nécessaire à cette requête.` });
    }
    expect(await countContents(admin.workspaceId)).toBe(before);
  });

  it('a content key writes a draft but may not publish it; a publish key publishes it; analytics and comments keys read their areas', async () => {
    const content = await keyFor(admin, ['content']);
    const created = await v1('POST', '/content/drafts', content.key, draftBody());
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    const refused = await v1('POST', `/content/drafts/${id}/publish`, content.key);
    expect(refused.json()).toMatchObject({ code: 'apiKeys.missingScope', params: { scope: 'publish' } });

    const publish = await keyFor(admin, ['publish']);
    const published = await v1('POST', `/content/drafts/${id}/publish`, publish.key);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ message: 'Publication en cours...', data: { id, status: 'publishing' } });

    expect((await v1('GET', '/analytics/summary', (await keyFor(admin, ['analytics'])).key)).statusCode).toBe(200);
    expect((await v1('GET', '/comments', (await keyFor(admin, ['comments'])).key)).statusCode).toBe(200);
    // `admin` implies every scope.
    expect((await v1('GET', '/comments/stats', (await keyFor(admin, ['admin'])).key)).statusCode).toBe(200);
  });

  it('a key never goes beyond its creator’s role: an admin-scope key of an admin later made editor may no longer do admin actions', async () => {
    const second = await memberOfAdminWorkspace('admin');
    const { key } = await keyFor(second, ['admin']);
    expect((await v1('GET', '/social-accounts/00000000-0000-4000-8000-000000000000/options', key)).statusCode).toBe(404);
    await t.ctx.db.execute(sql`update memberships set role = 'editor' where user_id = ${second.userId} and workspace_id = ${admin.workspaceId}`);
    const refused = await v1('GET', '/social-accounts/00000000-0000-4000-8000-000000000000/options', key);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'http.forbidden' });
    // What an editor may do, the key still does.
    expect((await v1('POST', '/content/drafts', key, draftBody())).statusCode).toBe(201);
    // Gone from the workspace: the key stops.
    await t.ctx.db.execute(sql`delete from memberships where user_id = ${second.userId} and workspace_id = ${admin.workspaceId}`);
    const gone = await v1('GET', '/content/history', key);
    expect(gone.statusCode).toBe(401);
    expect(gone.json().code).toBe('apiKeys.creatorGone');
  });
});

describe('requests with a key', () => {
  it('needs a well-formed, known, live key under /api/v1, each refusal saying which', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/content/history' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json().message).toBe("Une clé d'API est requise sous /api/v1 : envoyez l'en-tête « Authorization: Bearer pk_live_… ».");
    // A session is no key there.
    const session = await t.app.inject({ method: 'GET', url: '/api/v1/content/history', headers: withSession(admin) });
    expect(session.json().code).toBe('apiKeys.missing');
    for (const authorization of ['Bearer abc', 'Basic cGs6bGl2ZQ==', 'Bearer pk_live_tropcourte', `Bearer pk_live_${'a'.repeat(44)}`, 'pk_live_sans_bearer']) {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/content/history', headers: { authorization } });
      expect(response.statusCode, authorization).toBe(401);
      expect(response.json().code, authorization).toBe('apiKeys.malformed');
    }
    const unknown = await v1('GET', '/content/history', `pk_live_${'A'.repeat(43)}`);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe("Clé d'API inconnue : vérifiez-la, ou créez-en une dans Paramètres → Intégrations.");

    const expiring = await keyFor(admin, ['read'], { expiresInDays: 1 });
    expect((await v1('GET', '/content/history', expiring.key)).statusCode).toBe(200);
    clock.advance(86_400_000);
    const expired = await v1('GET', '/content/history', expiring.key);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe("Cette clé d'API a expiré : créez-en une autre dans Paramètres → Intégrations.");
  });

  it('refuses a cookie sent with a key (400), needs no CSRF token nor our origin, and takes no key outside /api/v1', async () => {
    const { key } = await keyFor(admin, ['content']);
    const before = await countContents(admin.workspaceId);
    const withCookie = await v1('POST', '/content/drafts', key, draftBody(), { cookie: admin.cookie });
    expect(withCookie.statusCode).toBe(400);
    expect(withCookie.json().message).toBe("N'envoyez pas de cookie avec une clé d'API : une requête sous /api/v1 s'authentifie par sa clé seule.");
    expect(await countContents(admin.workspaceId)).toBe(before);

    const fromElsewhere = await v1('POST', '/content/drafts', key, draftBody(), { origin: 'https://automatisations.exemple.fr' });
    expect(fromElsewhere.statusCode).toBe(201);

    const outside = await t.app.inject({ method: 'POST', url: '/api/content/drafts', headers: bearer(key), payload: draftBody() });
    expect(outside.statusCode).toBe(401);
    expect(outside.json().message).toBe("Une clé d'API n'est acceptée que sous /api/v1 ; les autres adresses de l'API demandent une session.");
    expect((await t.app.inject({ method: 'GET', url: '/api/integrations/api-keys', headers: bearer(key) })).json().code).toBe('apiKeys.publicApiOnly');
    // The session's own requests are as before, a stray Authorization header ignored.
    expect((await t.app.inject({ method: 'GET', url: '/api/content/history', headers: { ...withSession(admin), ...bearer(key) } })).statusCode).toBe(200);
    expect(await countContents(admin.workspaceId)).toBe(before + 1);
    // Only the public areas are under /api/v1.
    const notPublic = await v1('GET', '/integrations/api-keys', key);
    expect(notPublic.statusCode).toBe(404);
    expect(notPublic.json().message).toBe('Route inconnue : GET /api/v1/integrations/api-keys');
  });

  it('says where the key stands on every answer (RateLimit headers), and answers 429 in French past its limit', async () => {
    const { key } = await keyFor(admin, ['read']);
    const first = await v1('GET', '/content/history', key);
    expect(first.headers).toMatchObject({ 'ratelimit-limit': String(RATE_LIMIT), 'ratelimit-remaining': String(RATE_LIMIT - 1) });
    expect(Number(first.headers['ratelimit-reset'])).toBeGreaterThan(0);
    expect(Number(first.headers['ratelimit-reset'])).toBeLessThanOrEqual(60);
    const refused = await v1('GET', '/comments', key);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['ratelimit-remaining']).toBe(String(RATE_LIMIT - 2));
    for (let i = 2; i < RATE_LIMIT; i++) await v1('GET', '/content/counts', key);
    const over = await v1('GET', '/content/history', key);
    expect(over.statusCode).toBe(429);
    expect(over.headers['ratelimit-remaining']).toBe('0');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.json().message).toMatch(new RegExp(`^Trop de requêtes avec cette clé d'API \\(${RATE_LIMIT} par minute au plus\\)\\. Réessayez dans \\d+ s\\.$`));
    // Another key has its own count.
    expect((await v1('GET', '/content/history', (await keyFor(admin, ['read'])).key)).statusCode).toBe(200);
  });

  it('notes when a key was last used, at most once a minute', async () => {
    const made = await keyFor(admin, ['read']);
    const lastUsed = async () => (await api.get('/api/integrations/api-keys')).json().data.find((key: { id: string }) => key.id === made.id).lastUsedAt;
    await v1('GET', '/content/counts', made.key);
    const first = await lastUsed();
    expect(first).toBe(new Date(clock.now()).toISOString());
    clock.advance(30_000);
    await v1('GET', '/content/counts', made.key);
    expect(await lastUsed()).toBe(first);
    clock.advance(31_000);
    await v1('GET', '/content/counts', made.key);
    expect(await lastUsed()).toBe(new Date(clock.now()).toISOString());
  });

  it('never writes a key in the log', () => {
    expect(keys.length).toBeGreaterThan(10);
    expect(lines.length).toBeGreaterThan(0);
    const leaks = keys.filter((key) => lines.some((line) => line.includes(key.slice(8))));
    expect(leaks).toEqual([]);
  });
});
