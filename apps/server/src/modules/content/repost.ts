import type { Network } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import { writeContent } from './content-write.ts';
import { insertContent, setEvergreenIf, updateContentIf, type ContentRow } from './repository.ts';

/** A fresh text of an item, one per network, for a repost. */
export interface RepostText {
  text: string;
  variants: Partial<Record<Network, string>>;
}

/**
 * A repost of a published item: a new item linked to it (`repostOf`), with the same medium,
 * networks, title and generation fields, and the fresh text given. Saved as a draft: the caller
 * queues it (or leaves it pending when it cannot).
 */
export async function createRepost(ctx: AppContext, original: ContentRow, fresh: RepostText): Promise<ContentRow> {
  return writeContent(ctx, original.workspaceId, (tx) =>
    insertContent(tx, {
      workspaceId: original.workspaceId,
      userId: original.userId,
      title: original.title,
      text: fresh.text,
      variants: fresh.variants,
      hashtags: [],
      topics: original.topics,
      objective: original.objective,
      description: original.description,
      publicationMode: 'automatique',
      mediaId: original.mediaId,
      mediaUrl: original.mediaUrl,
      mediaType: original.mediaType,
      mediaItems: original.mediaItems,
      publishOptions: original.publishOptions,
      link: original.link,
      platforms: original.platforms,
      repostOf: original.id,
      status: 'draft',
    }),
  );
}

/** Opts a published original in or out of evergreen reposting; null when it is not one. */
export async function setEvergreen(ctx: AppContext, workspaceId: string, id: string, enabled: boolean): Promise<ContentRow | null> {
  return writeContent(ctx, workspaceId, (tx) => setEvergreenIf(tx, workspaceId, id, enabled, new Date(ctx.clock.now())));
}

/** A repost the queue could not take waits for validation in the pending list, its author told. */
export async function pendRepost(ctx: AppContext, workspaceId: string, id: string): Promise<void> {
  const row = await writeContent(ctx, workspaceId, (tx) => updateContentIf(tx, workspaceId, id, ['draft'], { status: 'pending' }, new Date(ctx.clock.now())));
  if (row?.userId) await ctx.events.emit('content.pending', { workspaceId, contentId: id, authorId: row.userId });
}
