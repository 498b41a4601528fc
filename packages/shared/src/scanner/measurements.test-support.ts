import type { VideoMeasurements } from '../schemas/scanner.ts';

/**
 * What the scanner measures on a good vertical video: 20 s of 1080×1920 H.264/AAC at 30 fps, index
 * first, at the networks' loudness, spoken on 70 % of the sound and captioned on 80 % of the frames,
 * a cut every 3 s, sharp, well lit and colourful.
 */
export function goodVideo(): VideoMeasurements {
  return {
    container: 'mov,mp4,m4a,3gp,3g2,mj2',
    mimeType: 'video/mp4',
    sizeBytes: 12 * 1024 * 1024,
    durationSeconds: 20,
    bitrateKbps: 5_000,
    faststart: true,
    video: { codec: 'h264', profile: 'High', pixelFormat: 'yuv420p', width: 1080, height: 1920, aspectRatio: 1080 / 1920, frameRate: 30, bitrateKbps: 4_800 },
    audio: { codec: 'aac', sampleRate: 48_000, channels: 2, bitrateKbps: 128 },
    subtitleStreams: 0,
    loudness: { integratedLufs: -14, truePeakDbtp: -1.5, rangeLu: 6 },
    silences: [],
    blackSpans: [],
    frozenSpans: [],
    sceneCuts: [1.2, 4, 7.5, 11, 14.5, 18],
    letterbox: { top: 0, bottom: 0, left: 0, right: 0 },
    picture: { sharpness: 412, brightness: 120, saturation: 60, contrast: 190 },
    speech: { ratio: 0.7, firstSpeechSeconds: 0.3 },
    text: {
      sampledFrames: 20,
      framesWithText: 16,
      firstTextSeconds: 0.5,
      words: ['Trois', 'astuces', 'pour', 'un', 'café', 'parfait', 'chez', 'vous', 'moudre', 'juste', 'avant'],
    },
  };
}

type Patch = {
  [K in keyof VideoMeasurements]?: VideoMeasurements[K] extends object | null ? Partial<NonNullable<VideoMeasurements[K]>> | VideoMeasurements[K] : VideoMeasurements[K];
};

/** The good video with some measurements changed; an object field is merged one level deep (`null` and lists replace). */
export function videoWith(patch: Patch): VideoMeasurements {
  const base = goodVideo() as Record<string, unknown>;
  for (const [key, value] of Object.entries(patch)) {
    const current = base[key];
    const mergeable = value !== null && typeof value === 'object' && !Array.isArray(value) && current !== null && typeof current === 'object' && !Array.isArray(current);
    base[key] = mergeable ? { ...current, ...value } : value;
  }
  return base as VideoMeasurements;
}
