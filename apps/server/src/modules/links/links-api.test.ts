import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw-rows.ts';
import { createTestApp, registerVisitor, withSession, type TestApp, type Visitor } from '../../test/test-app.ts';

const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const BOT = 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)';

let t: TestApp;
let visitor: Visitor;
beforeAll(async () => {
  t = await createTestApp();
  visitor = await registerVisitor(t.app);
});
afterAll(async () => t?.close());

const shorten = (url: string, who: Visitor = visitor) => t.app.inject({ method: 'POST', url: '/api/links', headers: withSession(who), payload: { url } });
const visit = (path: string, userAgent = BROWSER, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url: path, headers: { 'user-agent': userAgent } });
const linkCount = async () => (await rawRows<{ n: number }>(t.ctx.db, sql`select count(*)::int as n from short_links`))[0]!.n;
const clicksOf = async (id: string) => (await rawRows<{ n: number }>(t.ctx.db, sql`select coalesce(sum(clicks), 0)::int as n from short_link_clicks where link_id = ${id}`))[0]!.n;

describe('the short link redirect', () => {
  it('sends the visitor to the target with a 302 nobody caches, sets no cookie and counts the click', async () => {
    const made = await shorten('https://exemple.fr/atelier?couleur=bleu');
    expect(made.statusCode).toBe(201);
    const link = made.json().data;
    expect(link.shortUrl).toBe(`${t.ctx.config.publicUrl}/l/${link.code}`);
    const response = await visit(`/l/${link.code}`);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('https://exemple.fr/atelier?couleur=bleu');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['set-cookie']).toBeUndefined();
    await visit(`/l/${link.code}`);
    expect(await clicksOf(link.id)).toBe(2);
    const rows = await rawRows<Record<string, unknown>>(t.ctx.db, sql`select * from short_link_clicks where link_id = ${link.id}`);
    // Counts only: no address, no user agent, nothing of the visitor.
    expect(Object.keys(rows[0]!).sort()).toEqual(['clicks', 'day', 'link_id', 'source']);
  });

  it('does not count a robot nor a HEAD request, and still sends them on', async () => {
    const link = (await shorten('https://exemple.fr/robots')).json().data;
    const bot = await visit(`/l/${link.code}`, BOT);
    expect(bot.statusCode).toBe(302);
    expect((await visit(`/l/${link.code}`, BROWSER, 'HEAD')).statusCode).toBe(302);
    expect(await clicksOf(link.id)).toBe(0);
  });

  it('counts many concurrent clicks exactly, each written before its answer', async () => {
    const link = (await shorten('https://exemple.fr/lot')).json().data;
    const answers = await Promise.all(Array.from({ length: 200 }, () => visit(`/l/${link.code}`)));
    expect(answers.every((answer) => answer.statusCode === 302)).toBe(true);
    expect(await clicksOf(link.id)).toBe(200);
  });

  it.each(['/l/inconnu99', '/l//evil.com', '/l/%2F%2Fevil.com', '/l/abc%0d%0aLocation:%20https:%2F%2Fevil.com', '/l/ab.cd', '/l/', '/l/..%2F..%2Fapi'])(
    'answers %s with the French 404 page, never a redirect',
    async (path) => {
      const response = await visit(path);
      expect(response.statusCode).toBe(404);
      expect(response.headers.location).toBeUndefined();
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<html lang="fr">');
      expect(response.body).toContain('Lien introuvable');
      expect(response.body).not.toContain('evil.com');
    },
  );
});

describe('POST /api/links', () => {
  it.each([
    ['javascript:alert(document.cookie)', 'links.targetInvalid'],
    ['data:text/html,<script>alert(1)</script>', 'links.targetInvalid'],
    ['file:///etc/passwd', 'links.targetInvalid'],
    ['//evil.com', 'links.targetInvalid'],
    ['https://user:secret@exemple.fr/', 'links.targetInvalid'],
    ['http://127.0.0.1:5432/', 'links.targetPrivate'],
    ['http://169.254.169.254/latest/meta-data/', 'links.targetPrivate'],
    ['http://[::1]/admin', 'links.targetPrivate'],
    ['http://localhost:3000/api/operator/outbox', 'links.targetPrivate'],
  ])('refuses %s in French and shortens nothing', async (url, code) => {
    const before = await linkCount();
    const response = await shorten(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code, field: 'url' });
    expect(response.json().message).toMatch(/^Le lien /);
    expect(await linkCount()).toBe(before);
  });

  it('is refused to a visitor without a session', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/links', payload: { url: 'https://exemple.fr/' } });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/links/:id', () => {
  it('answers a link of the workspace with its clicks, and another workspace’s as not found', async () => {
    const link = (await shorten('https://exemple.fr/compte')).json().data;
    await visit(`/l/${link.code}`);
    const own = await t.app.inject({ method: 'GET', url: `/api/links/${link.id}`, headers: withSession(visitor) });
    expect(own.json().data).toEqual({ ...link, clicks: 1 });
    const stranger = await registerVisitor(t.app);
    for (const id of [link.id, 'pas-un-identifiant']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/links/${id}`, headers: withSession(stranger) });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Lien court introuvable.');
    }
  });
});

describe('link settings', () => {
  it('start with links kept as written and no campaign, and keep what an admin saves', async () => {
    const headers = withSession(visitor);
    expect((await t.app.inject({ method: 'GET', url: '/api/links/settings', headers })).json().data).toEqual({ shortenLinks: false, defaultCampaign: null });
    const saved = await t.app.inject({ method: 'PUT', url: '/api/links/settings', headers, payload: { shortenLinks: true, defaultCampaign: 'printemps-2027' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('Réglages des liens enregistrés.');
    expect((await t.app.inject({ method: 'GET', url: '/api/links/settings', headers })).json().data).toEqual({ shortenLinks: true, defaultCampaign: 'printemps-2027' });
  });
});
