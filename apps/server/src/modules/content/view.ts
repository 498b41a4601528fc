import type { ApprovalMode, ContentApproval, ContentItem, MediaType, Network, PublicationTarget } from '@publia/shared';
import { needsApprovalOf } from './approval-view.ts';
import type { ContentRow, HistoryRow, HistoryTargetRow, OriginalRow, TargetView } from './repository.ts';

export const toTargetView = (target: TargetView): PublicationTarget =>
  targetOf({ ...target, dueAt: target.dueAt.toISOString(), publishedAt: target.publishedAt?.toISOString() ?? null });

/** The one mapping of a target (instants as text) to the answer, fields in the answer's order. */
function targetOf(target: HistoryTargetRow): PublicationTarget {
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
    dueAt: target.dueAt,
    publishedAt: target.publishedAt,
    parts: target.parts,
  };
}

const iso = (value: Date | null) => value?.toISOString() ?? null;

/**
 * Document 1 §3's content item; engagement is null until the networks' figures arrive. `mode` is the
 * workspace's approval rule, which says whether the item needs approval.
 */
export function toContentItem(
  row: ContentRow,
  targets: TargetView[],
  original: OriginalRow | null,
  approval: ContentApproval | null,
  mode: ApprovalMode,
): ContentItem {
  return itemOf(
    {
      ...row,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      publishedAt: iso(row.publishedAt),
      scheduledFor: iso(row.scheduledFor),
      queuedAt: iso(row.queuedAt),
      original,
      approval,
      approvalRequired: mode === 'required',
    },
    targets.map(toTargetView),
  );
}

const engagementOf = (row: { impressions: number | null; likes: number | null }) =>
  row.impressions === null && row.likes === null ? null : { impressions: row.impressions ?? 0, likes: row.likes ?? 0 };

/**
 * A history page's items with their targets, from rows whose instants the database already wrote
 * as the JSON's text: the same bytes as `toContentItem`'s.
 */
export function toHistoryItems(rows: HistoryRow[], targets: HistoryTargetRow[]): ContentItem[] {
  const byContent = new Map<string, PublicationTarget[]>();
  for (const target of targets) {
    const view = targetOf(target);
    const list = byContent.get(target.contentId);
    if (list) list.push(view);
    else byContent.set(target.contentId, [view]);
  }
  return rows.map((row) => itemOf(row, byContent.get(row.id) ?? []));
}

/** The one mapping of an item's row (instants as text) to the answer, fields in the answer's order. */
function itemOf(row: HistoryRow, targets: PublicationTarget[]): ContentItem {
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
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    publishedAt: row.publishedAt,
    scheduledFor: row.scheduledFor,
    repostOf: row.repostOf,
    engagement: engagementOf(row),
    targets,
    queuedAt: row.queuedAt,
    evergreen: row.evergreen,
    original: row.original && { id: row.original.id, title: row.original.title, engagement: engagementOf(row.original) },
    approval: row.approval,
    media: row.mediaItems,
    firstComment: row.firstComment,
    thread: row.thread,
    publishOptions: row.publishOptions,
    needsApproval: needsApprovalOf(row.approvalRequired, row.status, row.approval?.status),
  };
}
