import type { NetworkDescriptor } from './descriptor.ts';
import type { NetworkLimits } from './limits-type.ts';
import { graphemesOf } from './graphemes.ts';

const MB = 1024 * 1024;

/** What X counts a link as, whatever its length (t.co wrapping). */
export const X_URL_WEIGHT = 23;
export const X_TEXT_MAX = 280;
/** GIFs may weigh up to 15 MB where other images stop at 5 MB. */
export const X_GIF_MAX_BYTES = 15 * MB;

/**
 * X API v2: 280 weighted characters, up to four photos (JPG/PNG/WEBP ≤ 5 MB), or
 * one GIF (≤ 15 MB), or one video (MP4 ≤ 512 MB, 0.5–140 s, 32×32 to 1280×1024, aspect 1:3 to 3:1).
 * The shared set rule sees a GIF as a photo: the X client refuses a GIF among several media itself.
 */
export const twitterLimits: NetworkLimits = {
  network: 'twitter',
  textMaxLength: X_TEXT_MAX,
  textCounting: 'x-weighted',
  textOnlyAllowed: true,
  mediaTypes: ['image', 'video'],
  image: {
    mimeTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
    maxBytes: 5 * MB,
  },
  video: {
    mimeTypes: ['video/mp4'],
    maxBytes: 512 * MB,
    minDurationSeconds: 0.5,
    maxDurationSeconds: 140,
    minAspectRatio: 1 / 3,
    maxAspectRatio: 3,
    minWidth: 32,
    minHeight: 32,
    // 1280×1024 at most, read in either orientation (a 720×1280 portrait passes).
    maxLongSide: 1280,
    maxShortSide: 1024,
    maxFrameRate: 60,
    videoCodecs: ['h264'],
    audioCodecs: ['aac'],
  },
  // Up to 4 photos in one post; a video or a GIF goes alone.
  mediaSet: { max: 4, types: ['image'], mixed: false, aloneMimeTypes: ['image/gif'] },
  // A thread: each further post answers the previous one; 25 posts in all, as X's own composer allows.
  thread: { maxParts: 24 },
};

// twitter-text v3: these ranges weigh 1, every other code point 2 (CJK, most symbols…).
const LIGHT_RANGES: [number, number][] = [
  [0x0000, 0x10ff],
  [0x2000, 0x200d],
  [0x2010, 0x201f],
  [0x2032, 0x2037],
];

// Links with a scheme or www., and bare domains on common TLDs, as X links them.
const URL_PATTERN = /(?:https?:\/\/|www\.)[^\s<>"]+|\b(?:[a-z0-9-]+\.)+(?:com|fr|net|org|io|co|eu|be|ch|ca|app|dev|info|biz|me|tv|ly|gl)\b(?:\/[^\s<>"]*)?/giu;
const TRAILING_PUNCTUATION = /[.,;:!?)\]'"»]+$/u;
const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20e3/u;

const codePointWeight = (codePoint: number) => (LIGHT_RANGES.some(([from, to]) => codePoint >= from && codePoint <= to) ? 1 : 2);

function plainWeight(text: string): number {
  let weight = 0;
  for (const segment of graphemesOf(text)) {
    // An emoji counts 2 however many code points (skin tone, ZWJ family…) it is made of.
    if (EMOJI.test(segment)) weight += 2;
    else for (const char of segment) weight += codePointWeight(char.codePointAt(0)!);
  }
  return weight;
}

/**
 * The length X gives a text (its 280 rule): NFC-normalised, each link 23, emoji and CJK 2,
 * Latin (accents included) 1.
 */
export function countXText(text: string): number {
  const normalised = text.normalize('NFC');
  let weight = 0;
  let last = 0;
  for (const match of normalised.matchAll(URL_PATTERN)) {
    const url = match[0].replace(TRAILING_PUNCTUATION, '');
    weight += plainWeight(normalised.slice(last, match.index)) + X_URL_WEIGHT;
    last = match.index + url.length;
  }
  return weight + plainWeight(normalised.slice(last));
}

/** X as the server and the web app share it (see ./descriptor.ts). */
export const twitterDescriptor: NetworkDescriptor<'twitter'> = {
  network: 'twitter',
  name: 'X',
  envPrefix: 'X',
  chartColor: '#374151',
  limits: twitterLimits,
  advice: {
    postingFrequency: { min: 1, max: 3, per: 'day' },
    generalWindows: [{ days: [2, 3, 4, 5], from: 9, to: 12 }],
  },
  // Replies are found through its recent search, which keeps 7 days; a reply hidden through its API
  // still lists as any other; the limit counts weighted characters.
  comments: { read: true, reply: true, hide: true, delete: false, listsHidden: false, readableForDays: 7, replyMaxChars: 280 },
  unavailableFigures: ['reach', 'clicks'],
  scanner: { preferredShape: { width: 720, height: 1280 }, sweetSpot: { minSeconds: 3, maxSeconds: 45 } },
  videoCover: false,
  atHandle: true,
};
