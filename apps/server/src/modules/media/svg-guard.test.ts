import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import { COSTLY_SVGS, SVG_WITH_SCRIPT } from './samples.test-support.ts';
import { checkSvg } from './svg-guard.ts';

const refusal = (text: string | Buffer) => {
  try {
    checkSvg(Buffer.isBuffer(text) ? text : Buffer.from(text));
    return null;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
};

/** `<use>` of a group holding a `<use>`…, `n` levels deep. */
const levels = (n: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg"><defs><rect id="l0" width="1" height="1"/>${Array.from({ length: n - 1 }, (_, i) => `<g id="l${i + 1}"><use href="#l${i}"/></g>`).join('')}</defs><use href="#l${n - 1}"/></svg>`;

const PIXEL = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe('checkSvg', () => {
  it('refuses every costly or outward-reaching feature, each with its message', () => {
    for (const [name, { bytes, code }] of Object.entries(COSTLY_SVGS)) expect(refusal(bytes), name).toBe(code);
  });

  it('lets ordinary drawings through: gradients, clip paths, a few <use>, text, an embedded photo', () => {
    const logo = `<?xml version="1.0" encoding="UTF-8"?>
<!-- exported by a design tool -->
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 200 100" width="400" height="200">
  <defs>
    <linearGradient id="g"><stop offset="0" stop-color="#4f46e5"/><stop offset="1" stop-color="#06b6d4"/></linearGradient>
    <clipPath id="c"><circle cx="50" cy="50" r="40"/></clipPath>
    <symbol id="star"><path d="M10 0 L12 8 L20 8 L14 12 L16 20 L10 15 L4 20 L6 12 L0 8 L8 8 Z"/></symbol>
    <g id="stars"><use href="#star"/><use href="#star" x="25"/></g>
    <pattern id="dots" width="10" height="10" patternUnits="userSpaceOnUse"><circle cx="5" cy="5" r="2"/></pattern>
    <style><![CDATA[ .title { font: bold 20px sans-serif; fill: url(#g) } ]]></style>
  </defs>
  <rect width="200" height="100" fill="url(#g)" filter="none" style="filter: none"/>
  <rect width="200" height="20" fill="url(#dots)"/>
  <g clip-path="url(#c)"><use xlink:href="#stars" x="10" y="10"/></g>
  <image x="150" y="10" width="20" height="20" href="data:image/png;base64,${PIXEL}"/>
  <text x="60" y="60" class="title">filter: Publia &amp; co</text>
  <a href="https://publia.exemple.fr"><rect x="180" width="10" height="10"/></a>
</svg>`;
    expect(refusal(logo)).toBeNull();
    expect(refusal(SVG_WITH_SCRIPT)).toBeNull();
  });

  it('counts <use> as the renderer expands it: three levels pass, a fourth does not', () => {
    expect(refusal(levels(3))).toBeNull();
    expect(refusal(levels(4))).toBe('media.svgTooComplex');
  });

  it('refuses entity declarations as unreadable, as before', () => {
    expect(refusal('<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaa">]><svg xmlns="http://www.w3.org/2000/svg"><text>&a;</text></svg>')).toBe('media.unreadable');
  });
});
