import { createHash } from 'node:crypto';
import { access, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { mediaTools } from './tools/binaries.ts';
import { runTool } from './tools/run-tool.ts';

/** A video the tests make with the shipped ffmpeg from synthetic sources: no binary file is committed. */
export interface TestVideoSpec {
  /** Default 320×568 (vertical). */
  width?: number;
  height?: number;
  /** Default 4. */
  durationSeconds?: number;
  /** Default 30. */
  fps?: number;
  /** Default mp4. */
  container?: 'mp4' | 'mov' | 'webm';
  /** Default h264 (vp8 for webm). */
  videoCodec?: 'h264' | 'mpeg4' | 'vp8';
  /** Default true: the moov atom before mdat. */
  faststart?: boolean;
  /** Default 'speech': a voiced signal shaped like speech, heard as a voice (as a real French voice is); 'tone' is a steady sine. */
  audio?: 'speech' | 'tone' | 'none';
  /** The tone's pitch, default 150 Hz (a hum). */
  toneHz?: number;
  /** Gain applied to the audio, in dB (loud: +12, quiet: −25). */
  volumeDb?: number;
  /** The audio is silent for the first N seconds. */
  silentOpeningSeconds?: number;
  /** The picture is black for the first N seconds. */
  blackOpeningSeconds?: number;
  /** Number of visually different segments (cuts = scenes − 1), default 1. */
  scenes?: number;
  /** A big white caption burned in for the whole video. */
  burnedText?: string;
  /** A still picture. */
  frozen?: boolean;
  /** Default 48000. */
  audioSampleRate?: number;
  /** H.264 at this bitrate (kbit/s) instead of constant quality: the size a phone gives (8–12 Mbit/s), for the benchmark. */
  videoBitrateKbps?: number;
}

const require = createRequire(import.meta.url);

/** The spec with every default filled in (the caption aside). */
type FullSpec = Required<Omit<TestVideoSpec, 'burnedText' | 'videoBitrateKbps'>> & { videoBitrateKbps: number | null };

/**
 * A voiced signal shaped like speech, for aevalsrc: a pitch of ~135 Hz gliding ±30 Hz (its phase is
 * the integral of that pitch, so the harmonics stay coherent), 24 harmonics weighted by formants that
 * change vowel at every syllable (4 a second), each syllable rising and falling, and a pause of 0.4 s
 * every 2 s. A pure tone in the voice band would also pass as speech: the formants and syllables are
 * what makes this one speech for the detector and not for a tone.
 */
function speechExpression(): string {
  const phase = '2*PI*(135*t-30/(2*PI*0.6)*cos(2*PI*0.6*t)-10/(2*PI*4)*cos(2*PI*4*t))';
  const pitch = '(135+30*sin(2*PI*0.6*t)+10*sin(2*PI*4*t))';
  const harmonics = Array.from({ length: 24 }, (_, index) => {
    const k = index + 1;
    const f = `${k}*ld(1)`;
    return `(exp(-pow((${f}-ld(3))/110,2))+0.6*exp(-pow((${f}-ld(4))/160,2))+0.25*exp(-pow((${f}-2700)/250,2))+0.15/${k})*sin(${k}*ld(0))`;
  });
  return [
    `st(0,${phase})`,
    `st(1,${pitch})`,
    'st(2,mod(floor(t*4),3))',
    // First and second formants of « a », « i », « o ».
    'st(3,if(eq(ld(2),0),730,if(eq(ld(2),1),300,500)))',
    'st(4,if(eq(ld(2),0),1100,if(eq(ld(2),1),2300,900)))',
    'st(5,pow(sin(PI*mod(t*4,1)),0.7)*lt(mod(t,2),1.6))',
    `0.14*ld(5)*(${harmonics.join('+')})`,
  ].join(';');
}

/** Escapes a value for a filter option, then for the filtergraph around it. */
function filterValue(value: string): string {
  const option = value.replace(/[\\':]/g, (c) => `\\${c}`);
  return option.replace(/[\\'[\],;]/g, (c) => `\\${c}`);
}

/** Each segment looks very different from the one before (colours inverted, hue turned, flipped), so that the scene score sees a cut. */
const SEGMENT_LOOKS = ['null', 'negate', 'hflip,hue=h=90', 'negate,vflip,hue=h=180'];

function videoGraph(spec: FullSpec, caption: { file: string; text: string } | null): string {
  const { width, height, fps, durationSeconds, scenes } = spec;
  const chains: string[] = [];
  const segment = durationSeconds / scenes;
  for (let index = 0; index < scenes; index += 1) {
    const source = `testsrc2=s=${width}x${height}:r=${fps}:d=${segment}`;
    // A still picture: the first frame of the pattern, repeated.
    const still = spec.frozen ? `,loop=loop=-1:size=1:start=0,trim=duration=${segment},setpts=N/(${fps}*TB)` : '';
    const look = SEGMENT_LOOKS[index % SEGMENT_LOOKS.length] ?? 'null';
    chains.push(`${source}${still},${look},format=yuv420p[s${index}]`);
  }
  const joined = scenes > 1 ? `${Array.from({ length: scenes }, (_, i) => `[s${i}]`).join('')}concat=n=${scenes}:v=1:a=0` : '[s0]null';
  const after: string[] = [];
  if (spec.blackOpeningSeconds > 0) after.push(`drawbox=x=0:y=0:w=iw:h=ih:color=black:t=fill:enable='lt(t,${spec.blackOpeningSeconds})'`);
  if (caption) {
    const font = filterValue(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'));
    after.push(
      `drawtext=fontfile=${font}:textfile=${filterValue(caption.file)}:expansion=none:fontcolor=white:fontsize=${captionSize(spec, caption.text)}` +
        ':borderw=2:bordercolor=black:box=1:boxcolor=black@0.6:boxborderw=12:x=(w-tw)/2:y=h*0.72',
    );
  }
  chains.push(`${joined}${after.length ? `,${after.join(',')}` : ''}[v]`);
  return chains.join(';');
}

/** A bold glyph is about 0.72 em wide: the caption fills at most 88 % of the width. */
function captionSize(spec: { width: number; height: number }, text: string): number {
  return Math.max(12, Math.floor(Math.min(spec.height / 12, (spec.width * 0.88) / (0.72 * Math.max([...text].length, 1)))));
}

/**
 * The audio as its own lavfi input with a simple filter chain (`-af`): there ffmpeg cuts the frames to
 * the encoder's size (AAC wants exactly 1024 samples), which it does not do for a `-filter_complex` output.
 */
function audioArgs(spec: FullSpec): string[] {
  if (spec.audio === 'none') return [];
  const { durationSeconds: d, audioSampleRate: rate } = spec;
  // The voice is computed at 16 kHz (its harmonics stop below 4 kHz) and resampled: 3× fewer evaluations.
  const source = spec.audio === 'speech' ? `aevalsrc='${speechExpression()}':s=16000:d=${d}` : `sine=f=${spec.toneHz}:sample_rate=${rate}:d=${d}`;
  const filters = [`aresample=${rate}`, 'aformat=channel_layouts=stereo'];
  if (spec.volumeDb) filters.push(`volume=${spec.volumeDb}dB`);
  if (spec.silentOpeningSeconds > 0) filters.push(`volume=0:enable='lt(t,${spec.silentOpeningSeconds})'`);
  return ['-f', 'lavfi', '-i', source, '-af', filters.join(',')];
}

function codecArgs(spec: FullSpec): string[] {
  const video =
    spec.videoCodec === 'vp8'
      ? ['-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '1M']
      : spec.videoCodec === 'mpeg4'
        ? ['-c:v', 'mpeg4', '-q:v', '4']
        : spec.videoBitrateKbps
          ? [
              '-c:v',
              'libx264',
              '-preset',
              'ultrafast',
              '-b:v',
              `${spec.videoBitrateKbps}k`,
              '-maxrate',
              `${spec.videoBitrateKbps}k`,
              '-bufsize',
              `${spec.videoBitrateKbps * 2}k`,
              '-pix_fmt',
              'yuv420p',
            ]
          : ['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '23', '-pix_fmt', 'yuv420p'];
  const audio = spec.audio === 'none' ? ['-an'] : spec.container === 'webm' ? ['-c:a', 'libvorbis', '-q:a', '3'] : ['-c:a', 'aac', '-b:a', '128k'];
  const mux = spec.container !== 'webm' && spec.faststart ? ['-movflags', '+faststart'] : [];
  return [...video, ...audio, ...mux];
}

function fullSpec(spec: TestVideoSpec): FullSpec {
  const container = spec.container ?? 'mp4';
  return {
    width: spec.width ?? 320,
    height: spec.height ?? 568,
    durationSeconds: spec.durationSeconds ?? 4,
    fps: spec.fps ?? 30,
    container,
    videoCodec: spec.videoCodec ?? (container === 'webm' ? 'vp8' : 'h264'),
    faststart: spec.faststart ?? true,
    audio: spec.audio ?? 'speech',
    volumeDb: spec.volumeDb ?? 0,
    silentOpeningSeconds: spec.silentOpeningSeconds ?? 0,
    blackOpeningSeconds: spec.blackOpeningSeconds ?? 0,
    scenes: Math.max(1, Math.round(spec.scenes ?? 1)),
    frozen: spec.frozen ?? false,
    toneHz: spec.toneHz ?? 150,
    audioSampleRate: spec.audioSampleRate ?? 48_000,
    videoBitrateKbps: spec.videoBitrateKbps ?? null,
  };
}

/** A readable name with a hash of the whole spec: two specs never share a file, the same spec reuses it. */
function fileName(spec: TestVideoSpec, full: FullSpec): string {
  const hash = createHash('sha1')
    .update(JSON.stringify({ ...full, burnedText: spec.burnedText ?? null }))
    .digest('hex')
    .slice(0, 10);
  return `test-${full.width}x${full.height}-${full.durationSeconds}s-${full.videoCodec}-${full.audio}-${hash}.${full.container}`;
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** Writes the video into `dir` (named after the spec) with the shipped ffmpeg; returns its path. */
export async function makeTestVideo(dir: string, spec: TestVideoSpec = {}): Promise<string> {
  const full = fullSpec(spec);
  const output = join(dir, fileName(spec, full));
  if (await exists(output)) return output;
  // drawtext reads the caption from a file: no quoting of apostrophes or colons in the graph.
  const caption = spec.burnedText ? { file: `${output}.txt`, text: spec.burnedText } : null;
  if (caption) await writeFile(caption.file, caption.text);
  const audio = audioArgs(full);
  const args = ['-hide_banner', '-loglevel', 'error', '-y', ...audio, '-filter_complex', videoGraph(full, caption), '-map', '[v]'];
  if (audio.length) args.push('-map', '0:a');
  // Written under another name and renamed once whole: a failed run never leaves a file that looks made.
  const partial = `${output}.partial.${full.container}`;
  args.push('-t', String(full.durationSeconds), '-r', String(full.fps), ...codecArgs(full), partial);
  try {
    await runTool(mediaTools().ffmpeg, args, { timeoutMs: 120_000 });
    await rename(partial, output);
  } finally {
    await rm(partial, { force: true });
  }
  return output;
}
