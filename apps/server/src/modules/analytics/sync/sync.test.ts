import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rawRows } from '../../../db/raw-rows.ts';
import { manualClock } from '../../../lib/clock.ts';
import { NetworkError } from '../../../networks/network-error.ts';
import { createTestApp, registerVisitor, type TestApp } from '../../../test/test-app.ts';
import { requestSync, scheduleSyncRound, syncAccountNow, syncState, syncWorkspaceNow } from './public.ts';
import { FakeMetrics, connectedAccount, dayRows, figures, latestOf, publishedItem, snapshotCount, syncRow, type FakeAudience } from './sync.test-support.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('mesure des statistiques', () => {
  const clock = manualClock(Date.parse('2026-03-10T22:30:00Z'));
  let t: TestApp;
  let fake: FakeMetrics;
  let workspaceId: string;

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    fake = new FakeMetrics();
    fake.install(t);
    workspaceId = (await registerVisitor(t.app)).workspaceId;
  });

  const ago = (ms: number) => new Date(clock.now() - ms);

  it('trois mesures sur deux jours UTC : gains exacts par jour, derniers chiffres, abonnés du jour', async () => {
    const accountId = await connectedAccount(t, workspaceId, 'instagram', 'ig-1');
    const audience = fake.audience('ig-1');
    audience.followers = 500;
    const a = await publishedItem(t, workspaceId, ago(2 * HOUR), [{ accountId, platform: 'instagram', externalId: 'post-a' }]);
    const b = await publishedItem(t, workspaceId, ago(1 * HOUR), [{ accountId, platform: 'instagram', externalId: 'post-b' }]);

    // 22:30 UTC le 10 mars : première mesure, comptée en entier.
    audience.posts.set('post-a', figures({ impressions: 100, reach: 80, likes: 10, comments: 2, saves: 1 }));
    audience.posts.set('post-b', figures({ impressions: 50, reach: 40, likes: 5, comments: 0, saves: 0 }));
    expect(await syncAccountNow(t.ctx, accountId)).toEqual({ status: 'synced', measured: 2, removed: 0, daily: true });
    // The networks page shows the followers of the day's reading.
    const [card] = await rawRows<{ followers: number; last_synced: string }>(t.ctx.db, sql`select followers, last_synced from social_accounts where id = ${accountId}`);
    expect(card).toMatchObject({ followers: 500 });
    expect(card!.last_synced).not.toBeNull();

    // 23:30 : le même jour gagne la différence.
    clock.advance(HOUR);
    audience.followers = 520;
    audience.posts.set('post-a', figures({ impressions: 130, reach: 90, likes: 12, comments: 2, saves: 1 }));
    audience.posts.set('post-b', figures({ impressions: 70, reach: 55, likes: 5, comments: 1, saves: 0 }));
    expect(await syncAccountNow(t.ctx, accountId)).toMatchObject({ status: 'synced', measured: 2, daily: false });

    // 00:30 le 11 mars : le gain va au nouveau jour.
    clock.advance(HOUR);
    audience.posts.set('post-a', figures({ impressions: 160, reach: 100, likes: 15, comments: 3, saves: 1 }));
    audience.posts.set('post-b', figures({ impressions: 70, reach: 55, likes: 6, comments: 1, saves: 0 }));
    expect(await syncAccountNow(t.ctx, accountId)).toMatchObject({ status: 'synced', measured: 2, daily: false });

    expect(await dayRows(t, accountId)).toEqual([
      {
        day: '2026-03-10',
        impressions: 200,
        reach: 145,
        likes: 17,
        comments: 3,
        shares: null,
        saves: 1,
        clicks: null,
        engagement: 21,
        followers: 500,
      },
      { day: '2026-03-11', impressions: 30, reach: 10, likes: 4, comments: 1, shares: null, saves: 0, clicks: null, engagement: 5, followers: null },
    ]);
    expect(await latestOf(t, a.targetIds[0]!)).toEqual({
      impressions: 160,
      reach: 100,
      likes: 15,
      comments: 3,
      shares: null,
      saves: 1,
      clicks: null,
      engagement: 19,
      stopped: null,
    });
    expect(await latestOf(t, b.targetIds[0]!)).toMatchObject({ impressions: 70, likes: 6, engagement: 7 });
    expect(await snapshotCount(t, a.targetIds[0]!)).toBe(3);
    // Les abonnés ne sont lus qu'une fois par jour : la mesure de 23:30 ne les a pas demandés.
    expect(audience.accountCalls).toBe(1);
  });

  it('un chiffre que le réseau ne donne pas reste null, jamais 0', async () => {
    const accountId = await connectedAccount(t, workspaceId, 'linkedin', 'li-1');
    const audience = fake.audience('li-1');
    const item = await publishedItem(t, workspaceId, ago(3 * HOUR), [{ accountId, platform: 'linkedin', externalId: 'li-post' }]);
    audience.posts.set('li-post', figures({ impressions: 40 }));
    await syncAccountNow(t.ctx, accountId);
    audience.posts.set('li-post', figures({ impressions: 55 }));
    clock.advance(HOUR);
    await syncAccountNow(t.ctx, accountId);

    expect(await latestOf(t, item.targetIds[0]!)).toEqual({
      impressions: 55,
      reach: null,
      likes: null,
      comments: null,
      shares: null,
      saves: null,
      clicks: null,
      engagement: null,
      stopped: null,
    });
    const days = await dayRows(t, accountId);
    expect(days.map((day) => [day.impressions, day.likes, day.engagement, day.followers])).toEqual(
      days.length === 1
        ? [[55, null, null, null]]
        : [
            [40, null, null, null],
            [15, null, null, null],
          ],
    );
  });

  it('un compte limité attend sa réinitialisation sans appel, et les autres comptes sont mesurés', async () => {
    const limited = await connectedAccount(t, workspaceId, 'twitter', 'x-1');
    const other = await connectedAccount(t, workspaceId, 'pinterest', 'pin-1');
    await publishedItem(t, workspaceId, ago(HOUR), [
      { accountId: limited, platform: 'twitter', externalId: 'tweet-1' },
      { accountId: other, platform: 'pinterest', externalId: 'pin-post-1' },
    ]);
    fake.audience('x-1').posts.set('tweet-1', figures({ impressions: 10, likes: 1 }));
    fake.audience('pin-1').posts.set('pin-post-1', figures({ impressions: 20, saves: 2 }));
    const resetAt = new Date(clock.now() + 10 * 60_000);
    fake.audience('x-1').fault = new NetworkError('twitter', 'rate_limited', 'Too Many Requests (429)', { status: 429, resetAt });

    const results = new Map((await syncWorkspaceNow(t.ctx, workspaceId)).map((entry) => [entry.accountId, entry.result]));
    expect(results.get(limited)).toEqual({ status: 'waiting', measured: 0, retryAt: resetAt.toISOString() });
    expect(results.get(other)).toMatchObject({ status: 'synced', measured: 1 });
    expect(new Date((await syncRow(t, limited))!.retry_at!).toISOString()).toBe(resetAt.toISOString());
    expect((await syncRow(t, limited))!.last_error).toContain('Too Many Requests');

    // Avant la réinitialisation : aucun appel au réseau.
    const callsBefore = countCalls(fake.audience('x-1'));
    clock.advance(5 * 60_000);
    expect(await syncAccountNow(t.ctx, limited)).toEqual({ status: 'waiting', measured: 0, retryAt: resetAt.toISOString() });
    expect(countCalls(fake.audience('x-1'))).toBe(callsBefore);

    // Après : le compte est mesuré, l'attente effacée.
    clock.advance(6 * 60_000);
    expect(await syncAccountNow(t.ctx, limited)).toMatchObject({ status: 'synced', measured: 1 });
    expect(await syncRow(t, limited)).toMatchObject({ retry_at: null, last_error: null, failures: 0 });
  });

  it('une limite au milieu d’un tour garde les mesures d’avant ; le tour repris à la réinitialisation ne mesure que le reste', async () => {
    const accountId = await connectedAccount(t, workspaceId, 'pinterest', 'pin-limit');
    const audience = fake.audience('pin-limit');
    audience.followers = 70;
    const targets = new Map<string, string>();
    for (let i = 0; i < 6; i++) {
      const externalId = `pin-limit-${i}`;
      const item = await publishedItem(t, workspaceId, ago((i + 1) * HOUR), [{ accountId, platform: 'pinterest', externalId }]);
      targets.set(externalId, item.targetIds[0]!);
      audience.posts.set(externalId, figures({ impressions: 10 + i, saves: 1 }));
    }
    const resetAt = new Date(clock.now() + 60_000);
    audience.limit = { after: 2, error: new NetworkError('pinterest', 'rate_limited', 'Too Many Requests (429)', { status: 429, resetAt }) };

    expect(await syncAccountNow(t.ctx, accountId)).toEqual({ status: 'waiting', measured: 2, retryAt: resetAt.toISOString() });
    const measured: string[] = [];
    for (const [externalId, targetId] of targets) if (await latestOf(t, targetId)) measured.push(externalId);
    expect(measured).toHaveLength(2);

    audience.limit = null;
    audience.asked.length = 0;
    clock.advance(61_000);
    expect(await syncAccountNow(t.ctx, accountId)).toEqual({ status: 'synced', measured: 4, removed: 0, daily: false });
    expect(audience.asked.flat().sort()).toEqual([...targets.keys()].filter((id) => !measured.includes(id)).sort());
    for (const targetId of targets.values()) expect(await snapshotCount(t, targetId)).toBe(1);
    // Les abonnés, lus au premier essai, ne sont pas relus à la reprise.
    expect(audience.accountCalls).toBe(1);
    expect(await syncRow(t, accountId)).toMatchObject({ retry_at: null, last_error: null });
  });

  it('un compte en échec est noté et n’empêche pas les autres', async () => {
    const failing = await connectedAccount(t, workspaceId, 'facebook', 'fb-1');
    const healthy = await connectedAccount(t, workspaceId, 'tiktok', 'tt-1');
    const item = await publishedItem(t, workspaceId, ago(HOUR), [
      { accountId: failing, platform: 'facebook', externalId: 'fb-post' },
      { accountId: healthy, platform: 'tiktok', externalId: 'tt-post' },
    ]);
    fake.audience('fb-1').posts.set('fb-post', figures({ impressions: 5 }));
    fake.audience('tt-1').posts.set('tt-post', figures({ impressions: 300, likes: 30 }));
    fake.audience('fb-1').fault = new NetworkError('facebook', 'transient', 'Service indisponible (503)', { status: 503 });

    const results = new Map((await syncWorkspaceNow(t.ctx, workspaceId)).map((entry) => [entry.accountId, entry.result]));
    expect(results.get(failing)).toMatchObject({ status: 'failed', measured: 0 });
    expect(results.get(healthy)).toMatchObject({ status: 'synced', measured: 1 });
    expect(await syncRow(t, failing)).toMatchObject({ failures: 1, last_synced_at: null, requested_at: null });
    expect((await syncRow(t, failing))!.last_error).toContain('Service indisponible');
    expect(await latestOf(t, item.targetIds[1]!)).toMatchObject({ impressions: 300, likes: 30 });
    expect(await latestOf(t, item.targetIds[0]!)).toBeNull();

    fake.audience('fb-1').fault = new Error('réponse illisible');
    clock.advance(HOUR);
    await syncWorkspaceNow(t.ctx, workspaceId);
    expect(await syncRow(t, failing)).toMatchObject({ failures: 2, last_error: 'réponse illisible' });

    clock.advance(HOUR);
    await syncWorkspaceNow(t.ctx, workspaceId);
    expect(await syncRow(t, failing)).toMatchObject({ failures: 0, last_error: null });
    expect(await latestOf(t, item.targetIds[0]!)).toMatchObject({ impressions: 5 });
  });

  it('un jeton refusé pour de bon : le compte est marqué par le module des comptes, puis laissé de côté', async () => {
    const refused = await connectedAccount(t, workspaceId, 'twitter', 'x-refused');
    await publishedItem(t, workspaceId, ago(HOUR), [{ accountId: refused, platform: 'twitter', externalId: 'tweet-r' }]);
    fake.audience('x-refused').fault = new NetworkError('twitter', 'token_expired', 'jeton refusé (401)', { status: 401 });

    expect(await syncAccountNow(t.ctx, refused)).toMatchObject({ status: 'failed' });
    const [account] = await rawRows<{ error: string | null }>(t.ctx.db, sql`select error from social_accounts where id = ${refused}`);
    expect(account!.error).toContain('invalid_grant');
    expect(await requestSync(t.ctx, workspaceId)).toBe(0);
    expect(await syncAccountNow(t.ctx, refused)).toEqual({ status: 'skipped', reason: 'problem' });
  });

  it('une publication supprimée garde ses derniers chiffres, stopped = removed, et n’est plus demandée', async () => {
    const accountId = await connectedAccount(t, workspaceId, 'instagram', 'ig-removed');
    const audience = fake.audience('ig-removed');
    const kept = await publishedItem(t, workspaceId, ago(HOUR), [{ accountId, platform: 'instagram', externalId: 'ig-gone' }]);
    audience.posts.set('ig-gone', figures({ impressions: 90, likes: 9, comments: 1, saves: 0 }));
    await syncAccountNow(t.ctx, accountId);

    audience.posts.set('ig-gone', 'gone');
    clock.advance(HOUR);
    expect(await syncAccountNow(t.ctx, accountId)).toMatchObject({ status: 'synced', measured: 0, removed: 1 });
    expect(await latestOf(t, kept.targetIds[0]!)).toMatchObject({ impressions: 90, likes: 9, engagement: 10, stopped: 'removed' });

    clock.advance(HOUR);
    audience.asked.length = 0;
    await syncAccountNow(t.ctx, accountId);
    expect(audience.asked.flat()).not.toContain('ig-gone');
    expect(await snapshotCount(t, kept.targetIds[0]!)).toBe(1);
  });

  it('cadence : les publications récentes à chaque tour, les anciennes une fois par jour, plus rien après 90 jours', async () => {
    const accountId = await connectedAccount(t, workspaceId, 'facebook', 'fb-cadence');
    const audience = fake.audience('fb-cadence');
    for (const [externalId, age] of [
      ['recent', DAY],
      ['old', 30 * DAY],
      ['too-old', 100 * DAY],
    ] as const) {
      await publishedItem(t, workspaceId, ago(age), [{ accountId, platform: 'facebook', externalId }]);
      audience.posts.set(externalId, figures({ impressions: 1 }));
    }
    const asked = () => audience.asked.splice(0).flat().sort();

    await syncAccountNow(t.ctx, accountId);
    expect(asked()).toEqual(['old', 'recent']);
    expect(audience.accountCalls).toBe(1);

    clock.advance(HOUR);
    await syncAccountNow(t.ctx, accountId);
    expect(asked()).toEqual(['recent']);

    clock.advance(23 * HOUR);
    await syncAccountNow(t.ctx, accountId);
    expect(asked()).toEqual(['old', 'recent']);
    expect(audience.accountCalls).toBe(2);
  });

  it('« Synchroniser » mesure chaque publication des 90 jours pas mesurée depuis le clic, une seule fois', async () => {
    const accountId = await connectedAccount(t, workspaceId, 'facebook', 'fb-asked');
    const audience = fake.audience('fb-asked');
    for (const [externalId, age] of [
      ['asked-recent', DAY],
      ['asked-old', 30 * DAY],
    ] as const) {
      await publishedItem(t, workspaceId, ago(age), [{ accountId, platform: 'facebook', externalId }]);
      audience.posts.set(externalId, figures({ impressions: 1 }));
    }
    const asked = () => audience.asked.splice(0).flat().sort();
    await syncAccountNow(t.ctx, accountId);
    expect(asked()).toEqual(['asked-old', 'asked-recent']);

    // Twenty minutes later the hourly cadence has nothing due; a user's click measures both again.
    clock.advance(20 * 60_000);
    await syncAccountNow(t.ctx, accountId);
    expect(asked()).toEqual([]);
    expect(await requestSync(t.ctx, workspaceId)).toBe(1);
    await syncAccountNow(t.ctx, accountId);
    expect(asked()).toEqual(['asked-old', 'asked-recent']);
    // The click is answered: the next round goes back to the cadence.
    clock.advance(60_000);
    await syncAccountNow(t.ctx, accountId);
    expect(asked()).toEqual([]);
  });

  it('les impressions et likes d’une publication suivent la somme de ses réseaux, et l’historique est prévenu', async () => {
    const ig = await connectedAccount(t, workspaceId, 'instagram', 'ig-sum');
    const x = await connectedAccount(t, workspaceId, 'twitter', 'x-sum');
    const item = await publishedItem(t, workspaceId, ago(HOUR), [
      { accountId: ig, platform: 'instagram', externalId: 'ig-sum-post' },
      { accountId: x, platform: 'twitter', externalId: 'x-sum-post' },
    ]);
    fake.audience('ig-sum').posts.set('ig-sum-post', figures({ impressions: 1200, likes: 80 }));
    fake.audience('x-sum').posts.set('x-sum-post', figures({ impressions: 300, likes: null }));
    const changed: string[] = [];
    t.ctx.events.on('content.changed', ({ workspaceId: changedIn }) => void changed.push(changedIn));

    await syncWorkspaceNow(t.ctx, workspaceId);
    const [content] = await rawRows<{ impressions: number; likes: number }>(t.ctx.db, sql`select impressions, likes from contents where id = ${item.contentId}`);
    expect(content).toEqual({ impressions: 1500, likes: 80 });
    expect(changed).toContain(workspaceId);
  });

  it('un compte déconnecté : ses publications gardent leurs derniers chiffres avec stopped = disconnected', async () => {
    const accountId = await connectedAccount(t, workspaceId, 'pinterest', 'pin-off');
    const item = await publishedItem(t, workspaceId, ago(HOUR), [{ accountId, platform: 'pinterest', externalId: 'pin-off-post' }]);
    fake.audience('pin-off').posts.set('pin-off-post', figures({ impressions: 12, saves: 3 }));
    await syncAccountNow(t.ctx, accountId);
    await t.ctx.db.execute(sql`update social_accounts set is_connected = false, access_token_enc = null where id = ${accountId}`);

    await scheduleSyncRound(t.ctx);
    expect(await latestOf(t, item.targetIds[0]!)).toMatchObject({ impressions: 12, saves: 3, stopped: 'disconnected' });
    expect(await syncAccountNow(t.ctx, accountId)).toEqual({ status: 'skipped', reason: 'disconnected' });
  });

  it('« Synchroniser » demande un tour à chaque compte connecté ; l’état le montre en cours puis terminé', async () => {
    const first = await connectedAccount(t, workspaceId, 'instagram', 'ig-state');
    await connectedAccount(t, workspaceId, 'linkedin', 'li-state');
    const off = await connectedAccount(t, workspaceId, 'tiktok', 'tt-state');
    await t.ctx.db.execute(sql`update social_accounts set is_connected = false, access_token_enc = null where id = ${off}`);
    expect(await syncState(t.ctx, workspaceId)).toEqual({ lastSyncedAt: null, running: false });

    expect(await requestSync(t.ctx, workspaceId)).toBe(2);
    expect(await syncState(t.ctx, workspaceId)).toEqual({ lastSyncedAt: null, running: true });
    expect((await syncRow(t, first))!.requested_at).not.toBeNull();

    await syncWorkspaceNow(t.ctx, workspaceId);
    expect(await syncState(t.ctx, workspaceId)).toEqual({ lastSyncedAt: new Date(clock.now()).toISOString(), running: false });
  });
});

const waitFor = async <T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> => {
  for (let i = 0; i < 100; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('délai dépassé');
};

const countCalls = (audience: FakeAudience) => audience.asked.length + audience.accountCalls;

describe('mesure des statistiques par la file de tâches', () => {
  let t: TestApp;
  let fake: FakeMetrics;

  beforeAll(async () => {
    t = await createTestApp({}, { withQueue: true });
    fake = new FakeMetrics();
    fake.install(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('« Synchroniser » mesure chaque compte par sa tâche ; un compte limité revient à la réinitialisation', async () => {
    const { workspaceId } = await registerVisitor(t.app);
    const healthy = await connectedAccount(t, workspaceId, 'instagram', 'ig-queue');
    const limited = await connectedAccount(t, workspaceId, 'twitter', 'x-queue');
    const item = await publishedItem(t, workspaceId, new Date(Date.now() - HOUR), [
      { accountId: healthy, platform: 'instagram', externalId: 'ig-queue-post' },
      { accountId: limited, platform: 'twitter', externalId: 'x-queue-post' },
    ]);
    fake.audience('ig-queue').posts.set('ig-queue-post', figures({ impressions: 42, likes: 4 }));
    const resetAt = new Date(Date.now() + 30 * 60_000);
    fake.audience('x-queue').fault = new NetworkError('twitter', 'rate_limited', 'Too Many Requests (429)', { status: 429, resetAt });

    expect(await requestSync(t.ctx, workspaceId)).toBe(2);
    await waitFor(
      () => latestOf(t, item.targetIds[0]!),
      (row) => row !== null,
    );
    await waitFor(
      () => syncRow(t, limited),
      (row) => row?.retry_at !== null,
    );
    const jobs = await waitFor(
      () =>
        rawRows<{ start_after: string }>(
          t.ctx.db,
          sql`select start_after from pgboss.job where name = 'analytics.sync-account' and singleton_key = ${limited} and state = 'created'`,
        ),
      (rows) => rows.length === 1,
    );
    expect(Math.abs(new Date(jobs[0]!.start_after).getTime() - resetAt.getTime())).toBeLessThan(1000);
    expect(await syncState(t.ctx, workspaceId)).toMatchObject({ running: true });
  });
});
