import { apiMessagesFr, BIO_LIMITS, formatMessage, linksIn, type BioSettings } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import { actorOf, recordAudit } from '../../core/audit/service.ts';
import type { SessionInfo } from '../../core/auth/service.ts';
import { AppError } from '../../http/app-error.ts';
import { escapeHtml } from '../../lib/html-entities.ts';
import { checkedTarget, newCode } from './link-target.ts';
import { bioCodes, findBio, findBioByName, latestPublished, upsertBio } from './repository.ts';
import { shortUrlOf } from './shorten.ts';

const NO_BIO: BioSettings = { name: null, color: '#4f46e5', links: [] };

export async function getBio(ctx: AppContext, workspaceId: string): Promise<BioSettings> {
  return (await findBio(ctx.db, workspaceId)) ?? NO_BIO;
}

/** Saves the page (admins): each fixed link checked as any link Publia shortens; a name already taken is a 409. */
export async function saveBio(ctx: AppContext, auth: SessionInfo, bio: BioSettings, ip: string | null): Promise<BioSettings> {
  const links = [];
  for (const link of bio.links) links.push({ label: link.label, url: await checkedTarget(link.url, ctx.config.allowPrivateUrls) });
  const saved = { ...bio, links };
  if (!(await upsertBio(ctx.db, auth.workspace.id, saved, new Date(ctx.clock.now())))) throw new AppError(409, 'links.bioNameTaken', { name: bio.name ?? '' }, 'name');
  await recordAudit(ctx, { workspaceId: auth.workspace.id, actor: actorOf(auth), action: 'settings.changed', details: { setting: 'bio', name: bio.name }, ip });
  return saved;
}

/** Black or white, whichever contrasts more with the colour (WCAG's relative luminance). */
function textOn(color: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(color.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return (luminance + 0.05) / 0.05 > 1.05 / (luminance + 0.05) ? '#000000' : '#ffffff';
}

/**
 * The public « Lien en bio » page of `/b/{name}` (null: no such page): the fixed links, then the
 * latest published posts that carry a link, each through a short link of the page (counted with
 * the source `bio`, as any short link). Small, French, no script, readable on a phone.
 */
export async function bioPage(ctx: AppContext, name: string): Promise<string | null> {
  if (!/^[a-z0-9-]{3,40}$/.test(name)) return null;
  const bio = await findBioByName(ctx.db, name);
  if (!bio) return null;
  const posts = (await latestPublished(ctx.db, bio.workspaceId, BIO_LIMITS.postsShown * 2))
    .map((post) => ({ label: post.title?.trim() || post.text.slice(0, 80), url: post.link ?? linksIn(post.text)[0]?.url }))
    .filter((post): post is { label: string; url: string } => post.url !== undefined)
    .slice(0, BIO_LIMITS.postsShown);
  const targets = [...new Set([...bio.links, ...posts].map((link) => link.url))];
  const checked = new Map<string, string>();
  for (const url of targets) {
    try {
      checked.set(url, await checkedTarget(url, ctx.config.allowPrivateUrls));
    } catch {
      // A post's link Publia may not shorten is left out of the page.
    }
  }
  const codes = await bioCodes(
    ctx.db,
    bio.workspaceId,
    [...new Set(checked.values())].map((target) => ({ code: newCode(), target })),
  );
  const href = (url: string) => {
    const code = codes.get(checked.get(url) ?? '');
    return code ? shortUrlOf(ctx, code) : null;
  };
  const item = (link: { label: string; url: string }) => {
    const to = href(link.url);
    return to ? `<li><a href="${escapeHtml(to)}">${escapeHtml(link.label)}</a></li>` : '';
  };
  const title = formatMessage(apiMessagesFr['links.bioTitle'], { name: bio.workspaceName });
  const postItems = posts.map(item).join('');
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><meta name="description" content="${escapeHtml(title)}"><style>
body{margin:0;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f9fafb;color:#111827;line-height:1.5}
main{max-width:480px;margin:0 auto;padding:32px 16px}h1{font-size:24px;text-align:center;margin:0 0 24px}h2{font-size:16px;margin:28px 0 12px;color:#374151}
ul{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:12px}
a{display:block;padding:14px 16px;border-radius:12px;background:${bio.color};color:${textOn(bio.color)};text-decoration:none;font-weight:600;text-align:center;min-height:24px;overflow-wrap:anywhere}
a:focus-visible{outline:3px solid #111827;outline-offset:3px}p{color:#4b5563;text-align:center}
</style></head><body><main><h1>${escapeHtml(bio.workspaceName)}</h1>
${bio.links.length ? `<ul>${bio.links.map(item).join('')}</ul>` : ''}
<h2>${escapeHtml(apiMessagesFr['links.bioLatest'])}</h2>${postItems ? `<ul>${postItems}</ul>` : `<p>${escapeHtml(apiMessagesFr['links.bioEmpty'])}</p>`}
</main></body></html>`;
}
