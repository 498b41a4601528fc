import { describe, expect, it } from 'vitest';
import type { Network } from '../constants/networks.ts';
import { apiMessagesDe, apiMessagesEn, apiMessagesEs, apiMessagesFr, type ApiMessageKey } from '../messages/index.ts';
import { formatMessage } from '../messages/format.ts';
import { scannerScoresMessagesFr } from '../messages/scanner-scores/fr.ts';
import { NETWORK_LIMITS } from '../networks/index.ts';
import type { NetworkVerdict, ScannerMessage, VideoMeasurements } from '../schemas/scanner.ts';
import { checkVideo, recommendNetworks, videoVerdicts } from './check-video.ts';
import { frenchDuration, frenchNumber } from './french-format.ts';
import { goodVideo, videoWith } from './measurements.test-support.ts';

/** The refusals as a French user reads them. */
const french = (message: ScannerMessage) => formatMessage(apiMessagesFr[message.key as ApiMessageKey], message.params);
const refusals = (network: Network, m: VideoMeasurements) => checkVideo(NETWORK_LIMITS[network], m).failures.map(french);
const verdictOf = (network: Network, m: VideoMeasurements) => videoVerdicts(m).find((verdict) => verdict.network === network)!;
const lasting = (durationSeconds: number) => videoWith({ durationSeconds });
const judged = (network: Network, accepted: boolean, fit: number): NetworkVerdict => ({ network, accepted, failures: [], fit });
const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)]
    .map((match) => match[1])
    .sort()
    .join();

describe('checkVideo: the rules of each network', () => {
  it('takes a good vertical video where its rules allow it, and says why X does not', () => {
    const verdicts = videoVerdicts(goodVideo());
    expect(verdicts.map((verdict) => [verdict.network, verdict.accepted])).toEqual([
      ['instagram', true],
      ['facebook', true],
      ['twitter', false],
      ['linkedin', true],
      ['tiktok', true],
      ['pinterest', true],
      ['bluesky', true],
      ['mastodon', true],
    ]);
    expect(refusals('twitter', goodVideo())).toEqual([
      'la vidéo mesure 1080×1920 ; le grand côté ne doit pas dépasser 1280 px',
      'la vidéo mesure 1080×1920 ; le petit côté ne doit pas dépasser 1024 px',
    ]);
    // A video Pin is at most 1.91:1: a cinema-wide video is not.
    const wide = videoWith({ video: { width: 2560, height: 1080, aspectRatio: 2560 / 1080 } });
    expect(refusals('pinterest', wide)).toEqual(['proportions non acceptées (2,37) ; acceptées : de 0,5 à 1,91']);
    expect(verdicts.filter((verdict) => verdict.accepted).every((verdict) => verdict.failures.length === 0)).toBe(true);
  });

  it('lists every rule a video breaks, not only the first', () => {
    const webm = videoWith({
      container: 'matroska,webm',
      mimeType: 'video/webm',
      faststart: null,
      video: { codec: 'vp9', width: 2160, height: 3840, aspectRatio: 2160 / 3840, frameRate: 120 },
      audio: { codec: 'opus', sampleRate: 96_000 },
    });
    expect(refusals('instagram', webm)).toEqual([
      'format de fichier non accepté (video/webm)',
      'la vidéo tourne à 120 images/s ; maximum accepté : 60 images/s',
      'la vidéo mesure 2160×3840 ; le grand côté ne doit pas dépasser 1920 px',
      'codec vidéo non accepté (VP9) ; acceptés : H.264, HEVC',
      'codec audio non accepté (Opus) ; acceptés : AAC',
      'son échantillonné à 96 kHz ; maximum accepté : 48 kHz',
    ]);
    // TikTok takes WebM, not VP9 nor Opus.
    expect(refusals('tiktok', webm)).toEqual([
      'la vidéo tourne à 120 images/s ; maximum accepté : 60 images/s',
      'codec vidéo non accepté (VP9) ; acceptés : H.264, HEVC',
      'codec audio non accepté (Opus) ; acceptés : AAC',
    ]);
  });

  it('shows the duration and the size as the publication refusals do', () => {
    const short = videoWith({ durationSeconds: 2.4 });
    expect(refusals('instagram', short)).toEqual(['la vidéo dure 2,4 s ; durée acceptée : de 3 à 900 s']);
    expect(refusals('twitter', videoWith({ durationSeconds: 200, video: { width: 720, height: 1280, aspectRatio: 0.5625 } }))).toEqual([
      'la vidéo dure 200 s ; durée acceptée : de 0,5 à 140 s',
    ]);
    expect(refusals('instagram', videoWith({ sizeBytes: 320.5 * 1024 * 1024 }))).toEqual(['le fichier pèse 320,5 Mo, au-delà des 300 Mo acceptés']);
  });

  it('checks proportions, sides and definition', () => {
    const panorama = videoWith({ video: { width: 1920, height: 600, aspectRatio: 3.2 } });
    expect(refusals('linkedin', panorama)).toEqual(['proportions non acceptées (3,2) ; acceptées : de 0,42 à 2,4']);
    const tiny = videoWith({ video: { width: 320, height: 568, aspectRatio: 320 / 568 } });
    expect(refusals('tiktok', tiny)).toEqual(['dimensions trop petites (320×568) ; minimum 360×360']);
    expect(refusals('facebook', tiny)).toEqual(['la vidéo mesure 320×568 ; le petit côté doit faire au moins 540 px']);
    const wide = videoWith({ video: { width: 1280, height: 1080, aspectRatio: 1280 / 1080 } });
    expect(refusals('twitter', wide)).toEqual(['la vidéo mesure 1280×1080 ; le petit côté ne doit pas dépasser 1024 px']);
  });

  it('takes the NTSC rates for the round ones, and refuses a real 15 fps', () => {
    expect(refusals('facebook', videoWith({ video: { frameRate: 24_000 / 1001 } }))).toEqual([]);
    expect(refusals('instagram', videoWith({ video: { frameRate: 60_000 / 1001 } }))).toEqual([]);
    expect(refusals('facebook', videoWith({ video: { frameRate: 15 } }))).toEqual(['la vidéo tourne à 15 images/s ; minimum accepté : 24 images/s']);
  });

  it('asks Instagram’s index first, only where the index is known to come last', () => {
    expect(refusals('instagram', videoWith({ faststart: false }))).toEqual(["l'index du fichier (moov) est placé à la fin : ce réseau exige qu'il soit en tête"]);
    expect(refusals('tiktok', videoWith({ faststart: false }))).toEqual([]);
    expect(refusals('instagram', videoWith({ faststart: null }))).toEqual([]);
  });

  it('checks no sound rule on a video without sound', () => {
    expect(refusals('instagram', videoWith({ audio: null, loudness: null, speech: null }))).toEqual([]);
  });
});

describe('checkVideo: how well the video suits each network', () => {
  it('fits a 20-s vertical video perfectly to the vertical feeds, less to LinkedIn, not at all where refused', () => {
    const fits = Object.fromEntries(videoVerdicts(goodVideo()).map((verdict) => [verdict.network, verdict.fit]));
    expect(fits).toMatchObject({ instagram: 100, facebook: 100, tiktok: 100, twitter: 0 });
    expect(fits.pinterest).toBeGreaterThan(50);
    expect(fits.linkedin).toBeGreaterThanOrEqual(50);
    expect(fits.linkedin).toBeLessThan(90);
  });

  it('fits a landscape video better to LinkedIn than to TikTok', () => {
    const landscape = videoWith({ durationSeconds: 45, video: { width: 1920, height: 1080, aspectRatio: 1920 / 1080 } });
    expect(verdictOf('linkedin', landscape).fit).toBeGreaterThan(verdictOf('tiktok', landscape).fit);
  });

  it('lowers the fit outside each network’s sweet spot', () => {
    expect(verdictOf('tiktok', lasting(150)).fit).toBeLessThan(verdictOf('tiktok', lasting(40)).fit);
    expect(verdictOf('facebook', lasting(150)).fit).toBeGreaterThan(verdictOf('tiktok', lasting(150)).fit);
    expect(verdictOf('linkedin', lasting(90)).fit).toBeGreaterThan(verdictOf('linkedin', lasting(10)).fit);
  });
});

describe('recommendNetworks', () => {
  it('recommends the accepted networks from a fit of 50, best first, ties in the usual order', () => {
    const verdicts = [judged('instagram', true, 80), judged('facebook', true, 92), judged('twitter', false, 0), judged('linkedin', true, 49), judged('tiktok', true, 92)];
    expect(recommendNetworks(verdicts)).toEqual({ recommendedNetworks: ['facebook', 'tiktok', 'instagram'], bestPerformingNetwork: 'facebook' });
  });

  it('names no best network when none suits', () => {
    expect(recommendNetworks([judged('linkedin', true, 30), judged('pinterest', false, 0)])).toEqual({ recommendedNetworks: [], bestPerformingNetwork: null });
  });

  it('recommends the vertical feeds first for a good vertical video', () => {
    expect(recommendNetworks(videoVerdicts(goodVideo()))).toEqual({
      recommendedNetworks: ['instagram', 'facebook', 'tiktok', 'pinterest', 'bluesky', 'linkedin', 'mastodon'],
      bestPerformingNetwork: 'instagram',
    });
  });
});

describe('French figures', () => {
  it.each([
    [4.46, '4,5 s'],
    [42.4, '42 s'],
    [59.6, '1 min'],
    [200, '3 min 20 s'],
    [3900, '1 h 5 min'],
  ])('%s s reads "%s"', (seconds, shown) => {
    expect(frenchDuration(seconds)).toBe(shown);
  });

  it('writes a negative figure with the typographic minus', () => {
    expect(frenchNumber(-31.04)).toBe('\u221231');
    expect(frenchNumber(-1.25, 1)).toBe('\u22121,3');
  });
});

describe('the scanner scores’ catalogue', () => {
  it.each([
    ['en', apiMessagesEn],
    ['es', apiMessagesEs],
    ['de', apiMessagesDe],
  ] as const)('is complete in %s, with the French placeholders', (_locale, messages) => {
    const keys = Object.keys(scannerScoresMessagesFr) as (keyof typeof scannerScoresMessagesFr)[];
    expect(keys.filter((key) => !messages[key]?.trim() || placeholders(messages[key]) !== placeholders(apiMessagesFr[key]))).toEqual([]);
  });
});
