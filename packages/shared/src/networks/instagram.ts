import type { NetworkDescriptor } from './descriptor.ts';
import type { NetworkLimits } from './limits-type.ts';

const MB = 1024 * 1024;

/**
 * Instagram professional accounts: no post without media; JPEG images up to 8 MiB
 * between 4:5 and 1.91:1 and at least 320 px wide; Reels in MP4/MOV from 3 s to 15 min, up to
 * 300 MB (a third party's figure; others say 1 GB ⚠), H.264/HEVC with AAC ≤ 48 kHz, 23–60 fps,
 * width ≤ 1920, moov atom first. Caption: 2,200 characters.
 */
export const instagramLimits: NetworkLimits = {
  network: 'instagram',
  textMaxLength: 2_200,
  textCounting: 'characters',
  textOnlyAllowed: false,
  mediaTypes: ['image', 'video'],
  image: {
    mimeTypes: ['image/jpeg'],
    maxBytes: 8 * MB,
    minAspectRatio: 4 / 5,
    maxAspectRatio: 1.91,
    minWidth: 320,
  },
  video: {
    mimeTypes: ['video/mp4', 'video/quicktime'],
    maxBytes: 300 * MB,
    minDurationSeconds: 3,
    maxDurationSeconds: 15 * 60,
    minFrameRate: 23,
    maxFrameRate: 60,
    maxLongSide: 1920,
    videoCodecs: ['h264', 'hevc'],
    audioCodecs: ['aac'],
    maxAudioSampleRate: 48_000,
    requiresFaststart: true,
  },
  // Carousels: 2 to 10 photos and videos together (a child container each, then the carousel's).
  mediaSet: { max: 10, types: ['image', 'video'], mixed: true },
  // A comment on the media as the account: 2,200 characters, as a caption.
  firstComment: { maxLength: 2_200 },
};

/** Instagram as the server and the web app share it (see ./descriptor.ts). */
export const instagramDescriptor: NetworkDescriptor<'instagram'> = {
  network: 'instagram',
  name: 'Instagram',
  envPrefix: 'INSTAGRAM',
  chartColor: '#c026d3',
  limits: instagramLimits,
  advice: {
    postingFrequency: { min: 3, max: 5, per: 'week' },
    generalWindows: [
      { days: [1], from: 10, to: 12 },
      { days: [2], from: 9, to: 13 },
      { days: [3], from: 10, to: 13 },
      { days: [5], from: 9, to: 11 },
    ],
  },
  comments: { read: true, reply: true, hide: true, delete: true, listsHidden: true, readableForDays: null, replyMaxChars: 2200 },
  unavailableFigures: ['clicks'],
  scanner: { preferredShape: { width: 1080, height: 1920 }, sweetSpot: { minSeconds: 7, maxSeconds: 60 } },
  videoCover: true,
  atHandle: true,
};
