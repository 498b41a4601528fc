import type { MediaType, Network, PublishOptions } from '@publia/shared';
import type { NetworkError } from './network-error.ts';

/** Tokens as a network gives them; stored encrypted by the accounts module, never sent to the browser. */
export interface TokenSet {
  accessToken: string;
  refreshToken?: string | null;
  expiresAt?: Date | null;
  scope?: string | null;
}

/** What the connected account looks like on the network. */
export interface NetworkProfile {
  externalId: string;
  username: string;
  displayName?: string | null;
  pictureUrl?: string | null;
  followers?: number | null;
  /** Settings the network's answer changes (a Mastodon instance's limits), merged into the account's at each sync. */
  settings?: Record<string, string>;
}

/**
 * The outcome of a code exchange: the tokens to keep (for Facebook/Instagram, the long-lived or
 * Page token actually used to publish), the profile, and network-specific settings to keep with
 * the account (a Page id, a default Pinterest board…).
 */
export interface Connection {
  tokens: TokenSet;
  profile: NetworkProfile;
  settings?: Record<string, string>;
}

/** What a client needs of a stored account to act on it. */
export interface AccountCredentials {
  accessToken: string;
  externalId: string;
  username: string;
  settings: Record<string, string>;
}

export interface MediaInput {
  type: MediaType;
  /** Public URL of the file (networks that fetch media themselves: Facebook, Instagram, TikTok pull). */
  url: string;
  mimeType: string;
  sizeBytes: number;
  width?: number;
  height?: number;
  durationSeconds?: number;
  /**
   * What the photo shows, for readers who cannot see it (absent: none written). Sent with a photo
   * where the network takes one (`photoAltText`); a video's is never sent.
   */
  altText?: string;
  /** The bytes, for networks that take an upload (X, LinkedIn, Pinterest video…). */
  read(): Promise<Buffer>;
}

export interface PublishInput {
  text: string;
  /** Every medium of the post, in order (none: a text); a set is within the network's `mediaSet`. */
  media?: MediaInput[];
  link?: string;
  /** Pinterest's pin title; others ignore it. */
  title?: string;
  /** How a video goes out where the network offers a choice (Reels shared to the grid, cover, Facebook Reel). */
  options?: PublishOptions;
  /**
   * Publia's publication (target) this post is, where the publishing engine gives it: a network
   * that takes an idempotency key derives it from it, so that a retry never posts twice.
   */
  publicationId?: string;
}

/** What follows a published post: a first comment on it, or the next post of its thread. */
export interface FollowUpInput {
  /** The post the follow-up belongs to (the thread's first post). */
  postExternalId: string;
  /** The post a thread's next post answers (the previous one); the post itself for a first comment. */
  replyToExternalId: string;
  text: string;
}

export interface PublishResult {
  externalId: string;
  url: string;
}

/** A post as the account's recent-posts list gives it. */
export interface RecentPost {
  externalId: string;
  url: string;
  text: string;
  createdAt: string;
}

/**
 * A post's figures, cumulative as the network counts them, in one vocabulary (Instagram `views`
 * and TikTok `view_count` are `impressions`…). Null: this network does not give that figure.
 */
export interface PostMetrics {
  impressions: number | null;
  reach: number | null;
  likes: number | null;
  comments: number | null;
  shares: number | null;
  saves: number | null;
  clicks: number | null;
}

/** One post's reading: its figures, or `gone` when the network no longer has it (removed). */
export type PostMetricsReading = { externalId: string; metrics: PostMetrics } | { externalId: string; gone: true };

/** The account's own figures. */
export interface AccountMetrics {
  followers: number | null;
}

/** A comment (or a reply to one) on one of the account's posts, as the network gives it. */
export interface NetworkComment {
  id: string;
  /** The comment it answers; null for a comment on the post itself. */
  parentId: string | null;
  /** The author's name as the network shows it (a username where it gives no name). */
  author: string;
  /** The author's handle, without @, where the network gives one. */
  authorHandle: string | null;
  /** Plain text as written. */
  text: string;
  /** ISO instant. */
  createdAt: string;
  /** Written by the connected account itself (its answers, given where the network tells). */
  fromAccount: boolean;
  /** Hidden from the public by the account (where the network tells). */
  hidden: boolean;
  /** The comment on the network, where it has an address of its own. */
  url: string | null;
}

/**
 * The comments of the account's own posts, where the network's API gives them (`COMMENT_SUPPORT`
 * of packages/shared says which can do what). A comment the network no longer has fails with a
 * NetworkError whose `details.notFound` is true.
 */
export interface CommentsApi {
  /** Every comment and reply of the post that the network returns, oldest first. */
  list(account: AccountCredentials, postExternalId: string): Promise<NetworkComment[]>;
  /** Answers a comment as the account; the answer's id and address. */
  reply(account: AccountCredentials, input: { postExternalId: string; commentId: string; text: string }): Promise<{ id: string; url: string | null }>;
  /** Hides a comment from the public (or shows it again). */
  hide?(account: AccountCredentials, input: { postExternalId: string; commentId: string; hidden: boolean }): Promise<void>;
  /** Deletes a comment from the post. */
  remove?(account: AccountCredentials, input: { postExternalId: string; commentId: string }): Promise<void>;
}

/** A public post of another account (competitor watch), with the engagement the network shows. */
export interface PublicPost {
  externalId: string;
  url: string;
  text: string;
  /** ISO instant. */
  publishedAt: string;
  /** The image, or a video's thumbnail. */
  imageUrl: string | null;
  likes: number | null;
  comments: number | null;
  /** X: reposts plus quotes; Instagram shows none (null). */
  shares: number | null;
}

/** Another account's public profile and its recent posts (competitor watch). */
export interface PublicAccount {
  /** As the network spells it, without @. */
  handle: string;
  displayName: string | null;
  pictureUrl: string | null;
  followers: number | null;
  /** Newest first. */
  posts: PublicPost[];
}

/** A choice an account offers in its settings (a Pinterest board, a Facebook Page…). */
export interface AccountOption {
  key: string;
  label: string;
  choices: { value: string; label: string }[];
}

/**
 * What a network whose descriptor has connect forms does with what was typed in them. A refusal is
 * a NetworkError (an unknown handle, a server that is not of this network, a wrong app password).
 */
export interface ConnectFormsApi {
  /** A `direct` form: checks the fields with the network and answers the connection. */
  connectDirect?(form: string, fields: Record<string, string>): Promise<Connection>;
  /**
   * A `redirect` form: what must happen before the browser goes (find the person's server, register
   * an app there, push the authorisation request). Answers the consent page's address and what to
   * keep with the OAuth state (encrypted at rest), given back to `exchangeCode` as `prepared`.
   */
  prepareRedirect?(
    form: string,
    fields: Record<string, string>,
    input: { state: string; redirectUri: string; codeChallenge?: string },
  ): Promise<{ authorizationUrl: string; prepared: Record<string, string> }>;
  /** What « mode démo » types into which form; it then approves the sandbox's consent page as for the others. */
  demo: { form: string; fields: Record<string, string> };
}

/**
 * The same faces for every network. A method a network cannot do throws a NetworkError of kind
 * `invalid_content` (e.g. a text-only post on Instagram) or `permission_missing`.
 */
export interface NetworkClient {
  network: Network;
  /** X requires PKCE; the accounts module then keeps the verifier with the OAuth state. */
  usesPkce: boolean;
  authorizationUrl(input: { state: string; redirectUri: string; codeChallenge?: string }): string;
  /** `prepared`: what `connectForms.prepareRedirect` kept with the OAuth state (a redirect form's networks). */
  exchangeCode(input: { code: string; redirectUri: string; codeVerifier?: string; prepared?: Record<string, string> }): Promise<Connection>;
  /** The connect forms of the shared descriptor (`connectForms`), served. */
  connectForms?: ConnectFormsApi;
  /**
   * Revokes the account's session on the network at disconnect, with its tokens (a session some
   * networks end only by its refresh token): best effort, a failure is logged, the disconnect goes on.
   */
  revoke?(account: AccountCredentials, tokens: TokenSet): Promise<void>;
  /** Throws kind `token_expired` when the token cannot be renewed (the user must reconnect). */
  refresh(tokens: TokenSet): Promise<TokenSet>;
  profile(account: AccountCredentials): Promise<NetworkProfile>;
  publish(account: AccountCredentials, input: PublishInput): Promise<PublishResult>;
  /**
   * Publishes what follows a published post, as the account: on X the thread's next post (answering
   * `replyToExternalId`), elsewhere a comment on the post (its first comment). Absent where the
   * network allows neither (`NETWORK_LIMITS[n].firstComment` / `.thread` say which).
   */
  publishFollowUp?(account: AccountCredentials, input: FollowUpInput): Promise<PublishResult>;
  /**
   * The figures of these posts of the account (in batches where the API takes several ids). A
   * post the network no longer has answers `gone`; another failure throws a NetworkError
   * (`rate_limited` carries its reset).
   */
  postMetrics(account: AccountCredentials, externalIds: string[]): Promise<PostMetricsReading[]>;
  /** Followers (and what else the account gives), read again. */
  accountMetrics(account: AccountCredentials): Promise<AccountMetrics>;
  /**
   * The account's own posts since `since`, newest first: how the publishing engine learns whether
   * a publish whose outcome is unknown (a crash, a time-out after sending) reached the network.
   */
  recentPosts?(account: AccountCredentials, input: { since: Date; limit: number }): Promise<RecentPost[]>;
  /**
   * Another account's public profile and recent posts, read with this account's token (competitor
   * watch): Instagram Business Discovery, X's user timeline. Null when the network has no such
   * public account (unknown handle, or a personal Instagram account Business Discovery cannot see).
   */
  publicAccount?(account: AccountCredentials, input: { handle: string; limit: number }): Promise<PublicAccount | null>;
  /** The comments of the account's posts; absent where the API gives none (TikTok, Pinterest). */
  comments?: CommentsApi;
  accountOptions?(account: AccountCredentials): Promise<AccountOption[]>;
  /**
   * Called when the user picks other options whose choice changes who publishes (a Facebook
   * Page): answers the tokens and profile that go with them. Networks without it just keep them.
   */
  applySettings?(tokens: TokenSet, settings: Record<string, string>): Promise<Connection>;
}

export type { NetworkError };
