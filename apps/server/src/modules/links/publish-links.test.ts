import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw-rows.ts';
import { createTestApp, registerVisitor, type TestApp } from '../../test/test-app.ts';
import { connectDemo, saveDraft, targetRows } from '../content/test-helpers.test-support.ts';
import { runFollowUpsJob, runPublishJob } from '../publishing/service.ts';
import { callerOf, newVisitor, type Caller } from '../social-accounts/test-helpers.test-support.ts';
import { rewritePostLinks } from './service.ts';

/** The links of a post as they go out through the publishing engine, on the Mastodon sandbox. */
let t: TestApp;
let api: Caller;
beforeAll(async () => {
  t = await createTestApp();
  api = (await newVisitor(t)).api;
  await connectDemo(api, 'mastodon');
  await connectDemo(api, 'linkedin');
});
afterAll(async () => t?.close());

const statuses = async () => (await api.get('/sandbox/_posts?network=mastodon')).json().posts as { id: string; text: string }[];

async function publish(content: string, publishOptions: Record<string, unknown> = {}) {
  const item = await saveDraft(api, { content, keywords: [], platforms: ['mastodon'], publishOptions });
  const published = await api.post(`/api/content/drafts/${item.id}/publish`);
  expect(published.statusCode).toBe(200);
  const [target] = await targetRows(t, item.id);
  await runPublishJob(t.ctx, target!.id);
  const [row] = await targetRows(t, item.id);
  expect(row!.status).toBe('published');
  const status = (await statuses()).find((candidate) => candidate.id === row!.external_id)!;
  return { text: status.text, targetId: row!.id };
}

describe('links of a post at publishing', () => {
  it('are tagged with UTM (the author’s own tags kept), then shortened; a private address keeps its tags only', async () => {
    expect((await api.put('/api/links/settings', { shortenLinks: true, defaultCampaign: 'printemps' })).statusCode).toBe(200);
    const { text, targetId } = await publish(`Nouveautés ${Date.now()} : https://exemple.fr/boutique?utm_source=lettre et http://127.0.0.1:8080/interne`);
    const short = new RegExp(`${t.ctx.config.publicUrl}/l/([A-Za-z0-9]{8})`);
    const code = short.exec(text)?.[1];
    expect(code).toBeDefined();
    expect(text).toContain('http://127.0.0.1:8080/interne?utm_source=mastodon&utm_medium=social&utm_campaign=printemps');
    const visit = await t.app.inject({ method: 'GET', url: `/l/${code}`, headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0' } });
    expect(visit.statusCode).toBe(302);
    expect(visit.headers.location).toBe('https://exemple.fr/boutique?utm_source=lettre&utm_medium=social&utm_campaign=printemps');
    const [link] = await rawRows<{ network: string; publication_target_id: string }>(t.ctx.db, sql`select network, publication_target_id from short_links where code = ${code!}`);
    expect(link).toEqual({ network: 'mastodon', publication_target_id: targetId });
    const [clicks] = await rawRows<{ source: string; clicks: number }>(
      t.ctx.db,
      sql`select source, clicks from short_link_clicks c join short_links l on l.id = c.link_id where l.code = ${code!}`,
    );
    expect(clicks).toEqual({ source: 'mastodon', clicks: 1 });
    // « Clics » in the post's figures (Mastodon gives Publia none of its own) and on the period's card.
    const [{ content_id: contentId }] = (await rawRows<{ content_id: string }>(t.ctx.db, sql`select content_id from publication_targets where id = ${targetId}`)) as [
      { content_id: string },
    ];
    const detail = (await api.get(`/api/content/${contentId}/analytics?period=7d`)).json().data;
    expect(detail.targets[0].figures.clicks).toBe(1);
    expect(detail.targets[0].notProvided).not.toContain('clicks');
    expect(detail.totals.clicks).toBe(1);
    const summary = (await api.get('/api/analytics/summary?period=7d')).json().data;
    expect(summary.cards.clicks).toEqual({ value: 1, previous: 0, change: null });
    expect((await api.get('/api/analytics/summary?period=7d&network=linkedin')).json().data.cards.clicks.value).toBe(0);
  });

  it('give the same text again for the same target (a retry keeps the codes it posted)', async () => {
    const content = `Encore ${Date.now()} https://exemple.fr/a et https://exemple.fr/b et https://exemple.fr/a`;
    const { text, targetId } = await publish(content);
    const [row] = await rawRows<{ workspace_id: string; content_id: string }>(t.ctx.db, sql`select workspace_id, content_id from publication_targets where id = ${targetId}`);
    const again = await rewritePostLinks(t.ctx, { id: targetId, workspaceId: row!.workspace_id, contentId: row!.content_id, platform: 'mastodon', publishOptions: {} }, content);
    const codes = [...text.matchAll(/\/l\/(\w+)/g)].map((match) => match[1]);
    expect(codes).toHaveLength(3);
    expect(codes[0]).toBe(codes[2]);
    const links = await rawRows<{ code: string }>(t.ctx.db, sql`select code from short_links where publication_target_id = ${targetId} order by code`);
    expect(links).toHaveLength(2);
    expect(again).toBe(text);
  });

  it('in the first comment go out the same way as the post’s', async () => {
    const item = await saveDraft(api, {
      content: `Avec commentaire ${Date.now()}`,
      keywords: [],
      platforms: ['mastodon'],
      firstComment: 'Le catalogue : https://exemple.fr/catalogue',
    });
    expect((await api.post(`/api/content/drafts/${item.id}/publish`)).statusCode).toBe(200);
    const [target] = await targetRows(t, item.id);
    await runPublishJob(t.ctx, target!.id);
    await runFollowUpsJob(t.ctx, target!.id);
    const posts = (await api.get('/sandbox/_posts?network=mastodon')).json().posts as { id: string; replies: { text: string }[] }[];
    const reply = posts.flatMap((post) => post.replies).find((candidate) => candidate.text.startsWith('Le catalogue'));
    expect(reply!.text).toMatch(new RegExp(`^Le catalogue : ${t.ctx.config.publicUrl}/l/[A-Za-z0-9]{8}$`));
    const code = reply!.text.split('/l/')[1]!;
    const visit = await t.app.inject({ method: 'GET', url: `/l/${code}` });
    expect(visit.headers.location).toBe('https://exemple.fr/catalogue?utm_source=mastodon&utm_medium=social&utm_campaign=printemps');
  });

  it('stay as written when the post removes the tags and asks for no shortening', async () => {
    const content = `Sans suivi ${Date.now()} https://exemple.fr/brut?x=1`;
    const { text } = await publish(content, { utm: false, shortenLinks: false });
    expect(text).toBe(content);
  });

  it('are counted as they will go out: a text that fits only without its UTM tags is refused, in French, before anything is queued', async () => {
    expect((await api.put('/api/links/settings', { shortenLinks: false, defaultCampaign: 'printemps' })).statusCode).toBe(200);
    const content = `${'a'.repeat(2_970)} https://exemple.fr/x`;
    const tagged = await saveDraft(api, { content, keywords: [], platforms: ['linkedin'] });
    const refused = await api.post(`/api/content/drafts/${tagged.id}/publish`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^LinkedIn refuserait cette publication/);
    expect(await targetRows(t, tagged.id)).toEqual([]);
    const untagged = await saveDraft(api, { content, keywords: [], platforms: ['linkedin'], publishOptions: { utm: false } });
    expect((await api.post(`/api/content/drafts/${untagged.id}/publish`)).statusCode).toBe(200);
  });

  it('past 50 in one post: refused in French before anything is queued; 10,000 links do not even fit the text', async () => {
    const many = Array.from({ length: 51 }, (_, i) => `https://e.fr/${i}`).join(' ');
    const item = await saveDraft(api, { content: many, keywords: [], platforms: ['mastodon'] });
    const response = await api.post(`/api/content/drafts/${item.id}/publish`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Ce texte contient 51 liens : au plus 50 liens par publication.');
    expect(await targetRows(t, item.id)).toEqual([]);
    const huge = await api.post('/api/content/drafts', {
      title: 'Liens',
      content: Array.from({ length: 10_000 }, (_, i) => `https://e.fr/${i}`).join(' '),
      platforms: ['mastodon'],
      keywords: [],
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().field).toBe('content');
  });
});

describe('« Lien en bio »', () => {
  it('is a public French page of the fixed links and the latest posts’ links, in the brand’s colour, each click counted as « bio »', async () => {
    const name = `atelier-${Date.now()}`;
    const saved = await api.put('/api/links/bio', { name, color: '#ffcc00', links: [{ label: 'Boutique', url: 'https://exemple.fr/boutique' }] });
    expect(saved.statusCode).toBe(200);
    const page = await t.app.inject({ method: 'GET', url: `/b/${name}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['set-cookie']).toBeUndefined();
    expect(page.body).toContain('<html lang="fr">');
    expect(page.body).toContain('Dernières publications');
    expect(page.body).toContain('background:#ffcc00;color:#000000');
    const hrefs = [...page.body.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!);
    // The fixed link, then the posts published above (each with its link).
    expect(hrefs.length).toBeGreaterThanOrEqual(3);
    expect(page.body).not.toContain('127.0.0.1');
    const first = new URL(hrefs[0]!);
    const visit = await t.app.inject({ method: 'GET', url: first.pathname, headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0' } });
    expect(visit.headers.location).toBe('https://exemple.fr/boutique');
    const [click] = await rawRows<{ source: string; clicks: number }>(
      t.ctx.db,
      sql`select c.source, c.clicks from short_link_clicks c join short_links l on l.id = c.link_id where l.code = ${first.pathname.slice(3)}`,
    );
    expect(click).toEqual({ source: 'bio', clicks: 1 });
    // The same page again uses the same short links.
    expect([...(await t.app.inject({ method: 'GET', url: `/b/${name}` })).body.matchAll(/href="([^"]+)"/g)].map((match) => match[1])).toEqual(hrefs);
  });

  it('refuses a private fixed link and a name another workspace has, in French, and answers an unknown page 404', async () => {
    const name = `prise-${Date.now()}`;
    expect((await api.put('/api/links/bio', { name, color: '#123456', links: [] })).statusCode).toBe(200);
    const other = callerOf(t, await registerVisitor(t.app));
    const taken = await other.put('/api/links/bio', { name, color: '#123456', links: [] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(`L'adresse /b/${name} est déjà prise par un autre espace de travail : choisissez-en une autre.`);
    const privateLink = await other.put('/api/links/bio', { name: `${name}-b`, color: '#123456', links: [{ label: 'Admin', url: 'http://192.168.1.1/' }] });
    expect(privateLink.statusCode).toBe(400);
    expect(privateLink.json().code).toBe('links.targetPrivate');
    expect((await other.get('/api/links/bio')).json().data).toEqual({ name: null, color: '#4f46e5', links: [] });
    const unknown = await t.app.inject({ method: 'GET', url: '/b/personne-ici' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<html lang="fr">');
  });
});
