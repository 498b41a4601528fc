import { expect, it } from 'vitest';
import { describeCommentsContract } from '../comments.test-support.ts';
import { listPageComments } from './comments.ts';
import { definition } from './index.ts';

const BASE = '/sandbox/facebook/v25.0';

const { context, list, commentedPost } = describeCommentsContract({
  definition,
  publish: async (client, account, text) => client.publish(account, { text: `${text} ${Date.now()}` }),
  listInPages: (network, account, postId, pageSize) => listPageComments(network, account, postId, pageSize),
});

const calls = () => context.exchanges.map((exchange) => `${exchange.method} ${exchange.url.pathname.replace(BASE, '')}`);

it('Facebook : un seul flux (filter=stream) donne commentaires et réponses, chacune avec son parent', async () => {
  const { externalId } = await commentedPost('Un flux');
  const [top] = await list(externalId);
  await context.comments.reply(context.account, { postExternalId: externalId, commentId: top!.id, text: 'Réponse de la Page' });
  context.exchanges.splice(0);
  const comments = await list(externalId);
  expect(calls()).toEqual([`GET /${externalId}/comments`]);
  const query = context.exchanges[0]!.url.searchParams;
  expect(query.get('filter')).toBe('stream');
  expect(query.get('fields')).toBe('id,message,from,created_time,is_hidden,parent{id},permalink_url');
  expect(comments.some((comment) => comment.parentId === top!.id && comment.fromAccount)).toBe(true);
  for (const comment of comments) {
    expect(comment.id).toMatch(/^\d+_\d+$/);
    expect(comment.authorHandle).toBeNull();
    expect(comment.url).toMatch(new RegExp(`^${context.t.ctx.config.publicUrl}/sandbox/facebook/\\d+/posts/\\d+\\?comment_id=${comment.id}$`));
  }
});

it('Facebook : la réponse est écrite au nom de la Page, puis son adresse est lue (permalink_url)', async () => {
  const { externalId } = await commentedPost('Réponse et lien');
  const [top] = await list(externalId);
  context.exchanges.splice(0);
  const answer = await context.comments.reply(context.account, { postExternalId: externalId, commentId: top!.id, text: 'Oui, de 8 h à 13 h !' });
  expect(calls()).toEqual([`POST /${top!.id}/comments`, `GET /${answer.id}`]);
  expect(context.exchanges[0]!.requestBody).toEqual({ message: 'Oui, de 8 h à 13 h !' });
  expect(context.exchanges[1]!.url.searchParams.get('fields')).toBe('permalink_url');
  const comment = (await list(externalId)).find((item) => item.id === answer.id);
  expect(comment).toMatchObject({ author: context.account.settings.pageName, fromAccount: true, url: answer.url });
});

it('Facebook : masquer est POST /{comment} {is_hidden}, supprimer DELETE /{comment}', async () => {
  const { externalId } = await commentedPost('Modération');
  const [target] = await list(externalId);
  context.exchanges.splice(0);
  await context.comments.hide!(context.account, { postExternalId: externalId, commentId: target!.id, hidden: true });
  await context.comments.remove!(context.account, { postExternalId: externalId, commentId: target!.id });
  expect(calls()).toEqual([`POST /${target!.id}`, `DELETE /${target!.id}`]);
  expect(context.exchanges[0]!.requestBody).toEqual({ is_hidden: true });
});
