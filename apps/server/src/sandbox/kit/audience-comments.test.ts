import { describe, expect, it } from 'vitest';
import { postFigures } from './audience.ts';
import { AUDIENCE_AUTHORS, AUDIENCE_COMMENT_KINDS, SPAM_AUTHORS } from './audience-comment-texts.ts';
import { AUDIENCE_COMMENTS_MAX, AUDIENCE_COMMENTS_MIN, audienceCommentCount, audienceComments } from './audience-comments.ts';
import { commentIds, commentThread } from './comment-thread.ts';
import type { SandboxPost } from './posts.ts';

const HOUR = 3_600_000;
const PUBLISHED = '2026-11-20T09:00:00.000Z';
const at = (hours: number) => Date.parse(PUBLISHED) + hours * HOUR;
const post = (id: string, network = 'instagram', extra: Partial<SandboxPost> = {}): SandboxPost => ({
  id,
  network,
  userId: 'u1',
  username: 'atelier',
  text: 'Nouveau',
  title: null,
  mediaType: null,
  mediaUrl: null,
  createdAt: PUBLISHED,
  replies: [],
  owner: null,
  ...extra,
});
const hoursOf = (comment: { at: number }) => (comment.at - Date.parse(PUBLISHED)) / HOUR;
const posts = (count: number, network = 'instagram') => Array.from({ length: count }, (_, i) => post(`17900000000000${String(i).padStart(3, '0')}`, network));

describe('le public des bacs à sable commente', () => {
  it('les mêmes commentaires pour le même post au même instant, d’autres pour un autre post', () => {
    expect(audienceComments(post('17900000000000001'), at(48))).toEqual(audienceComments(post('17900000000000001'), at(48)));
    expect(audienceComments(post('17900000000000002'), at(48))).not.toEqual(audienceComments(post('17900000000000001'), at(48)));
  });

  it('aucun à la publication, le premier dans l’heure, puis d’autres : ceux d’avant restent tels quels', () => {
    for (const each of posts(100)) {
      expect(audienceComments(each, at(0))).toEqual([]);
      expect(audienceComments(each, at(1)).length).toBeGreaterThanOrEqual(1);
      let before = audienceComments(each, at(0));
      for (const hours of [0.5, 1, 3, 6, 12, 24, 48, 73, 500]) {
        const now = audienceComments(each, at(hours));
        expect(now.slice(0, before.length)).toEqual(before);
        expect(now.length).toBe(audienceCommentCount(each, at(hours)));
        before = now;
      }
      expect(before.length).toBeGreaterThanOrEqual(AUDIENCE_COMMENTS_MIN);
      expect(before.length).toBeLessThanOrEqual(AUDIENCE_COMMENTS_MAX);
    }
  });

  it('la plupart dans les douze premières heures, quelques-uns sur deux ou trois jours', () => {
    const all = posts(200).flatMap((each) => audienceComments(each, at(100)));
    const early = all.filter((comment) => hoursOf(comment) <= 12).length / all.length;
    expect(early).toBeGreaterThan(0.6);
    expect(early).toBeLessThan(0.95);
    expect(all.some((comment) => hoursOf(comment) > 36)).toBe(true);
    expect(all.every((comment) => hoursOf(comment) <= 72.2)).toBe(true);
  });

  it('de tout : questions, éloges, plaintes, spam, grossièretés, emojis, et des membres qui se répondent', () => {
    const all = posts(200).flatMap((each) => audienceComments(each, at(100)));
    expect(new Set(all.map((comment) => comment.kind))).toEqual(new Set(AUDIENCE_COMMENT_KINDS));
    const replies = all.filter((comment) => comment.parentRank !== null);
    expect(replies.length / all.length).toBeGreaterThan(0.05);
    expect(replies.length / all.length).toBeLessThan(0.3);
    expect(new Set(all.map((comment) => comment.author.handle)).size).toBeGreaterThan(30);
    expect(all.filter((comment) => comment.kind === 'spam').every((comment) => SPAM_AUTHORS.includes(comment.author))).toBe(true);
  });

  it('une réponse suit un commentaire plus ancien du post, d’un autre auteur, jamais du spam ; pas deux fois le même texte sous un post', () => {
    for (const each of posts(200)) {
      const comments = audienceComments(each, at(100));
      expect(new Set(comments.map((comment) => comment.text)).size).toBe(comments.length);
      for (const comment of comments.filter((item) => item.parentRank !== null)) {
        const parent = comments[comment.parentRank!]!;
        expect(parent.rank).toBeLessThan(comment.rank);
        expect(parent.parentRank).toBeNull();
        expect(parent.kind).not.toBe('spam');
        expect(parent.author.handle).not.toBe(comment.author.handle);
        expect(comment.text).not.toContain('{name}');
      }
    }
  });

  it('le chiffre des commentaires n’est jamais sous le nombre listé', () => {
    for (const each of posts(100, 'facebook')) {
      for (const hours of [0.5, 1, 6, 48]) {
        const listed = audienceCommentCount(each, at(hours));
        expect(postFigures(each, at(hours), listed).comments).toBeGreaterThanOrEqual(listed);
      }
    }
  });

  it('personne ne commente là où l’API du réseau ne lit pas les commentaires (TikTok, Pinterest)', () => {
    expect(posts(20, 'tiktok').flatMap((each) => audienceComments(each, at(100)))).toEqual([]);
    expect(posts(20, 'pinterest').flatMap((each) => audienceComments(each, at(100)))).toEqual([]);
  });

  it('des auteurs crédibles : des noms, et des pseudos valables sur tous les réseaux', () => {
    expect(AUDIENCE_AUTHORS.length).toBeGreaterThanOrEqual(40);
    for (const author of [...AUDIENCE_AUTHORS, ...SPAM_AUTHORS]) expect(author.handle).toMatch(/^[a-z0-9_]{1,15}$/);
    expect(new Set(AUDIENCE_AUTHORS.map((author) => author.handle)).size).toBe(AUDIENCE_AUTHORS.length);
  });
});

describe('le fil des commentaires d’un post', () => {
  const base = post('17900000000000077');
  const ids = commentIds(base.id.slice(0, 12), base.id);

  it('mêle les réponses du compte au public, du plus ancien au plus récent, sous le commentaire répondu', () => {
    const [first] = commentThread(base, at(48), ids.audience);
    const answered = { ...base, replies: [{ id: '179000000000600001', author: 'atelier', text: 'Merci !', createdAt: new Date(at(49)).toISOString(), inReplyTo: first!.id }] };
    const thread = commentThread(answered, at(49), ids.audience);
    expect(thread.at(-1)).toEqual({ id: '179000000000600001', parentId: first!.id, author: null, text: 'Merci !', createdAt: new Date(at(49)).toISOString(), hidden: false });
    expect(thread.map((comment) => comment.createdAt)).toEqual(thread.map((comment) => comment.createdAt).toSorted());
  });

  it('marque les commentaires masqués ; oublie les supprimés et leurs réponses', () => {
    const thread = commentThread(base, at(100), ids.audience);
    const [first] = thread;
    const second = thread.find((comment) => comment.id !== first!.id && comment.parentId !== first!.id);
    const answered = { ...base, replies: [{ id: '179000000000600002', author: 'atelier', text: 'Réponse', createdAt: new Date(at(100)).toISOString(), inReplyTo: first!.id }] };
    const changed = commentThread({ ...answered, hiddenComments: [second!.id], removedComments: [first!.id] }, at(100), ids.audience);
    expect(changed.some((comment) => comment.id === first!.id || comment.parentId === first!.id)).toBe(false);
    expect(changed.find((comment) => comment.id === second!.id)?.hidden).toBe(true);
  });

  it('des ids stables qui mènent au post, jamais celui du post, jamais ceux d’un autre commentaire', () => {
    // A post whose last six digits are those of the first audience comment's.
    const own = post('1790000000000000001');
    const ownIds = commentIds(own.id.slice(0, 13), own.id);
    expect(ownIds.audience(0)).not.toBe(own.id);
    expect(ownIds.audience(0).startsWith('1790000000000')).toBe(true);
    const audience = new Set(Array.from({ length: AUDIENCE_COMMENTS_MAX }, (_, rank) => ids.audience(rank)));
    expect(audience.size).toBe(AUDIENCE_COMMENTS_MAX);
    for (let i = 0; i < 200; i++) expect(audience.has(ids.answer(() => false))).toBe(false);
    const taken = new Set<string>();
    for (let i = 0; i < 50; i++) taken.add(ids.answer((id) => taken.has(id)));
    expect(taken.size).toBe(50);
  });
});
