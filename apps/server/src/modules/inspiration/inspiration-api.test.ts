import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw-rows.ts';
import { manualClock } from '../../lib/clock.ts';
import { MANUAL_REFRESH_INTERVAL_MS } from './sources.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { connectDemo, contentRow, notificationsOf } from '../content/test-helpers.test-support.ts';
import { newVisitor, setRole, type Caller } from '../social-accounts/test-helpers.test-support.ts';
import { runWatchRound } from './service.ts';

/** The watch on the server's own sample feeds, the clock standing on Wednesday 10 March 2027. */
const NOW = Date.parse('2027-03-10T09:00:00Z');
const clock = manualClock(NOW);

let t: TestApp;
let me: Awaited<ReturnType<typeof newVisitor>>;
let api: Caller;
let ws: string;
let sampleFeeds: { title: string; url: string }[];

const itemCount = async () => (await rawRows<{ n: number }>(t.ctx.db, sql`select count(*)::int as n from feed_items where workspace_id = ${ws}`))[0]!.n;
const duplicateGuids = async () =>
  (await rawRows<{ n: number }>(t.ctx.db, sql`select count(*)::int as n from (select source_id, guid from feed_items group by 1, 2 having count(*) > 1) d`))[0]!.n;

beforeAll(async () => {
  t = await createTestApp({ SESSION_CACHE_SECONDS: '0' }, { clock });
  me = await newVisitor(t);
  api = me.api;
  ws = me.visitor.workspaceId;
  const sectors = (await api.get('/api/inspiration/sources')).json().data.sectors as { sources: { title: string; url: string }[] }[];
  sampleFeeds = sectors.flatMap((sector) => sector.sources).filter((source) => source.url.includes('/sandbox/feeds/'));
});
afterAll(async () => t?.close());

describe('les sources', () => {
  it('proposent des flux d’exemple par secteur à la première visite', async () => {
    const { data } = (await api.get('/api/inspiration/sources')).json();
    expect(data.sources).toEqual([]);
    expect(data.sectors.length).toBeGreaterThanOrEqual(6);
    expect(sampleFeeds.length).toBeGreaterThanOrEqual(12);
    const empty = await api.get('/api/inspiration/sources/opml');
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toContain('Aucune source suivie pour le moment');
  });

  it('s’ajoutent par leur adresse et apportent leurs actualités tout de suite', async () => {
    const response = await api.post('/api/inspiration/sources', { url: sampleFeeds[0]!.url });
    expect(response.statusCode).toBe(201);
    const { data, message } = response.json();
    expect(message).toBe(`Source ajoutée : ${data.title}`);
    expect(data).toMatchObject({ status: 'ok', error: null, url: sampleFeeds[0]!.url });
    expect(data.items).toBeGreaterThan(10);
    const news = (await api.get('/api/inspiration/news')).json().data;
    expect(news.total).toBe(data.items);
    const dates = news.items.map((item: { publishedAt: string }) => Date.parse(item.publishedAt));
    expect(dates.every((date: number, index: number) => index === 0 || new Date(date).toISOString().slice(0, 10) <= new Date(dates[index - 1]).toISOString().slice(0, 10))).toBe(
      true,
    );
    expect(news.items[0]).toMatchObject({ source: data.title, sourceId: data.id, savedIdeaId: null });
  });

  it('ne se suivent pas deux fois', async () => {
    const response = await api.post('/api/inspiration/sources', { url: sampleFeeds[0]!.url });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/^Vous suivez déjà ce flux/);
  });

  it('se trouvent à partir de la page d’un site', async () => {
    // The last sector's page declares its feeds: the first one is followed.
    const page = sampleFeeds.at(-1)!.url.replace(/[^/]+\.xml$/, '');
    const response = await api.post('/api/inspiration/sources', { url: page });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.url).toBe(sampleFeeds.find((feed) => feed.url.startsWith(page))!.url);
  });

  it('refusent une adresse qui n’en est pas une, une adresse interne, une page sans flux, en français', async () => {
    const bad = await api.post('/api/inspiration/sources', { url: 'ftp://exemple.fr/flux' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'url', message: "« ftp://exemple.fr/flux » n'est pas une adresse web (elle doit commencer par http:// ou https://)." });
    const internal = await api.post('/api/inspiration/sources', { url: 'http://127.0.0.1:9/flux.xml' });
    expect(internal.statusCode).toBe(422);
    expect(internal.json().message).toBe('« http://127.0.0.1:9/flux.xml » désigne une adresse du réseau interne : Publia ne la lit pas.');
    const notFeed = await api.post('/api/inspiration/sources', { url: `${t.ctx.config.publicUrl}/sandbox/feeds/inconnu/rien.xml` });
    expect(notFeed.statusCode).toBe(422);
    expect(notFeed.json().message).toMatch(/a répondu par une erreur \(404\)/);
    expect((await api.get('/api/inspiration/sources')).json().data.sources).toHaveLength(2);
  });

  it('ne sont pas relues par « Actualiser » moins d’une minute après leur dernière lecture', async () => {
    clock.advance(MANUAL_REFRESH_INTERVAL_MS);
    const read = (await api.post('/api/inspiration/sources/refresh')).json().data.sources.map((source: { lastFetchedAt: string }) => source.lastFetchedAt);
    expect(read.every((at: string) => at === new Date(clock.now()).toISOString())).toBe(true);
    clock.advance(MANUAL_REFRESH_INTERVAL_MS - 1_000);
    const again = (await api.post('/api/inspiration/sources/refresh')).json().data.sources.map((source: { lastFetchedAt: string }) => source.lastFetchedAt);
    expect(again).toEqual(read);
  });

  it('se relisent sans jamais garder deux fois le même article, et apportent les nouveaux', async () => {
    const before = await itemCount();
    for (let round = 0; round < 2; round++) {
      clock.advance(MANUAL_REFRESH_INTERVAL_MS);
      await api.post('/api/inspiration/sources/refresh');
    }
    expect(await itemCount()).toBe(before);
    clock.advance(24 * 3_600_000);
    const { data } = (await api.post('/api/inspiration/sources/refresh')).json();
    expect(data.sources.every((source: { status: string }) => source.status === 'ok')).toBe(true);
    expect(await itemCount()).toBeGreaterThan(before);
    expect(await duplicateGuids()).toBe(0);
  });

  it('s’exportent et s’importent en OPML', async () => {
    const exported = await api.get('/api/inspiration/sources/opml');
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toMatch(/^text\/x-opml/);
    expect(exported.headers['content-disposition']).toMatch(/publia-sources\.opml/);
    expect(exported.body).toContain(sampleFeeds[0]!.url.replace(/&/g, '&amp;'));
    const opml = `<?xml version="1.0"?><opml version="2.0"><head><title>Mes flux</title></head><body>
      <outline text="Déjà suivi" xmlUrl="${sampleFeeds[0]!.url}"/>
      <outline text="Dossier"><outline text="${sampleFeeds[3]!.title}" xmlUrl="${sampleFeeds[3]!.url}"/></outline></body></opml>`;
    const imported = await api.post('/api/inspiration/sources/opml', { opml });
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toMatchObject({ message: '1 source(s) ajoutée(s), 1 ignorée(s)', data: { added: 1, skipped: 1 } });
    const invalid = await api.post('/api/inspiration/sources/opml', { opml: '<html><body>rien</body></html>' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe("Ce fichier n'est pas un fichier OPML de flux.");
  });

  it('ne s’importent pas en OPML quand leur adresse est interne : aucune n’est gardée, chacune est refusée en français', async () => {
    const before = (await api.get('/api/inspiration/sources')).json().data.sources.length;
    const internal = ['http://127.0.0.1/flux.xml', 'http://[::1]:8080/flux.xml', 'http://169.254.169.254/latest/meta-data/', 'http://[::127.0.0.1]/flux.xml'];
    const opml = `<?xml version="1.0"?><opml version="2.0"><head><title>Internes</title></head><body>
      ${internal.map((url, index) => `<outline text="Interne ${index}" xmlUrl="${url}"/>`).join('')}</body></opml>`;
    const imported = await api.post('/api/inspiration/sources/opml', { opml });
    expect(imported.statusCode).toBe(200);
    // Named as written once read (the IPv4-compatible address in its usual form).
    const named = internal.map((url) => new URL(url).href);
    const reasons = named.map((url) => `« ${url} » désigne une adresse du réseau interne : Publia ne la lit pas.`);
    expect(imported.json()).toMatchObject({
      message: ['0 source(s) ajoutée(s), 4 ignorée(s).', ...reasons].join(' '),
      data: { added: 0, skipped: 4, refused: named.map((url, index) => ({ url, reason: reasons[index], reasonWorded: { key: 'inspiration.feed.private_address' } })) },
    });
    const { sources } = (await api.get('/api/inspiration/sources')).json().data;
    expect(sources).toHaveLength(before);
    expect(sources.filter((source: { url: string }) => named.includes(source.url))).toEqual([]);
  });

  it('se retirent avec leurs actualités', async () => {
    const { sources } = (await api.get('/api/inspiration/sources')).json().data;
    const last = sources.at(-1);
    expect((await api.delete(`/api/inspiration/sources/${last.id}`)).statusCode).toBe(200);
    expect((await api.get(`/api/inspiration/news?source=${last.id}`)).json().data.total).toBe(0);
    expect((await api.delete(`/api/inspiration/sources/${last.id}`)).statusCode).toBe(404);
    expect((await api.delete('/api/inspiration/sources/pas-un-id')).statusCode).toBe(404);
  });
});

describe('les mots-clés de veille', () => {
  it('nomment le mot-clé fautif', async () => {
    const empty = await api.put('/api/inspiration/keywords', { keywords: ['terrasse', '  '] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: 'Le mot-clé n° 2 est vide.', field: 'keywords.1' });
    const many = await api.put('/api/inspiration/keywords', { keywords: Array.from({ length: 11 }, (_, i) => `mot ${i}`) });
    expect(many.json().message).toBe('Trop de mots-clés : 11 (au plus 10).');
    expect((await api.get('/api/inspiration/keywords')).json().data.keywords).toEqual([]);
  });

  it('s’enregistrent (sans doublon) et marquent les actualités qui les citent', async () => {
    const news = (await api.get('/api/inspiration/news')).json().data.items as { title: string }[];
    const word = news[0]!.title.split(/[^\p{L}-]+/u).find((w) => w.length > 5)!;
    const saved = await api.put('/api/inspiration/keywords', { keywords: [word, word.toUpperCase(), ' autre  mot '] });
    expect(saved.json()).toMatchObject({ message: 'Mots-clés enregistrés', data: { keywords: [word, 'autre mot'] } });
    const items = (await api.get('/api/inspiration/news')).json().data.items as { keywords: string[] }[];
    expect(items.some((item) => item.keywords.includes(word))).toBe(true);
  });
});

describe('les sujets tendance', () => {
  it('sont au plus 7, chacun avec ses articles de la semaine', async () => {
    for (const feed of sampleFeeds.slice(4, 9)) await api.post('/api/inspiration/sources', { url: feed.url });
    const { data } = (await api.get('/api/inspiration/topics')).json();
    expect(data.topics.length).toBeGreaterThan(0);
    expect(data.topics.length).toBeLessThanOrEqual(7);
    for (const topic of data.topics) {
      expect(topic.thisWeek).toBeGreaterThanOrEqual(3);
      expect(topic.rise).toBeGreaterThanOrEqual(1.5);
      expect(topic.items.length).toBeGreaterThan(0);
    }
  });

  it('qui montent préviennent l’équipe une seule fois', async () => {
    const first = await runWatchRound(t.ctx, { withCompetitors: false });
    expect(first.topics).toBeGreaterThan(0);
    const trends = (await notificationsOf(t, me.visitor.userId)).filter((n) => n.type === 'trend');
    expect(trends).toHaveLength(first.topics);
    expect(trends[0]!.message).toMatch(/^Sujet en hausse dans votre veille : « .+ » \(\d+ articles cette semaine\)$/);
    expect(trends[0]!.route).toMatch(/^\/inspiration\?topic=/);
    await runWatchRound(t.ctx, { withCompetitors: false });
    expect((await notificationsOf(t, me.visitor.userId)).filter((n) => n.type === 'trend')).toHaveLength(first.topics);
  });
});

describe('les idées', () => {
  it('se génèrent par cinq pour un thème, un objectif et un réseau', async () => {
    const response = await api.post('/api/inspiration/ideas/generate', { theme: 'terrasse d’hiver', objective: 'sell', network: 'instagram' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ provider: 'local', network: 'instagram', objective: 'sell' });
    expect(data.ideas).toHaveLength(5);
    expect(new Set(data.ideas.map((idea: { text: string }) => idea.text)).size).toBe(5);
    expect(data.ideas[0].title).toBe('Les coulisses : terrasse d’hiver');
    const blank = await api.post('/api/inspiration/ideas/generate', { theme: '  ', objective: 'sell', network: 'instagram' });
    expect(blank.json()).toMatchObject({ message: 'Indiquez un thème pour générer des idées.', field: 'theme' });
    const unknown = await api.post('/api/inspiration/ideas/generate', { theme: 'pain', objective: 'sell', network: 'myspace' });
    expect(unknown.json().message).toBe('Réseau inconnu : « myspace ».');
  });

  it('s’enregistrent, se modifient, deviennent un brouillon et se suppriment', async () => {
    const created = await api.post('/api/inspiration/ideas', {
      title: 'Nos coulisses',
      text: 'La cuisine à 6 h du matin ☕',
      hashtags: ['#coulisses', 'coulisses'],
      network: 'instagram',
      objective: 'humanize',
    });
    expect(created.statusCode).toBe(201);
    const idea = created.json().data;
    expect(idea).toMatchObject({ hashtags: ['coulisses'], source: 'generator', author: expect.any(String) });
    const edited = await api.put(`/api/inspiration/ideas/${idea.id}`, { title: 'Nos coulisses du matin', text: 'La cuisine à 6 h ☕' });
    expect(edited.json().data).toMatchObject({ title: 'Nos coulisses du matin', network: null });
    const empty = await api.put(`/api/inspiration/ideas/${idea.id}`, { title: 'x', text: ' ' });
    expect(empty.json()).toMatchObject({ message: "Le champ « texte » de l'idée est vide.", field: 'text' });
    const draft = await api.post(`/api/inspiration/ideas/${idea.id}/draft`);
    expect(draft.statusCode).toBe(201);
    const row = await contentRow(t, draft.json().data.contentId);
    expect(row).toMatchObject({ text: 'La cuisine à 6 h ☕', status: 'pending' });
    expect((await api.delete(`/api/inspiration/ideas/${idea.id}`)).statusCode).toBe(200);
    expect((await api.delete(`/api/inspiration/ideas/${idea.id}`)).json().message).toBe('Idée introuvable.');
  });

  it('viennent d’une actualité enregistrée, une seule fois', async () => {
    const [item] = (await api.get('/api/inspiration/news')).json().data.items;
    const first = (await api.post('/api/inspiration/ideas/from', { kind: 'news', id: item.id })).json().data;
    const again = (await api.post('/api/inspiration/ideas/from', { kind: 'news', id: item.id })).json().data;
    expect(again.id).toBe(first.id);
    expect(first).toMatchObject({ title: item.title, source: 'news', sourceUrl: item.link });
    const [marked] = (await api.get('/api/inspiration/news')).json().data.items;
    expect(marked.savedIdeaId).toBe(first.id);
  });
});

describe('la veille concurrentielle', () => {
  it('demande un compte connecté du même réseau', async () => {
    const response = await api.post('/api/inspiration/competitors', { network: 'instagram', handle: 'boulangerie.dupont' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Connectez un compte Instagram pour suivre des comptes Instagram : la veille les lit avec lui.');
    expect((await api.get('/api/inspiration/competitors')).json().data.networks).toEqual([
      { network: 'instagram', connected: false },
      { network: 'twitter', connected: false },
    ]);
  });

  it('lit les publications publiques d’un compte, avec leurs chiffres et pourquoi elles marchent', async () => {
    await connectDemo(api, 'instagram');
    const response = await api.post('/api/inspiration/competitors', { network: 'instagram', handle: '@boulangerie.dupont' });
    expect(response.statusCode).toBe(201);
    const competitor = response.json().data;
    expect(competitor).toMatchObject({ handle: 'boulangerie.dupont', status: 'ok', error: null });
    expect(competitor.followers).toBeGreaterThan(0);
    expect(competitor.posts.length).toBeGreaterThan(3);
    for (const post of competitor.posts) {
      expect(post.likes).not.toBeNull();
      expect(post.analysis.length).toBeGreaterThan(20);
    }
    const again = await api.post('/api/inspiration/competitors', { network: 'instagram', handle: 'boulangerie.dupont' });
    expect(again.json().message).toBe('Vous suivez déjà @boulangerie.dupont sur Instagram.');
  });

  it('refuse un compte inconnu ou un nom invalide, et n’en garde rien', async () => {
    const unknown = await api.post('/api/inspiration/competitors', { network: 'instagram', handle: 'personne_ici' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/^Aucun compte public « personne_ici » sur Instagram/);
    const invalid = await api.post('/api/inspiration/competitors', { network: 'instagram', handle: 'pas un nom!' });
    expect(invalid.json()).toMatchObject({ field: 'handle', message: "« pas un nom! » n'est pas un nom de compte Instagram valide." });
    const network = await api.post('/api/inspiration/competitors', { network: 'tiktok', handle: 'abc' });
    expect(network.json().message).toBe('Réseau inconnu pour la veille : « tiktok » (Instagram ou X).');
    expect((await api.get('/api/inspiration/competitors')).json().data.competitors).toHaveLength(1);
  });

  it('fait d’une publication un résumé réutilisable enregistré dans les idées', async () => {
    const [competitor] = (await api.get('/api/inspiration/competitors')).json().data.competitors;
    const post = competitor.posts[0];
    const response = await api.post(`/api/inspiration/competitors/posts/${post.id}/summary`);
    expect(response.statusCode).toBe(201);
    expect(response.json().data.text).toMatch(/^Accroche : « .+ »\nFormat : .+\nPourquoi ça marche : .+\nÀ reprendre : .+/s);
    expect(response.json().data.title).toMatch(/^Inspiré de @boulangerie\.dupont \(Instagram\)/);
    expect((await api.post('/api/inspiration/competitors/posts/00000000-0000-0000-0000-000000000000/summary')).statusCode).toBe(404);
  });
});

describe('la recherche et l’inspiration du jour', () => {
  it('cherche dans les actualités, les sujets, les posts concurrents et les idées', async () => {
    const [item] = (await api.get('/api/inspiration/news')).json().data.items;
    const word = item.title.split(/[^\p{L}-]+/u).find((w: string) => w.length > 5);
    const { data } = (await api.get(`/api/inspiration/search?q=${encodeURIComponent(word)}`)).json();
    expect(data.news.length).toBeGreaterThan(0);
    expect(data.ideas.some((idea: { title: string }) => idea.title === item.title) || data.news.some((n: { id: string }) => n.id === item.id)).toBe(true);
    expect((await api.get('/api/inspiration/search?q=')).statusCode).toBe(400);
  });

  it('donne un conseil du jour tiré d’un sujet qui monte', async () => {
    const { data } = (await api.get('/api/inspiration/tip')).json();
    expect(data.kind).toBe('topic');
    expect(data.title).toMatch(/^Surfez sur « .+ »$/);
    expect(data.contentId).toBeNull();
  });
});

describe('les droits', () => {
  it('laissent un lecteur tout lire mais rien ajouter', async () => {
    await setRole(t, me.visitor, 'viewer');
    try {
      for (const path of ['news', 'sources', 'topics', 'keywords', 'competitors', 'ideas', 'tip']) {
        expect((await api.get(`/api/inspiration/${path}`)).statusCode).toBe(200);
      }
      const refused = await api.post('/api/inspiration/sources', { url: sampleFeeds[5]!.url });
      expect(refused.statusCode).toBe(403);
      expect((await api.post('/api/inspiration/ideas', { title: 'a', text: 'b' })).statusCode).toBe(403);
      expect((await api.put('/api/inspiration/keywords', { keywords: [] })).statusCode).toBe(403);
    } finally {
      await setRole(t, me.visitor, 'admin');
    }
  });

  it('ne montrent rien d’un autre espace', async () => {
    const other = await newVisitor(t);
    expect((await other.api.get('/api/inspiration/news')).json().data.total).toBe(0);
    const [idea] = (await api.get('/api/inspiration/ideas')).json().data.ideas;
    expect((await other.api.delete(`/api/inspiration/ideas/${idea.id}`)).statusCode).toBe(404);
  });
});
