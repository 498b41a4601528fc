import { createHash } from 'node:crypto';
import type { AudienceAuthor } from '../kit/audience-comment-texts.ts';
import type { SandboxUser } from '../kit/oauth.ts';
import { escapeHtml } from '../kit/pages.ts';
import type { SandboxMedium } from '../kit/posts.ts';

/** The instance the sandbox stands for, whatever name was typed: its statuses' home. */
export const SANDBOX_DOMAIN = 'mastodon.sandbox';
/** Where the demo audience lives: other instances, so that its members are remote (`@nom@voisins.example`). */
export const AUDIENCE_DOMAIN = 'voisins.example';

/** The creation date every demo account shows. */
const ACCOUNT_CREATED_AT = '2024-03-01T00:00:00.000Z';

/** A stable numeric id for an audience member, known only by handle. */
export const memberId = (handle: string) => String(BigInt(`0x${createHash('sha256').update(`mastodon:${handle}`).digest('hex').slice(0, 12)}`));

export interface AccountView {
  id: string;
  username: string;
  acct: string;
  name: string;
  avatar: string;
  followers: number;
  statuses: number;
  url: string;
}

/** An `Account` as the API shows it. */
export function accountEntity(view: AccountView) {
  return {
    id: view.id,
    username: view.username,
    acct: view.acct,
    display_name: view.name,
    locked: false,
    bot: false,
    discoverable: true,
    indexable: true,
    group: false,
    created_at: ACCOUNT_CREATED_AT,
    note: '',
    url: view.url,
    uri: view.url,
    avatar: view.avatar,
    avatar_static: view.avatar,
    header: view.avatar,
    header_static: view.avatar,
    followers_count: view.followers,
    following_count: 42,
    statuses_count: view.statuses,
    last_status_at: null,
    emojis: [],
    fields: [],
  };
}

export const userView = (publicUrl: string, user: SandboxUser, followers: number, statuses: number): AccountView => ({
  id: user.id,
  username: user.username,
  acct: user.username,
  name: user.name,
  avatar: user.pictureUrl,
  followers,
  statuses,
  url: `${publicUrl}/sandbox/mastodon/@${encodeURIComponent(user.username)}`,
});

export const memberView = (publicUrl: string, author: AudienceAuthor): AccountView => ({
  id: memberId(author.handle),
  username: author.handle,
  acct: `${author.handle}@${AUDIENCE_DOMAIN}`,
  name: author.name,
  avatar: `${publicUrl}/sandbox/avatar/${encodeURIComponent(author.handle)}.svg`,
  followers: 120,
  statuses: 300,
  url: `https://${AUDIENCE_DOMAIN}/@${encodeURIComponent(author.handle)}`,
});

/** A status's HTML as an instance renders it: paragraphs, line breaks, links. */
export function contentHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => {
      const escaped = escapeHtml(paragraph).replace(/https?:\/\/[^\s<>"]+/g, (url) => `<a href="${url}" rel="nofollow noopener" target="_blank">${url}</a>`);
      return `<p>${escaped.replace(/\n/g, '<br />')}</p>`;
    })
    .join('');
}

export interface StatusView {
  id: string;
  text: string;
  createdAt: string;
  account: AccountView;
  inReplyToId: string | null;
  inReplyToAccountId: string | null;
  spoilerText: string;
  visibility: string;
  media: readonly (SandboxMedium & { id: string; mimeType?: string })[];
  url: string;
  figures: { favourites: number; reblogs: number; replies: number };
}

/** What type a medium is in Mastodon's words: a GIF is played as a looping video (`gifv`). */
const attachmentType = (medium: { type: string; mimeType?: string }) => (medium.mimeType === 'image/gif' ? 'gifv' : medium.type === 'video' ? 'video' : 'image');

/** A `MediaAttachment`; `url` null while it is processed. */
export const attachmentEntity = (medium: { id: string; type: string; mimeType?: string; url: string | null; altText?: string | undefined }) => ({
  id: medium.id,
  type: attachmentType(medium),
  url: medium.url,
  preview_url: medium.url,
  remote_url: null,
  meta: null,
  description: medium.altText ?? null,
  blurhash: null,
});

/** A `Status` as the API shows it. */
export function statusEntity(view: StatusView) {
  return {
    id: view.id,
    uri: view.url,
    url: view.url,
    created_at: view.createdAt,
    account: accountEntity(view.account),
    content: contentHtml(view.text),
    visibility: view.visibility,
    sensitive: view.spoilerText !== '',
    spoiler_text: view.spoilerText,
    media_attachments: view.media.map((medium) => attachmentEntity(medium)),
    mentions: [],
    tags: [],
    emojis: [],
    reblogs_count: view.figures.reblogs,
    favourites_count: view.figures.favourites,
    replies_count: view.figures.replies,
    in_reply_to_id: view.inReplyToId,
    in_reply_to_account_id: view.inReplyToAccountId,
    reblog: null,
    poll: null,
    card: null,
    language: 'fr',
    edited_at: null,
  };
}
