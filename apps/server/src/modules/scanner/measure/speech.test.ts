import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaTools } from '../tools/binaries.ts';
import { runTool } from '../tools/run-tool.ts';
import { SPEECH_PCM_FILTERS } from './filter-pass.ts';
import { detectSpeech } from './speech.ts';

/**
 * French sentences said by espeak-ng (`espeak-ng -v fr -s 160`), 16 kHz mono Opus: « Bonjour à tous.
 * Aujourd'hui, nous vous présentons notre nouvelle boutique en ligne. Vous y trouverez des produits
 * frais, livrés chez vous en vingt-quatre heures. Merci de votre confiance, et à très bientôt. »
 */
const SPOKEN_FIXTURE = join(import.meta.dirname, 'fixtures', 'speech-fr.ogg');
const ESPEAK = '/usr/bin/espeak-ng';

/** A C-major chord, then a progression of four chords, each note struck and fading like a piano's. */
const CHORD = "aevalsrc='0.2*(sin(2*PI*261.63*t)+sin(2*PI*329.63*t)+sin(2*PI*392*t))':s=16000:d=8";
const PROGRESSION =
  "aevalsrc='st(0,mod(floor(t*2),4));st(1,if(eq(ld(0),0),261.63,if(eq(ld(0),1),220,if(eq(ld(0),2),174.61,196))));st(2,exp(-4*mod(t,0.5)));" +
  "0.15*ld(2)*(sin(2*PI*ld(1)*t)+0.5*sin(4*PI*ld(1)*t)+sin(2*PI*ld(1)*1.26*t)+0.5*sin(4*PI*ld(1)*1.26*t)+sin(2*PI*ld(1)*1.5*t)+0.3*sin(6*PI*ld(1)*t))':s=16000:d=8";

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'publia-speech-test-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The PCM the filter pass gives the detector, from a file or a lavfi source, mixed over a second one if given. */
async function pcmOf(name: string, input: string[], under?: string): Promise<string> {
  const file = join(dir, `${name}.pcm`);
  const graph = under ? `[0:a]aresample=16000[a];[a][1:a]amix=inputs=2:duration=first,${SPEECH_PCM_FILTERS}` : `[0:a]${SPEECH_PCM_FILTERS}`;
  const mixed = under ? ['-f', 'lavfi', '-i', under] : [];
  await runTool(mediaTools().ffmpeg, ['-hide_banner', '-loglevel', 'error', '-y', ...input, ...mixed, '-filter_complex', graph, '-f', 's16le', file], { timeoutMs: 60_000 });
  return file;
}

const lavfi = (source: string) => ['-f', 'lavfi', '-i', source];

describe('detectSpeech', () => {
  it.each([
    ['a 300 Hz tone', 'sine=f=300:d=8'],
    ['a 440 Hz tone', 'sine=f=440:d=8'],
    ['a 1 kHz tone', 'sine=f=1000:d=8'],
    ['a white noise', 'anoisesrc=d=8:c=white:a=0.3'],
    ['a pink noise', 'anoisesrc=d=8:c=pink:a=0.3'],
    ['a brown noise', 'anoisesrc=d=8:c=brown:a=0.3'],
    ['a held chord', CHORD],
    ['a progression of struck chords', PROGRESSION],
  ])('hears no voice in %s', async (name, source) => {
    const speech = await detectSpeech(await pcmOf(name.replace(/\W+/g, '-'), lavfi(source)));
    expect(speech).toEqual({ ratio: 0, firstSpeechSeconds: null });
  });

  it('hears a synthesised French voice over most of its length, from its first word', async () => {
    const speech = await detectSpeech(await pcmOf('spoken', ['-i', SPOKEN_FIXTURE]));
    expect(speech.ratio).toBeGreaterThan(0.7);
    expect(speech.firstSpeechSeconds).toBeLessThan(0.3);
  });

  it('still hears the voice over music and over a noise', async () => {
    const music =
      "aevalsrc='st(0,mod(floor(t*2),4));st(1,if(eq(ld(0),0),261.63,if(eq(ld(0),1),220,if(eq(ld(0),2),174.61,196))));0.05*(sin(2*PI*ld(1)*t)+sin(2*PI*ld(1)*1.26*t)+sin(2*PI*ld(1)*1.5*t))':s=16000:d=12";
    const overMusic = await detectSpeech(await pcmOf('over-music', ['-i', SPOKEN_FIXTURE], music));
    const overNoise = await detectSpeech(await pcmOf('over-noise', ['-i', SPOKEN_FIXTURE], 'anoisesrc=d=12:c=pink:a=0.03'));
    expect(overMusic.ratio).toBeGreaterThan(0.6);
    expect(overNoise.ratio).toBeGreaterThan(0.6);
  });

  // The machines that run the suite have espeak-ng; the committed sample above is heard either way.
  it.skipIf(!existsSync(ESPEAK))('hears sentences espeak-ng says now, in French and in English', async () => {
    for (const [voice, text] of [
      ['fr', 'Notre atelier ouvre ses portes samedi matin. Venez découvrir les nouvelles créations, et repartez avec un cadeau.'],
      ['en', 'Our workshop opens its doors on Saturday morning. Come and see the new designs, and take a gift home.'],
    ] as const) {
      const wav = join(dir, `espeak-${voice}.wav`);
      await promisify(execFile)(ESPEAK, ['-v', voice, '-s', '165', '-w', wav, text]);
      const speech = await detectSpeech(await pcmOf(`espeak-${voice}`, ['-i', wav]));
      expect(speech.ratio, voice).toBeGreaterThan(0.7);
    }
  });
});
