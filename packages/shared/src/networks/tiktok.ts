import type { NetworkDescriptor } from './descriptor.ts';
import type { NetworkLimits } from './limits-type.ts';

const MB = 1024 * 1024;

/**
 * TikTok Content Posting API: a video, or photos (photo mode: `media_type` PHOTO,
 * pulled from public URLs, JPEG or WEBP up to 20 MB each, up to 35 by the API, 10 here); no
 * text-only post. The title is the caption (≤ 2200 UTF-16 units). 10 min is the API's ceiling; a
 * creator's own maximum (`max_video_post_duration_sec`) may be lower and is checked at publication.
 */
export const tiktokLimits: NetworkLimits = {
  network: 'tiktok',
  textMaxLength: 2200,
  textCounting: 'characters',
  textOnlyAllowed: false,
  mediaTypes: ['image', 'video'],
  image: {
    mimeTypes: ['image/jpeg', 'image/webp'],
    maxBytes: 20 * MB,
  },
  video: {
    mimeTypes: ['video/mp4', 'video/quicktime', 'video/webm'],
    // Third parties quote 1 to 4 GB (⚠ unconfirmed): the upper figure, TikTok refuses beyond.
    maxBytes: 4096 * MB,
    minDurationSeconds: 3,
    maxDurationSeconds: 600,
    minWidth: 360,
    minHeight: 360,
    minFrameRate: 23,
    maxFrameRate: 60,
    maxLongSide: 4096,
    videoCodecs: ['h264', 'hevc'],
    audioCodecs: ['aac'],
  },
  mediaSet: { max: 10, types: ['image'], mixed: false },
};

/** TikTok as the server and the web app share it (see ./descriptor.ts). */
export const tiktokDescriptor: NetworkDescriptor<'tiktok'> = {
  network: 'tiktok',
  name: 'TikTok',
  envPrefix: 'TIKTOK',
  chartColor: '#b45309',
  limits: tiktokLimits,
  advice: {
    postingFrequency: { min: 3, max: 7, per: 'week' },
    generalWindows: [{ days: [2, 3, 4], from: 14, to: 18 }],
  },
  // The Content Posting and Display APIs give no access to comments (only the Research API, for
  // academics, reads them).
  comments: { read: false, reply: false, hide: false, delete: false, listsHidden: false, readableForDays: null, replyMaxChars: 150 },
  unavailableFigures: ['reach', 'saves', 'clicks'],
  scanner: { preferredShape: { width: 1080, height: 1920 }, sweetSpot: { minSeconds: 7, maxSeconds: 60 } },
  videoCover: false,
  atHandle: true,
};
