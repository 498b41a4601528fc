import {
  assigneesResponseSchema,
  commentDetailResponseSchema,
  commentFilterResponseSchema,
  commentResponseSchema,
  commentsResponseSchema,
  commentStatsResponseSchema,
  savedRepliesResponseSchema,
  type Comment,
  type CommentDetail,
  type CommentFilter,
  type CommentStats,
  type SavedReply,
} from '@publia/shared';
import { json, session, type Handler } from '../../test/fetch-mock.ts';
import { publicationsServer } from '../content/test-fixtures.ts';

/** The answers below are checked against the shared schemas, as the API client checks them. */

export function aComment(overrides: Partial<Comment> = {}): Comment {
  return {
    id: 'k1',
    platform: 'instagram',
    accountId: 'acc-1',
    accountName: 'atelier_lumiere',
    post: {
      contentId: 'c1',
      title: 'Nouvelle collection',
      excerpt: 'Découvrez nos créations de saison.',
      url: 'https://instagram.example/p/1',
      mediaUrl: null,
      publishedAt: '2026-11-18T09:00:00.000Z',
    },
    author: { name: 'Camille Durand', handle: 'camille.d' },
    text: 'Superbe collection, vous livrez à Lyon ?',
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    status: 'pending',
    flag: null,
    sentiment: 'positive',
    hidden: false,
    removed: false,
    read: false,
    assignee: null,
    replies: [],
    url: 'https://instagram.example/c/1',
    respondedAt: null,
    ...overrides,
  };
}

export const aFlaggedComment = (overrides: Partial<Comment> = {}): Comment =>
  aComment({
    id: 'k2',
    author: { name: 'Promo Flash', handle: 'promo_flash' },
    text: 'GAGNEZ DE L’ARGENT vite, écrivez-moi sur WhatsApp',
    status: 'flagged',
    sentiment: 'neutral',
    flag: { reason: 'word', explanation: { key: 'comments.flag.word', params: { word: 'argent' } } },
    ...overrides,
  });

export function someStats(overrides: Partial<CommentStats> = {}): CommentStats {
  return {
    days: 30,
    total: 42,
    responded: 30,
    responseRate: 83.4,
    averageResponseMinutes: 252,
    waiting: 5,
    flagged: 2,
    sentiments: { positive: 25, neutral: 12, negative: 5 },
    platforms: [
      { platform: 'instagram', total: 30 },
      { platform: 'facebook', total: 12 },
    ],
    ...overrides,
  };
}

export const someSavedReplies = (): SavedReply[] => [
  { id: 'r1', title: 'Merci', text: 'Merci beaucoup pour votre message !' },
  { id: 'r2', title: 'Livraison', text: 'Nous livrons partout en France sous 48 h.' },
  { id: 'r3', title: 'Message privé', text: 'Écrivez-nous en message privé, nous vous répondons vite.' },
];

export const aFilter = (overrides: Partial<CommentFilter> = {}): CommentFilter => ({
  words: ['argent', 'crypto', 'promo'],
  defaultWords: ['argent', 'crypto', 'promo'],
  isDefault: true,
  ...overrides,
});

export function aDetail(comment: Comment, overrides: Partial<CommentDetail> = {}): CommentDetail {
  return {
    comment: { ...comment, read: true },
    postText: 'Découvrez nos créations de saison, faites à la main dans notre atelier.',
    thread: [
      { id: comment.id, author: comment.author.name, text: comment.text, createdAt: '2026-11-18T10:00:00.000Z', fromAccount: false, url: null },
      { id: 'm2', author: 'atelier_lumiere', text: 'Oui, partout en France !', createdAt: '2026-11-18T11:00:00.000Z', fromAccount: true, url: 'https://instagram.example/c/2' },
    ],
    authorComments: 3,
    ...overrides,
  };
}

export const ok = (data: unknown) => json(200, { success: true, data });

interface CommentsWorld {
  comments?: Comment[];
  waiting?: number;
  readableAccounts?: number;
  nextCursor?: string | null;
  stats?: CommentStats;
  savedReplies?: SavedReply[];
  filter?: CommentFilter;
  role?: 'admin' | 'editor' | 'viewer';
  extra?: Record<string, Handler>;
}

/**
 * The requests of /comments for a signed-in member (an admin unless told). The comments are kept
 * in `world.comments`: a reply, an approval or a rejection changes them as the server would, so the
 * page reading again sees the change.
 */
export function commentsServer(world: CommentsWorld = {}): Record<string, Handler> {
  const state = { comments: world.comments ?? [aComment(), aFlaggedComment()] };
  const change = (id: string, patch: (comment: Comment) => Comment) => () => {
    const found = state.comments.find((comment) => comment.id === id);
    if (!found) return json(404, { success: false, code: 'comments.notFound', message: "Ce commentaire n'existe pas dans cet espace de travail." });
    const next = patch(found);
    state.comments = state.comments.map((comment) => (comment.id === id ? next : comment));
    return json(200, commentResponseSchema.parse({ success: true, data: next }));
  };
  const perComment = Object.fromEntries(
    state.comments.flatMap((comment) => [
      [
        `GET /api/comments/${comment.id}`,
        () => json(200, commentDetailResponseSchema.parse({ success: true, data: aDetail(state.comments.find((item) => item.id === comment.id)!) })),
      ],
      [`POST /api/comments/${comment.id}/approve`, change(comment.id, (item) => ({ ...item, status: 'approved', hidden: false }))],
      [`POST /api/comments/${comment.id}/reject`, change(comment.id, (item) => ({ ...item, status: 'rejected', hidden: true }))],
      [`POST /api/comments/${comment.id}/suggested-reply`, () => ok({ text: `Merci ${comment.author.name} pour votre message !`, provider: 'local', fallback: false })],
      [
        `POST /api/comments/${comment.id}/reply`,
        (init: RequestInit) => {
          const { text } = JSON.parse(String(init.body)) as { text: string };
          return change(comment.id, (item) => ({
            ...item,
            status: 'responded',
            read: true,
            respondedAt: '2026-11-21T10:00:00.000Z',
            replies: [...item.replies, { id: `re-${item.id}`, text, memberName: 'Marie Curie', url: 'https://instagram.example/c/reply', createdAt: new Date().toISOString() }],
          }))();
        },
      ],
    ]),
  );
  return publicationsServer({
    'GET /api/auth/me': () => json(200, { ...session, user: { ...session.user, timeZone: 'Europe/Paris' }, workspace: { ...session.workspace, role: world.role ?? 'admin' } }),
    'GET /api/comments': () =>
      json(
        200,
        commentsResponseSchema.parse({
          success: true,
          data: {
            comments: state.comments,
            nextCursor: world.nextCursor ?? null,
            waiting: world.waiting ?? state.comments.filter((comment) => comment.status === 'pending' || comment.status === 'flagged').length,
            total: state.comments.length,
            readableAccounts: world.readableAccounts ?? 1,
          },
        }),
      ),
    'GET /api/comments/stats': () => json(200, commentStatsResponseSchema.parse({ success: true, data: world.stats ?? someStats() })),
    'GET /api/comments/assignees': () =>
      json(
        200,
        assigneesResponseSchema.parse({
          success: true,
          data: {
            members: [
              { id: 'u1', name: 'Marie Curie' },
              { id: 'u2', name: 'Paul Langevin' },
            ],
          },
        }),
      ),
    'GET /api/comments/saved-replies': () => json(200, savedRepliesResponseSchema.parse({ success: true, data: { replies: world.savedReplies ?? someSavedReplies() } })),
    'GET /api/comments/filter': () => json(200, commentFilterResponseSchema.parse({ success: true, data: world.filter ?? aFilter() })),
    'POST /api/comments/sync': () => json(202, { success: true, message: 'Lecture des commentaires lancée pour 2 compte(s).', data: { accounts: 2 } }),
    'POST /api/comments/bulk': (init) => {
      const { ids, action } = JSON.parse(String(init.body)) as { ids: string[]; action: 'approve' | 'read' };
      state.comments = state.comments.map((comment) =>
        ids.includes(comment.id) ? (action === 'approve' ? { ...comment, status: 'approved', read: true } : { ...comment, read: true }) : comment,
      );
      return ok({ updated: ids.length });
    },
    ...perComment,
    ...world.extra,
  });
}

/** The JSON body of the last `method path` call. */
export function sentTo(mock: { mock: { calls: Array<[RequestInfo | URL, RequestInit?]> } }, method: string, path: string): unknown {
  const call = mock.mock.calls.filter(([input, init]) => (init?.method ?? 'GET') === method && String(input).split('?')[0]?.endsWith(path)).at(-1);
  return call ? (JSON.parse(String(call[1]?.body)) as unknown) : undefined;
}
