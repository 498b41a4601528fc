import type { ContentItem, MediaType, Network, PublicationTarget } from '@publia/shared';
import type { ContentRow, TargetView } from './repository.ts';

export function toTargetView(target: TargetView): PublicationTarget {
  return {
    id: target.id,
    accountId: target.accountId,
    platform: target.platform as Network,
    username: target.username,
    status: target.status,
    externalId: target.externalId,
    url: target.url,
    attempts: target.attempts,
    lastError: target.lastError,
    dueAt: target.dueAt.toISOString(),
    publishedAt: target.publishedAt?.toISOString() ?? null,
  };
}

/** Document 1 §3's content item; engagement is null until the networks' figures arrive. */
export function toContentItem(row: ContentRow, targets: TargetView[]): ContentItem {
  const mediaType = (row.mediaType ?? null) as MediaType | null;
  return {
    id: row.id,
    title: row.title,
    content: row.text,
    mediaId: row.mediaId,
    mediaUrl: row.mediaUrl,
    imageUrl: mediaType === 'image' ? row.mediaUrl : null,
    mediaType,
    platforms: row.platforms as Network[],
    keywords: row.hashtags,
    topics: row.topics,
    objective: row.objective,
    description: row.description,
    publicationMode: row.publicationMode,
    variants: row.variants as ContentItem['variants'],
    link: row.link,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    scheduledFor: row.scheduledFor?.toISOString() ?? null,
    repostOf: row.repostOf,
    engagement: row.impressions === null && row.likes === null ? null : { impressions: row.impressions ?? 0, likes: row.likes ?? 0 },
    targets: targets.map(toTargetView),
  };
}

/** Items with their targets, grouped from one query of the page's targets. */
export function toContentItems(rows: ContentRow[], targets: TargetView[]): ContentItem[] {
  const byContent = new Map<string, TargetView[]>();
  for (const target of targets) {
    const list = byContent.get(target.contentId);
    if (list) list.push(target);
    else byContent.set(target.contentId, [target]);
  }
  return rows.map((row) => toContentItem(row, byContent.get(row.id) ?? []));
}
