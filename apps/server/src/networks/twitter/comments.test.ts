import { expect, it } from 'vitest';
import { describeCommentsContract } from '../comments.test-support.ts';
import { listReplies } from './comments.ts';
import { contractProblems } from './contract-check.ts';
import { definition } from './index.ts';

const BASE = '/sandbox/twitter';

const { context, list, commentedPost } = describeCommentsContract({
  definition,
  publish: async (client, account, text) => client.publish(account, { text: `${text} ${Date.now()}` }),
  listInPages: (network, account, postId, pageSize) => listReplies(network, account, postId, pageSize),
  smallestPage: 10,
  contractProblems,
});

const calls = (path: string) => context.exchanges.filter((exchange) => exchange.url.pathname === `${BASE}${path}`);

it('X : lit la conversation par la recherche récente (conversation_id:), sans le post lui-même, auteurs développés', async () => {
  const { externalId } = await commentedPost('Une conversation');
  context.exchanges.splice(0);
  const replies = await list(externalId);
  const search = calls('/2/tweets/search/recent')[0]!.url.searchParams;
  expect(search.get('query')).toBe(`conversation_id:${externalId}`);
  expect(search.get('expansions')).toBe('author_id');
  expect(search.get('tweet.fields')).toContain('referenced_tweets');
  expect(replies.some((reply) => reply.id === externalId)).toBe(false);
  for (const reply of replies) {
    expect(reply.id).toMatch(/^\d{19}$/);
    expect(reply.authorHandle).toMatch(/^[A-Za-z0-9_]{1,15}$/);
    expect(reply.url).toBe(`${context.t.ctx.config.publicUrl}${BASE}/${reply.authorHandle}/status/${reply.id}`);
  }
});

it('X : répond avec reply.in_reply_to_tweet_id ; la réponse a son adresse x.com/{compte}/status/{id}', async () => {
  const { externalId } = await commentedPost('Vos questions ?');
  const [question] = await list(externalId);
  context.exchanges.splice(0);
  const answer = await context.comments.reply(context.account, { postExternalId: externalId, commentId: question!.id, text: 'Oui, le samedi matin !' });
  expect(calls('/2/tweets')[0]!.requestBody).toEqual({ text: 'Oui, le samedi matin !', reply: { in_reply_to_tweet_id: question!.id } });
  expect(answer.url).toBe(`${context.t.ctx.config.publicUrl}${BASE}/${context.account.username}/status/${answer.id}`);
});

it('X : masque une réponse par PUT /2/tweets/{id}/hidden {hidden}', async () => {
  const { externalId } = await commentedPost('À modérer');
  const [target] = await list(externalId);
  context.exchanges.splice(0);
  await context.comments.hide!(context.account, { postExternalId: externalId, commentId: target!.id, hidden: true });
  const hide = context.exchanges[0]!;
  expect(`${hide.method} ${hide.url.pathname}`).toBe(`PUT ${BASE}/2/tweets/${target!.id}/hidden`);
  expect(hide.requestBody).toEqual({ hidden: true });
  expect(hide.responseBody).toEqual({ data: { hidden: true } });
});

it('X : une réponse trop longue (280 caractères pondérés) est refusée avant tout appel', async () => {
  context.exchanges.splice(0);
  const error = await context.comments.reply(context.account, { postExternalId: '1', commentId: '1', text: 'é'.repeat(281) }).catch((caught: unknown) => caught);
  expect(error).toMatchObject({ kind: 'invalid_content' });
  expect(context.exchanges).toEqual([]);
});
