import { apiMessages, formatMessage, SUPPORTED_LOCALES, type ApiMessageKey, type ScannerMessage } from '@publia/shared';
import { describe, expect, it } from 'vitest';
import { measurementsOf } from './measurements.test-support.ts';
import { planFix, type FixPlan } from './plan-fix.ts';

const MB = 1024 * 1024;

const argsOf = (plan: FixPlan) => plan.args('/in/source.webm', '/out/fixed.mp4');
/** The value that follows an option in ffmpeg's arguments. */
const option = (plan: FixPlan, name: string) => {
  const args = argsOf(plan);
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const keys = (plan: FixPlan) => plan.changes.map((change) => change.key);
const change = (plan: FixPlan, key: string) => plan.changes.find((item) => item.key === key);
const french = (message: ScannerMessage) => formatMessage(apiMessages.fr[message.key as ApiMessageKey], message.params);
/** The output size written in the filter graph (last scale before the tail, or the overlay's frame). */
const outputSize = (plan: FixPlan) => {
  const scales = [...(option(plan, '-filter_complex') ?? '').matchAll(/scale=(\d+):(\d+)/g)];
  return scales.map((match) => `${match[1]}×${match[2]}`);
};

/** The frame rate a fix gives a source of `frameRate`, and the change it tells. */
const fps = (frameRate: number, network: 'instagram' | 'facebook' = 'instagram') => {
  const plan = planFix(measurementsOf({ video: { frameRate } }), network);
  return { filter: /fps=([\d.]+)/.exec(option(plan, '-filter_complex') ?? '')?.[1], change: change(plan, 'scanner.fix.frameRate')?.params };
};

describe('planFix', () => {
  it('re-encodes a video the network already takes to H.264 High, AAC 48 kHz stereo, MP4 with its index first, and changes nothing else', () => {
    const plan = planFix(measurementsOf(), 'instagram');
    const args = argsOf(plan);
    expect(args.slice(0, 5)).toEqual(['-hide_banner', '-nostdin', '-y', '-i', '/in/source.webm']);
    expect(args.at(-1)).toBe('/out/fixed.mp4');
    expect(option(plan, '-c:v')).toBe('libx264');
    expect(option(plan, '-profile:v')).toBe('high');
    expect(option(plan, '-pix_fmt')).toBe('yuv420p');
    expect(['veryfast', 'superfast', 'ultrafast']).toContain(option(plan, '-preset'));
    expect(option(plan, '-c:a')).toBe('aac');
    expect(option(plan, '-ar')).toBe('48000');
    expect(option(plan, '-ac')).toBe('2');
    expect(option(plan, '-b:a')).toBe('128k');
    expect(option(plan, '-movflags')).toBe('+faststart');
    expect(option(plan, '-f')).toBe('mp4');
    expect(args).not.toContain('-t');
    expect(option(plan, '-af')).not.toContain('loudnorm');
    expect(outputSize(plan)).toEqual([]);
    expect(keys(plan)).toEqual(['scanner.fix.reencoded']);
    expect(french(plan.changes[0]!)).toContain('à l’origine : H.264 / AAC');
    expect(plan.outputDurationSeconds).toBe(20);
  });

  it('pads a quiet horizontal WebM to 9:16 for Instagram on a blurred background, louder, with its index first', () => {
    const m = measurementsOf({
      container: 'matroska,webm',
      mimeType: 'video/webm',
      faststart: null,
      video: { codec: 'vp8', profile: null, width: 1920, height: 1080 },
      audio: { codec: 'vorbis', sampleRate: 44_100 },
      loudness: { integratedLufs: -31.4, truePeakDbtp: -18.2, rangeLu: 4.1 },
    });
    const plan = planFix(m, 'instagram');
    const graph = option(plan, '-filter_complex') ?? '';
    expect(graph).toContain('boxblur');
    expect(graph).toContain('overlay=(W-w)/2:(H-h)/2');
    expect(outputSize(plan)).toContain('1080×1920');
    expect(graph).toContain('[fg]scale=1080:608[front]');
    expect(option(plan, '-af')).toContain('loudnorm=I=-14:TP=-1.5:LRA=11:measured_I=-31.4:measured_TP=-18.2:measured_LRA=4.1');
    expect(keys(plan)).toEqual(['scanner.fix.reencoded', 'scanner.fix.resized', 'scanner.fix.padded', 'scanner.fix.loudness', 'scanner.fix.faststart']);
    expect(french(change(plan, 'scanner.fix.reencoded')!)).toContain('à l’origine : VP8 / Vorbis');
    expect(french(change(plan, 'scanner.fix.resized')!)).toBe('Redimensionnée de 1920×1080 à 1080×1920 pixels');
    expect(french(change(plan, 'scanner.fix.padded')!)).toContain('format 9:16');
    expect(french(change(plan, 'scanner.fix.loudness')!)).toBe('Volume sonore ajusté de −31,4 à −14 LUFS, le niveau auquel les réseaux diffusent');
  });

  it('never enlarges a small source to pad it: its own pixels stay its own', () => {
    const plan = planFix(measurementsOf({ video: { width: 320, height: 180 } }), 'instagram');
    const graph = option(plan, '-filter_complex') ?? '';
    expect(graph).toContain('[fg]scale=320:180[front]');
    expect(change(plan, 'scanner.fix.resized')?.params).toEqual({ from: '320×180', to: '320×568' });
  });

  it('crops a shape only slightly off the network’s instead of padding it, and says how much is cut', () => {
    const plan = planFix(measurementsOf({ video: { width: 648, height: 1080 } }), 'tiktok');
    expect(option(plan, '-filter_complex')).toContain('crop=608:1080');
    expect(keys(plan)).toContain('scanner.fix.cropped');
    expect(keys(plan)).not.toContain('scanner.fix.padded');
    expect(french(change(plan, 'scanner.fix.cropped')!)).toBe('Recadrée au format 9:16 : 6 % de l’image est coupée sur les bords');
  });

  it('pads a 16:9 video to LinkedIn’s 4:5 at most at the preferred 1080×1350', () => {
    const plan = planFix(measurementsOf({ video: { width: 1920, height: 1080 } }), 'linkedin');
    expect(outputSize(plan)).toContain('1080×1350');
    expect(french(change(plan, 'scanner.fix.padded')!)).toContain('format 4:5');
  });

  it('trims a 150-s video to X’s 140 s, keeping a margin under the limit, and sizes it within 1280×1024', () => {
    const plan = planFix(measurementsOf({ durationSeconds: 150 }), 'twitter');
    // A tenth of a second and one frame (30 fps) inside the limit.
    expect(option(plan, '-t')).toBe('139.867');
    expect(plan.outputDurationSeconds).toBeLessThan(140);
    expect(outputSize(plan)).toEqual(['720×1280']);
    expect(french(change(plan, 'scanner.fix.trimmed')!)).toBe('Coupée à 2 min 20 s, la durée maximale acceptée (elle durait 2 min 30 s)');
  });

  it('holds the last frame of a video too short for the network, and pads its sound with silence', () => {
    const plan = planFix(measurementsOf({ durationSeconds: 2 }), 'instagram');
    expect(option(plan, '-t')).toBe('3.100');
    expect(option(plan, '-filter_complex')).toContain('tpad=stop_mode=clone');
    expect(option(plan, '-af')).toContain('apad');
    expect(french(change(plan, 'scanner.fix.extended')!)).toContain('Prolongée à 3,1 s');
  });

  it('keeps a frame rate the network takes, lowers one above its range and raises one below it', () => {
    expect(fps(60)).toEqual({ filter: '60', change: undefined });
    expect(fps(29.97)).toEqual({ filter: '29.97', change: undefined });
    expect(fps(23.976)).toEqual({ filter: '23.976', change: undefined });
    expect(fps(23.976, 'facebook')).toEqual({ filter: '24', change: { from: '23,98', to: '24' } });
    expect(fps(120)).toEqual({ filter: '60', change: { from: '120', to: '60' } });
    expect(fps(15)).toEqual({ filter: '24', change: { from: '15', to: '24' } });
  });

  it('enlarges a picture below the network’s minimum size, and says so', () => {
    const plan = planFix(measurementsOf({ video: { width: 320, height: 568 } }), 'facebook');
    expect(outputSize(plan)).toEqual(['540×958']);
    expect(keys(plan)).toContain('scanner.fix.upscaled');
    expect(keys(plan)).not.toContain('scanner.fix.resized');
  });

  it('under a byte cap, sets a bitrate ceiling from the duration and lowers the resolution the bitrate cannot carry', () => {
    const m = measurementsOf({ durationSeconds: 60, sizeBytes: 48 * MB });
    const plan = planFix(m, 'instagram', { maxBytes: 10 * MB });
    const videoKbps = Number.parseInt(option(plan, '-maxrate') ?? '', 10);
    const bufferKbits = Number.parseInt(option(plan, '-bufsize') ?? '', 10);
    // Picture and sound over the duration, plus the encoder's buffer, stay under the cap.
    expect(((videoKbps + 128) * 60 + bufferKbits) * 125).toBeLessThan(10 * MB);
    expect(videoKbps).toBeGreaterThan(800);
    const [size] = outputSize(plan);
    const [width, height] = (size ?? '').split('×').map(Number);
    expect(width! * height!).toBeLessThan(1080 * 1920);
    expect(width! / height!).toBeCloseTo(1080 / 1920, 2);
    expect(french(change(plan, 'scanner.fix.compressed')!)).toBe('Compressée pour peser moins de 10 Mo (l’originale pèse 48 Mo)');
    const retry = planFix(m, 'instagram', { maxBytes: 10 * MB, bitrateScale: 0.5 });
    expect(Number.parseInt(option(retry, '-maxrate') ?? '', 10)).toBeLessThan(videoKbps * 0.6);
  });

  it('under a byte cap, gives a 60-fps video 30 frames a second', () => {
    const plan = planFix(measurementsOf({ video: { frameRate: 60 } }), 'instagram', { maxBytes: 10 * MB });
    expect(option(plan, '-filter_complex')).toContain('fps=30');
  });

  it('adds no sound to a silent video', () => {
    const plan = planFix(measurementsOf({ audio: null }), 'tiktok');
    expect(argsOf(plan)).toContain('-an');
    expect(argsOf(plan)).not.toContain('-c:a');
    expect(keys(plan)).not.toContain('scanner.fix.loudness');
  });

  it('leaves near-silence alone rather than raising its hiss, and a loudness already near −14 LUFS', () => {
    expect(keys(planFix(measurementsOf({ loudness: { integratedLufs: -62 } }), 'instagram'))).not.toContain('scanner.fix.loudness');
    expect(keys(planFix(measurementsOf({ loudness: { integratedLufs: -14.6 } }), 'instagram'))).not.toContain('scanner.fix.loudness');
  });

  it('brings a 96 kHz sound under Instagram’s 48 kHz', () => {
    const plan = planFix(measurementsOf({ audio: { sampleRate: 96_000 } }), 'instagram');
    expect(french(change(plan, 'scanner.fix.sampleRate')!)).toBe('Son rééchantillonné de 96 à 48 kHz');
  });

  it('puts a cinema-wide video, refused by Pinterest (1.91:1 at most), into a vertical video Pin, nothing cut', () => {
    const plan = planFix(measurementsOf({ video: { width: 2560, height: 1080 } }), 'pinterest');
    expect(french(change(plan, 'scanner.fix.padded')!)).toContain('format 9:16 sans rien couper');
  });

  it('writes every change in the four languages, every value filled in', () => {
    const m = measurementsOf({
      faststart: false,
      durationSeconds: 150,
      video: { width: 1920, height: 1080, frameRate: 120 },
      audio: { sampleRate: 96_000 },
      loudness: { integratedLufs: -25 },
    });
    const plans = [
      planFix(m, 'twitter', { maxBytes: 10 * MB }),
      planFix(measurementsOf({ durationSeconds: 1, video: { width: 648, height: 1080 }, audio: { sampleRate: 96_000 } }), 'instagram'),
      planFix(measurementsOf({ video: { width: 320, height: 568 } }), 'facebook'),
    ];
    const changes = plans.flatMap((plan) => plan.changes);
    expect(new Set(changes.map((item) => item.key)).size).toBe(12);
    for (const locale of SUPPORTED_LOCALES) {
      for (const item of changes) {
        const text = formatMessage(apiMessages[locale][item.key as ApiMessageKey], item.params);
        expect(text, `${locale} ${item.key}`).not.toMatch(/\{\w+\}|undefined/);
      }
    }
  });
});
