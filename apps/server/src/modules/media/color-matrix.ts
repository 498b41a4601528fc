import { PHOTO_FILTER_STEPS, type CssFilterStep, type PhotoFilter } from '@publia/shared';

type Matrix = number[]; // 3×3, row-major
type Vector = [number, number, number];

/** A colour transform x → matrix·x + offset, on sRGB channels in 0–1. */
export interface ColorTransform {
  matrix: Matrix;
  offset: Vector;
}

const IDENTITY: Matrix = [1, 0, 0, 0, 1, 0, 0, 0, 1];
const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/** The matrices the W3C Filter Effects standard gives each CSS filter shorthand (its "Filter functions" and feColorMatrix). */
function stepTransform({ fn, amount }: CssFilterStep): ColorTransform {
  const zero: Vector = [0, 0, 0];
  switch (fn) {
    case 'grayscale': {
      const s = 1 - clamp01(amount);
      return {
        matrix: [
          0.2126 + 0.7874 * s,
          0.7152 - 0.7152 * s,
          0.0722 - 0.0722 * s,
          0.2126 - 0.2126 * s,
          0.7152 + 0.2848 * s,
          0.0722 - 0.0722 * s,
          0.2126 - 0.2126 * s,
          0.7152 - 0.7152 * s,
          0.0722 + 0.9278 * s,
        ],
        offset: zero,
      };
    }
    case 'sepia': {
      const s = 1 - clamp01(amount);
      return {
        matrix: [
          0.393 + 0.607 * s,
          0.769 - 0.769 * s,
          0.189 - 0.189 * s,
          0.349 - 0.349 * s,
          0.686 + 0.314 * s,
          0.168 - 0.168 * s,
          0.272 - 0.272 * s,
          0.534 - 0.534 * s,
          0.131 + 0.869 * s,
        ],
        offset: zero,
      };
    }
    case 'saturate': {
      const s = amount;
      return {
        matrix: [
          0.213 + 0.787 * s,
          0.715 - 0.715 * s,
          0.072 - 0.072 * s,
          0.213 - 0.213 * s,
          0.715 + 0.285 * s,
          0.072 - 0.072 * s,
          0.213 - 0.213 * s,
          0.715 - 0.715 * s,
          0.072 + 0.928 * s,
        ],
        offset: zero,
      };
    }
    case 'hue-rotate': {
      const angle = (amount * Math.PI) / 180;
      const c = Math.cos(angle);
      const s = Math.sin(angle);
      return {
        matrix: [
          0.213 + c * 0.787 - s * 0.213,
          0.715 - c * 0.715 - s * 0.715,
          0.072 - c * 0.072 + s * 0.928,
          0.213 - c * 0.213 + s * 0.143,
          0.715 + c * 0.285 + s * 0.14,
          0.072 - c * 0.072 - s * 0.283,
          0.213 - c * 0.213 - s * 0.787,
          0.715 - c * 0.715 + s * 0.715,
          0.072 + c * 0.928 + s * 0.072,
        ],
        offset: zero,
      };
    }
    case 'brightness':
      return { matrix: [amount, 0, 0, 0, amount, 0, 0, 0, amount], offset: zero };
    case 'contrast': {
      const intercept = 0.5 - 0.5 * amount;
      return { matrix: [amount, 0, 0, 0, amount, 0, 0, 0, amount], offset: [intercept, intercept, intercept] };
    }
  }
}

function multiply(a: Matrix, b: Matrix): Matrix {
  return Array.from({ length: 9 }, (_, i) => {
    const row = Math.floor(i / 3);
    const col = i % 3;
    return a[row * 3]! * b[col]! + a[row * 3 + 1]! * b[3 + col]! + a[row * 3 + 2]! * b[6 + col]!;
  });
}

function apply(matrix: Matrix, v: Vector): Vector {
  return [0, 1, 2].map((row) => matrix[row * 3]! * v[0] + matrix[row * 3 + 1]! * v[1] + matrix[row * 3 + 2]! * v[2]) as Vector;
}

/** One step after the other, composed into a single transform (the last step applies last). */
export function composeFilter(steps: readonly CssFilterStep[]): ColorTransform {
  return steps.map(stepTransform).reduce<ColorTransform>(
    (total, step) => {
      const moved = apply(step.matrix, total.offset);
      return {
        matrix: multiply(step.matrix, total.matrix),
        offset: [moved[0] + step.offset[0], moved[1] + step.offset[1], moved[2] + step.offset[2]],
      };
    },
    { matrix: IDENTITY, offset: [0, 0, 0] },
  );
}

/** What a browser computes for one pixel (0–255): each step in turn, clamped to 0–1 after each. */
export function cssFilterPixel(steps: readonly CssFilterStep[], rgb: Vector): Vector {
  let value = rgb.map((c) => c / 255) as Vector;
  for (const step of steps.map(stepTransform)) {
    const moved = apply(step.matrix, value);
    value = moved.map((c, i) => clamp01(c + step.offset[i]!)) as Vector;
  }
  return value.map((c) => Math.round(c * 255)) as Vector;
}

/** One of the seven filters as one transform: what the image workers apply to the photo. */
export function photoFilterTransform(filter: PhotoFilter): ColorTransform {
  return composeFilter(PHOTO_FILTER_STEPS[filter]);
}
