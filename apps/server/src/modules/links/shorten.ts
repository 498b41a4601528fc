import type { ShortLink } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import type { SessionInfo } from '../../core/auth/service.ts';
import { checkedTarget, newCode } from './link-target.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { findLinkWithClicks, insertLink } from './repository.ts';

export const shortUrlOf = (ctx: AppContext, code: string) => `${ctx.config.shortLinkBase}/l/${code}`;

/** Shortens one address by hand (a link of the bio page, a link to paste): refused as at publishing. */
export async function shortenLink(ctx: AppContext, auth: SessionInfo, url: string): Promise<ShortLink> {
  const target = await checkedTarget(url, ctx.config.allowPrivateUrls);
  for (;;) {
    const code = newCode();
    const made = await insertLink(ctx.db, { code, workspaceId: auth.workspace.id, target, contentId: null, publicationTargetId: null, network: null });
    // Only a code already taken leaves nothing inserted (by-hand links name no publication target): draw again.
    if (made) return { id: made.id, code, shortUrl: shortUrlOf(ctx, code), target };
  }
}

/** One link of the workspace with its clicks; another workspace's is a 404, so that ids do not leak. */
export async function linkDetail(ctx: AppContext, auth: SessionInfo, id: string): Promise<ShortLink & { clicks: number }> {
  const found = isUuid(id) ? await findLinkWithClicks(ctx.db, auth.workspace.id, id) : null;
  if (!found) throw new AppError(404, 'links.notFound');
  return { ...found, shortUrl: shortUrlOf(ctx, found.code) };
}
