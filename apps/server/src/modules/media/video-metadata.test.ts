import { describe, expect, it } from 'vitest';
import { detectType } from './detect-type.ts';
import { mp4Video, oggPage, theoraHeader, webmVideo } from './samples.test-support.ts';
import { videoMetadata } from './video-metadata.ts';

const read = (bytes: Buffer) => videoMetadata(bytes, detectType(bytes)!);

describe('video headers', () => {
  it('MP4: duration from mvhd, size from the video track, turned a quarter when its matrix says so', () => {
    expect(read(mp4Video({ width: 1920, height: 1080, seconds: 61.5 }))).toEqual({ width: 1920, height: 1080, durationMs: 61500 });
    expect(read(mp4Video({ width: 1920, height: 1080, seconds: 2, quarterTurn: true }))).toEqual({ width: 1080, height: 1920, durationMs: 2000 });
  });

  it('WebM: Duration × TimecodeScale and the video track’s pixels', () => {
    expect(read(webmVideo({ width: 1280, height: 720, seconds: 30 }))).toEqual({ width: 1280, height: 720, durationMs: 30000 });
  });

  it('recordings made live: a fragmented MP4 and a WebM without Duration are videos of unknown duration', () => {
    expect(read(mp4Video({ width: 720, height: 1280, seconds: 5, fragmented: true }))).toEqual({ width: 720, height: 1280, durationMs: null });
    expect(read(webmVideo({ width: 640, height: 480, seconds: 5, live: true }))).toEqual({ width: 640, height: 480, durationMs: null });
  });

  it('Ogg Theora: picture size, and duration from the last granule position', () => {
    const shift = 6;
    // 250 frames = 10 s at 25 fps: the last keyframe is frame 248, and 2 frames follow it.
    const granule = (248n << BigInt(shift)) + 2n;
    const bytes = Buffer.concat([oggPage(7, 0n, theoraHeader(640, 360, 25, shift)), oggPage(7, granule, Buffer.alloc(10))]);
    expect(read(bytes)).toEqual({ width: 640, height: 360, durationMs: 10000 });
  });

  it('answers null, never an error, for bytes that only begin like a video', () => {
    const mp4 = mp4Video({ width: 100, height: 100, seconds: 1 });
    const garbage = Buffer.alloc(4000);
    for (let i = 0; i < garbage.length; i++) garbage[i] = (i * 7919 + 13) % 251;
    expect(read(Buffer.concat([mp4.subarray(0, 24), garbage]))).toBeNull();
    // Cut inside its moov, or before it: no track is left to read.
    expect(read(mp4.subarray(0, 560))).toBeNull();
    expect(read(mp4.subarray(0, 544))).toBeNull();
    const vorbisOnly = oggPage(3, 0n, Buffer.from('\x01vorbis', 'latin1'));
    expect(read(vorbisOnly)).toBeNull();
    const theoraWithoutFrames = oggPage(7, 0n, theoraHeader(640, 360, 25, 6));
    expect(read(theoraWithoutFrames)).toBeNull();
    expect(read(webmVideo({ width: 10, height: 10, seconds: 1 }).subarray(0, 50))).toBeNull();
  });

  it('answers null for a container with no video track', () => {
    const audioOnly = Buffer.from(mp4Video({ width: 0, height: 0, seconds: 3 }).toString('latin1').replace('vide', 'soun'), 'latin1');
    expect(read(audioOnly)).toBeNull();
    const webm = webmVideo({ width: 10, height: 10, seconds: 1 });
    // The only track made an audio one: TrackType 2, and its Video element (0xE0) renamed Audio (0xE1).
    const noVideo = Buffer.from(webm);
    noVideo[noVideo.indexOf(Buffer.from([0x83, 0x01])) + 9] = 2;
    noVideo[noVideo.indexOf(Buffer.from([0xe0, 0x01]))] = 0xe1;
    expect(read(noVideo)).toBeNull();
  });
});
