import { SCANNER_TARGET_LOUDNESS_LUFS } from '@publia/shared';
import { even, type FrameGeometry } from './frame-geometry.ts';

/** The background is blurred at an eighth of the frame's size: the blur then costs next to nothing. */
const BACKGROUND_DIVISOR = 8;
/** Darkened a little, so that the eye goes to the picture itself. */
const BACKGROUND_BRIGHTNESS = -0.08;
const TRUE_PEAK_DBTP = -1.5;
const LOUDNESS_RANGE_LU = 11;

/**
 * The picture part of the fix, as one `-filter_complex` graph whose output is `[v]`: constant frame
 * rate first (fewer frames to scale), then the shape, then the last frame held when the video must
 * last longer.
 *
 * The padding is a blurred, enlarged copy of the video itself rather than black bars: on a phone
 * held upright the screen stays filled with the video's own colours, as the networks' own apps do
 * it, where black bars read as a video not made for the network. Nothing of the picture is lost,
 * which a crop cannot promise for text near the edges.
 */
export function videoGraph(geometry: FrameGeometry, source: { width: number; height: number }, frameRate: number, holdSeconds: number): string {
  const { frame, crop, foreground } = geometry;
  const size = `${frame.width}:${frame.height}`;
  const tail = ['setsar=1', 'format=yuv420p', ...(holdSeconds > 0 ? [`tpad=stop_mode=clone:stop_duration=${holdSeconds.toFixed(3)}`] : [])].join(',');
  const head = `[0:v:0]fps=${Number(frameRate.toFixed(3))}`;
  if (foreground) {
    const back = `${even(frame.width / BACKGROUND_DIVISOR)}:${even(frame.height / BACKGROUND_DIVISOR)}`;
    return [
      `${head},split=2[bg][fg]`,
      `[bg]scale=${back}:force_original_aspect_ratio=increase,crop=${back},` +
        `boxblur=lr='min(w,h)/6':lp=2:cr='min(cw,ch)/6':cp=2,scale=${size},eq=brightness=${BACKGROUND_BRIGHTNESS}[back]`,
      `[fg]scale=${foreground.width}:${foreground.height}[front]`,
      `[back][front]overlay=(W-w)/2:(H-h)/2,${tail}[v]`,
    ].join(';');
  }
  const sameSize = !crop && frame.width === source.width && frame.height === source.height;
  const shape = [...(crop ? [`crop=${crop.width}:${crop.height}`] : []), ...(sameSize ? [] : [`scale=${size}`])];
  return [head, ...shape, tail].join(',') + '[v]';
}

export interface LoudnessInput {
  integratedLufs: number;
  truePeakDbtp: number | null;
  rangeLu: number | null;
}

/**
 * The sound part (`-af`): loudness brought to the networks' level, silence added when the picture is
 * held longer, then 48 kHz. With the source's measured loudness, loudnorm applies one exact gain
 * (linear mode); without it, it measures as it goes, less precisely on a short video.
 */
export function audioFilters(loudness: LoudnessInput | null, padded: boolean): string {
  const filters: string[] = [];
  if (loudness) {
    const target = `I=${SCANNER_TARGET_LOUDNESS_LUFS}:TP=${TRUE_PEAK_DBTP}:LRA=${LOUDNESS_RANGE_LU}`;
    const { integratedLufs, truePeakDbtp, rangeLu } = loudness;
    const measured =
      truePeakDbtp !== null && rangeLu !== null
        ? `:measured_I=${integratedLufs}:measured_TP=${truePeakDbtp}:measured_LRA=${rangeLu}:measured_thresh=${integratedLufs - 10}:linear=true`
        : '';
    filters.push(`loudnorm=${target}${measured}`);
  }
  if (padded) filters.push('apad');
  // loudnorm works at 192 kHz: the sound comes back to the 48 kHz every network takes.
  filters.push('aresample=48000');
  return filters.join(',');
}
