import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleImage, sampleVideo } from '../../test/sample-media.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { sandboxClient } from '../test-support.ts';
import { definition } from './index.ts';
import { exchangeProblems, lexiconProblems } from './lexicons.test-support.ts';
import { APP_PASSWORD } from './sandbox-account.test-support.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const advanceAudience = (hours: number) => t.app.inject({ method: 'POST', url: '/sandbox/_clock', payload: { advanceHours: hours } });

describe('Bluesky : les échanges avec le bac à sable suivent les lexiques', () => {
  it('le validateur refuse ce que les lexiques refusent', () => {
    const post = { $type: 'app.bsky.feed.post', text: 'Bonjour', createdAt: '2026-12-02T10:00:00.000Z' };
    expect(lexiconProblems('app.bsky.feed.post', post)).toEqual([]);
    expect(lexiconProblems('app.bsky.feed.post', { ...post, text: 'é'.repeat(301) })).toEqual(['app.bsky.feed.post/text: must not be longer than 300 graphemes']);
    expect(lexiconProblems('app.bsky.feed.post', { ...post, createdAt: 'hier' })).toEqual(['app.bsky.feed.post/createdAt: must be a valid datetime']);
    expect(
      lexiconProblems('app.bsky.feed.post', {
        ...post,
        embed: { $type: 'app.bsky.embed.images', images: [{ image: { $type: 'blob', ref: { $link: 'bafyrei' }, mimeType: 'image/png', size: 3_000_000 } }] },
      }),
    ).toEqual(['app.bsky.feed.post/embed/images/0: must have the property "alt"', 'app.bsky.feed.post/embed/images/0/image: is larger than 2000000 bytes']);
    expect(lexiconProblems('app.bsky.feed.getPosts', { posts: [{ uri: 'x' }] }, 'output').length).toBeGreaterThan(0);
  });

  it('connexion, publications (texte, photos, vidéo, fil), chiffres, fil des réponses, réponse et masquage', async () => {
    const { client, exchanges } = sandboxClient(t, definition);
    const connection = await client.connectForms!.connectDirect!('appPassword', { handle: 'lexiques.bsky.social', appPassword: APP_PASSWORD });
    const account = {
      accessToken: connection.tokens.accessToken,
      externalId: connection.profile.externalId,
      username: connection.profile.username,
      settings: connection.settings ?? {},
    };
    const text = await client.publish(account, { text: 'Bonjour @marie-l.bsky.social, voyez https://exemple.fr ! #pain' });
    await client.publish(account, { text: 'Photos', media: [sampleImage({ altText: 'Un pain' }), sampleImage()] });
    await client.publish(account, { text: 'Vidéo', media: [sampleVideo(200_000)] });
    await client.publishFollowUp!(account, { postExternalId: text.externalId, replyToExternalId: text.externalId, text: 'La suite' });
    await advanceAudience(48);
    await client.postMetrics(account, [text.externalId]);
    await client.accountMetrics(account);
    await client.recentPosts!(account, { since: new Date(Date.now() - 60_000), limit: 10 });
    const replies = await client.comments!.list(account, text.externalId);
    const audience = replies.find((reply) => !reply.fromAccount)!;
    await client.comments!.reply(account, { postExternalId: text.externalId, commentId: audience.id, text: 'Merci !' });
    await client.comments!.hide!(account, { postExternalId: text.externalId, commentId: audience.id, hidden: true });
    await client.comments!.list(account, text.externalId);
    await client.refresh(connection.tokens);

    const records = exchanges
      .filter((exchange) => exchange.url.pathname.endsWith('/com.atproto.repo.createRecord'))
      .map((exchange) => (exchange.requestBody as { record: unknown }).record);
    expect(records).toHaveLength(5);
    expect(records.flatMap((record) => lexiconProblems('app.bsky.feed.post', record))).toEqual([]);
    const gate = exchanges.find((exchange) => exchange.url.pathname.endsWith('/com.atproto.repo.putRecord'))!;
    expect(lexiconProblems('app.bsky.feed.threadgate', (gate.requestBody as { record: unknown }).record)).toEqual([]);
    const checked = new Set(exchanges.map((exchange) => exchange.url.pathname.split('/').pop()));
    for (const nsid of [
      'com.atproto.server.createSession',
      'app.bsky.feed.getPosts',
      'app.bsky.feed.getAuthorFeed',
      'app.bsky.feed.getPostThread',
      'app.bsky.actor.getProfile',
      'com.atproto.repo.uploadBlob',
      'app.bsky.video.getJobStatus',
    ]) {
      expect(checked, nsid).toContain(nsid);
    }
    expect(exchangeProblems(exchanges)).toEqual([]);
  });
});
