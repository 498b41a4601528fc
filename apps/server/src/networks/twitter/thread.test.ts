import { describe, expect, it } from 'vitest';
import { armFault, networkFailure, sandboxSuite } from '../test-support.ts';
import { checkXContract } from './contract-check.ts';
import { definition } from './index.ts';

const BASE = '/sandbox/twitter';

const s = sandboxSuite(definition, 'fromagerie', { check: checkXContract });

const page = async (url: string) => (await s.t.app.inject({ method: 'GET', url: new URL(url).pathname })).body;
/** The thread's further posts as the post page lists them, in order. */
const threadShown = (html: string) => {
  const thread = html.match(/<ol class="thread" data-testid="sandbox-thread">(.*?)<\/ol>/s)?.[1] ?? '';
  return [...thread.matchAll(/<p>(.*?)<\/p><a href="([^"]+)"/g)].map((match) => ({ text: match[1], url: match[2] }));
};

/** A post and its thread, each part answering the one before, as the publishing engine sends them. */
async function publishThread(first: string, parts: string[]) {
  const post = await s.client.publish(s.account, { text: first });
  const sent = [];
  let previous = post.externalId;
  for (const text of parts) {
    const part = await s.client.publishFollowUp!(s.account, { postExternalId: post.externalId, replyToExternalId: previous, text });
    sent.push(part);
    previous = part.externalId;
  }
  return { post, parts: sent };
}

describe('X — fils', () => {
  it('chaque suite répond à la précédente (reply.in_reply_to_tweet_id) et a son adresse x.com/{compte}/status/{id}', async () => {
    const { post, parts } = await publishThread('Notre semaine à la fromagerie 🧵', ['Lundi : arrivage de comté', 'Mardi : atelier dégustation']);
    const bodies = s.exchanges.filter((exchange) => exchange.url.pathname === `${BASE}/2/tweets`).map((exchange) => exchange.requestBody);
    expect(bodies).toEqual([
      { text: 'Notre semaine à la fromagerie 🧵' },
      { text: 'Lundi : arrivage de comté', reply: { in_reply_to_tweet_id: post.externalId } },
      { text: 'Mardi : atelier dégustation', reply: { in_reply_to_tweet_id: parts[0]!.externalId } },
    ]);
    for (const part of parts) {
      expect(part.externalId).toMatch(/^\d{19}$/);
      expect(part.url).toBe(`${s.t.ctx.config.publicUrl}${BASE}/fromagerie/status/${part.externalId}`);
    }
  });

  it('un fil de trois posts se lit dans l’ordre sur la page du premier, et la page de chaque suite s’ouvre', async () => {
    const { post, parts } = await publishThread('Recette du week-end', ['Étape 1 : couper le reblochon', 'Étape 2 : enfourner 20 minutes']);
    const html = await page(post.url);
    expect(html).toContain('Recette du week-end');
    expect(threadShown(html)).toEqual(parts.map((part, index) => ({ text: ['Étape 1 : couper le reblochon', 'Étape 2 : enfourner 20 minutes'][index], url: part.url })));
    // The thread's posts are the thread, not comments of the audience.
    expect(html.match(/data-testid="sandbox-comments".*$/s)?.[0] ?? '').not.toContain('Étape 1');

    const second = await s.t.app.inject({ method: 'GET', url: new URL(parts[1]!.url).pathname });
    expect(second.statusCode).toBe(200);
    expect(threadShown(second.body).map((shown) => shown.text)).toEqual(['Étape 1 : couper le reblochon', 'Étape 2 : enfourner 20 minutes']);
  });

  it('comments.list donne les suites du compte (fromAccount), chacune sous la précédente, dans l’ordre', async () => {
    const { post, parts } = await publishThread('Le fil des fromages', ['Un : brie', 'Deux : munster']);
    const own = (await s.client.comments!.list(s.account, post.externalId)).filter((comment) => comment.fromAccount);
    expect(own.map((comment) => ({ id: comment.id, parentId: comment.parentId, text: comment.text, url: comment.url }))).toEqual([
      { id: parts[0]!.externalId, parentId: null, text: 'Un : brie', url: parts[0]!.url },
      { id: parts[1]!.externalId, parentId: parts[0]!.externalId, text: 'Deux : munster', url: parts[1]!.url },
    ]);
  });

  it('une suite trop longue (280 caractères pondérés) ou vide est refusée avant tout appel', async () => {
    const post = await s.client.publish(s.account, { text: 'Début' });
    s.exchanges.splice(0);
    const long = await networkFailure(s.client.publishFollowUp!(s.account, { postExternalId: post.externalId, replyToExternalId: post.externalId, text: '🧀'.repeat(141) }));
    expect(long.kind).toBe('invalid_content');
    expect(long.message).toContain('282');
    const empty = await networkFailure(s.client.publishFollowUp!(s.account, { postExternalId: post.externalId, replyToExternalId: post.externalId, text: '  ' }));
    expect(empty.kind).toBe('invalid_content');
    expect(s.exchanges).toHaveLength(0);
  });

  it('une suite passe par l’opération « publish » du bac à sable : une panne armée là la touche', async () => {
    const post = await s.client.publish(s.account, { text: 'Panne au milieu du fil' });
    await armFault(s.t, 'twitter', 'publish', 'server_error');
    const error = await networkFailure(s.client.publishFollowUp!(s.account, { postExternalId: post.externalId, replyToExternalId: post.externalId, text: 'Suite' }));
    expect(error.kind).toBe('transient');
    expect(threadShown(await page(post.url))).toEqual([]);
  });
});
