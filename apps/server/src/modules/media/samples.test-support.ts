import sharp from 'sharp';

/** A `width`×`height` photo of random pixels (noise compresses badly: a realistic size). */
export async function noisyImage(width: number, height: number, format: 'jpeg' | 'png' | 'webp' | 'gif'): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919 + ((i / 3) | 0) * 104729) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } })[format]().toBuffer();
}

/** A `width`×`height` photo of one colour. */
export async function solidImage(width: number, height: number, rgb: [number, number, number], format: 'jpeg' | 'png' = 'png') {
  return sharp({ create: { width, height, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } })[format]().toBuffer();
}

const box = (type: string, ...children: Buffer[]) => {
  const body = Buffer.concat(children);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
};

/** A minimal MP4 (or QuickTime with `brand` 'qt  '): ftyp, then moov with mvhd and one video track's tkhd. */
export function mp4Video(opts: { width: number; height: number; seconds: number; brand?: string; quarterTurn?: boolean }): Buffer {
  const ftyp = box('ftyp', Buffer.from(`${opts.brand ?? 'isom'}\0\0\x02\0isomiso2`, 'latin1'));
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12); // timescale
  mvhd.writeUInt32BE(Math.round(opts.seconds * 1000), 16); // duration
  const tkhd = Buffer.alloc(84);
  const matrix = opts.quarterTurn ? [0, 0x10000, 0, -0x10000, 0, 0, 0, 0, 0x40000000] : [0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000];
  matrix.forEach((value, i) => tkhd.writeInt32BE(value, 40 + i * 4));
  tkhd.writeUInt32BE(opts.width * 65536, 76);
  tkhd.writeUInt32BE(opts.height * 65536, 80);
  const moov = box('moov', box('mvhd', mvhd), box('trak', box('tkhd', tkhd)));
  return Buffer.concat([ftyp, box('mdat', Buffer.alloc(512, 7)), moov]);
}

const ebml = (id: number, body: Buffer) => {
  const idBytes = Buffer.from(id.toString(16).padStart(id > 0xffffff ? 8 : id > 0xffff ? 6 : id > 0xff ? 4 : 2, '0'), 'hex');
  const size = Buffer.alloc(8);
  size.writeBigUInt64BE(BigInt(body.length) | (1n << 56n)); // 8-byte size with its marker
  return Buffer.concat([idBytes, size, body]);
};
const uint = (value: number, bytes = 4) => Buffer.from(value.toString(16).padStart(bytes * 2, '0'), 'hex');

/** A minimal WebM: EBML header (DocType webm), Segment with Info (scale, duration) and one video track. */
export function webmVideo(opts: { width: number; height: number; seconds: number }): Buffer {
  const duration = Buffer.alloc(8);
  duration.writeDoubleBE(opts.seconds * 1000); // in TimecodeScale units of 1 ms
  const header = ebml(0x1a45dfa3, Buffer.concat([ebml(0x4282, Buffer.from('webm'))]));
  const info = ebml(0x1549a966, Buffer.concat([ebml(0x2ad7b1, uint(1_000_000)), ebml(0x4489, duration)]));
  const video = ebml(0xe0, Buffer.concat([ebml(0xb0, uint(opts.width, 2)), ebml(0xba, uint(opts.height, 2))]));
  const tracks = ebml(0x1654ae6b, ebml(0xae, Buffer.concat([ebml(0xd7, uint(1, 1)), video])));
  const cluster = ebml(0x1f43b675, Buffer.alloc(256, 3));
  return Buffer.concat([header, ebml(0x18538067, Buffer.concat([info, tracks, cluster]))]);
}

export const SVG_WITH_SCRIPT = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><script>alert(1)</script><rect width="40" height="30" fill="#ff0000" onload="alert(2)"/></svg>',
);

/** A multipart/form-data body as a browser sends it (fields first, then the file). */
export function multipart(
  file: { bytes: Buffer; name?: string; type?: string } | null,
  fields: Record<string, string> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----publia${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
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
