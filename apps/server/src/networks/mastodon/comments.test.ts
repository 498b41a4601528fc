import { expect, it } from 'vitest';
import { COMMENT_SUPPORT, frenchMessage } from '@publia/shared';
import { describeCommentsContract } from '../comments.test-support.ts';
import { contractProblems } from './contract-check.ts';
import { definition } from './index.ts';

const BASE = '/sandbox/mastodon';

const { context, list, commentedPost } = describeCommentsContract({
  definition,
  publish: async (client, account, text) => client.publish(account, { text: `${text} ${Date.now()}` }),
  paged: false,
  answerText: (text, comment) => `@${comment.authorHandle} ${text}`,
  contractProblems,
});

const calls = (path: string) => context.exchanges.filter((exchange) => exchange.url.pathname === `${BASE}${path}`);

it('Mastodon : lit les réponses comme les descendants du message (context), chacune sous celle qu’elle suit, auteurs distants', async () => {
  const { externalId } = await commentedPost('Une conversation');
  context.exchanges.splice(0);
  const replies = await list(externalId);
  expect(calls(`/api/v1/statuses/${externalId}/context`)).toHaveLength(1);
  expect(replies.length).toBeGreaterThan(0);
  for (const reply of replies) {
    expect(reply.id).toMatch(/^\d{18}$/);
    expect(reply.authorHandle).toMatch(/^[A-Za-z0-9_]+@voisins\.example$/);
    expect(reply.url).toMatch(/^https:\/\/voisins\.example\/@/);
  }
});

it('Mastodon : répond par in_reply_to_id en nommant l’auteur (qui en est averti) ; la mention distante compte son seul nom', async () => {
  const { externalId } = await commentedPost('Vos questions ?');
  const [question] = await list(externalId);
  context.exchanges.splice(0);
  const answer = await context.comments.reply(context.account, { postExternalId: externalId, commentId: question!.id, text: 'Oui, le samedi matin !' });
  const sent = calls('/api/v1/statuses')[0]!.requestBody as Record<string, string>;
  expect(sent).toMatchObject({ status: `@${question!.authorHandle} Oui, le samedi matin !`, in_reply_to_id: question!.id, language: 'fr' });
  expect(answer.url).toBe(`${context.t.ctx.config.publicUrl}${BASE}/@${context.account.username.split('@')[0]}/${answer.id}`);
});

it('Mastodon : ni masquer ni supprimer la réponse d’un autre compte — le réseau le dit, en français', () => {
  expect(COMMENT_SUPPORT.mastodon).toMatchObject({ read: true, reply: true, hide: false, delete: false });
  expect(context.comments.hide).toBeUndefined();
  expect(context.comments.remove).toBeUndefined();
  expect(frenchMessage('network.mastodon.cannotHide')).toContain('Mastodon ne permet pas de masquer');
});
