import type { VideoMeasurements } from '@publia/shared';

/** What a test changes of the measurements: any top-level field, and parts of the nested ones. */
export interface MeasurementsOverrides extends Partial<Omit<VideoMeasurements, 'video' | 'audio' | 'loudness'>> {
  video?: Partial<VideoMeasurements['video']>;
  audio?: Partial<NonNullable<VideoMeasurements['audio']>> | null;
  loudness?: Partial<NonNullable<VideoMeasurements['loudness']>> | null;
}

/**
 * The measurements of a video every network takes as it is (a 20-s 1080×1920 H.264/AAC MP4 at
 * −14 LUFS, index first), with what the test changes: the audio, loudness and speech go together,
 * so `audio: null` makes a silent video.
 */
export function measurementsOf(overrides: MeasurementsOverrides = {}): VideoMeasurements {
  const { video, audio, loudness, ...rest } = overrides;
  const base: VideoMeasurements = {
    container: 'mov,mp4,m4a,3gp,3g2,mj2',
    mimeType: 'video/mp4',
    sizeBytes: 12 * 1024 * 1024,
    durationSeconds: 20,
    bitrateKbps: 5000,
    faststart: true,
    video: { codec: 'h264', profile: 'High', pixelFormat: 'yuv420p', width: 1080, height: 1920, aspectRatio: 0.5625, frameRate: 30, bitrateKbps: 4800 },
    audio: { codec: 'aac', sampleRate: 48_000, channels: 2, bitrateKbps: 128 },
    subtitleStreams: 0,
    loudness: { integratedLufs: -14, truePeakDbtp: -2, rangeLu: 6 },
    silences: [],
    blackSpans: [],
    frozenSpans: [],
    sceneCuts: [],
    letterbox: { top: 0, bottom: 0, left: 0, right: 0 },
    picture: { sharpness: 200, brightness: 110, saturation: 40, contrast: 180 },
    speech: { ratio: 0.6, firstSpeechSeconds: 0.2 },
    text: { sampledFrames: 10, framesWithText: 0, firstTextSeconds: null, words: [] },
  };
  const videoPart = { ...base.video, ...video };
  if (video?.width !== undefined || video?.height !== undefined) videoPart.aspectRatio = videoPart.width / videoPart.height;
  const silent = audio === null;
  return {
    ...base,
    ...rest,
    video: videoPart,
    audio: silent ? null : { ...base.audio!, ...audio },
    loudness: silent || loudness === null ? null : { ...base.loudness!, ...loudness },
    speech: silent ? null : base.speech,
  };
}
