import type { FastifyInstance } from 'fastify';
import { draws } from './audience.ts';
import { escapeHtml } from './pages.ts';
import { findPublicAccount, publicPostSeedOf, type PublicAccountEntry, type PublicNetwork } from './public-accounts.ts';

const SIZE = 1080;

/**
 * The picture of a public account's post of that day: the account's colours, a few soft circles
 * placed from the day, the post's emoji and words, and a play sign on a video's still. Drawn from
 * the URL alone, so the sandbox keeps no image of them.
 */
export function renderPublicPicture(account: PublicAccountEntry, day: number): string {
  const post = publicPostSeedOf(account, day);
  const [dark, light] = account.seed.colors;
  const spots = draws(`${account.seed.handle}:picture:${day}`);
  const circles = [0, 2, 4]
    .map((i) => `<circle cx="${Math.round(spots[i]! * SIZE)}" cy="${Math.round(spots[i + 1]! * SIZE)}" r="${180 + Math.round(spots[i]! * 160)}" fill="#fff" opacity=".1"/>`)
    .join('');
  const play =
    post.format === 'reel'
      ? `<circle cx="${SIZE - 110}" cy="110" r="56" fill="#000" opacity=".35"/><path d="M${SIZE - 128} 80 L${SIZE - 80} 110 L${SIZE - 128} 140 Z" fill="#fff"/>`
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
<rect width="${SIZE}" height="${SIZE}" fill="url(#g)"/>${circles}${play}
<text x="540" y="560" font-size="300" text-anchor="middle" font-family="Apple Color Emoji,Segoe UI Emoji,Noto Color Emoji,sans-serif">${escapeHtml(post.emoji)}</text>
<text x="540" y="820" font-size="72" font-weight="700" fill="#fff" text-anchor="middle" font-family="system-ui,sans-serif">${escapeHtml(post.label)}</text>
<text x="540" y="910" font-size="40" fill="#fff" opacity=".85" text-anchor="middle" font-family="system-ui,sans-serif">${escapeHtml(account.seed.name)}</text>
</svg>`;
}

const PICTURE_FILE = /^(\d{1,6})\.svg$/;

/**
 * `/public-media/{handle}/{day}.svg` under a fake: the pictures of the public accounts' posts, as
 * the network's media host would serve them (public, no token).
 */
export function registerPublicMedia(scope: FastifyInstance, network: PublicNetwork) {
  scope.get<{ Params: { handle: string; file: string } }>('/public-media/:handle/:file', async (request, reply) => {
    const account = findPublicAccount(network, request.params.handle);
    const day = PICTURE_FILE.exec(request.params.file)?.[1];
    if (!account || day === undefined) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(renderPublicPicture(account, Number(day)));
  });
}
