import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectFetch } from '../../app/inject-fetch.ts';
import { pinterestContract } from '../../networks/pinterest/contract-check.ts';
import { definition } from '../../networks/pinterest/index.ts';
import { uploadVideo } from '../../networks/pinterest/media.ts';
import { connectedSandboxClient, recordingFetch, type Exchange } from '../../networks/test-support.ts';
import { sampleImage, sampleVideo } from '../../test/sample-media.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let connected: Awaited<ReturnType<typeof connectedSandboxClient>>;
let raw: ReturnType<typeof recordingFetch>;

beforeAll(async () => {
  t = await createTestApp();
  connected = await connectedSandboxClient(t, definition, 'contrat_pinterest');
  raw = recordingFetch(injectFetch(t.app));
});
afterAll(async () => t?.close());

/** A request sent as is, past the client's own checks, to read the fake's refusal. */
const send = (path: string, init: RequestInit = {}, token: string | null = connected.account.accessToken) =>
  raw.fetch(`${t.ctx.config.publicUrl}/sandbox/pinterest/v5${path}`, {
    ...init,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(init.body ? { 'content-type': 'application/json' } : {}) },
  });

const photo = (name: string) => sampleImage({ url: `https://media.exemple.fr/p/${name}.jpg`, mimeType: 'image/jpeg' });

describe('faux Pinterest : chaque réponse suit la description OpenAPI officielle de Pinterest', () => {
  it('parcourt chaque opération qu’emploie Publia, succès et refus, et chaque réponse est conforme', async () => {
    const { client, account, context } = connected;
    const pin = await client.publish(account, { text: 'Contrat photo', title: 'Tarte', media: [photo('tarte')] });
    await client.publish(account, { text: 'Contrat carrousel', media: [photo('a'), photo('b')] });
    await uploadVideo(context, account, sampleVideo(300_000));
    // A Pin the bulk answer leaves out is read on its own (and is unknown there).
    await client.postMetrics(account, [pin.externalId, '999999999999999999']);
    await client.accountMetrics(account);
    await client.recentPosts!(account, { since: new Date(0), limit: 10 });
    await client.accountOptions!(account);

    // Pinterest's refusals, each in its own shape.
    await send('/user_account', {}, null);
    await send('/pins', { method: 'POST', body: JSON.stringify({ board_id: account.settings.boardId, media_source: { source_type: 'multiple_image_urls', items: [] } }) });
    await send('/media/999999999999');

    expect(pinterestContract.problems(connected.exchanges)).toEqual([]);
    expect(pinterestContract.problems(raw.exchanges, { answersOnly: true })).toEqual([]);
    const exchanges: Exchange[] = [...connected.exchanges, ...raw.exchanges];
    const driven = new Set(exchanges.map((exchange) => pinterestContract.operationOf(exchange)).filter((operation) => operation !== null));
    expect([...driven].sort()).toEqual([...pinterestContract.operations].sort());
    expect(raw.exchanges.map((exchange) => exchange.status)).toEqual([401, 400, 404]);
  });
});
