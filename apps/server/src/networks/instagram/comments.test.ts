import { expect, it } from 'vitest';
import { sampleImage } from '../../test/sample-media.ts';
import { describeCommentsContract } from '../comments.test-support.ts';
import { listMediaComments } from './comments.ts';
import { definition } from './index.ts';

const BASE = '/sandbox/instagram/v25.0';
const photo = () => sampleImage({ mimeType: 'image/jpeg', url: 'http://localhost:3000/media/demo/photo.jpg' });

const { context, list, commentedPost } = describeCommentsContract({
  definition,
  publish: async (client, account, text) => client.publish(account, { text, media: [photo()] }),
  listInPages: (network, account, mediaId, pageSize) => listMediaComments(network, account, mediaId, pageSize),
});

const calls = () => context.exchanges.map((exchange) => `${exchange.method} ${exchange.url.pathname.replace(BASE, '')}`);

it('Instagram : un appel lit les commentaires et leurs réponses imbriquées (replies{…}), avec username, hidden, from et parent_id', async () => {
  const { externalId } = await commentedPost('Lu en un appel');
  context.exchanges.splice(0);
  const comments = await list(externalId);
  expect(calls()).toEqual([`GET /${externalId}/comments`]);
  const fields = context.exchanges[0]!.url.searchParams.get('fields')!;
  expect(fields.split(',').slice(0, 4)).toEqual(['id', 'text', 'username', 'timestamp']);
  expect(fields).toContain('hidden');
  expect(fields).toContain('parent_id');
  expect(fields).toMatch(/replies\.limit\(\d+\)\{id,text,username,timestamp,hidden,from\{id,username\},parent_id\}/);
  for (const comment of comments) {
    expect(comment.id).toMatch(/^\d{18}$/);
    expect(comment.authorHandle).toBe(comment.author);
    expect(comment.url).toBeNull();
  }
});

it('Instagram : une réponse à une réponse va sous le commentaire de premier niveau (POST /{comment}/replies)', async () => {
  const { externalId } = await commentedPost('Conversation en fil');
  const [top] = await list(externalId);
  const first = await context.comments.reply(context.account, { postExternalId: externalId, commentId: top!.id, text: 'Première réponse' });
  context.exchanges.splice(0);
  const second = await context.comments.reply(context.account, { postExternalId: externalId, commentId: first.id, text: 'Et une précision' });
  expect(calls()).toEqual([`GET /${first.id}`, `POST /${top!.id}/replies`]);
  expect(context.exchanges[1]!.requestBody).toEqual({ message: 'Et une précision' });
  expect((await list(externalId)).find((comment) => comment.id === second.id)).toMatchObject({ parentId: top!.id, fromAccount: true });
});

it('Instagram : masquer est POST /{comment}?hide=true, supprimer DELETE /{comment}', async () => {
  const { externalId } = await commentedPost('Modération');
  const [target] = await list(externalId);
  context.exchanges.splice(0);
  await context.comments.hide!(context.account, { postExternalId: externalId, commentId: target!.id, hidden: true });
  await context.comments.remove!(context.account, { postExternalId: externalId, commentId: target!.id });
  expect(calls()).toEqual([`POST /${target!.id}`, `DELETE /${target!.id}`]);
  expect(context.exchanges[0]!.url.searchParams.get('hide')).toBe('true');
});

it('Instagram : une réponse de plus de 2 200 caractères est refusée avant tout appel', async () => {
  context.exchanges.splice(0);
  const error = await context.comments.reply(context.account, { postExternalId: '1', commentId: '1', text: 'a'.repeat(2_201) }).catch((caught: unknown) => caught);
  expect(error).toMatchObject({ kind: 'invalid_content' });
  expect(context.exchanges).toEqual([]);
});
