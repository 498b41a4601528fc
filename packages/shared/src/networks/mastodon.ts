import type { NetworkDescriptor } from './descriptor.ts';
import { graphemesOf } from './graphemes.ts';
import type { NetworkLimits } from './limits-type.ts';

const MB = 1024 * 1024;

/**
 * What a stock Mastodon instance answers in `configuration` of `GET /api/v2/instance`: 500
 * characters, each link counted 23, 4 media, images up to 16 MB and videos up to 99 MB (the
 * Mastodon OpenAPI description's example instance). Every instance may change them: the client
 * reads them at connect and at each sync, and keeps them in the account's settings.
 */
export const MASTODON_DEFAULTS = {
  maxCharacters: 500,
  charactersReservedPerUrl: 23,
  maxMediaAttachments: 4,
  imageSizeLimit: 16 * MB,
  videoSizeLimit: 99 * MB,
  descriptionLimit: 1500,
} as const;

/** The account settings the instance's figures are kept under (strings, as every setting). */
export const MASTODON_SETTING_KEYS = {
  instance: 'instance',
  maxCharacters: 'maxCharacters',
  charactersReservedPerUrl: 'charactersReservedPerUrl',
  maxMediaAttachments: 'maxMediaAttachments',
  imageSizeLimit: 'imageSizeLimit',
  videoSizeLimit: 'videoSizeLimit',
  visibility: 'visibility',
} as const;

/** Who sees a status: everyone and the public timelines, everyone but not the timelines, the followers. */
export const MASTODON_VISIBILITIES = ['public', 'unlisted', 'private'] as const;
export type MastodonVisibility = (typeof MASTODON_VISIBILITIES)[number];

/** A content warning (`spoiler_text`) is a line; the instance counts it with the text. */
export const MASTODON_CONTENT_WARNING_MAX = 500;

// The links the instance's extractor finds: with their scheme only (a bare domain is plain text there).
const URL_PATTERN = /https?:\/\/[^\s<>"]+/giu;
const TRAILING_PUNCTUATION = /[.,;:!?)\]'"»]+$/u;
// A remote mention `@user@domain` counts as its local part `@user` only.
const REMOTE_MENTION = /(?<![=/\p{L}\p{N}_])@([a-z0-9_]+(?:[a-z0-9_.-]+[a-z0-9_]+)?)@[\p{L}\p{N}_.-]+[\p{L}\p{N}_]/giu;

const graphemeCount = (text: string) => {
  let count = 0;
  for (const grapheme of graphemesOf(text)) if (grapheme) count += 1;
  return count;
};

/**
 * The length a Mastodon instance gives a text (its status length rule): grapheme clusters, each
 * link `urlLength` whatever its length, a remote mention `@user@domain` as `@user`.
 */
export function countMastodonText(text: string, urlLength: number = MASTODON_DEFAULTS.charactersReservedPerUrl): number {
  let links = 0;
  const withoutLinks = text.replace(URL_PATTERN, (url) => {
    const trailing = url.match(TRAILING_PUNCTUATION)?.[0] ?? '';
    links += 1;
    return trailing;
  });
  const local = withoutLinks.replace(REMOTE_MENTION, (_mention, user: string) => `@${user}`);
  return graphemeCount(local) + links * urlLength;
}

/** A status's length as the instance checks it: the content warning counts with the text. */
export const countMastodonStatus = (text: string, contentWarning: string | undefined, urlLength?: number) =>
  countMastodonText(text, urlLength) + (contentWarning?.trim() ? countMastodonText(contentWarning, urlLength) : 0);

/**
 * A stock instance's rules: up to 4 photos (JPEG, PNG, GIF, WEBP) each with its description, or
 * one video (MP4, WEBM, MOV) or one GIF; text alone allowed; a thread as replies of the account to
 * itself, and a first comment as such a reply. The instance's own figures replace these through
 * `mastodonLimitsFor`.
 */
export const mastodonLimits: NetworkLimits = {
  network: 'mastodon',
  textMaxLength: MASTODON_DEFAULTS.maxCharacters,
  textCounting: 'mastodon',
  urlLength: MASTODON_DEFAULTS.charactersReservedPerUrl,
  textOnlyAllowed: true,
  mediaTypes: ['image', 'video'],
  image: {
    mimeTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
    maxBytes: MASTODON_DEFAULTS.imageSizeLimit,
  },
  video: {
    mimeTypes: ['video/mp4', 'video/webm', 'video/quicktime'],
    maxBytes: MASTODON_DEFAULTS.videoSizeLimit,
    minDurationSeconds: 0,
    // A stock instance sets no duration limit; its size and pixel limits are what stops a video.
    maxDurationSeconds: 24 * 3600,
    maxFrameRate: 120,
  },
  mediaSet: { max: MASTODON_DEFAULTS.maxMediaAttachments, types: ['image'], mixed: false, aloneMimeTypes: ['image/gif'] },
  firstComment: { maxLength: MASTODON_DEFAULTS.maxCharacters },
  // The instance sets no bound on a thread; 25 statuses in all, as for X.
  thread: { maxParts: 24 },
};

const positive = (value: string | undefined, fallback: number) => {
  const number = Number(value);
  return value !== undefined && Number.isInteger(number) && number > 0 ? number : fallback;
};

/** The limits of an account's instance, from the figures kept in its settings (a stock instance's where none). */
export function mastodonLimitsFor(settings: Readonly<Record<string, string>> | undefined): NetworkLimits {
  if (!settings) return mastodonLimits;
  const keys = MASTODON_SETTING_KEYS;
  const maxCharacters = positive(settings[keys.maxCharacters], MASTODON_DEFAULTS.maxCharacters);
  const maxMedia = positive(settings[keys.maxMediaAttachments], MASTODON_DEFAULTS.maxMediaAttachments);
  return {
    ...mastodonLimits,
    textMaxLength: maxCharacters,
    urlLength: positive(settings[keys.charactersReservedPerUrl], MASTODON_DEFAULTS.charactersReservedPerUrl),
    image: { ...mastodonLimits.image!, maxBytes: positive(settings[keys.imageSizeLimit], MASTODON_DEFAULTS.imageSizeLimit) },
    video: { ...mastodonLimits.video!, maxBytes: positive(settings[keys.videoSizeLimit], MASTODON_DEFAULTS.videoSizeLimit) },
    mediaSet: { ...mastodonLimits.mediaSet!, max: maxMedia },
    firstComment: { maxLength: maxCharacters },
  };
}

/** Mastodon as the server and the web app share it (see ./descriptor.ts). */
export const mastodonDescriptor: NetworkDescriptor<'mastodon'> = {
  network: 'mastodon',
  name: 'Mastodon',
  envPrefix: 'MASTODON',
  chartColor: '#6d28d9',
  limits: mastodonLimits,
  // An account's instance has its own limits, kept in its settings.
  postLimits: (post) => (post.accountSettings ? mastodonLimitsFor(post.accountSettings) : null),
  advice: {
    // Mastodon publishes no ideal frequency nor windows: the account's own figures alone speak.
    postingFrequency: null,
    generalWindows: [],
  },
  // Replies are read as the status's descendants and answered as replies; the API has no way to
  // hide or delete another account's reply (only one's own statuses can be deleted).
  comments: { read: true, reply: true, hide: false, delete: false, listsHidden: false, readableForDays: null, replyMaxChars: MASTODON_DEFAULTS.maxCharacters },
  // A status has favourites, boosts and replies; no views, no reach, no clicks, no saves.
  unavailableFigures: ['impressions', 'reach', 'saves', 'clicks'],
  scanner: { preferredShape: { width: 1920, height: 1080 }, sweetSpot: { minSeconds: 5, maxSeconds: 120 } },
  videoCover: false,
  atHandle: true,
  openAccess: true,
  connectForms: {
    instance: { way: 'redirect', fields: [{ name: 'instance', kind: 'text', maxLength: 253, autoComplete: 'url' }] },
  },
};
