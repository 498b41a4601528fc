import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import type { SandboxMedium, SandboxPost } from '../kit/posts.ts';
import type { SandboxPage } from '../meta/accounts.ts';
import { countRecords, getRecord, putRecord, putRecords, type SandboxRow } from '../kit/repository.ts';

export const NETWORK = 'instagram';

export type ContainerState = 'IN_PROGRESS' | 'FINISHED' | 'ERROR' | 'EXPIRED' | 'PUBLISHED';

/** A photo, a Reel, a carousel's video item, or a carousel of items. */
export type ContainerType = 'IMAGE' | 'REELS' | 'VIDEO' | 'CAROUSEL';

/** A media container: made from a URL (a carousel: from its children), processed, then published once (or left to expire). */
export interface SandboxContainer {
  id: string;
  accountId: string;
  mediaType: ContainerType;
  /** The medium's URL; a carousel's is its first item's. */
  url: string;
  caption: string;
  checks: number;
  state: ContainerState;
  /** `status` of a container in ERROR: the error subcode and what it means. */
  failure: string | null;
  mediaId: string | null;
  createdAt: string;
  /** An item made for a carousel (`is_carousel_item`): published only through the carousel naming it. */
  carouselItem?: boolean;
  /** The carousel naming this item, once one does: an item serves one carousel. */
  carouselId?: string | null;
  /** A carousel's items, in order. */
  items?: SandboxMedium[];
  /** A Reel's `share_to_feed` (shown in the grid too) and cover frame (`thumb_offset`, ms). */
  shareToFeed?: boolean;
  thumbOffsetMs?: number | null;
  /** A photo's `alt_text`, shown as its `alt` on the post page. */
  altText?: string;
}

/** Status checks a container answers IN_PROGRESS before FINISHED: videos take longer than photos. */
export const PROCESSING_CHECKS: Record<ContainerType, number> = { IMAGE: 1, REELS: 3, VIDEO: 3, CAROUSEL: 1 };

/**
 * Instagram's quotas: 400 containers and — the sources disagree between 25, 50 and 100 — 50 published posts per
 * rolling 24 h (the `media_publish` reference of January 2025).
 */
export const QUOTAS = { containers: 400, posts: 50, windowSeconds: 86_400 } as const;

export const CONTAINER_LIFETIME_MS = 24 * 3_600_000;

export const findContainer = (db: Db, id: string) => getRecord<SandboxContainer>(db, NETWORK, 'container', id);
export const saveContainer = (db: Db, container: SandboxContainer) => putRecord(db, NETWORK, 'container', container.id, container);

/** One use of a quota (a container made, a post published), counted over the rolling window. */
export const useRow = (quota: 'containers' | 'posts', accountId: string): SandboxRow => ({
  kind: `quota-${quota}:${accountId}`,
  id: randomBytes(8).toString('hex'),
  data: { at: new Date().toISOString() },
});

export const recordUse = (db: Db, quota: 'containers' | 'posts', accountId: string) => putRecords(db, NETWORK, [useRow(quota, accountId)]);

export const usesInWindow = (db: Db, quota: 'containers' | 'posts', accountId: string) =>
  countRecords(db, NETWORK, `quota-${quota}:${accountId}`, new Date(Date.now() - QUOTAS.windowSeconds * 1000));

/** Instagram's 11-character shortcodes, kept to find the media a public page names. */
export const shortcodeRow = (mediaId: string): SandboxRow => ({
  kind: 'shortcode',
  id: createHash('sha256').update(mediaId).digest('base64url').slice(0, 11),
  data: { mediaId },
});

/** What a published media is on Instagram: a Reel, a carousel, or a photo (`details.format`, kept when it is published). */
export function formatOf(post: Pick<SandboxPost, 'mediaType' | 'details'>): 'reel' | 'carousel' | 'photo' {
  const format = post.details?.format;
  if (format === 'reel' || format === 'carousel') return format;
  return post.mediaType === 'video' ? 'reel' : 'photo';
}

/** Graph's `media_type` and `media_product_type` of a published media. */
export function mediaTypesOf(post: Pick<SandboxPost, 'mediaType' | 'details'>) {
  const format = formatOf(post);
  if (format === 'carousel') return { media_type: 'CAROUSEL_ALBUM', media_product_type: 'FEED' };
  return format === 'reel' ? { media_type: 'VIDEO', media_product_type: 'REELS' } : { media_type: 'IMAGE', media_product_type: 'FEED' };
}

/** Where instagram.com shows a media: `/p/{shortcode}/`, or `/reel/{shortcode}/` for a Reel. */
export const permalinkOf = (siteUrl: string, post: Pick<SandboxPost, 'id' | 'mediaType' | 'details'>) =>
  `${siteUrl}/${formatOf(post) === 'reel' ? 'reel' : 'p'}/${shortcodeRow(post.id).id}/`;

const SHORTCODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * Instagram's own shortcode of a numeric media id, its digits in base 64: reversible, so the page
 * of a media the sandbox never stored (a public account's) is found from its URL alone.
 */
export function shortcodeOfId(id: string): string {
  let rest = BigInt(id);
  let code = '';
  do {
    code = SHORTCODE_ALPHABET[Number(rest % 64n)] + code;
    rest /= 64n;
  } while (rest > 0n);
  return code;
}

export function idOfShortcode(code: string): string | null {
  if (!/^[A-Za-z0-9_-]{1,11}$/.test(code)) return null;
  return [...code].reduce((id, char) => id * 64n + BigInt(SHORTCODE_ALPHABET.indexOf(char)), 0n).toString();
}

export const mediaOfShortcode = async (db: Db, code: string) => (await getRecord<{ mediaId: string }>(db, NETWORK, 'shortcode', code))?.mediaId ?? null;

/** A published media with the Page of the account that owns it, in one statement (null: unknown media). */
export async function findMediaWithPage(db: Db, id: string): Promise<{ post: SandboxPost; page: SandboxPage | null } | null> {
  const [found] = await rawRows<{ post: SandboxPost; page: SandboxPage | null }>(
    db,
    sql`select m.data as post, p.data as page
        from sandbox_records m
        left join sandbox_records a on a.network = m.network and a.kind = 'instagram-account' and a.id = m.data->>'userId'
        left join sandbox_records p on p.network = m.network and p.kind = 'page' and p.id = a.data->>'pageId'
        where m.network = ${NETWORK} and m.kind = 'post' and m.id = ${id}`,
  );
  return found ?? null;
}
