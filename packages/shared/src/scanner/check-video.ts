import type { Network } from '../constants/networks.ts';
import { SCANNER_NETWORKS } from '../constants/scanner.ts';
import type { ApiMessageKey } from '../messages/fr.ts';
import { durationText } from '../networks/duration-text.ts';
import { NETWORK_LIMITS } from '../networks/index.ts';
import type { NetworkLimits, VideoLimits } from '../networks/limits-type.ts';
import type { NetworkVerdict, ScannerMessage, VideoMeasurements } from '../schemas/scanner.ts';
import { codecLabel, frenchMegabytes, frenchNumber } from './french-format.ts';
import { networkFit } from './network-fit.ts';

export * from './french-format.ts';
export * from './network-fit.ts';

/** A network is recommended from this fit up. */
export const RECOMMENDED_FIT = 50;

/**
 * NTSC rates are the round ones slowed by 1/1000 (23.976 is "24 fps", 29.97 is "30 fps"): a network
 * asking for 24 fps takes 23.976, so a bound is compared with that margin.
 */
const FRAME_RATE_TOLERANCE = 1.001;

/** A sentence of the catalogue with its figures, as the scanner's results carry it. */
export const scannerMessage = (key: ApiMessageKey, params: ScannerMessage['params'] = {}): ScannerMessage => ({ key, params });
const say = scannerMessage;
const decimal = (value: number) => frenchNumber(value, 2);
const kilohertz = (hertz: number) => frenchNumber(hertz / 1000, 2);
const acceptedCodecs = (codecs: readonly string[]) => codecs.map(codecLabel).join(', ');

/** Container, size, duration and picture: the rules every medium of the network has. */
function mediaFailures(rules: VideoLimits, m: VideoMeasurements): ScannerMessage[] {
  const failures: ScannerMessage[] = [];
  const { width, height, aspectRatio } = m.video;
  if (!rules.mimeTypes.includes(m.mimeType)) failures.push(say('network.mimeTypeRefused', { mimeType: m.mimeType }));
  if (m.sizeBytes > rules.maxBytes) failures.push(say('network.mediaTooLarge', { size: frenchMegabytes(m.sizeBytes), max: frenchMegabytes(rules.maxBytes) }));
  const { minDurationSeconds: min, maxDurationSeconds: max } = rules;
  // The exact duration is compared; the text shows it without rounding it into the range.
  const side = m.durationSeconds < min ? 'tooShort' : m.durationSeconds > max ? 'tooLong' : null;
  if (side) failures.push(say('network.durationOutOfRange', { duration: durationText(m.durationSeconds, side), min: decimal(min), max: decimal(max) }));
  const minRatio = rules.minAspectRatio ?? 0;
  const maxRatio = rules.maxAspectRatio ?? Number.POSITIVE_INFINITY;
  if (aspectRatio < minRatio || aspectRatio > maxRatio) {
    failures.push(say('network.aspectRatioOutOfRange', { ratio: decimal(aspectRatio), min: decimal(minRatio), max: decimal(maxRatio) }));
  }
  if ((rules.minWidth && width < rules.minWidth) || (rules.minHeight && height < rules.minHeight)) {
    failures.push(say('network.dimensionsTooSmall', { width, height, minWidth: rules.minWidth ?? 0, minHeight: rules.minHeight ?? 0 }));
  }
  return failures;
}

/** Frame rate, sides, codecs, sample rate and index: what a network's video pipeline asks of the file. */
function encodingFailures(rules: VideoLimits, m: VideoMeasurements): ScannerMessage[] {
  const failures: ScannerMessage[] = [];
  const { width, height, frameRate, codec } = m.video;
  const fps = decimal(frameRate);
  if (rules.minFrameRate && frameRate * FRAME_RATE_TOLERANCE < rules.minFrameRate) {
    failures.push(say('scanner.rule.frameRateTooLow', { fps, min: rules.minFrameRate }));
  }
  if (rules.maxFrameRate && frameRate > rules.maxFrameRate * FRAME_RATE_TOLERANCE) {
    failures.push(say('scanner.rule.frameRateTooHigh', { fps, max: rules.maxFrameRate }));
  }
  const longSide = Math.max(width, height);
  const shortSide = Math.min(width, height);
  if (rules.maxLongSide && longSide > rules.maxLongSide) failures.push(say('scanner.rule.longSideTooLarge', { width, height, max: rules.maxLongSide }));
  if (rules.maxShortSide && shortSide > rules.maxShortSide) failures.push(say('scanner.rule.shortSideTooLarge', { width, height, max: rules.maxShortSide }));
  if (rules.minShortSide && shortSide < rules.minShortSide) failures.push(say('scanner.rule.shortSideTooSmall', { width, height, min: rules.minShortSide }));
  if (rules.videoCodecs && !rules.videoCodecs.includes(codec)) {
    failures.push(say('scanner.rule.videoCodecRefused', { codec: codecLabel(codec), accepted: acceptedCodecs(rules.videoCodecs) }));
  }
  if (m.audio && rules.audioCodecs && !rules.audioCodecs.includes(m.audio.codec)) {
    failures.push(say('scanner.rule.audioCodecRefused', { codec: codecLabel(m.audio.codec), accepted: acceptedCodecs(rules.audioCodecs) }));
  }
  if (m.audio && rules.maxAudioSampleRate && m.audio.sampleRate > rules.maxAudioSampleRate) {
    failures.push(say('scanner.rule.sampleRateTooHigh', { rate: kilohertz(m.audio.sampleRate), max: kilohertz(rules.maxAudioSampleRate) }));
  }
  // Unknown (null) outside MP4/MOV, whose refusal the container rule already gives.
  if (rules.requiresFaststart && m.faststart === false) failures.push(say('scanner.rule.faststartRequired'));
  return failures;
}

/**
 * Whether a network would take this video as it is, with every rule it breaks (not only the first:
 * the creator fixes them all at once), and how well it suits the network beyond the rules (0 when
 * refused). The same rules as the publication's `checkPost`, plus those of the video pipelines.
 */
export function checkVideo(limits: NetworkLimits, m: VideoMeasurements): NetworkVerdict {
  const rules = limits.mediaTypes.includes('video') ? limits.video : undefined;
  if (!rules) return { network: limits.network, accepted: false, failures: [say('network.mediaTypeRefused', { type: m.mimeType })], fit: 0 };
  const failures = [...mediaFailures(rules, m), ...encodingFailures(rules, m)];
  const accepted = failures.length === 0;
  return { network: limits.network, accepted, failures, fit: accepted ? networkFit(limits.network, m) : 0 };
}

/** The verdict of every network a video is judged for, in their usual order. */
export function videoVerdicts(m: VideoMeasurements): NetworkVerdict[] {
  return SCANNER_NETWORKS.map((network) => checkVideo(NETWORK_LIMITS[network], m));
}

const networkOrder = (network: Network) => SCANNER_NETWORKS.indexOf(network);

/** The networks that take the video and suit it (fit ≥ 50), best fit first; ties keep the usual order. */
export function recommendNetworks(verdicts: readonly NetworkVerdict[]): { recommendedNetworks: Network[]; bestPerformingNetwork: Network | null } {
  const recommendedNetworks = verdicts
    .filter((verdict) => verdict.accepted && verdict.fit >= RECOMMENDED_FIT)
    .sort((a, b) => b.fit - a.fit || networkOrder(a.network) - networkOrder(b.network))
    .map((verdict) => verdict.network);
  return { recommendedNetworks, bestPerformingNetwork: recommendedNetworks[0] ?? null };
}
