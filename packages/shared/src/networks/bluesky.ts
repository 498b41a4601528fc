import type { NetworkDescriptor } from './descriptor.ts';
import type { NetworkLimits } from './limits-type.ts';

/** The most graphemes a Bluesky post's text holds (`maxGraphemes` of `app.bsky.feed.post#text`). */
export const BLUESKY_TEXT_MAX_GRAPHEMES = 300;
/** The most bytes of UTF-8 it holds (`maxLength` of the same field: lexicon lengths are bytes). */
export const BLUESKY_TEXT_MAX_BYTES = 3_000;
/** An image blob's ceiling (`app.bsky.embed.images#image`, « formerly 1 MB »): Publia resizes larger photos below it. */
export const BLUESKY_IMAGE_MAX_BYTES = 2_000_000;
/** A link card's thumbnail (`app.bsky.embed.external#external.thumb`). */
export const BLUESKY_THUMB_MAX_BYTES = 1_000_000;

/**
 * Bluesky, from its lexicons: a post's text is at most 300 graphemes and 3,000 bytes of UTF-8
 * (`app.bsky.feed.post`); up to 4 images, each at most 2,000,000 bytes with its alternative text
 * (`app.bsky.embed.images`) — Publia resizes a larger photo below it, so the photo it takes may be
 * larger (the 20 MB of its uploads); or one MP4 video up to 300,000,000 bytes
 * (`app.bsky.embed.video`), whose duration bound (3 minutes) is the video service's published
 * one. A thread is a chain of replies; the first comment is a reply of the account to its own post.
 */
export const blueskyLimits: NetworkLimits = {
  network: 'bluesky',
  textMaxLength: BLUESKY_TEXT_MAX_GRAPHEMES,
  textCounting: 'graphemes',
  textMaxBytes: BLUESKY_TEXT_MAX_BYTES,
  textOnlyAllowed: true,
  mediaTypes: ['image', 'video'],
  image: {
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
    // What Publia takes before resizing: the network's own 2,000,000 bytes are met by the client.
    maxBytes: 20 * 1024 * 1024,
  },
  video: {
    mimeTypes: ['video/mp4'],
    maxBytes: 300_000_000,
    minDurationSeconds: 1,
    maxDurationSeconds: 180,
  },
  mediaSet: { max: 4, types: ['image'], mixed: false },
  firstComment: { maxLength: BLUESKY_TEXT_MAX_GRAPHEMES },
  // A chain of replies; 25 posts in all, as X's, which is what Publia's thread editor offers.
  thread: { maxParts: 24 },
};

/** Bluesky as the server and the web app share it (see ./descriptor.ts). */
export const blueskyDescriptor: NetworkDescriptor<'bluesky'> = {
  network: 'bluesky',
  name: 'Bluesky',
  envPrefix: 'BLUESKY',
  chartColor: '#0560c8',
  limits: blueskyLimits,
  advice: {
    // Bluesky publishes no ideal frequency and no general windows.
    postingFrequency: null,
    generalWindows: [],
  },
  // Replies are read from the post's thread as long as it lives; hidden through the post's threadgate,
  // and the thread then still lists them (marked hidden); others' replies cannot be deleted.
  comments: { read: true, reply: true, hide: true, delete: false, listsHidden: true, readableForDays: null, replyMaxChars: BLUESKY_TEXT_MAX_GRAPHEMES },
  // Its API counts no views: neither impressions nor reach; no clicks either.
  unavailableFigures: ['impressions', 'reach', 'clicks'],
  scanner: { preferredShape: { width: 1080, height: 1350 }, sweetSpot: { minSeconds: 5, maxSeconds: 60 } },
  videoCover: false,
  atHandle: true,
  openAccess: true,
  connectForms: {
    oauth: {
      way: 'redirect',
      fields: [{ name: 'handle', kind: 'text', maxLength: 253, autoComplete: 'username' }],
    },
    appPassword: {
      way: 'direct',
      fields: [
        { name: 'handle', kind: 'text', maxLength: 253, autoComplete: 'username' },
        { name: 'appPassword', kind: 'secret', maxLength: 19, autoComplete: 'off' },
      ],
    },
  },
};
