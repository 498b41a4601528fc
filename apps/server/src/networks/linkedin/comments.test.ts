import { expect, it } from 'vitest';
import { describeCommentsContract } from '../comments.test-support.ts';
import { LINKEDIN_VERSION } from './api.ts';
import { definition } from './index.ts';
import { listComments } from './social-actions.ts';

const BASE = '/sandbox/linkedin';

const { context, list, commentedPost } = describeCommentsContract({
  definition,
  publish: async (client, account, text) => client.publish(account, { text }),
  listInPages: (network, account, postUrn, pageSize) => listComments(network, account, postUrn, pageSize),
  storedId: (commentUrn) => commentUrn.match(/,(\d+)\)$/)![1]!,
});

const author = () => `urn:li:person:${context.account.externalId}`;

it('LinkedIn : les commentaires d’un post puis ceux d’un commentaire (socialActions/{urn}/comments), URN et en-têtes versionnés', async () => {
  const { externalId } = await commentedPost('Vos avis ?');
  const [top] = await list(externalId);
  await context.comments.reply(context.account, { postExternalId: externalId, commentId: top!.id, text: 'Merci !' });
  context.exchanges.splice(0);
  const comments = await list(externalId);
  const paths = context.exchanges.map((exchange) => decodeURIComponent(exchange.url.pathname));
  expect(paths[0]).toBe(`${BASE}/rest/socialActions/${externalId}/comments`);
  expect(paths).toContain(`${BASE}/rest/socialActions/${top!.id}/comments`);
  expect(context.exchanges.every((exchange) => exchange.requestHeaders.get('linkedin-version') === LINKEDIN_VERSION)).toBe(true);
  for (const comment of comments) {
    expect(comment.id).toMatch(new RegExp(`^urn:li:comment:\\(${externalId},\\d{19}\\)$`));
    expect(comment.author).toMatch(/^urn:li:person:/);
    expect(comment.hidden).toBe(false);
    expect(comment.url).toBe(`${context.t.ctx.config.publicUrl}${BASE}/feed/update/${externalId}?commentUrn=${encodeURIComponent(comment.id)}`);
  }
});

it('LinkedIn : la réponse est un commentaire du post qui nomme parentComment, au nom du membre', async () => {
  const { externalId } = await commentedPost('Des retours ?');
  const [top] = await list(externalId);
  context.exchanges.splice(0);
  const answer = await context.comments.reply(context.account, { postExternalId: externalId, commentId: top!.id, text: 'Merci (vraiment) !' });
  expect(context.exchanges[0]!.requestBody).toEqual({ actor: author(), object: externalId, message: { text: 'Merci (vraiment) !' }, parentComment: top!.id });
  expect((await list(externalId)).find((comment) => comment.id === answer.id)).toMatchObject({ author: author(), parentId: top!.id, fromAccount: true });
});
