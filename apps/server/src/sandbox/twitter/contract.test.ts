import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectFetch } from '../../app/inject-fetch.ts';
import { X_SANDBOX_BASE, xContract } from '../../networks/twitter/contract-check.ts';
import { definition } from '../../networks/twitter/index.ts';
import { connectedSandboxClient, recordingFetch, type Exchange } from '../../networks/test-support.ts';
import { sampleImage, sampleVideo } from '../../test/sample-media.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let connected: Awaited<ReturnType<typeof connectedSandboxClient>>;
let raw: ReturnType<typeof recordingFetch>;

beforeAll(async () => {
  t = await createTestApp();
  connected = await connectedSandboxClient(t, definition, 'contrat_x');
  raw = recordingFetch(injectFetch(t.app));
});
afterAll(async () => t?.close());

/** A request sent as is, past the client's own checks, to read the fake's refusal. */
const send = (path: string, init: RequestInit = {}, token: string | null = connected.account.accessToken) =>
  raw.fetch(`${t.ctx.config.publicUrl}${X_SANDBOX_BASE}${path}`, {
    ...init,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(init.body ? { 'content-type': 'application/json' } : {}) },
  });

describe('faux X : chaque réponse suit la description OpenAPI officielle de X', () => {
  it('parcourt chaque opération qu’emploie Publia, succès et refus, et chaque réponse est conforme', async () => {
    const { client, account } = connected;
    // Photos in one go with their description, a video in parts polled until processed, a thread.
    const first = await client.publish(account, { text: 'Contrat photo', media: [sampleImage({ altText: 'Une meule de comté' }), sampleImage()] });
    await client.publish(account, { text: 'Contrat vidéo', media: [sampleVideo(300_000)] });
    const next = await client.publishFollowUp!(account, { postExternalId: first.externalId, replyToExternalId: first.externalId, text: 'La suite' });
    await client.postMetrics(account, [first.externalId, next.externalId]);
    await client.accountMetrics(account);
    await client.recentPosts!(account, { since: new Date(0), limit: 10 });
    await client.publicAccount!(account, { handle: 'boulang_dupont', limit: 5 });
    await client.publicAccount!(account, { handle: 'personne_ici', limit: 5 });
    await client.comments!.list(account, first.externalId);
    await client.comments!.hide!(account, { postExternalId: first.externalId, commentId: next.externalId, hidden: true }).catch(() => undefined);

    // X's refusals, each in its own shape.
    await send('/2/users/me', {}, null);
    await send('/2/media/upload?command=STATUS&media_id=1234567890123456789');
    await send('/2/media/upload/1234567890123456789/finalize', { method: 'POST' });
    await send('/2/media/metadata', { method: 'POST', body: JSON.stringify({ id: 'abc' }) });
    await send('/2/tweets', { method: 'POST', body: JSON.stringify({ text: 'Cinq', media: { media_ids: ['1', '2', '3', '4', '5'] } }) });

    expect(xContract.problems(connected.exchanges)).toEqual([]);
    expect(xContract.problems(raw.exchanges, { answersOnly: true })).toEqual([]);
    const exchanges: Exchange[] = [...connected.exchanges, ...raw.exchanges];
    const driven = new Set(exchanges.map((exchange) => xContract.operationOf(exchange)).filter((operation) => operation !== null));
    expect([...driven].sort()).toEqual([...xContract.operations].sort());
    expect(raw.exchanges.map((exchange) => exchange.status)).toEqual([401, 400, 400, 400, 400]);
  });
});
