import { describe, expect, it } from 'vitest';
import { collectRecentPosts, type RecentPage } from './recent-posts.ts';
import type { RecentPost } from './types.ts';

const post = (n: number, at: string): RecentPost => ({ externalId: String(n), url: `https://exemple.fr/${n}`, text: `Post ${n}`, createdAt: at });

/** Pages of two posts, newest first, from 12:00:09 down to 12:00:00, one post a second. */
const POSTS = Array.from({ length: 10 }, (_, i) => post(9 - i, `2026-11-22T12:00:0${9 - i}.000Z`));
function pages(asked: (string | null)[]) {
  return async (cursor: string | null): Promise<RecentPage> => {
    asked.push(cursor);
    const start = cursor ? Number(cursor) : 0;
    return { posts: POSTS.slice(start, start + 2), next: start + 2 < POSTS.length ? String(start + 2) : null };
  };
}

describe('collectRecentPosts', () => {
  it('suit les pages et s’arrête au premier post plus ancien que `since` (comparé à la seconde)', async () => {
    const asked: (string | null)[] = [];
    const found = await collectRecentPosts({ since: new Date('2026-11-22T12:00:05.700Z'), limit: 50 }, pages(asked));
    expect(found.map((item) => item.externalId)).toEqual(['9', '8', '7', '6', '5']);
    expect(asked).toEqual([null, '2', '4']);
  });

  it('s’arrête à `limit`, et à la fin des pages', async () => {
    expect((await collectRecentPosts({ since: new Date(0), limit: 3 }, pages([]))).map((item) => item.externalId)).toEqual(['9', '8', '7']);
    expect(await collectRecentPosts({ since: new Date(0), limit: 50 }, pages([]))).toHaveLength(10);
  });

  it('ne tourne pas en rond sur un curseur qui ne change pas', async () => {
    let calls = 0;
    const found = await collectRecentPosts({ since: new Date(0), limit: 50 }, async () => {
      calls++;
      return { posts: [POSTS[0]!], next: 'même' };
    });
    expect(calls).toBe(2);
    expect(found).toHaveLength(2);
  });
});
