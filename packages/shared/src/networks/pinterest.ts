import type { NetworkDescriptor } from './descriptor.ts';
import type { NetworkLimits } from './limits-type.ts';

const MB = 1024 * 1024;

/**
 * Pinterest API v5: a Pin title ≤ 100 characters and a description ≤ 800 (the
 * OpenAPI `PinCreate` bounds). The image formats are the `ContentType` enum of the official
 * description; the 20 MB ceiling is Pinterest's help centre figure (image specs are ⚠ in the
 * reference). Video Pins (registered with `POST /media`, uploaded, then pinned): MP4, MOV or M4V,
 * 4 s to 15 min, up to 2 GB, 1:2 to 1.91:1 (Pinterest's published video specs). Carousel Pins:
 * 2 to 5 images (`multiple_image_urls`), no video.
 */
export const pinterestLimits: NetworkLimits = {
  network: 'pinterest',
  textMaxLength: 800,
  textCounting: 'characters',
  titleMaxLength: 100,
  textOnlyAllowed: false,
  mediaTypes: ['image', 'video'],
  image: {
    mimeTypes: ['image/jpeg', 'image/png'],
    maxBytes: 20 * MB,
  },
  video: {
    mimeTypes: ['video/mp4', 'video/quicktime', 'video/x-m4v'],
    maxBytes: 2048 * MB,
    minDurationSeconds: 4,
    maxDurationSeconds: 15 * 60,
    minAspectRatio: 1 / 2,
    maxAspectRatio: 1.91,
  },
  mediaSet: { max: 5, types: ['image'], mixed: false },
};

/** Pinterest as the server and the web app share it (see ./descriptor.ts). */
export const pinterestDescriptor: NetworkDescriptor<'pinterest'> = {
  network: 'pinterest',
  name: 'Pinterest',
  envPrefix: 'PINTEREST',
  chartColor: '#dc2626',
  limits: pinterestLimits,
  advice: {
    // Pinterest publishes no ideal frequency and no general windows: its own data alone speaks for it.
    postingFrequency: null,
    generalWindows: [],
  },
  // API v5 has no comments.
  comments: { read: false, reply: false, hide: false, delete: false, listsHidden: false, readableForDays: null, replyMaxChars: 500 },
  unavailableFigures: ['reach', 'shares'],
  scanner: { preferredShape: { width: 1080, height: 1920 }, sweetSpot: { minSeconds: 7, maxSeconds: 60 } },
  videoCover: true,
  atHandle: true,
};
