import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { networkFailure } from '../test-support.ts';
import { blueskyAccount, xrpcPath } from './sandbox-account.test-support.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const advanceAudience = async (hours: number) => {
  const answer = await t.app.inject({ method: 'POST', url: '/sandbox/_clock', payload: { advanceHours: hours } });
  expect(answer.statusCode).toBe(200);
};

describe('Bluesky : réponses aux posts', () => {
  it('lit le fil du post (getPostThread), répond, masque par la threadgate puis réaffiche', async () => {
    const { client, account, exchanges } = await blueskyAccount(t, 'reponses');
    const post = await client.publish(account, { text: 'Vos questions sur nos horaires ?' });
    await advanceAudience(48);
    const comments = client.comments!;
    const listed = await comments.list(account, post.externalId);
    expect(listed.length).toBeGreaterThan(0);
    for (const comment of listed) {
      expect(comment.id).toMatch(/^at:\/\/did:plc:[a-z2-7]+\/app\.bsky\.feed\.post\/\d+$/);
      expect(comment.authorHandle).toMatch(/\.bsky\.social$/);
      expect(comment.hidden).toBe(false);
      expect(comment.url).toContain('/profile/');
    }
    const question = listed.find((comment) => comment.parentId === null)!;
    exchanges.splice(0);
    const answer = await comments.reply(account, { postExternalId: post.externalId, commentId: question.id, text: 'Ouvert le samedi dès 8 h !' });
    const create = exchanges.find((exchange) => exchange.url.pathname === xrpcPath('com.atproto.repo.createRecord'))!;
    const record = (create.requestBody as { record: { reply: { root: { uri: string }; parent: { uri: string } } } }).record;
    expect(record.reply.root.uri).toBe(post.externalId);
    expect(record.reply.parent.uri).toBe(question.id);
    const after = await comments.list(account, post.externalId);
    expect(after.find((comment) => comment.id === answer.id)).toMatchObject({ parentId: question.id, fromAccount: true, text: 'Ouvert le samedi dès 8 h !' });

    exchanges.splice(0);
    await comments.hide!(account, { postExternalId: post.externalId, commentId: question.id, hidden: true });
    const put = exchanges.find((exchange) => exchange.url.pathname === xrpcPath('com.atproto.repo.putRecord'))!;
    expect(put.requestBody).toMatchObject({
      repo: account.externalId,
      collection: 'app.bsky.feed.threadgate',
      rkey: post.externalId.split('/').pop(),
      record: { $type: 'app.bsky.feed.threadgate', post: post.externalId, hiddenReplies: [question.id] },
    });
    expect((await comments.list(account, post.externalId)).find((comment) => comment.id === question.id)!.hidden).toBe(true);
    await comments.hide!(account, { postExternalId: post.externalId, commentId: question.id, hidden: false });
    expect((await comments.list(account, post.externalId)).find((comment) => comment.id === question.id)!.hidden).toBe(false);
  });

  it('un post qui n’existe plus : NotFound, marqué introuvable', async () => {
    const { client, account } = await blueskyAccount(t, 'reponses-absent');
    const missing = await networkFailure(client.comments!.list(account, `at://${account.externalId}/app.bsky.feed.post/1234567890123456789`));
    expect(missing.details.notFound).toBe(true);
    expect(missing.message).toContain('NotFound');
  });
});
