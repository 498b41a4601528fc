import { PHOTO_FILTERS, PHOTO_FILTER_STEPS, photoFilterCss } from '@publia/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { applyPhotoFilter } from './image-pipeline.ts';
import { composeFilter, cssFilterPixel } from './color-matrix.ts';

type Rgb = [number, number, number];
const COLOURS: Rgb[] = [
  [255, 255, 255],
  [0, 0, 0],
  [255, 0, 0],
  [0, 255, 0],
  [0, 0, 255],
  [200, 120, 40],
  [30, 160, 220],
  [128, 128, 128],
  [250, 240, 10],
];

/** The pixel a filtered PNG of one colour comes out with. */
async function filtered(rgb: Rgb, filter: (typeof PHOTO_FILTERS)[number]): Promise<Rgb> {
  const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } })
    .png()
    .toBuffer();
  const out = await applyPhotoFilter(png, 'image/png', filter);
  const { data } = await sharp(out.bytes).raw().toBuffer({ resolveWithObject: true });
  return [data[0]!, data[1]!, data[2]!];
}

describe('the CSS filter functions, composed', () => {
  it('gives known colours the values the CSS filter matrices give them (sepia(1) of pure white, grayscale(1) of pure red)', () => {
    expect(cssFilterPixel([{ fn: 'sepia', amount: 1 }], [255, 255, 255])).toEqual([255, 255, 239]);
    expect(cssFilterPixel([{ fn: 'grayscale', amount: 1 }], [255, 0, 0])).toEqual([54, 54, 54]);
    expect(cssFilterPixel([{ fn: 'contrast', amount: 1.5 }], [64, 128, 192])).toEqual([32, 128, 224]);
    expect(cssFilterPixel([{ fn: 'hue-rotate', amount: 180 }], [255, 0, 0])).toEqual([0, 109, 109]);
  });

  it('reads as the CSS value the browser preview uses', () => {
    expect(photoFilterCss('original')).toBe('none');
    expect(photoFilterCss('noir')).toBe('grayscale(1) contrast(1.2)');
    expect(photoFilterCss('cool')).toBe('saturate(0.9) hue-rotate(15deg) brightness(1.05)');
  });

  it('one composed matrix equals the browser’s step-by-step result, clamps included', () => {
    for (const filter of PHOTO_FILTERS) {
      const { matrix, offset } = composeFilter(PHOTO_FILTER_STEPS[filter]);
      for (const rgb of COLOURS) {
        const once = [0, 1, 2].map((row) => {
          const value = matrix[row * 3]! * rgb[0] + matrix[row * 3 + 1]! * rgb[1] + matrix[row * 3 + 2]! * rgb[2] + offset[row]! * 255;
          return Math.round(Math.min(255, Math.max(0, value)));
        });
        const browser = cssFilterPixel(PHOTO_FILTER_STEPS[filter], rgb);
        once.forEach((channel, i) => expect(Math.abs(channel - browser[i]!), `${filter} ${rgb}`).toBeLessThanOrEqual(1));
      }
    }
  });
});

describe('applyPhotoFilter (sharp)', () => {
  it('turns each colour into what the browser preview shows, within rounding', async () => {
    for (const filter of PHOTO_FILTERS) {
      for (const rgb of COLOURS) {
        const expected = cssFilterPixel(PHOTO_FILTER_STEPS[filter], rgb);
        const actual = await filtered(rgb, filter);
        actual.forEach((channel, i) => expect(Math.abs(channel - expected[i]!), `${filter} ${rgb} → ${actual} vs ${expected}`).toBeLessThanOrEqual(1));
      }
    }
  });

  it('changes the picture (noir is grey, vivid is more saturated than the source)', async () => {
    const [r, g, b] = await filtered([200, 120, 40], 'noir');
    expect(r).toBe(g);
    expect(g).toBe(b);
    const vivid = await filtered([200, 120, 40], 'vivid');
    expect(vivid[0] - vivid[2]).toBeGreaterThan(200 - 40);
  });

  it('keeps a JPEG a JPEG, turns an EXIF-rotated photo upright', async () => {
    const jpeg = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#336699' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const out = await applyPhotoFilter(jpeg, 'image/jpeg', 'warm');
    expect(out.mimeType).toBe('image/jpeg');
    expect([out.width, out.height]).toEqual([20, 30]);
    expect((await sharp(out.bytes).metadata()).orientation ?? 1).toBe(1);
  });
});
