import { COMMENT_SUPPORT, type Network } from '@publia/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../lib/clock.ts';
import { AUDIENCE_COMMENTS_MIN } from '../sandbox/kit/audience-comments.ts';
import { removeComment } from '../sandbox/kit/posts.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import type { NetworkContext, NetworkDefinition } from './context.ts';
import { armFault, connectedSandboxClient, failOnProblems, networkFailure, type Exchange } from './test-support.ts';
import type { AccountCredentials, CommentsApi, NetworkClient, NetworkComment } from './types.ts';

/**
 * The contract every client's `comments` keeps with its sandbox, written once: each network's
 * `comments.test.ts` states how it publishes and what it words its own way, and adds its cases on
 * the returned context.
 */
export interface CommentsContract {
  definition: NetworkDefinition;
  /** Publishes one post for the account: its id and its public address. */
  publish(client: NetworkClient, account: AccountCredentials, text: string): Promise<{ externalId: string; url: string }>;
  /** The client's own listing with small pages, so that its paging is followed. */
  listInPages?(context: NetworkContext, account: AccountCredentials, postId: string, pageSize: number): Promise<NetworkComment[]>;
  /** The smallest page the network serves (X's search: 10). */
  smallestPage?: number;
  /** The text an answer lists with, where the network adds to it (Mastodon names the author answered); as written by default. */
  answerText?(text: string, comment: NetworkComment): string;
  /** False where the network gives a post's replies in one answer (Mastodon's context): there are no pages to follow. */
  paged?: boolean;
  /** What the sandbox keeps of a comment id (LinkedIn keeps the number at the end of its URN). */
  storedId?(commentId: string): string;
  /** Problems of the exchanges against the network's official contract, where there is one. */
  contractProblems?(exchanges: readonly Exchange[]): string[];
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** The app on a clock the test moves, one connected account, and the cases every network shares. */
export function describeCommentsContract(spec: CommentsContract) {
  const network: Network = spec.definition.network;
  const support = COMMENT_SUPPORT[network];
  const clock = manualClock();
  const context = {} as { t: TestApp; client: NetworkClient; comments: CommentsApi; account: AccountCredentials; exchanges: Exchange[]; network: NetworkContext };
  /** Moves the audience of the accounts connected signed out (the test's) forward. */
  const advanceAudience = async (hours: number) => {
    const answer = await context.t.app.inject({ method: 'POST', url: '/sandbox/_clock', payload: { advanceHours: hours } });
    expect(answer.statusCode).toBe(200);
  };
  const list = (postId: string) => context.comments.list(context.account, postId);
  /** A post that has had two days of audience. */
  const commentedPost = async (text: string) => {
    const post = await spec.publish(context.client, context.account, text);
    await advanceAudience(48);
    return post;
  };
  /** The comment's author deletes it: the sandbox forgets it, as the network does. */
  const deletedByAuthor = (postId: string, commentId: string) => removeComment(context.t.ctx.db, network, postId, spec.storedId?.(commentId) ?? commentId);

  /** A comment of a new post, deleted: by the account where the network lets it, else by its author. */
  const deletedComment = async (text: string) => {
    const { externalId } = await commentedPost(text);
    const [target] = await list(externalId);
    const remove = context.comments.remove;
    await (remove ? remove(context.account, { postExternalId: externalId, commentId: target!.id }) : deletedByAuthor(externalId, target!.id));
    return { postExternalId: externalId, commentId: target!.id };
  };

  beforeAll(async () => {
    context.t = await createTestApp({}, { clock });
    const built = await connectedSandboxClient(context.t, spec.definition, 'commentaires_demo');
    Object.assign(context, { client: built.client, comments: built.client.comments!, account: built.account, exchanges: built.exchanges, network: built.context });
  });
  afterAll(async () => context.t?.close());
  if (spec.contractProblems) afterEach(() => failOnProblems(`${network} contract`, spec.contractProblems!(context.exchanges.splice(0))));

  describe(`${network} — commentaires (contrat avec le bac à sable)`, () => {
    it('offre ce que le réseau permet : lire, répondre, masquer et supprimer selon COMMENT_SUPPORT', () => {
      expect(context.comments).toBeDefined();
      expect(!!context.comments.hide).toBe(support.hide);
      expect(!!context.comments.remove).toBe(support.delete);
    });

    it('un post neuf n’a pas encore de commentaire ; le premier arrive dans l’heure', async () => {
      const { externalId } = await spec.publish(context.client, context.account, 'Tout juste publié');
      expect(await list(externalId)).toEqual([]);
      await advanceAudience(1);
      const comments = await list(externalId);
      expect(comments.length).toBeGreaterThanOrEqual(1);
      expect(comments[0]).toMatchObject({ parentId: null, fromAccount: false, hidden: false });
      for (const comment of comments) {
        expect(comment.id).not.toBe(externalId);
        expect(comment.author).not.toBe('');
        expect(comment.text).not.toBe('');
        expect(comment.createdAt).toMatch(ISO);
      }
    });

    it('les mêmes commentaires à chaque lecture, qui restent quand d’autres arrivent ; jamais plus que le chiffre n’en annonce', async () => {
      const { externalId } = await spec.publish(context.client, context.account, 'Post qui fait parler');
      await advanceAudience(2);
      const first = await list(externalId);
      expect(await list(externalId)).toEqual(first);
      // Three days on, every comment the audience writes under this post is there.
      await advanceAudience(73);
      const later = await list(externalId);
      expect(later.length).toBeGreaterThanOrEqual(Math.max(AUDIENCE_COMMENTS_MIN, first.length));
      expect(later.filter((comment) => first.some((earlier) => earlier.id === comment.id))).toEqual(first);
      expect(later.map((comment) => comment.createdAt)).toEqual(later.map((comment) => comment.createdAt).toSorted());
      const [reading] = await context.client.postMetrics(context.account, [externalId]);
      const figure = reading && 'metrics' in reading ? reading.metrics.comments : null;
      expect(figure).toBeGreaterThanOrEqual(later.length);
    });

    it.runIf(spec.paged !== false)('lit toutes les pages quand le réseau en donne plusieurs, réponses comprises', async () => {
      const { externalId } = await commentedPost('Post aux nombreux commentaires');
      const pageSize = spec.smallestPage ?? 2;
      const [first] = await list(externalId);
      for (let i = 0; i < pageSize; i++) {
        await context.comments.reply(context.account, { postExternalId: externalId, commentId: first!.id, text: `Réponse ${i + 1}` });
      }
      const whole = await list(externalId);
      expect(whole.length).toBeGreaterThan(pageSize + 1);
      context.exchanges.splice(0);
      expect(await spec.listInPages!(context.network, context.account, externalId, pageSize)).toEqual(whole);
      expect(context.exchanges.length).toBeGreaterThan(1);
    });

    it('répond à un commentaire : la réponse est listée, du compte, sous le commentaire, et se lit sur la page publique', async () => {
      const { externalId, url } = await commentedPost('Des questions ?');
      const [question] = await list(externalId);
      const answer = await context.comments.reply(context.account, { postExternalId: externalId, commentId: question!.id, text: 'Merci, on vous répond en message privé !' });
      const after = await list(externalId);
      expect(after.find((comment) => comment.id === answer.id)).toMatchObject({
        parentId: question!.id,
        fromAccount: true,
        hidden: false,
        text: spec.answerText?.('Merci, on vous répond en message privé !', question!) ?? 'Merci, on vous répond en message privé !',
        url: answer.url,
      });
      expect(after.filter((comment) => comment.fromAccount)).toHaveLength(1);
      const page = await context.t.app.inject({ method: 'GET', url: new URL(answer.url ?? url).pathname + new URL(answer.url ?? url).search });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Merci, on vous répond en message privé !');
    });

    it.runIf(support.hide)('masque un commentaire puis le montre à nouveau ; masqué, la page publique ne le montre plus', async () => {
      const { externalId, url } = await commentedPost('Un commentaire à masquer');
      const [target] = await list(externalId);
      await context.comments.hide!(context.account, { postExternalId: externalId, commentId: target!.id, hidden: true });
      const hidden = (await list(externalId)).find((comment) => comment.id === target!.id);
      // X's API tells no one whether a reply is hidden: its list always says no.
      expect(hidden?.hidden).toBe(network !== 'twitter');
      const page = await context.t.app.inject({ method: 'GET', url: new URL(url).pathname });
      expect(page.body).not.toContain(`data-comment-id="${spec.storedId?.(target!.id) ?? target!.id}"`);
      await context.comments.hide!(context.account, { postExternalId: externalId, commentId: target!.id, hidden: false });
      expect((await list(externalId)).find((comment) => comment.id === target!.id)?.hidden).toBe(false);
    });

    it.runIf(support.delete)('supprime un commentaire : il n’est plus listé, ni ses réponses', async () => {
      const { externalId } = await commentedPost('Un commentaire à supprimer');
      const [target] = await list(externalId);
      await context.comments.reply(context.account, { postExternalId: externalId, commentId: target!.id, text: 'Réponse qui partira avec lui' });
      await context.comments.remove!(context.account, { postExternalId: externalId, commentId: target!.id });
      const after = await list(externalId);
      expect(after.some((comment) => comment.id === target!.id || comment.parentId === target!.id)).toBe(false);
    });

    it('répondre à un commentaire supprimé : invalid_content, notFound', async () => {
      const deleted = await deletedComment('Un commentaire qui disparaît');
      const error = await networkFailure(context.comments.reply(context.account, { ...deleted, text: 'Trop tard ?' }));
      expect(error.kind).toBe('invalid_content');
      expect(error.details.notFound).toBe(true);
    });

    it.runIf(support.hide)('masquer un commentaire supprimé : invalid_content, notFound', async () => {
      const deleted = await deletedComment('Un autre commentaire qui disparaît');
      const error = await networkFailure(context.comments.hide!(context.account, { ...deleted, hidden: true }));
      expect(error.kind).toBe('invalid_content');
      expect(error.details.notFound).toBe(true);
    });

    it('les pannes armées sur « comments » passent : erreur serveur passagère, limite de débit avec sa fin', async () => {
      const { externalId } = await spec.publish(context.client, context.account, 'Post en panne');
      await armFault(context.t, network, 'comments', 'server_error');
      expect((await networkFailure(list(externalId))).kind).toBe('transient');
      await armFault(context.t, network, 'comments', 'rate_limit');
      const limited = await networkFailure(list(externalId));
      expect(limited.kind).toBe('rate_limited');
      expect(limited.details.resetAt!.getTime()).toBeGreaterThan(Date.now());
    });
  });

  return { context, clock, advanceAudience, list, commentedPost, deletedByAuthor };
}
