import { DEMO_ACCOUNT_USERNAME, frenchMessage, NETWORK_NAMES, type Network } from '@publia/shared';
import type { SandboxAudience } from './audience-clock.ts';
import type { AudienceIdOf, ThreadComment } from './comment-thread.ts';
import type { SandboxMedium, SandboxPost } from './posts.ts';
import { SANDBOX_WORLDS } from './world.ts';
import { escapeHtml } from '../../lib/html-entities.ts';

export { escapeHtml };

/**
 * A page of the simulated world: one white card on grey, in the colour of the service it stands for
 * (a network's, the payment sandbox's), French, with the styles of its forms; `css` adds a page's own.
 */
export function sandboxPage(brand: string, title: string, body: string, css = ''): string {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>
body{margin:0;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f3f4f6;color:#111827;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border:1px solid #e5e7eb;border-radius:16px;box-shadow:0 10px 30px rgba(0,0,0,.06);max-width:440px;width:calc(100% - 32px);padding:28px}
.brand{display:inline-block;background:${brand};color:#fff;font-weight:700;border-radius:999px;padding:4px 12px;font-size:13px}
h1{font-size:20px;margin:16px 0 8px}p{color:#4b5563;line-height:1.5}ul{color:#374151;padding-left:20px}
label{display:block;font-size:14px;font-weight:600;margin:16px 0 6px}input{width:100%;box-sizing:border-box;border:1px solid #d1d5db;border-radius:10px;padding:10px 12px;font-size:15px}
.actions{display:flex;gap:12px;margin-top:20px}button{flex:1;border:0;border-radius:10px;padding:11px;font-size:15px;font-weight:600;cursor:pointer}
.allow{background:${brand};color:#fff}.deny{background:#f3f4f6;color:#111827;border:1px solid #d1d5db}
.notice{font-size:12px;color:#6b7280;margin-top:18px}.post{white-space:pre-wrap;font-size:15px;color:#111827}
img,video{max-width:100%;border-radius:12px;margin-top:12px}.meta{font-size:13px;color:#6b7280}
.comments{list-style:none;padding-left:0;margin:16px 0 0;border-top:1px solid #e5e7eb}.comments .comments{padding-left:20px;margin-top:8px;border-top:0}
.comments li{margin-top:12px;font-size:14px}.comments p{margin:2px 0 0;color:#111827}
.carousel{display:flex;gap:8px;overflow-x:auto;list-style:none;padding:0;margin:12px 0 0;scroll-snap-type:x mandatory}
.carousel li{flex:0 0 85%;scroll-snap-align:start}.carousel img,.carousel video{margin-top:0}
.thread{list-style:none;padding-left:12px;margin:16px 0 0;border-left:2px solid #e5e7eb}.thread li{margin-top:12px;font-size:14px}
.thread p{margin:2px 0;color:#111827;white-space:pre-wrap}.thread a{font-size:13px}${css}
</style></head><body><main>${body}</main></body></html>`;
}

function page(network: Network, title: string, body: string): string {
  return sandboxPage(SANDBOX_WORLDS[network].brand, title, body);
}

export interface ConsentInput {
  network: Network;
  scopes: string[];
  /** Hidden fields sent back to /sandbox/_consent (redirect_uri, state, code_challenge…). */
  fields: Record<string, string>;
}

/** "Autoriser Publia à publier sur …": the sandbox's authorisation step. */
export function renderConsentPage({ network, scopes, fields }: ConsentInput): string {
  const name = NETWORK_NAMES[network];
  const hidden = Object.entries({ ...fields, network })
    .map(([key, value]) => `<input type="hidden" name="${escapeHtml(key)}" value="${escapeHtml(value)}">`)
    .join('');
  return page(
    network,
    frenchMessage('sandbox.consentTitle', { network: name }),
    `<span class="brand">${escapeHtml(name)}</span>
<h1>${escapeHtml(frenchMessage('sandbox.consentTitle', { network: name }))}</h1>
<p>${escapeHtml(frenchMessage('sandbox.consentIntro', { network: name }))}</p>
<ul>${scopes.map((scope) => `<li>${escapeHtml(scope)}</li>`).join('')}</ul>
<form method="post" action="/sandbox/_consent">${hidden}
<label for="username">${escapeHtml(frenchMessage('sandbox.consentUsername'))}</label>
<input id="username" name="username" value="${escapeHtml(DEMO_ACCOUNT_USERNAME)}" autocomplete="off">
<div class="actions"><button class="deny" name="decision" value="deny" type="submit">${escapeHtml(frenchMessage('sandbox.consentDeny'))}</button>
<button class="allow" name="decision" value="allow" type="submit">${escapeHtml(frenchMessage('sandbox.consentAllow'))}</button></div>
</form><p class="notice">${escapeHtml(frenchMessage('sandbox.demoNotice', { network: name }))}</p>`,
  );
}

/** What a post page shows: the sandbox's own posts and the public accounts' alike. */
export interface PostView {
  username: string;
  title: string | null;
  text: string;
  mediaType: 'image' | 'video' | null;
  mediaUrl: string | null;
  /** The alternative text of the photo at `mediaUrl`. */
  mediaAltText?: string;
  /** Every medium when there are several (a carousel), in order. */
  media?: readonly SandboxMedium[];
  createdAt: string;
  likes: number;
  comments: number;
  /** The comments a visitor reads under the post (those hidden are not shown). */
  thread?: readonly ThreadComment[];
  /** X: the account's further posts of the thread this post starts, in order. */
  followUps?: readonly { text: string; url: string }[];
}

/** A photo shows the alternative text the network was sent as its `alt`, as the network's page does; none: empty. */
const mediumHtml = (medium: SandboxMedium) =>
  medium.type === 'video' ? `<video src="${escapeHtml(medium.url)}" controls></video>` : `<img src="${escapeHtml(medium.url)}" alt="${escapeHtml(medium.altText ?? '')}">`;

/** One medium as it is; several as the network's carousel, each numbered as its page. */
function renderMedia(post: PostView): string {
  if (post.media && post.media.length > 1) {
    const items = post.media.map((medium, index) => `<li data-testid="sandbox-carousel-item" data-position="${index + 1}">${mediumHtml(medium)}</li>`);
    return `<ol class="carousel" data-testid="sandbox-carousel" aria-label="${escapeHtml(frenchMessage('sandbox.carousel', { count: post.media.length }))}">${items.join('')}</ol>`;
  }
  return post.mediaUrl && post.mediaType ? mediumHtml({ type: post.mediaType, url: post.mediaUrl, altText: post.mediaAltText }) : '';
}

/** The thread's further posts under the first, each with its own address. */
function renderFollowUps(followUps: readonly { text: string; url: string }[], username: string): string {
  if (followUps.length === 0) return '';
  const items = followUps.map(
    (followUp) =>
      `<li><strong>@${escapeHtml(username)}</strong><p>${escapeHtml(followUp.text)}</p><a href="${escapeHtml(followUp.url)}">${escapeHtml(frenchMessage('sandbox.openPost'))}</a></li>`,
  );
  return `<ol class="thread" data-testid="sandbox-thread">${items.join('')}</ol>`;
}

/**
 * The comments under a post as a visitor of its public page reads them: each answer under the
 * comment it answers, the account's answers under its own @name. A hidden comment is not shown,
 * nor are the replies under it, as on the networks.
 */
function renderComments(thread: readonly ThreadComment[], accountUsername: string): string {
  const shown = thread.filter((comment) => !comment.hidden);
  const children = (parentId: string | null): string => {
    const items = shown.filter((comment) => comment.parentId === parentId);
    if (items.length === 0) return '';
    const rows = items.map((comment) => {
      const who = comment.author
        ? `<strong>${escapeHtml(comment.author.name)}</strong> <span class="meta">@${escapeHtml(comment.author.handle)}</span>`
        : `<strong>@${escapeHtml(accountUsername)}</strong>`;
      return `<li data-comment-id="${escapeHtml(comment.id)}">${who}<p>${escapeHtml(comment.text)}</p>${children(comment.id)}</li>`;
    });
    return `<ul class="comments"${parentId === null ? ' data-testid="sandbox-comments"' : ''}>${rows.join('')}</ul>`;
  };
  return children(null);
}

/** The public page of a post, where "Voir sur le réseau" leads. */
export function renderPostView(network: Network, post: PostView): string {
  const name = NETWORK_NAMES[network];
  const media = renderMedia(post);
  const date = new Date(post.createdAt).toLocaleString('fr-FR', { timeZone: 'UTC' });
  return page(
    network,
    `${name} — @${post.username}`,
    `<span class="brand">${escapeHtml(name)}</span>
<h1>@${escapeHtml(post.username)}</h1>${post.title ? `<p><strong>${escapeHtml(post.title)}</strong></p>` : ''}
<p class="post" data-testid="sandbox-post-text">${escapeHtml(post.text)}</p>${media}
<p class="meta">${escapeHtml(frenchMessage('sandbox.postedOn', { date: `${date} UTC` }))} · ♥ ${post.likes} · 💬 ${post.comments}</p>${renderFollowUps(post.followUps ?? [], post.username)}${post.thread ? renderComments(post.thread, post.username) : ''}
<p class="notice">${escapeHtml(frenchMessage('sandbox.demoNotice', { network: name }))}</p>`,
  );
}

/**
 * The page of a sandbox post, with its figures now (or the network's "not found"), and its
 * comments with the account's answers where the network has comments (`idsOf`: how its fake
 * names a post's comments, so that each answer shows under the comment it answers).
 */
export async function renderPostPage(network: Network, post: SandboxPost | null, audience: SandboxAudience, idsOf?: (post: SandboxPost) => AudienceIdOf): Promise<string> {
  if (!post) return renderMissingPost(network);
  const [figures, thread] = await Promise.all([audience.figures(post), idsOf ? audience.comments(post, idsOf(post)) : undefined]);
  return renderPostView(network, { ...post, likes: figures.likes, comments: figures.comments, thread });
}

function renderMissingPost(network: Network): string {
  const name = NETWORK_NAMES[network];
  return page(network, name, `<span class="brand">${escapeHtml(name)}</span><p>${escapeHtml(frenchMessage('sandbox.postNotFound'))}</p>`);
}

/** A round avatar drawn from the demo account's initials. */
export function renderAvatar(username: string): string {
  const letters = escapeHtml(
    username
      .replace(/[^a-z0-9]/gi, '')
      .slice(0, 2)
      .toUpperCase() || 'U',
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><circle cx="48" cy="48" r="48" fill="#4f46e5"/><text x="48" y="58" font-family="system-ui,sans-serif" font-size="34" font-weight="700" fill="#fff" text-anchor="middle">${letters}</text></svg>`;
}
