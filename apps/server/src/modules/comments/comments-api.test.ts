import type { Comment, CommentsPage, Network } from '@publia/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw-rows.ts';
import { createTestApp, registerVisitor, withSession, type TestApp } from '../../test/test-app.ts';
import { connectDemo, notificationsOf, saveDraft, targetRows } from '../content/test-helpers.test-support.ts';
import { runPublishJob } from '../publishing/service.ts';
import { multipart, solidImage } from '../media/samples.test-support.ts';
import { withFreshToken } from '../social-accounts/service.ts';
import { callerOf, newVisitor, setRole, type Caller } from '../social-accounts/test-helpers.test-support.ts';
import { syncWorkspaceComments } from './service.ts';

/** A comment still waiting for moderation. */
const isWaiting = (entry: Comment) => entry.status === 'pending' || entry.status === 'flagged';

/** The inbox against the sandboxes: what a demo workspace sees once its posts are commented. */
describe('boîte de réception des commentaires', () => {
  let t: TestApp;
  let api: Caller;
  let workspaceId: string;
  let userId: string;
  let contentId: string;
  const accounts: Partial<Record<Network, string>> = {};

  const list = async (query = ''): Promise<CommentsPage> => {
    const response = await api.get(`/api/comments${query}`);
    expect(response.statusCode).toBe(200);
    return response.json().data;
  };
  const all = async (query = '') => (await list(`?limit=100${query}`)).comments;
  /**
   * A comment of `network` still waiting for moderation. A post's audience comments arrive over up
   * to three days, at random moments: when the earlier tests have used every one arrived so far,
   * the sandbox's clock goes on until the rest have come.
   */
  const waitingOn = async (network: Network): Promise<Comment> => {
    const found = (await all(`&platform=${network}`)).find(isWaiting);
    if (found) return found;
    expect((await api.post('/sandbox/_clock', { advanceHours: 72 })).statusCode).toBe(200);
    await syncWorkspaceComments(t.ctx, workspaceId);
    const later = (await all(`&platform=${network}`)).find(isWaiting);
    expect(later).toBeDefined();
    return later!;
  };

  beforeAll(async () => {
    t = await createTestApp({ SESSION_CACHE_SECONDS: '0' });
    const visitor = await newVisitor(t);
    api = visitor.api;
    workspaceId = visitor.visitor.workspaceId;
    userId = visitor.visitor.userId;
    for (const network of ['instagram', 'twitter', 'facebook', 'linkedin', 'pinterest'] as const) accounts[network] = await connectDemo(api, network);
    const body = multipart({ bytes: await solidImage(1080, 1080, [200, 120, 40], 'jpeg') });
    const uploaded = await t.app.inject({ method: 'POST', url: '/api/media', headers: { ...withSession(visitor.visitor), ...body.headers }, payload: body.payload });
    if (uploaded.statusCode !== 201) throw new Error(`upload: ${uploaded.body}`);
    const item = await saveDraft(api, {
      content: `Nos tartes aux fraises sont de retour ${Date.now()}`,
      keywords: [],
      platforms: ['instagram', 'twitter', 'facebook', 'linkedin', 'pinterest'],
      mediaId: uploaded.json().data.id,
      mediaType: 'image',
    });
    contentId = item.id;
    const published = await api.post(`/api/content/drafts/${item.id}/publish`);
    if (published.statusCode !== 200) throw new Error(`publish: ${published.body}`);
    for (const target of await targetRows(t, item.id)) await runPublishJob(t.ctx, target.id);
  });
  afterAll(async () => t?.close());

  it('sans commentaire encore : une liste vide qui sait quels comptes se lisent', async () => {
    const page = await list();
    expect(page.readableAccounts).toBe(4);
    expect(page.total).toBe(page.comments.length);
  });

  it('l’audience commente avec le temps : les commentaires arrivent une fois, notifiés une fois, Pinterest n’en a pas', async () => {
    expect((await api.post('/sandbox/_clock', { advanceHours: 30 })).statusCode).toBe(200);
    const asked = await api.post('/api/comments/sync');
    expect(asked.statusCode).toBe(202);
    expect(asked.json().data.accounts).toBe(4);
    const round = await syncWorkspaceComments(t.ctx, workspaceId);
    expect(round).toHaveLength(4);
    for (const entry of round) expect(entry.result).toMatchObject({ status: 'synced', posts: 1 });
    const created = round.reduce((sum, entry) => sum + (entry.result.status === 'synced' ? entry.result.created : 0), 0);
    expect(created).toBeGreaterThanOrEqual(4);

    const comments = await all();
    expect(comments).toHaveLength(created);
    expect(new Set(comments.map((comment) => comment.platform))).toEqual(new Set(['instagram', 'twitter', 'facebook', 'linkedin']));
    for (const comment of comments) {
      expect(comment.post.contentId).toBe(contentId);
      expect(comment.text.length).toBeGreaterThan(0);
      expect(['pending', 'flagged']).toContain(comment.status);
      expect(comment.flag === null).toBe(comment.status === 'pending');
    }
    // Newest first.
    const dates = comments.map((comment) => comment.createdAt);
    expect(dates).toEqual(dates.toSorted().toReversed());

    const notified = (await notificationsOf(t, userId)).filter((notification) => notification.type === 'comment');
    expect(notified).toHaveLength(comments.filter((comment) => comment.status === 'pending').length);
    expect(notified.every((notification) => notification.route?.startsWith('/comments?id='))).toBe(true);

    // A second round the same minute reads nothing new and rings nobody.
    expect(await api.post('/api/comments/sync')).toMatchObject({ statusCode: 202 });
    const again = await syncWorkspaceComments(t.ctx, workspaceId);
    expect(again.map((entry) => entry.result)).toEqual(again.map(() => expect.objectContaining({ status: 'synced', created: 0 })));
    expect(await all()).toHaveLength(created);
    expect((await notificationsOf(t, userId)).filter((notification) => notification.type === 'comment')).toHaveLength(notified.length);
  });

  it('un réseau en panne ou qui limite n’arrête pas les autres comptes ; la panne est notée, la limite attendue', async () => {
    expect((await api.post('/sandbox/_clock', { advanceHours: 6 })).statusCode).toBe(200);
    await api.post('/api/comments/sync');
    expect((await api.post('/sandbox/_faults', { network: 'twitter', fault: 'server_error', count: 20 })).statusCode).toBe(201);
    expect((await api.post('/sandbox/_faults', { network: 'linkedin', fault: 'rate_limit', count: 1 })).statusCode).toBe(201);
    const round = await syncWorkspaceComments(t.ctx, workspaceId);
    const byAccount = new Map(round.map((entry) => [entry.accountId, entry.result]));
    expect(byAccount.get(accounts.twitter!)).toMatchObject({ status: 'failed' });
    expect(byAccount.get(accounts.linkedin!)).toMatchObject({ status: 'waiting', retryAt: expect.any(String) });
    expect(byAccount.get(accounts.instagram!)).toMatchObject({ status: 'synced', posts: 1 });
    expect(byAccount.get(accounts.facebook!)).toMatchObject({ status: 'synced', posts: 1 });
    const [state] = await rawRows<{ last_error: string | null; asked_at: string | null }>(
      t.ctx.db,
      sql`select last_error, asked_at from comment_account_syncs where account_id = ${accounts.twitter!}`,
    );
    expect(state!.last_error).toMatch(/^X : /);
    // What was asked stays asked until a round goes through.
    expect(state!.asked_at).not.toBeNull();
    expect((await api.delete('/sandbox/_faults')).statusCode).toBe(200);
  });

  it('une publication supprimée sur le réseau : ses commentaires sont marqués supprimés, les autres publications du compte se lisent encore', async () => {
    const [linkedin] = await rawRows<{ post_external_id: string }>(t.ctx.db, sql`select post_external_id from comments where account_id = ${accounts.linkedin!} limit 1`);
    const saved = await rawRows<{ id: string; data: unknown }>(
      t.ctx.db,
      sql`select id, data from sandbox_records where network = 'linkedin' and kind = 'post' and id = ${linkedin!.post_external_id}`,
    );
    expect(saved).toHaveLength(1);
    // The rate limit of the test before has passed.
    await t.ctx.db.execute(sql`update comment_account_syncs set retry_at = null where account_id = ${accounts.linkedin!}`);
    await t.ctx.db.execute(sql`update sandbox_records set kind = 'post-deleted' where network = 'linkedin' and kind = 'post' and id = ${linkedin!.post_external_id}`);
    await api.post('/api/comments/sync');
    const round = await syncWorkspaceComments(t.ctx, workspaceId);
    expect(round.find((entry) => entry.accountId === accounts.linkedin)?.result).toMatchObject({ status: 'synced', posts: 1 });
    const removed = await all('&platform=linkedin');
    expect(removed.length).toBeGreaterThan(0);
    expect(removed.every((comment) => comment.removed)).toBe(true);
    await t.ctx.db.execute(sql`update sandbox_records set kind = 'post' where network = 'linkedin' and kind = 'post-deleted' and id = ${linkedin!.post_external_id}`);
    await api.post('/api/comments/sync');
    await syncWorkspaceComments(t.ctx, workspaceId);
    expect((await all('&platform=linkedin')).every((comment) => !comment.removed)).toBe(true);
  });

  it('X ne se lit que 7 jours (sa recherche récente) : une publication plus ancienne n’est plus demandée, ses réponses restent', async () => {
    const before = await all('&platform=twitter');
    expect(before.length).toBeGreaterThan(0);
    await t.ctx.db.execute(sql`update publication_targets set published_at = now() - interval '8 days' where account_id = ${accounts.twitter!}`);
    await api.post('/api/comments/sync');
    const round = await syncWorkspaceComments(t.ctx, workspaceId);
    expect(round.find((entry) => entry.accountId === accounts.twitter)?.result).toMatchObject({ status: 'synced', posts: 0 });
    expect((await all('&platform=twitter')).map((comment) => [comment.id, comment.removed])).toEqual(before.map((comment) => [comment.id, false]));
    await t.ctx.db.execute(sql`update publication_targets set published_at = now() - interval '1 hour' where account_id = ${accounts.twitter!}`);
  });

  it('filtres : réseau, statut, recherche, publication, non lus ; le curseur parcourt tout sans doublon', async () => {
    const comments = await all();
    const twitter = await all('&platform=twitter');
    expect(twitter.length).toBeGreaterThan(0);
    expect(twitter.every((comment) => comment.platform === 'twitter')).toBe(true);
    const flagged = await all('&status=flagged');
    expect(flagged.every((comment) => comment.status === 'flagged')).toBe(true);
    const word = comments[0]!.text.split(/\s+/).find((part) => part.length > 4) ?? comments[0]!.text;
    const found = await all(`&q=${encodeURIComponent(word)}`);
    expect(found.some((comment) => comment.id === comments[0]!.id)).toBe(true);
    expect(await all(`&contentId=${contentId}`)).toHaveLength(comments.length);
    expect(await all('&contentId=pas-un-id')).toHaveLength(0);
    expect((await all('&unread=true')).length).toBe(comments.length);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: CommentsPage = await list(`?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      seen.push(...page.comments.map((comment) => comment.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(comments.map((comment) => comment.id));
  });

  it('répondre : le brouillon de l’IA, la réponse publiée sur le réseau, « Répondu », et le tour suivant ne la compte pas deux fois', async () => {
    const comment = await waitingOn('instagram');
    const suggestion = await api.post(`/api/comments/${comment!.id}/suggested-reply`);
    expect(suggestion.statusCode).toBe(200);
    expect(suggestion.json().data).toMatchObject({ provider: 'local', fallback: false });
    const text = `${suggestion.json().data.text} (modifiée)`;
    const replied = await api.post(`/api/comments/${comment!.id}/reply`, { text });
    expect(replied.statusCode).toBe(200);
    const answered: Comment = replied.json().data;
    expect(answered.status).toBe('responded');
    expect(answered.respondedAt).not.toBeNull();
    expect(answered.replies).toHaveLength(1);
    expect(answered.replies[0]).toMatchObject({ text, memberName: expect.any(String) });

    // On the network: the account's answer under the comment.
    const onNetwork = await withFreshToken(t.ctx, { workspaceId, id: accounts.instagram! }, async (credentials) =>
      t.ctx.networks.client('instagram').comments!.list(credentials, await postIdOf(comment!)),
    );
    // Instagram files an answer to a reply under the reply's top-level comment, naming its author (« @lea … »).
    const [row] = await rawRows<{ external_id: string; parent_external_id: string | null }>(
      t.ctx.db,
      sql`select external_id, parent_external_id from comments where id = ${comment!.id}`,
    );
    expect(onNetwork.find((entry) => entry.fromAccount && entry.text.endsWith(text))?.parentId).toBe(row!.parent_external_id ?? row!.external_id);

    await api.post('/api/comments/sync');
    await syncWorkspaceComments(t.ctx, workspaceId);
    const detail = await api.get(`/api/comments/${comment!.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.comment.replies).toHaveLength(1);
    expect(detail.json().data.thread.filter((message: { fromAccount: boolean }) => message.fromAccount)).toHaveLength(1);
    expect(detail.json().data.comment.read).toBe(true);
  });

  it('rejeter masque sur Instagram ; approuver le rétablit ; sur LinkedIn, rejeter ne fait que marquer', async () => {
    const comment = await waitingOn('instagram');
    const externalId = await externalIdOf(comment!.id);
    const rejected = await api.post(`/api/comments/${comment!.id}/reject`);
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data).toMatchObject({ status: 'rejected', hidden: true });
    expect((await listOnNetwork('instagram', comment!)).find((entry) => entry.id === externalId)?.hidden).toBe(true);
    const approved = await api.post(`/api/comments/${comment!.id}/approve`);
    expect(approved.json().data).toMatchObject({ status: 'approved', hidden: false });
    expect((await listOnNetwork('instagram', comment!)).find((entry) => entry.id === externalId)?.hidden).toBe(false);

    const [linkedin] = await all('&platform=linkedin');
    const marked = await api.post(`/api/comments/${linkedin!.id}/reject`);
    expect(marked.statusCode).toBe(200);
    expect(marked.json().data).toMatchObject({ status: 'rejected', hidden: false });
  });

  it('mauvaises entrées : réponse vide, trop longue pour X, commentaire étranger ou supprimé, réseau qui refuse — un 4xx en français, rien d’écrit', async () => {
    const [tweet] = await all('&platform=twitter');
    const empty = await api.post(`/api/comments/${tweet!.id}/reply`, { text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/« text »|réponse/);
    const long = await api.post(`/api/comments/${tweet!.id}/reply`, { text: 'a'.repeat(281) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('La réponse dépasse la limite de X : 280 caractères au plus (elle en compte 281).');
    expect((await api.post(`/api/comments/${tweet!.id}/reply`, { text: '<script>alert(1)</script>', extra: 1 })).statusCode).toBe(400);

    for (const id of ['00000000-0000-4000-8000-000000000000', 'pas-un-id']) {
      const foreign = await api.post(`/api/comments/${id}/reply`, { text: 'Bonjour' });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().message).toBe("Ce commentaire n'existe pas dans cet espace de travail.");
    }
    const other = callerOf(t, await registerVisitor(t.app));
    expect((await other.get(`/api/comments/${tweet!.id}`)).statusCode).toBe(404);
    expect((await other.post(`/api/comments/${tweet!.id}/approve`)).statusCode).toBe(404);

    // The network refuses (rate limit): nothing is kept, the comment still waits.
    const waiting = await waitingOn('facebook');
    expect((await api.post('/sandbox/_faults', { network: 'facebook', fault: 'rate_limit', count: 1 })).statusCode).toBe(201);
    const limited = await api.post(`/api/comments/${waiting!.id}/reply`, { text: 'Merci !' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Facebook limite les requêtes/);
    const after = (await api.get(`/api/comments/${waiting!.id}`)).json().data.comment as Comment;
    expect(after.status).toBe(waiting!.status);
    expect(after.replies).toHaveLength(0);

    // Deleted on the network by its author: the reply is refused and the comment says so.
    await withFreshToken(t.ctx, { workspaceId, id: accounts.facebook! }, async (credentials) =>
      t.ctx.networks.client('facebook').comments!.remove!(credentials, { postExternalId: await postIdOf(waiting!), commentId: await externalIdOf(waiting!.id) }),
    );
    const gone = await api.post(`/api/comments/${waiting!.id}/reply`, { text: 'Merci !' });
    expect(gone.statusCode).toBe(409);
    expect(gone.json().message).toBe("Ce commentaire a été supprimé sur Facebook : la réponse n'a pas été envoyée.");
    const removed = (await api.get(`/api/comments/${waiting!.id}`)).json().data.comment as Comment;
    expect(removed).toMatchObject({ removed: true, status: waiting!.status, replies: [] });
  });

  it('assigner, traiter en lot, réponses enregistrées, filtre', async () => {
    // Three comments still waiting, whatever the filter made of them.
    const comments = (await all()).filter(isWaiting);
    const assigned = await api.put(`/api/comments/${comments[0]!.id}/assignee`, { userId });
    expect(assigned.json().data.assignee).toMatchObject({ id: userId });
    expect((await all('&assignee=me')).map((comment) => comment.id)).toEqual([comments[0]!.id]);
    const stranger = await registerVisitor(t.app);
    const refused = await api.put(`/api/comments/${comments[0]!.id}/assignee`, { userId: stranger.userId });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe("Ce membre ne fait pas partie de l'espace de travail.");

    const approvedBefore = (await all('&status=approved')).map((comment) => comment.id);
    const bulk = await api.post('/api/comments/bulk', { ids: [comments[1]!.id, comments[2]!.id, 'pas-un-id'], action: 'approve' });
    expect(bulk.json().data.updated).toBe(2);
    expect((await all('&status=approved')).map((comment) => comment.id).sort()).toEqual([...approvedBefore, comments[1]!.id, comments[2]!.id].sort());
    expect((await api.post('/api/comments/bulk', { ids: [], action: 'read' })).statusCode).toBe(400);

    const saved = await api.get('/api/comments/saved-replies');
    expect(saved.json().data.replies.map((reply: { title: string }) => reply.title)).toEqual(['Remerciement', 'Question : en privé', 'Excuses']);
    const added = await api.post('/api/comments/saved-replies', { title: 'Horaires', text: 'Nous sommes ouverts du mardi au dimanche, de 7 h à 19 h.' });
    expect(added.statusCode).toBe(201);
    const first = saved.json().data.replies[0];
    expect((await api.delete(`/api/comments/saved-replies/${first.id}`)).statusCode).toBe(200);
    // A deleted default does not come back.
    expect((await api.get('/api/comments/saved-replies')).json().data.replies.map((reply: { title: string }) => reply.title)).toEqual([
      'Question : en privé',
      'Excuses',
      'Horaires',
    ]);
    expect((await api.put(`/api/comments/saved-replies/${first.id}`, { title: 'x', text: 'y' })).statusCode).toBe(404);

    const filter = await api.put('/api/comments/filter', { words: ['arnaque', 'Arnaque', 'promo'] });
    expect(filter.json().data).toMatchObject({ words: ['arnaque', 'promo'], isDefault: false });
    expect((await api.delete('/api/comments/filter')).json().data.isDefault).toBe(true);
  });

  it('les droits : un lecteur lit la boîte mais ne répond pas', async () => {
    const viewer = await registerVisitor(t.app);
    await t.ctx.db.execute(sql`insert into memberships (workspace_id, user_id, role) values (${workspaceId}, ${viewer.userId}, 'viewer') on conflict do nothing`);
    await setRole(t, viewer, 'viewer');
    await t.ctx.db.execute(sql`update sessions set workspace_id = ${workspaceId} where user_id = ${viewer.userId}`);
    const reader = callerOf(t, viewer);
    const page = await reader.get('/api/comments');
    expect(page.statusCode).toBe(200);
    const [comment] = page.json().data.comments as Comment[];
    const denied = await t.app.inject({ method: 'POST', url: `/api/comments/${comment!.id}/reply`, headers: withSession(viewer), payload: { text: 'Bonjour' } });
    expect(denied.statusCode).toBe(403);
  });

  async function externalIdOf(commentId: string): Promise<string> {
    const [row] = await rawRows<{ external_id: string }>(t.ctx.db, sql`select external_id from comments where id = ${commentId}`);
    return row!.external_id;
  }
  async function postIdOf(comment: Comment): Promise<string> {
    const [row] = await rawRows<{ post_external_id: string }>(t.ctx.db, sql`select post_external_id from comments where id = ${comment.id}`);
    return row!.post_external_id;
  }
  async function listOnNetwork(network: Network, comment: Comment) {
    const postId = await postIdOf(comment);
    return withFreshToken(t.ctx, { workspaceId, id: accounts[network]! }, (credentials) => t.ctx.networks.client(network).comments!.list(credentials, postId));
  }
});

describe('statistiques de la boîte sur un jeu connu', () => {
  let t: TestApp;
  let api: Caller;

  beforeAll(async () => {
    t = await createTestApp();
    const visitor = await newVisitor(t);
    api = visitor.api;
    const workspaceId = visitor.visitor.workspaceId;
    const accountId = await connectDemo(api, 'instagram');
    const now = Date.now();
    const hoursAgo = (hours: number) => new Date(now - hours * 3_600_000).toISOString();
    // Seven comments in the last 7 days (two answered after 1 h and 3 h, two rejected, one flagged), one 20 days ago.
    const rows: [string, string, string | null, string][] = [
      ['positive', hoursAgo(10), hoursAgo(9), 'responded'],
      ['negative', hoursAgo(30), hoursAgo(27), 'responded'],
      ['neutral', hoursAgo(5), null, 'pending'],
      ['neutral', hoursAgo(6), null, 'rejected'],
      // Answered, then rejected: counted as rejected, not as answered.
      ['neutral', hoursAgo(4), hoursAgo(3), 'rejected'],
      ['negative', hoursAgo(7), null, 'flagged'],
      ['positive', hoursAgo(8), null, 'approved'],
      ['positive', hoursAgo(20 * 24), null, 'pending'],
    ];
    for (const [index, [sentiment, writtenAt, respondedAt, status]] of rows.entries()) {
      await t.ctx.db.execute(sql`
        insert into comments (workspace_id, account_id, platform, post_external_id, external_id, author_name, text, written_at, status, sentiment, responded_at)
        values (${workspaceId}, ${accountId}, 'instagram', 'p1', ${`c${index}`}, 'Camille', 'Texte', ${writtenAt}::timestamptz, ${status}, ${sentiment}, ${respondedAt}::timestamptz)`);
    }
  });
  afterAll(async () => t?.close());

  it('total, taux de réponse (hors rejetés), temps moyen, tonalités, sur 7 et 30 jours', async () => {
    const week = (await api.get('/api/comments/stats?days=7')).json().data;
    expect(week).toEqual({
      days: 7,
      total: 7,
      responded: 2,
      responseRate: 40,
      averageResponseMinutes: 120,
      waiting: 2,
      flagged: 1,
      sentiments: { positive: 2, neutral: 3, negative: 2 },
      platforms: [{ platform: 'instagram', total: 7 }],
    });
    const month = (await api.get('/api/comments/stats?days=30')).json().data;
    expect(month).toMatchObject({ total: 8, waiting: 3, responseRate: 33.3 });
    expect((await api.get('/api/comments/stats?days=12')).statusCode).toBe(400);
    expect((await api.get('/api/comments')).json().data.waiting).toBe(3);
  });

  it('un grand arriéré se compte jusqu’à 1 000 : au-delà, 1 001 (« 1 000+ »)', async () => {
    const [account] = await rawRows<{ account_id: string; workspace_id: string }>(t.ctx.db, sql`select account_id, workspace_id from comments limit 1`);
    await t.ctx.db.execute(sql`
      insert into comments (workspace_id, account_id, platform, post_external_id, external_id, author_name, text, written_at, status, sentiment)
      select ${account!.workspace_id}, ${account!.account_id}, 'instagram', 'p2', 'lot-' || n, 'Léa', 'Bonjour', now() - make_interval(mins => n), 'pending', 'neutral'
      from generate_series(1, 1200) as n`);
    const page = (await api.get('/api/comments?limit=5')).json().data;
    expect(page.waiting).toBe(1001);
    expect(page.total).toBe(1001);
    expect(page.comments).toHaveLength(5);
    expect((await api.get('/api/comments?status=responded')).json().data.total).toBe(2);
  });
});
