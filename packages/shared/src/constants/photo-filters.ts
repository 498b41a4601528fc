import type { PhotoFilter } from './content.ts';

/** One CSS filter function (Filter Effects Module Level 1); hue-rotate in degrees, the others as factors. */
export interface CssFilterStep {
  fn: 'sepia' | 'grayscale' | 'saturate' | 'hue-rotate' | 'brightness' | 'contrast';
  amount: number;
}

/**
 * The seven photo filters of the create screen, written once: the browser preview uses them as a
 * CSS `filter:` value, the server composes the same functions into one colour matrix. Each chain
 * puts what can push a channel past 0–1 (sepia, saturate > 1, hue-rotate) before brightness and
 * contrast of at least 1 only: the browser clamps between steps, and with that order the single
 * composed matrix clamped once gives the very same pixels.
 */
export const PHOTO_FILTER_STEPS: Record<PhotoFilter, readonly CssFilterStep[]> = {
  original: [],
  vintage: [
    { fn: 'saturate', amount: 0.85 },
    { fn: 'sepia', amount: 0.45 },
    { fn: 'contrast', amount: 1.1 },
    { fn: 'brightness', amount: 1.05 },
  ],
  noir: [
    { fn: 'grayscale', amount: 1 },
    { fn: 'contrast', amount: 1.2 },
  ],
  vivid: [
    { fn: 'saturate', amount: 1.4 },
    { fn: 'contrast', amount: 1.1 },
    { fn: 'brightness', amount: 1.05 },
  ],
  fade: [
    { fn: 'saturate', amount: 0.8 },
    { fn: 'contrast', amount: 0.85 },
    { fn: 'brightness', amount: 1.1 },
  ],
  warm: [
    { fn: 'sepia', amount: 0.3 },
    { fn: 'contrast', amount: 1.05 },
    { fn: 'brightness', amount: 1.05 },
  ],
  cool: [
    { fn: 'saturate', amount: 0.9 },
    { fn: 'hue-rotate', amount: 15 },
    { fn: 'brightness', amount: 1.05 },
  ],
};

const cssStep = ({ fn, amount }: CssFilterStep) => `${fn}(${fn === 'hue-rotate' ? `${amount}deg` : amount})`;

/** The CSS `filter:` value of the browser preview ('none' for the original). */
export function photoFilterCss(filter: PhotoFilter): string {
  const steps = PHOTO_FILTER_STEPS[filter];
  return steps.length ? steps.map(cssStep).join(' ') : 'none';
}
