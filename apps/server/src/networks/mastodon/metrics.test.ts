import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock.ts';
import { takeRecord } from '../../sandbox/kit/repository.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { metricsOf } from '../metrics.test-support.ts';
import { armFault, connectedSandboxClient, failOnProblems, networkFailure, type Exchange } from '../test-support.ts';
import type { AccountCredentials, NetworkClient } from '../types.ts';
import { contractProblems } from './contract-check.ts';
import { definition } from './index.ts';

const HOUR_MS = 3_600_000;
const clock = manualClock();
const s = {} as { t: TestApp; client: NetworkClient; account: AccountCredentials; exchanges: Exchange[] };
const publish = async (text: string) => (await s.client.publish(s.account, { text })).externalId;
const advanceAudience = async (hours: number) => expect((await s.t.app.inject({ method: 'POST', url: '/sandbox/_clock', payload: { advanceHours: hours } })).statusCode).toBe(200);

beforeAll(async () => {
  s.t = await createTestApp({}, { clock });
  Object.assign(s, await connectedSandboxClient(s.t, definition, 'mesures_masto'));
});
afterAll(async () => s.t?.close());
afterEach(() => failOnProblems('Mastodon contract', contractProblems(s.exchanges.splice(0))));

describe('Mastodon : statistiques (contrat avec le bac à sable)', () => {
  it('favoris, partages (boosts) et réponses d’un message ; ni vues, ni portée, ni clics, ni enregistrements : null, jamais 0', async () => {
    const ids = [await publish('Premier message mesuré'), await publish('Second message mesuré')];
    await advanceAudience(48);
    s.exchanges.splice(0);
    const readings = await s.client.postMetrics(s.account, ids);
    expect(readings.map((reading) => reading.externalId)).toEqual(ids);
    expect(s.exchanges.map((exchange) => `${exchange.method} ${exchange.url.pathname}`).toSorted()).toEqual(
      ids.map((id) => `GET /sandbox/mastodon/api/v1/statuses/${id}`).toSorted(),
    );
    for (const reading of readings) {
      const metrics = metricsOf(reading);
      expect(metrics).toMatchObject({ impressions: null, reach: null, saves: null, clicks: null });
      expect(metrics.likes).toEqual(expect.any(Number));
      expect(metrics.shares).toEqual(expect.any(Number));
      expect(metrics.comments).toEqual(expect.any(Number));
      const status = s.exchanges.find((exchange) => exchange.url.pathname.endsWith(reading.externalId))!.responseBody as Record<string, number>;
      expect(metrics.likes).toBe(status.favourites_count);
      expect(metrics.shares).toBe(status.reblogs_count);
      expect(metrics.comments).toBe(status.replies_count);
    }
  });

  it('les chiffres sont les mêmes à chaque lecture, et grandissent avec le temps', async () => {
    const id = await publish('Message qui prend de l’audience');
    clock.advance(HOUR_MS);
    const first = metricsOf((await s.client.postMetrics(s.account, [id]))[0]);
    expect(metricsOf((await s.client.postMetrics(s.account, [id]))[0])).toEqual(first);
    await advanceAudience(24 * 7);
    const later = metricsOf((await s.client.postMetrics(s.account, [id]))[0]);
    // A status has no view count, only a few favourites, boosts and replies: the earlier test's
    // advance of the sandbox clock can leave a new status already near its plateau, where a week adds
    // none. So: an audience there, and no figure ever going down.
    expect(later.likes! + later.shares! + later.comments!).toBeGreaterThan(0);
    expect(later.likes!).toBeGreaterThanOrEqual(first.likes!);
    expect(later.shares!).toBeGreaterThanOrEqual(first.shares!);
    expect(later.comments!).toBeGreaterThanOrEqual(first.comments!);
  });

  it('un message retiré est « gone », les autres sont mesurés', async () => {
    const [kept, removed] = [await publish('Message gardé'), await publish('Message retiré')];
    await takeRecord(s.t.ctx.db, 'mastodon', 'post', removed);
    const readings = await s.client.postMetrics(s.account, [kept, removed]);
    expect(readings[0]).toMatchObject({ externalId: kept, metrics: expect.any(Object) });
    expect(readings[1]).toEqual({ externalId: removed, gone: true });
  });

  it('une limite de débit est rate_limited et dit quand elle finit', async () => {
    const id = await publish('Message limité');
    await armFault(s.t, 'mastodon', 'metrics', 'rate_limit');
    const error = await networkFailure(s.client.postMetrics(s.account, [id]));
    expect(error.kind).toBe('rate_limited');
    expect(error.details.resetAt!.getTime()).toBeGreaterThan(Date.now());
  });

  it('lit les abonnés du compte (verify_credentials), qui augmentent avec le temps', async () => {
    const before = await s.client.accountMetrics(s.account);
    expect(before.followers!).toBeGreaterThan(0);
    expect(s.exchanges.map((exchange) => exchange.url.pathname)).toEqual(['/sandbox/mastodon/api/v1/accounts/verify_credentials']);
    await advanceAudience(24 * 30);
    expect((await s.client.accountMetrics(s.account)).followers!).toBeGreaterThan(before.followers!);
  });
});
