import { frenchNumber, wholePercent, type CriterionScore, type VideoMeasurements } from '@publia/shared';
import { between, criterionScore, fact, flaw, spanSeconds, type Finding } from './criterion-kit.ts';

/** Codecs that need about 40 % fewer bits than H.264 for the same picture. */
const EFFICIENT_CODECS = new Set(['hevc', 'vp9', 'av1']);

/** The video track's bitrate, or the file's less the sound's when ffprobe gives no track figure. */
function videoKbps(m: VideoMeasurements): number | null {
  if (m.video.bitrateKbps !== null) return m.video.bitrateKbps;
  return m.bitrateKbps === null ? null : m.bitrateKbps - (m.audio?.bitrateKbps ?? 0);
}

function resolutionFinding(m: VideoMeasurements): Finding | null {
  const { width, height } = m.video;
  const side = Math.min(width, height);
  if (side >= 1080) return null;
  return flaw('scanner.feedback.quality.resolution', { width, height, side }, side >= 720 ? 10 : side >= 480 ? 25 : 45);
}

function sharpnessFinding(sharpness: number): Finding | null {
  const shown = { sharpness: Math.round(sharpness) };
  // 0 is what the measure gives when no sampled frame showed anything (black, plain): not blur.
  if (sharpness >= 100 || sharpness === 0) return null;
  if (sharpness >= 30) return flaw('scanner.feedback.quality.soft', shown, between(sharpness, 100, 30, 0, 20));
  return flaw('scanner.feedback.quality.blurry', shown, between(sharpness, 30, 0, 20, 40));
}

function brightnessFinding(brightness: number): Finding | null {
  const shown = { brightness: Math.round(brightness) };
  if (brightness < 40) return flaw('scanner.feedback.quality.dark', shown, Math.min(30, 40 - brightness));
  if (brightness > 200) return flaw('scanner.feedback.quality.bright', shown, Math.min(30, brightness - 200));
  return null;
}

function frozenFinding(m: VideoMeasurements): Finding | null {
  const frozen = spanSeconds(m.frozenSpans);
  const share = m.durationSeconds > 0 ? frozen / m.durationSeconds : 0;
  if (share < 0.1) return null;
  return flaw('scanner.feedback.quality.frozen', { seconds: frenchNumber(frozen), share: wholePercent(share) }, Math.min(30, share * 50));
}

function bitrateFinding(m: VideoMeasurements): Finding | null {
  const kbps = videoKbps(m);
  const { width, height, frameRate, codec } = m.video;
  if (kbps === null || kbps <= 0 || width * height * frameRate <= 0) return null;
  const bitsPerPixel = ((kbps * 1000) / (width * height * frameRate)) * (EFFICIENT_CODECS.has(codec) ? 1 / 0.6 : 1);
  if (bitsPerPixel >= 0.02) return null;
  return flaw('scanner.feedback.quality.lowBitrate', { kbps: Math.round(kbps), width, height }, bitsPerPixel < 0.01 ? 20 : 10);
}

/**
 * Qualité visuelle:
 *   short side under 1080 px: −10 (720 px and up), −25 (480 and up), −45 below · sharpness
 *   (variance of the Laplacian) under 100: up to −20 at 30, up to −40 near 0 (0 itself, no frame
 *   showing anything, is not measured) · mean luma outside
 *   40–200: −1 a step, −30 at most · frozen picture on 10 % or more: −50 × the share, −30 at most ·
 *   bits per pixel (H.264 terms) under 0.02: −10, under 0.01: −20 · under 24 frames a second: −10.
 */
export function qualityFindings(m: VideoMeasurements): Finding[] {
  const { width, height, frameRate } = m.video;
  const { sharpness, brightness } = m.picture;
  const fps = frenchNumber(frameRate, 2);
  // 23.976 is "24 fps" (NTSC): it passes.
  const lowFrameRate = frameRate * 1.001 < 24 ? flaw('scanner.feedback.quality.lowFrameRate', { fps }, 10) : null;
  const flaws = [resolutionFinding(m), sharpnessFinding(sharpness), brightnessFinding(brightness), frozenFinding(m), bitrateFinding(m), lowFrameRate].filter(
    (item): item is Finding => item !== null,
  );
  if (flaws.length > 0) return flaws;
  // Said only when nothing is wrong: « image nette » beside a flaw of the picture would contradict it.
  return [
    sharpness === 0
      ? fact('scanner.feedback.quality.plain', { width, height, fps })
      : fact('scanner.feedback.quality.good', { sharpness: Math.round(sharpness), width, height, fps }),
  ];
}

export const qualityScore = (m: VideoMeasurements): CriterionScore => criterionScore(qualityFindings(m));
