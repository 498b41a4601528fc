import { LINK_LIMITS, linksIn, replaceLinks, withUtm, type PublishOptions } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import { AppError } from '../../http/app-error.ts';

import { checkedTarget, CODE_LENGTH, newCode } from './link-target.ts';
import { codesOfTarget, insertLinks } from './repository.ts';
import { getLinkSettings } from './settings.ts';
import { shortUrlOf } from './shorten.ts';

/** The publication a text goes out with. */
export interface PostLinkTarget {
  /** The publication target's id: a post sent again finds the codes it had. */
  id: string;
  workspaceId: string;
  contentId: string;
  /** The network's key, which is also utm_source. */
  platform: string;
  publishOptions: PublishOptions;
}

/**
 * The text as its network will count it once its links are rewritten, checked before the post is
 * queued: tagged links are longer, short links as long as any code makes them (all codes have one
 * length). More links than the limit are refused (400) rather than half-rewritten.
 */
export async function textAsSent(ctx: AppContext, workspaceId: string, platform: string, options: PublishOptions, text: string): Promise<string> {
  const links = linksIn(text);
  if (links.length > LINK_LIMITS.perPostMax) throw new AppError(400, 'links.tooMany', { count: links.length, max: LINK_LIMITS.perPostMax }, 'text');
  if (links.length === 0) return text;
  const settings = await getLinkSettings(ctx, workspaceId);
  if (options.shortenLinks ?? settings.shortenLinks) return replaceLinks(text, links, () => shortUrlOf(ctx, 'x'.repeat(CODE_LENGTH)));
  if (options.utm === false) return text;
  const campaign = options.campaign ?? settings.defaultCampaign;
  return replaceLinks(text, links, (url) => withUtm(url, { source: platform, campaign }));
}

/**
 * Every link of the text as it goes out: UTM-tagged (unless the post says no), then shortened when
 * the post — or, where it says nothing, its workspace — asks for it. The same target and address
 * always give the same code (a unique (target, address) pair in the database), so a publication
 * retried or found again after a crash answers the same text. A link Publia may not shorten (a
 * private address, not http(s)) keeps its tags only; the service's own short links are left as
 * they are.
 */
export async function rewritePostLinks(ctx: AppContext, target: PostLinkTarget, text: string): Promise<string> {
  const links = linksIn(text)
    .filter((link) => !link.url.startsWith(`${ctx.config.shortLinkBase}/l/`))
    .slice(0, LINK_LIMITS.perPostMax);
  if (links.length === 0) return text;
  const options = target.publishOptions;
  const settings = await getLinkSettings(ctx, target.workspaceId);
  const campaign = options.campaign ?? settings.defaultCampaign;
  const tagged = new Map(links.map((link) => [link.url, options.utm === false ? link.url : withUtm(link.url, { source: target.platform, campaign })]));
  if (!(options.shortenLinks ?? settings.shortenLinks)) return replaceLinks(text, links, (url) => tagged.get(url) ?? url);
  const shortenable: string[] = [];
  for (const url of new Set(tagged.values())) {
    try {
      shortenable.push(await checkedTarget(url, ctx.config.allowPrivateUrls));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      ctx.logger.info({ targetId: target.id, reason: error.message }, 'lien laissé sans raccourci');
    }
  }
  const codes = await codesFor(ctx, target, shortenable);
  return replaceLinks(text, links, (url) => {
    const finalUrl = tagged.get(url) ?? url;
    const code = codes.get(normalised(finalUrl));
    return code ? shortUrlOf(ctx, code) : finalUrl;
  });
}

const normalised = (url: string) => {
  try {
    return new URL(url).toString();
  } catch {
    return url;
  }
};

/** The codes of the target's addresses, made where missing; a code drawn twice (never in practice) is drawn again. */
async function codesFor(ctx: AppContext, target: PostLinkTarget, urls: string[]): Promise<Map<string, string>> {
  let codes = await codesOfTarget(ctx.db, target.id, urls);
  for (let round = 0; round < 3 && codes.size < urls.length; round += 1) {
    const missing = urls.filter((url) => !codes.has(url));
    await insertLinks(
      ctx.db,
      missing.map((url) => ({
        code: newCode(),
        workspaceId: target.workspaceId,
        target: url,
        contentId: target.contentId,
        publicationTargetId: target.id,
        network: target.platform,
      })),
    );
    codes = await codesOfTarget(ctx.db, target.id, urls);
  }
  return codes;
}
