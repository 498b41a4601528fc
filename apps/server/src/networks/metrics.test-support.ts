import type { Network } from '@publia/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../lib/clock.ts';
import { takeRecord } from '../sandbox/kit/repository.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import type { NetworkContext, NetworkDefinition } from './context.ts';
import { armFault, connectedSandboxClient, failOnProblems, networkFailure, type Exchange } from './test-support.ts';
import type { AccountCredentials, NetworkClient, PostMetrics, PostMetricsReading } from './types.ts';

/**
 * The contract every client's `postMetrics` and `accountMetrics` keep with its sandbox, written
 * once: each network's `metrics.test.ts` states what differs (how it publishes, which figures it
 * does not give) and adds its own cases on the returned context.
 */
export interface MetricsContract {
  definition: NetworkDefinition;
  /** Publishes one post for the account and answers its external id. */
  publish(client: NetworkClient, account: AccountCredentials, text: string): Promise<string>;
  /** The figures this network does not give: always null, never 0. */
  unknown: readonly (keyof PostMetrics)[];
  /** Problems of the exchanges against the network's official contract, where there is one. */
  contractProblems?(exchanges: readonly Exchange[]): string[];
}

const HOUR_MS = 3_600_000;
const FIGURES = ['impressions', 'reach', 'likes', 'comments', 'shares', 'saves', 'clicks'] as const;

export const metricsOf = (reading: PostMetricsReading | undefined): PostMetrics => {
  if (!reading || !('metrics' in reading)) throw new Error(`expected figures, got ${JSON.stringify(reading)}`);
  return reading.metrics;
};

/** The app on a clock the test moves, one connected account, and the cases every network shares. */
export function describeMetricsContract(spec: MetricsContract) {
  const network: Network = spec.definition.network;
  const clock = manualClock();
  const context = {} as { t: TestApp; client: NetworkClient; account: AccountCredentials; exchanges: Exchange[]; network: NetworkContext };
  /** Every post published so far, in order (the first two are never removed). */
  const published: string[] = [];
  const publish = async (text: string) => {
    const id = await spec.publish(context.client, context.account, text);
    published.push(id);
    return id;
  };
  /** Moves the audience of the accounts connected signed out (the test's) forward: tokens stay valid. */
  const advanceAudience = async (hours: number) => {
    const answer = await context.t.app.inject({ method: 'POST', url: '/sandbox/_clock', payload: { advanceHours: hours } });
    expect(answer.statusCode).toBe(200);
  };
  /** The network removes a post (its owner deleted it): the sandbox forgets it. */
  const removePost = (externalId: string) => takeRecord(context.t.ctx.db, network, 'post', externalId);

  beforeAll(async () => {
    context.t = await createTestApp({}, { clock });
    const built = await connectedSandboxClient(context.t, spec.definition, 'mesures_audience');
    Object.assign(context, { client: built.client, account: built.account, exchanges: built.exchanges, network: built.context });
  });
  afterAll(async () => context.t?.close());
  if (spec.contractProblems) afterEach(() => failOnProblems(`${network} contract`, spec.contractProblems!(context.exchanges.splice(0))));

  describe(`${network} — statistiques (contrat avec le bac à sable)`, () => {
    it('mesure les posts d’un lot : les chiffres du réseau, null pour ceux qu’il ne donne pas', async () => {
      const ids = [await publish('Premier post mesuré'), await publish('Second post mesuré')];
      clock.advance(HOUR_MS);
      const readings = await context.client.postMetrics(context.account, ids);
      expect(readings.map((reading) => reading.externalId)).toEqual(ids);
      for (const reading of readings) {
        const metrics = metricsOf(reading);
        expect(FIGURES.filter((name) => metrics[name] === null)).toEqual(FIGURES.filter((name) => spec.unknown.includes(name)));
        expect(FIGURES.every((name) => metrics[name] === null || Number.isInteger(metrics[name]))).toBe(true);
        expect(metrics.impressions).toBeGreaterThan(0);
        const interactions = (metrics.likes ?? 0) + (metrics.comments ?? 0) + (metrics.shares ?? 0) + (metrics.saves ?? 0);
        expect(metrics.impressions!).toBeGreaterThanOrEqual(metrics.reach ?? interactions);
        expect(metrics.reach ?? metrics.impressions!).toBeGreaterThanOrEqual(interactions);
      }
    });

    it('les chiffres sont les mêmes à chaque lecture, et grandissent quand le temps passe', async () => {
      const id = await publish('Post qui prend de l’audience');
      const first = metricsOf((await context.client.postMetrics(context.account, [id]))[0]);
      expect(metricsOf((await context.client.postMetrics(context.account, [id]))[0])).toEqual(first);

      clock.advance(HOUR_MS / 2);
      const later = metricsOf((await context.client.postMetrics(context.account, [id]))[0]);
      expect(later.impressions!).toBeGreaterThan(first.impressions!);

      await advanceAudience(72);
      const daysLater = metricsOf((await context.client.postMetrics(context.account, [id]))[0]);
      expect(daysLater.impressions!).toBeGreaterThan(later.impressions!);
      expect(FIGURES.filter((name) => (daysLater[name] ?? 0) < (later[name] ?? 0))).toEqual([]);
      // Believable orders of magnitude: tens to tens of thousands of impressions, engagement of a few per cent.
      expect(daysLater.impressions!).toBeGreaterThan(20);
      expect(daysLater.impressions!).toBeLessThan(60_000);
      expect(daysLater.likes ?? daysLater.saves!).toBeLessThan(daysLater.impressions! * 0.2);
    });

    it('un post retiré du réseau est « gone », les autres du lot sont mesurés', async () => {
      const [kept, removed] = [await publish('Post gardé'), await publish('Post retiré')];
      await removePost(removed);
      const readings = await context.client.postMetrics(context.account, [kept, removed]);
      expect(readings[0]).toMatchObject({ externalId: kept, metrics: expect.any(Object) });
      expect(readings[1]).toEqual({ externalId: removed, gone: true });
    });

    it('une limite de débit est rate_limited et dit quand elle finit (resetAt)', async () => {
      const id = await publish('Post limité');
      await armFault(context.t, network, 'metrics', 'rate_limit');
      const error = await networkFailure(context.client.postMetrics(context.account, [id]));
      expect(error.kind).toBe('rate_limited');
      expect(error.details.resetAt).toBeInstanceOf(Date);
      expect(error.details.resetAt!.getTime()).toBeGreaterThan(Date.now());
    });

    it('lit les abonnés du compte, qui augmentent avec le temps', async () => {
      const before = await context.client.accountMetrics(context.account);
      expect(before.followers).toEqual(expect.any(Number));
      expect(before.followers!).toBeGreaterThan(0);
      expect(await context.client.accountMetrics(context.account)).toEqual(before);
      await advanceAudience(24 * 30);
      expect((await context.client.accountMetrics(context.account)).followers!).toBeGreaterThan(before.followers!);
    });
  });

  return { context, clock, publish, published, removePost, advanceAudience };
}
