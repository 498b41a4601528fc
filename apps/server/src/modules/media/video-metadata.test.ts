import { describe, expect, it } from 'vitest';
import { detectType } from './detect-type.ts';
import { mp4Video, webmVideo } from './samples.test-support.ts';
import { videoMetadata } from './video-metadata.ts';

const read = (bytes: Buffer) => videoMetadata(bytes, detectType(bytes)!);

/** An Ogg page holding one packet (no CRC: we never check it). */
function oggPage(serial: number, granule: bigint, packet: Buffer): Buffer {
  const head = Buffer.alloc(27);
  head.write('OggS', 0, 'latin1');
  head.writeBigUInt64LE(granule, 6);
  head.writeUInt32LE(serial, 14);
  head[26] = 1;
  return Buffer.concat([head, Buffer.from([packet.length]), packet]);
}

function theoraHeader(width: number, height: number, fps: number, shift: number): Buffer {
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

describe('video headers', () => {
  it('MP4: duration from mvhd, size from the video track, turned a quarter when its matrix says so', () => {
    expect(read(mp4Video({ width: 1920, height: 1080, seconds: 61.5 }))).toEqual({ width: 1920, height: 1080, durationMs: 61500 });
    expect(read(mp4Video({ width: 1920, height: 1080, seconds: 2, quarterTurn: true }))).toEqual({ width: 1080, height: 1920, durationMs: 2000 });
  });

  it('WebM: Duration × TimecodeScale and the video track’s pixels', () => {
    expect(read(webmVideo({ width: 1280, height: 720, seconds: 30 }))).toEqual({ width: 1280, height: 720, durationMs: 30000 });
  });

  it('Ogg Theora: picture size, and duration from the last granule position', () => {
    const shift = 6;
    // 250 frames = 10 s at 25 fps: the last keyframe is frame 248, and 2 frames follow it.
    const granule = (248n << BigInt(shift)) + 2n;
    const bytes = Buffer.concat([oggPage(7, 0n, theoraHeader(640, 360, 25, shift)), oggPage(7, granule, Buffer.alloc(10))]);
    expect(read(bytes)).toEqual({ width: 640, height: 360, durationMs: 10000 });
  });

  it('answers nulls, never an error, for headers cut short or missing', () => {
    const cut = mp4Video({ width: 100, height: 100, seconds: 1 }).subarray(0, 560);
    expect(read(cut)).toEqual({ width: null, height: null, durationMs: null });
    const vorbisOnly = oggPage(3, 0n, Buffer.from('\x01vorbis', 'latin1'));
    expect(read(vorbisOnly)).toEqual({ width: null, height: null, durationMs: null });
    expect(read(webmVideo({ width: 10, height: 10, seconds: 1 }).subarray(0, 50))).toMatchObject({ width: null });
  });
});
