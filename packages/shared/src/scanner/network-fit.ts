import type { Network } from '../constants/networks.ts';
import { SCANNER_PREFERRED_SHAPE } from '../constants/scanner.ts';
import { byNetwork } from '../networks/registry.ts';
import type { VideoMeasurements } from '../schemas/scanner.ts';

/**
 * The durations each network's audience watches best, in seconds (its descriptor's sweet spot):
 * short vertical feeds keep a viewer for under a minute, a professional audience wants more.
 */
export const NETWORK_SWEET_SPOT: Record<Network, { minSeconds: number; maxSeconds: number }> = byNetwork((d) => d.scanner.sweetSpot);

/** Shape, length and definition weigh this much in the fit (they add up to 1). */
const FIT_WEIGHTS = { shape: 0.45, duration: 0.4, definition: 0.15 } as const;

/** 100 for the preferred proportions, 10 for the opposite orientation (9:16 against 16:9). */
function shapeFit(network: Network, aspectRatio: number): number {
  const preferred = SCANNER_PREFERRED_SHAPE[network];
  // On a log scale, twice too wide is as far as twice too tall.
  const distance = Math.abs(Math.log(aspectRatio / (preferred.width / preferred.height)));
  return 100 - 90 * Math.min(1, distance);
}

/** 100 inside the sweet spot, down to 40 at four times (or a quarter of) its bound. */
function durationFit(network: Network, seconds: number): number {
  const { minSeconds, maxSeconds } = NETWORK_SWEET_SPOT[network];
  if (seconds <= 0) return 0;
  const edge = seconds < minSeconds ? minSeconds : seconds > maxSeconds ? maxSeconds : seconds;
  return 100 - 60 * Math.min(1, Math.abs(Math.log(seconds / edge)) / Math.log(4));
}

/** 100 when the short side reaches the preferred shape's, proportionally below. */
function definitionFit(network: Network, width: number, height: number): number {
  const preferred = SCANNER_PREFERRED_SHAPE[network];
  return 100 * Math.min(1, Math.min(width, height) / Math.min(preferred.width, preferred.height));
}

/**
 * How well a video suits a network beyond its rules, 0–100: its proportions against the network's
 * preferred shape (45 %), its duration against the network's sweet spot (40 %), its definition
 * against the preferred one (15 %).
 */
export function networkFit(network: Network, m: VideoMeasurements): number {
  const { width, height, aspectRatio } = m.video;
  return Math.round(
    FIT_WEIGHTS.shape * shapeFit(network, aspectRatio) +
      FIT_WEIGHTS.duration * durationFit(network, m.durationSeconds) +
      FIT_WEIGHTS.definition * definitionFit(network, width, height),
  );
}
