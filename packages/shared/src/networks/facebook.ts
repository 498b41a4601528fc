import type { NetworkDescriptor } from './descriptor.ts';
import type { NetworkLimits } from './limits-type.ts';

const MB = 1024 * 1024;

/**
 * Facebook Page posts. Text: postiz's 63,206 characters (no Meta figure found).
 * Photos: JPG/PNG up to 4 MB (Meta error 1366046). Videos go to the Page's `/videos` edge by the
 * resumable upload, whose bounds are Meta's published ones for Page videos (⚠ general knowledge: up
 * to 240 min and 10 GB), capped here by MP4/MOV only; a video sent as a Reel (`facebookReel`) is
 * also held to `facebookReelLimits`.
 */
export const facebookLimits: NetworkLimits = {
  network: 'facebook',
  textMaxLength: 63_206,
  textCounting: 'characters',
  textOnlyAllowed: true,
  mediaTypes: ['image', 'video'],
  image: {
    mimeTypes: ['image/jpeg', 'image/png'],
    maxBytes: 4 * MB,
  },
  video: {
    mimeTypes: ['video/mp4', 'video/quicktime'],
    maxBytes: 10 * 1024 * MB,
    minDurationSeconds: 1,
    maxDurationSeconds: 240 * 60,
    // Reels: 24–60 fps, at least 540×960.
    minFrameRate: 24,
    maxFrameRate: 60,
    minShortSide: 540,
    videoCodecs: ['h264', 'hevc'],
    audioCodecs: ['aac'],
  },
  // Several photos in one post (each uploaded unpublished, then attached to the post): photos only.
  mediaSet: { max: 10, types: ['image'], mixed: false },
  // A comment on the post as the Page: 8,000 characters (Graph API comment limit).
  firstComment: { maxLength: 8_000 },
};

/**
 * A video published as a Facebook Reel (`publishOptions.facebookReel`), Meta's Reels guide: MP4,
 * 3 to 90 seconds, vertical 9:16 (a little slack for sizes that round, 1080×1918…), at least
 * 540×960, 24–60 fps; a Reel is one video alone, with its description.
 */
export const facebookReelLimits: NetworkLimits = {
  ...facebookLimits,
  textOnlyAllowed: false,
  mediaTypes: ['video'],
  image: undefined,
  video: {
    ...facebookLimits.video!,
    minDurationSeconds: 3,
    maxDurationSeconds: 90,
    minAspectRatio: 0.55,
    maxAspectRatio: 0.57,
    minWidth: 540,
    minHeight: 960,
  },
  mediaSet: undefined,
};

/** Facebook as the server and the web app share it (see ./descriptor.ts). */
export const facebookDescriptor: NetworkDescriptor<'facebook'> = {
  network: 'facebook',
  name: 'Facebook',
  envPrefix: 'FACEBOOK',
  chartColor: '#1877f2',
  limits: facebookLimits,
  // A post of one video sent as a Reel (`facebookReel` asked).
  postLimits: (post) => (post.media.length === 1 && post.media[0]?.type === 'video' && post.options?.facebookReel === true ? facebookReelLimits : null),
  advice: {
    postingFrequency: { min: 2, max: 3, per: 'week' },
    generalWindows: [{ days: [1, 2, 3, 4], from: 8, to: 13 }],
  },
  comments: { read: true, reply: true, hide: true, delete: true, listsHidden: true, readableForDays: null, replyMaxChars: 8000 },
  unavailableFigures: ['saves', 'clicks'],
  scanner: { preferredShape: { width: 1080, height: 1920 }, sweetSpot: { minSeconds: 15, maxSeconds: 180 } },
  videoCover: true,
  atHandle: false,
};
