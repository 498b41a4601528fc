import zlib from 'node:zlib';
import sharp from 'sharp';

/** A `width`×`height` photo of random pixels (noise compresses badly: a realistic size). */
export async function noisyImage(width: number, height: number, format: 'jpeg' | 'png' | 'webp' | 'gif'): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919 + ((i / 3) | 0) * 104729) % 251;
  // One line: the formatter would break before `[format]()`, which oxlint takes for a mistaken property access.
  // oxfmt-ignore
  return sharp(pixels, { raw: { width, height, channels: 3 } })[format]().toBuffer();
}

/** A `width`×`height` photo of one colour. */
export async function solidImage(width: number, height: number, rgb: [number, number, number], format: 'jpeg' | 'png' = 'png') {
  // oxfmt-ignore
  return sharp({ create: { width, height, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } })[format]().toBuffer();
}

const box = (type: string, ...children: Buffer[]) => {
  const body = Buffer.concat(children);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
};

/**
 * A minimal MP4 (or QuickTime with `brand` 'qt  '): ftyp, then moov with mvhd and one video track
 * (tkhd, and mdia with its mdhd and a 'vide' handler). `fragmented`: as a recorder streams it,
 * durations 0 in moov, which announces fragments (mvex), then one moof and its mdat.
 */
export function mp4Video(opts: { width: number; height: number; seconds: number; brand?: string; quarterTurn?: boolean; fragmented?: boolean }): Buffer {
  const seconds = opts.fragmented ? 0 : opts.seconds;
  const ftyp = box('ftyp', Buffer.from(`${opts.brand ?? 'isom'}\0\0\x02\0isomiso2`, 'latin1'));
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12); // timescale
  mvhd.writeUInt32BE(Math.round(seconds * 1000), 16); // duration
  const tkhd = Buffer.alloc(84);
  const matrix = opts.quarterTurn ? [0, 0x10000, 0, -0x10000, 0, 0, 0, 0, 0x40000000] : [0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000];
  matrix.forEach((value, i) => tkhd.writeInt32BE(value, 40 + i * 4));
  tkhd.writeUInt32BE(opts.width * 65536, 76);
  tkhd.writeUInt32BE(opts.height * 65536, 80);
  const mdhd = Buffer.alloc(24);
  mdhd.writeUInt32BE(1000, 12); // timescale
  mdhd.writeUInt32BE(Math.round(seconds * 1000), 16); // duration
  const hdlr = Buffer.concat([Buffer.alloc(8), Buffer.from('vide', 'latin1'), Buffer.alloc(13)]);
  const mdia = box('mdia', box('mdhd', mdhd), box('hdlr', hdlr));
  const trak = box('trak', box('tkhd', tkhd), mdia);
  if (opts.fragmented) {
    const moov = box('moov', box('mvhd', mvhd), trak, box('mvex', box('trex', Buffer.alloc(24))));
    return Buffer.concat([ftyp, moov, box('moof', box('mfhd', Buffer.alloc(8))), box('mdat', Buffer.alloc(512, 7))]);
  }
  return Buffer.concat([ftyp, box('mdat', Buffer.alloc(512, 7)), box('moov', box('mvhd', mvhd), trak)]);
}

const ebml = (id: number, body: Buffer) => {
  const idBytes = Buffer.from(id.toString(16).padStart(id > 0xffffff ? 8 : id > 0xffff ? 6 : id > 0xff ? 4 : 2, '0'), 'hex');
  const size = Buffer.alloc(8);
  size.writeBigUInt64BE(BigInt(body.length) | (1n << 56n)); // 8-byte size with its marker
  return Buffer.concat([idBytes, size, body]);
};
const uint = (value: number, bytes = 4) => Buffer.from(value.toString(16).padStart(bytes * 2, '0'), 'hex');

/** An element whose size is "unknown" (all ones), as a live recording writes its Segment and Clusters. */
const ebmlLive = (id: number, body: Buffer) => Buffer.concat([uint(id), Buffer.from('01ffffffffffffff', 'hex'), body]);

/**
 * A minimal WebM: EBML header (DocType webm), Segment with Info (scale, duration) and one video
 * track, then a cluster. `live`: as a browser's MediaRecorder writes it, no Duration, and Segment
 * and Cluster of unknown size.
 */
export function webmVideo(opts: { width: number; height: number; seconds: number; live?: boolean }): Buffer {
  const duration = Buffer.alloc(8);
  duration.writeDoubleBE(opts.seconds * 1000); // in TimecodeScale units of 1 ms
  const header = ebml(0x1a45dfa3, Buffer.concat([ebml(0x4282, Buffer.from('webm'))]));
  const scale = ebml(0x2ad7b1, uint(1_000_000));
  const info = ebml(0x1549a966, opts.live ? scale : Buffer.concat([scale, ebml(0x4489, duration)]));
  const video = ebml(0xe0, Buffer.concat([ebml(0xb0, uint(opts.width, 2)), ebml(0xba, uint(opts.height, 2))]));
  const tracks = ebml(0x1654ae6b, ebml(0xae, Buffer.concat([ebml(0xd7, uint(1, 1)), ebml(0x83, uint(1, 1)), video])));
  if (opts.live) return Buffer.concat([header, ebmlLive(0x18538067, Buffer.concat([info, tracks, ebmlLive(0x1f43b675, Buffer.alloc(256, 3))]))]);
  const cluster = ebml(0x1f43b675, Buffer.alloc(256, 3));
  return Buffer.concat([header, ebml(0x18538067, Buffer.concat([info, tracks, cluster]))]);
}

/** An Ogg page holding one packet (no CRC: we never check it); `first` marks the beginning of its stream. */
export function oggPage(serial: number, granule: bigint, packet: Buffer, first = granule === 0n): Buffer {
  const head = Buffer.alloc(27);
  head.write('OggS', 0, 'latin1');
  head[5] = first ? 0x02 : 0;
  head.writeBigUInt64LE(granule, 6);
  head.writeUInt32LE(serial, 14);
  head[26] = 1;
  return Buffer.concat([head, Buffer.from([packet.length]), packet]);
}

export function theoraHeader(width: number, height: number, fps: number, shift: number): Buffer {
  const packet = Buffer.alloc(42);
  packet[0] = 0x80;
  packet.write('theora', 1, 'latin1');
  packet.writeUIntBE(Math.ceil(width / 16), 10, 2);
  packet.writeUIntBE(Math.ceil(height / 16), 12, 2);
  packet.writeUIntBE(width, 14, 3);
  packet.writeUIntBE(height, 17, 3);
  packet.writeUInt32BE(fps, 22);
  packet.writeUInt32BE(1, 26);
  packet[40] = (shift >> 3) & 0x03;
  packet[41] = (shift & 0x07) << 5;
  return packet;
}

/** A minimal Ogg Theora video: its identification header, then a last page whose granule counts the frames. */
export function oggVideo(opts: { width: number; height: number; fps: number; frames: number }): Buffer {
  const shift = 6;
  const granule = (BigInt(opts.frames - 2) << BigInt(shift)) + 2n;
  return Buffer.concat([oggPage(7, 0n, theoraHeader(opts.width, opts.height, opts.fps, shift)), oggPage(7, granule, Buffer.alloc(10))]);
}

const svg = (body: string, size = 4096) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${size}" height="${size}">${body}</svg>`);
const square = 'width="4096" height="4096"';
const nestedUses = (levels: number, each: number) => Array.from({ length: levels }, (_, i) => `<g id="l${i + 1}">${`<use xlink:href="#l${i}"/>`.repeat(each)}</g>`).join('');

/** SVGs that cost far more to draw than their bytes, each refused before drawing; with the key answered. */
export const COSTLY_SVGS: Record<string, { bytes: Buffer; code: 'media.svgTooComplex' | 'media.svgExternal' }> = {
  morphology: { bytes: svg(`<filter id="f"><feMorphology radius="5"/></filter><rect ${square} filter="url(#f)"/>`), code: 'media.svgTooComplex' },
  blur: { bytes: svg(`<filter id="f"><feGaussianBlur stdDeviation="1000"/></filter><rect ${square} filter="url(#f)"/>`), code: 'media.svgTooComplex' },
  cssBlur: { bytes: svg(`<rect ${square} style="fill:red; filter: blur(500px)"/>`), code: 'media.svgTooComplex' },
  convolve: { bytes: svg(`<filter id="f"><feConvolveMatrix order="3" kernelMatrix="1 1 1 1 1 1 1 1 1"/></filter><rect ${square} filter="url(#f)"/>`), code: 'media.svgTooComplex' },
  turbulence: { bytes: svg(`<filter id="f"><feTurbulence baseFrequency="0.05" numOctaves="30"/></filter><rect ${square} filter="url(#f)"/>`), code: 'media.svgTooComplex' },
  styleSheetFilter: { bytes: svg(`<style>rect { filter: url(#f) }</style><rect ${square}/>`), code: 'media.svgTooComplex' },
  nestedUses: { bytes: svg(`<defs><rect id="l0" ${square} opacity="0.5"/>${nestedUses(5, 10)}</defs><use xlink:href="#l5"/>`), code: 'media.svgTooComplex' },
  manyUses: { bytes: svg(`<defs><rect id="r" ${square}/></defs>${'<use href="#r"/>'.repeat(150)}`), code: 'media.svgTooComplex' },
  useCycle: { bytes: svg(`<g id="a"><use href="#b"/></g><g id="b"><use href="#a"/></g>`), code: 'media.svgTooComplex' },
  nestedPatterns: {
    bytes: svg(
      `<pattern id="p1" width="4" height="4" patternUnits="userSpaceOnUse"><rect width="2" height="2"/></pattern>` +
        `<pattern id="p2" width="4096" height="4096" patternUnits="userSpaceOnUse"><rect ${square} fill="url(#p1)"/></pattern><rect ${square} fill="url(#p2)"/>`,
    ),
    code: 'media.svgTooComplex',
  },
  hugePattern: {
    bytes: svg(`<pattern id="p" width="100000" height="100000" patternUnits="userSpaceOnUse"><rect width="100000" height="100000"/></pattern><rect ${square} fill="url(#p)"/>`),
    code: 'media.svgTooComplex',
  },
  externalImage: { bytes: svg(`<image ${square} href="http://127.0.0.1:9/photo.png"/>`), code: 'media.svgExternal' },
  localFile: { bytes: svg(`<image ${square} xlink:href="file:///etc/passwd"/>`), code: 'media.svgExternal' },
  nestedSvgImage: { bytes: svg(`<image ${square} href="data:image/svg+xml;base64,PHN2Zy8+"/>`), code: 'media.svgExternal' },
  externalUse: { bytes: svg(`<use href="other.svg#logo"/>`), code: 'media.svgExternal' },
  styleSheet: { bytes: Buffer.from(`<?xml-stylesheet href="http://127.0.0.1:9/s.css"?>${svg('<rect width="4" height="4"/>', 4)}`), code: 'media.svgExternal' },
};

/**
 * An SVG that passes every check and still takes seconds to draw (twenty group opacities nested, each
 * a 4096-pixel layer): what only the time limit stops.
 */
export const SLOW_SVG = svg(`${'<g opacity="0.9">'.repeat(20)}<rect ${square}/>${'</g>'.repeat(20)}`);

const pngChunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A PNG of a few hundred bytes whose header says `side`×`side` pixels. */
export function pngHeaderBomb(side = 100_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, pngChunk('IHDR', ihdr), pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(1000))), pngChunk('IEND', Buffer.alloc(0))]);
}

/** A JPEG of a few dozen bytes whose frame header says 60,000×60,000 pixels. */
export const JPEG_HEADER_BOMB = Buffer.from('ffd8ffe000104a46494600010100000100010000ffc0001108ea60ea6003012200021101031101ffda000c03010002110311003f0000ffd9', 'hex');

export const SVG_WITH_SCRIPT = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><script>alert(1)</script><rect width="40" height="30" fill="#ff0000" onload="alert(2)"/></svg>',
);

/** A multipart/form-data body as a browser sends it (fields first, then the file). */
export function multipart(file: { bytes: Buffer; name?: string; type?: string } | null, fields: Record<string, string> = {}): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----publia${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name ?? 'photo.bin'}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
