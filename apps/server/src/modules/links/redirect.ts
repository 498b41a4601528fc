import { isbot } from 'isbot';
import type { AppContext } from '../../core/context/app-context.ts';
import type { ResolvedShortLink } from '../../core/context/short-links.ts';
import { CODE_PATTERN } from './link-target.ts';
import { findLinkByCode } from './repository.ts';

/** The link a code names; a code that cannot be one (odd characters, a path) is not looked up. */
async function resolve(ctx: AppContext, code: string): Promise<ResolvedShortLink | null> {
  if (!CODE_PATTERN.test(code)) return null;
  const known = ctx.shortLinks.remembered(code);
  if (known) return known;
  const found = await findLinkByCode(ctx.db, code);
  if (found) ctx.shortLinks.remember(code, found);
  return found;
}

/**
 * Where a short link leads (null: no such link), its click counted first unless a robot asks (by
 * its user agent: link previews, crawlers) or the request only asks for the headers. Nothing of the
 * visitor is kept — no address, no cookie, no user agent —, only the count per network and day.
 * The click is durable before the answer: a failed write is logged and the visitor still goes on.
 */
export async function followShortLink(ctx: AppContext, code: string, visit: { userAgent: string | undefined; counted: boolean }): Promise<string | null> {
  const link = await resolve(ctx, code);
  if (!link) return null;
  if (visit.counted && !isbot(visit.userAgent)) {
    await ctx.shortLinks.count(link.id, link.network ?? 'direct').catch(() => {});
  }
  return link.target;
}
