import { mediaTools } from '../tools/binaries.ts';
import { runTool, ToolFailed } from '../tools/run-tool.ts';

/** Frames read across the video, plus the first seconds, where a hook's caption is. */
const SPREAD_FRAMES = 8;
const OPENING_TIMES = [0.5, 1.5, 2.5];
/** Two frames closer than this would read the same caption twice. */
const MIN_GAP_SECONDS = 0.75;
/** Wide enough for tesseract to read a caption of a phone video. */
export const OCR_FRAME_WIDTH = 720;
/**
 * Grey, bright tones stretched to dark ink on white, the rest washed out: captions are white or yellow
 * (often outlined) over a busy picture, whose colours tesseract would otherwise read as letters.
 */
const OCR_LOOK = `scale=${OCR_FRAME_WIDTH}:-2,format=gray,lut=y='255-clip((val-150)*3,0,255)'`;

/** When to read text: the opening, then evenly across the video, in order. */
export function ocrFrameTimes(durationSeconds: number): number[] {
  const last = Math.max(0, durationSeconds - 0.1);
  const spread = Array.from({ length: SPREAD_FRAMES }, (_, index) => ((index + 0.5) * durationSeconds) / SPREAD_FRAMES);
  const times: number[] = [];
  for (const time of [...OPENING_TIMES, ...spread].map((t) => Math.min(t, last)).sort((a, b) => a - b)) {
    if (times.every((kept) => Math.abs(kept - time) >= MIN_GAP_SECONDS)) times.push(Math.round(time * 1000) / 1000);
  }
  return times;
}

/**
 * One frame at a time, as PNG on stdout: ffmpeg seeks to the time (only the frames from the nearest
 * keyframe are decoded). One decoder at a time keeps the memory of a 4K video low; null when the
 * time is past the last decodable frame (a damaged end) or the frame cannot be decoded.
 */
export async function grabOcrFrame(file: string, seconds: number, options: { timeoutMs: number; signal?: AbortSignal }): Promise<Buffer | null> {
  const args = ['-hide_banner', '-nostats', '-v', 'error', '-ss', seconds.toFixed(3), '-i', file, '-map', '0:V:0', '-frames:v', '1', '-vf', OCR_LOOK];
  try {
    const { stdout } = await runTool(mediaTools().ffmpeg, [...args, '-f', 'image2pipe', '-c:v', 'png', '-'], options);
    return stdout.length ? stdout : null;
  } catch (error) {
    // A frame that cannot be decoded is one frame less to read, not a failed analysis.
    if (error instanceof ToolFailed) return null;
    throw error;
  }
}
