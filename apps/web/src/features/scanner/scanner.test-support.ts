import { SCANNER_CRITERIA, type ScannerAnalysis, type ScannerAnalysisSummary, type ScannerFix, type VideoAnalysis, type VideoMeasurements } from '@publia/shared';
import { json, type Handler } from '../../test/fetch-mock.ts';
import { publicationsServer } from '../content/test-fixtures.ts';

/**
 * Answers of the scanner's API for the page's tests. The sentences are keys of the API's catalogue
 * that do not move (the scanner's errors, the networks' rules), so that the tests read French the
 * user would read.
 */

export function someMeasurements(overrides: Partial<VideoMeasurements> = {}): VideoMeasurements {
  return {
    container: 'mov,mp4,m4a,3gp,3g2,mj2',
    mimeType: 'video/mp4',
    sizeBytes: 13_002_342,
    durationSeconds: 75.5,
    bitrateKbps: 1377.4,
    faststart: false,
    video: { codec: 'h264', profile: 'High', pixelFormat: 'yuv420p', width: 1080, height: 1920, aspectRatio: 0.5625, frameRate: 29.97, bitrateKbps: 1200 },
    audio: { codec: 'aac', sampleRate: 48_000, channels: 2, bitrateKbps: 128 },
    subtitleStreams: 0,
    loudness: { integratedLufs: -19.3, truePeakDbtp: -1.2, rangeLu: 6.1 },
    silences: [{ start: 10, end: 11.2 }],
    blackSpans: [],
    frozenSpans: [],
    sceneCuts: [2.1, 5.4, 9.8],
    letterbox: { top: 0, bottom: 0, left: 0, right: 0 },
    picture: { sharpness: 412.6, brightness: 118.2, saturation: 64.1, contrast: 180.5 },
    speech: { ratio: 0.62, firstSpeechSeconds: 0.8 },
    text: { sampledFrames: 12, framesWithText: 4, firstTextSeconds: 1, words: ['atelier', 'céramique'] },
    ...overrides,
  };
}

/** A result: Instagram refuses the video (too long), TikTok and Facebook take it, TikTok best. */
export function aResult(overrides: Partial<VideoAnalysis> = {}): VideoAnalysis {
  const scores = { duration: 45, clarity: 72, hook: 81, quality: 90, audio: 58, emotion: 66, subtitles: 30 };
  return {
    criteria: Object.fromEntries(
      SCANNER_CRITERIA.map((criterion) => [
        criterion,
        {
          score: scores[criterion],
          feedback:
            criterion === 'duration'
              ? [
                  { key: 'network.durationOutOfRange', params: { duration: 75.5, min: 3, max: 60 } },
                  { key: 'scanner.error.notReady', params: {} },
                ]
              : [{ key: 'scanner.error.notReady', params: {} }],
        },
      ]),
    ) as VideoAnalysis['criteria'],
    globalScore: 63,
    networks: [
      { network: 'instagram', accepted: false, failures: [{ key: 'network.durationOutOfRange', params: { duration: 75.5, min: 3, max: 60 } }], fit: 40 },
      { network: 'facebook', accepted: true, failures: [], fit: 70 },
      { network: 'tiktok', accepted: true, failures: [], fit: 92 },
      { network: 'pinterest', accepted: false, failures: [{ key: 'network.mediaTypeRefused', params: { type: 'vidéo' } }], fit: 0 },
    ],
    recommendedNetworks: ['tiktok', 'facebook'],
    bestPerformingNetwork: 'tiktok',
    suggestedTitle: 'Atelier céramique : le tour en 60 secondes',
    suggestedDescription: 'Les coulisses de notre atelier.',
    keywords: ['céramique', 'atelier', 'poterie', 'artisanat'],
    tips: [{ key: 'network.textTooLong', params: { count: 3000, max: 2200 } }],
    ...overrides,
  };
}

export function aFix(overrides: Partial<ScannerFix> = {}): ScannerFix {
  return {
    id: 'f1',
    network: 'instagram',
    purpose: 'network',
    status: 'queued',
    progress: 0,
    stage: 'fix',
    error: null,
    url: null,
    sizeBytes: null,
    verdict: null,
    changes: [],
    mediaId: null,
    createdAt: '2026-11-20T09:05:00.000Z',
    ...overrides,
  };
}

export function anAnalysis(overrides: Partial<ScannerAnalysis> = {}): ScannerAnalysis {
  return {
    id: 'a1',
    fileName: 'atelier.mp4',
    sizeBytes: 13_002_342,
    url: '/media/w1/scanner/a1.mp4',
    status: 'done',
    progress: 100,
    stage: 'done',
    error: null,
    measurements: someMeasurements(),
    result: aResult(),
    fixes: [],
    queuePosition: null,
    createdAt: '2026-11-20T09:00:00.000Z',
    expiresAt: '2026-12-20T09:00:00.000Z',
    ...overrides,
  };
}

export function aSummary(overrides: Partial<ScannerAnalysisSummary> = {}): ScannerAnalysisSummary {
  return {
    id: 'a1',
    fileName: 'atelier.mp4',
    sizeBytes: 13_002_342,
    status: 'done',
    durationSeconds: 75.5,
    globalScore: 63,
    bestPerformingNetwork: 'tiktok',
    createdAt: '2026-11-20T09:00:00.000Z',
    expiresAt: '2026-12-20T09:00:00.000Z',
    ...overrides,
  };
}

export const analysisAnswer = (analysis: ScannerAnalysis) => json(200, { success: true, data: analysis });

/** The signed-in shell's requests and the scanner's list (`storageBytes` 12,4 Mo by default). */
export function scannerServer(extra: Record<string, Handler> = {}, list: ScannerAnalysisSummary[] = [], storageBytes = 13_002_342): Record<string, Handler> {
  return publicationsServer({
    'GET /api/scanner/analyses': () => json(200, { success: true, data: { items: list, storageBytes } }),
    ...extra,
  });
}

/** A video file of the given size without allocating it (the browser's checks read `size` and `type`). */
export function videoFile(name = 'atelier.mp4', type = 'video/mp4', size = 2048): File {
  const file = new File([new Uint8Array(16)], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
