import { UPLOAD_LIMITS } from '../constants/limits.ts';
import type { NetworkDescriptor } from './descriptor.ts';
import type { NetworkLimits } from './limits-type.ts';

const MB = 1024 * 1024;

/** LinkedIn caps images by pixels, not by bytes: 36,152,320 pixels at most. */
export const LINKEDIN_IMAGE_MAX_PIXELS = 36_152_320;

/**
 * LinkedIn Posts API: 3,000 characters of commentary, one JPG/PNG/GIF image or
 * one MP4 video (≤ 500 MB, 3 s–30 min, aspect 1:2.4 to 2.4:1). LinkedIn publishes no byte cap
 * for images, so Publia's own upload cap stands in for it.
 */
export const linkedinLimits: NetworkLimits = {
  network: 'linkedin',
  textMaxLength: 3000,
  textCounting: 'characters',
  textOnlyAllowed: true,
  mediaTypes: ['image', 'video'],
  image: {
    mimeTypes: ['image/jpeg', 'image/png', 'image/gif'],
    maxBytes: UPLOAD_LIMITS.mediaMaxBytes,
  },
  video: {
    mimeTypes: ['video/mp4'],
    maxBytes: 500 * MB,
    minDurationSeconds: 3,
    maxDurationSeconds: 30 * 60,
    minAspectRatio: 1 / 2.4,
    maxAspectRatio: 2.4,
    videoCodecs: ['h264'],
    audioCodecs: ['aac'],
  },
  // A multi-image post: 2 to 20 images by the API, 10 here as everywhere in Publia; no video in a set.
  mediaSet: { max: 10, types: ['image'], mixed: false },
  // A comment on the post as its author (member or Page): 1,250 characters.
  firstComment: { maxLength: 1_250 },
};

/** LinkedIn as the server and the web app share it (see ./descriptor.ts). */
export const linkedinDescriptor: NetworkDescriptor<'linkedin'> = {
  network: 'linkedin',
  name: 'LinkedIn',
  envPrefix: 'LINKEDIN',
  chartColor: '#0e7490',
  limits: linkedinLimits,
  advice: {
    postingFrequency: { min: 2, max: 4, per: 'week' },
    generalWindows: [{ days: [2, 3], from: 10, to: 12 }],
  },
  comments: { read: true, reply: true, hide: false, delete: false, listsHidden: false, readableForDays: null, replyMaxChars: 1250 },
  unavailableFigures: ['saves', 'clicks'],
  scanner: { preferredShape: { width: 1080, height: 1350 }, sweetSpot: { minSeconds: 30, maxSeconds: 180 } },
  videoCover: false,
  atHandle: false,
};
