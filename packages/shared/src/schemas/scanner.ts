import { z } from 'zod';
import { NETWORKS } from '../constants/networks.ts';
import { line } from './text.ts';
import { SCANNER_CRITERIA, SCANNER_FIX_PURPOSES, SCANNER_STAGES, SCANNER_STATUSES } from '../constants/scanner.ts';

/** A sentence of the catalogue (packages/shared messages, `scanner.*` or `network.*`) and its values. */
export const scannerMessageSchema = z.object({ key: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])) });
export type ScannerMessage = z.infer<typeof scannerMessageSchema>;

const span = z.object({ start: z.number(), end: z.number() });
export type TimeSpan = z.infer<typeof span>;

/**
 * What ffprobe, ffmpeg's filters, the voice detector and the OCR measured on one video. Times are
 * in seconds from the start; a measurement that cannot exist (no audio track) is null.
 */
export const videoMeasurementsSchema = z.object({
  /** ffprobe's format name (`mov,mp4,m4a,3gp,3g2,mj2`, `matroska,webm`) and the type read from the bytes. */
  container: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
  durationSeconds: z.number(),
  /** The whole file's bitrate, in kbit/s. */
  bitrateKbps: z.number().nullable(),
  /** MP4/MOV: whether the moov atom comes before mdat; null for other containers. */
  faststart: z.boolean().nullable(),
  video: z.object({
    codec: z.string(),
    profile: z.string().nullable(),
    pixelFormat: z.string().nullable(),
    /** As displayed (rotation applied). */
    width: z.number().int(),
    height: z.number().int(),
    /** width / height as displayed. */
    aspectRatio: z.number(),
    frameRate: z.number(),
    bitrateKbps: z.number().nullable(),
  }),
  audio: z
    .object({
      codec: z.string(),
      sampleRate: z.number().int(),
      channels: z.number().int(),
      bitrateKbps: z.number().nullable(),
    })
    .nullable(),
  subtitleStreams: z.number().int(),
  /** EBU R128 (ebur128 filter); null without audio. */
  loudness: z.object({ integratedLufs: z.number().nullable(), truePeakDbtp: z.number().nullable(), rangeLu: z.number().nullable() }).nullable(),
  /** silencedetect at −50 dB for 0.5 s or more; empty without audio. */
  silences: z.array(span),
  /** blackdetect: spans of black picture of 0.1 s or more. */
  blackSpans: z.array(span),
  /** freezedetect: spans where the picture does not change for 1 s or more. */
  frozenSpans: z.array(span),
  /** Times of the scene cuts (scene score above 0.3). */
  sceneCuts: z.array(z.number()),
  /** cropdetect: the bars around the picture, in pixels of the displayed frame (0 when none). */
  letterbox: z.object({ top: z.number().int(), bottom: z.number().int(), left: z.number().int(), right: z.number().int() }),
  picture: z.object({
    /** Mean of the variance of the Laplacian of the sampled frames (grey, 360 px high): higher is sharper. */
    sharpness: z.number(),
    /** signalstats averages, on 0–255: luma (YAVG) and saturation (SATAVG). */
    brightness: z.number(),
    saturation: z.number(),
    /** Mean of the luma range (YHIGH − YLOW), on 0–255. */
    contrast: z.number(),
  }),
  /** WebRTC voice activity on 16 kHz mono: share of the audio that is speech, and when speech starts. Null without audio. */
  speech: z.object({ ratio: z.number(), firstSpeechSeconds: z.number().nullable() }).nullable(),
  /** OCR (tesseract, French + English) of sampled frames. */
  text: z.object({
    sampledFrames: z.number().int(),
    framesWithText: z.number().int(),
    firstTextSeconds: z.number().nullable(),
    /** The words read, in order, without repeats, at most 60. */
    words: z.array(z.string()),
  }),
});
export type VideoMeasurements = z.infer<typeof videoMeasurementsSchema>;

export const criterionScoreSchema = z.object({
  score: z.number().int().min(0).max(100),
  /** Why: the first sentence is the card's feedback; the others add detail. */
  feedback: z.array(scannerMessageSchema).min(1),
});
export type CriterionScore = z.infer<typeof criterionScoreSchema>;

export const networkVerdictSchema = z.object({
  network: z.enum(NETWORKS),
  accepted: z.boolean(),
  /** Each rule the video breaks (empty when accepted). */
  failures: z.array(scannerMessageSchema),
  /** How well the video suits the network beyond its rules (shape, length), 0–100. */
  fit: z.number().int().min(0).max(100),
});
export type NetworkVerdict = z.infer<typeof networkVerdictSchema>;

export const videoAnalysisSchema = z.object({
  criteria: z.object(
    Object.fromEntries(SCANNER_CRITERIA.map((criterion) => [criterion, criterionScoreSchema])) as Record<(typeof SCANNER_CRITERIA)[number], typeof criterionScoreSchema>,
  ),
  globalScore: z.number().int().min(0).max(100),
  networks: z.array(networkVerdictSchema),
  /** Accepted networks, best fit first. */
  recommendedNetworks: z.array(z.enum(NETWORKS)),
  bestPerformingNetwork: z.enum(NETWORKS).nullable(),
  suggestedTitle: z.string(),
  suggestedDescription: z.string(),
  /** Keywords for /create, from the words read and the suggestion. */
  keywords: z.array(z.string()),
  tips: z.array(scannerMessageSchema),
});
export type VideoAnalysis = z.infer<typeof videoAnalysisSchema>;

const progress = {
  status: z.enum(SCANNER_STATUSES),
  /** 0–100. */
  progress: z.number().int(),
  stage: z.enum(SCANNER_STAGES),
  /** A catalogue key (`scanner.error.*`) when failed. */
  error: scannerMessageSchema.nullable(),
};

export const scannerFixSchema = z.object({
  id: z.string(),
  network: z.enum(NETWORKS),
  purpose: z.enum(SCANNER_FIX_PURPOSES),
  ...progress,
  /** The fixed file, once made. */
  url: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  /** The fixed file measured again: whether the network now takes it. */
  verdict: networkVerdictSchema.nullable(),
  /** What the fix changed (re-encoded, cropped, loudness, trimmed, compressed). */
  changes: z.array(scannerMessageSchema),
  /** The media made for /create (purpose publication), once made. */
  mediaId: z.string().nullable(),
  createdAt: z.string(),
});
export type ScannerFix = z.infer<typeof scannerFixSchema>;

export const scannerAnalysisSchema = z.object({
  id: z.string(),
  fileName: z.string().nullable(),
  sizeBytes: z.number().int(),
  /** The uploaded video, for the player. */
  url: z.string(),
  ...progress,
  measurements: videoMeasurementsSchema.nullable(),
  result: videoAnalysisSchema.nullable(),
  fixes: z.array(scannerFixSchema),
  /**
   * Its place in the scanner's waiting list while queued (1: the next analysis a worker takes), in the
   * order the workers follow — each workspace in turn — so it only goes down; null once taken.
   */
  queuePosition: z.number().int().positive().nullable(),
  createdAt: z.string(),
  /** When it and its files are deleted. */
  expiresAt: z.string(),
});
export type ScannerAnalysis = z.infer<typeof scannerAnalysisSchema>;

/** A past analysis in the list: its scores without the measurements. */
export const scannerAnalysisSummarySchema = z.object({
  id: z.string(),
  fileName: z.string().nullable(),
  sizeBytes: z.number().int(),
  status: z.enum(SCANNER_STATUSES),
  durationSeconds: z.number().nullable(),
  globalScore: z.number().int().nullable(),
  bestPerformingNetwork: z.enum(NETWORKS).nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type ScannerAnalysisSummary = z.infer<typeof scannerAnalysisSummarySchema>;

export const scannerAnalysisResponseSchema = z.object({ success: z.literal(true), message: z.string().optional(), data: scannerAnalysisSchema });
export const scannerAnalysesResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ items: z.array(scannerAnalysisSummarySchema), storageBytes: z.number().int() }),
});
export const scannerFixBodySchema = z.object({ network: z.enum(NETWORKS) }).strict();
export const scannerFixResponseSchema = z.object({ success: z.literal(true), message: z.string().optional(), data: scannerFixSchema });
/** « Créer une publication »: the video to take (a fix's, or the uploaded one). */
export const scannerPublicationBodySchema = z.object({ fixId: line().max(200).optional() }).strict();
/** Either the media is ready for /create, or a compression under /create's limit is running (`fix`). */
export const scannerPublicationResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.object({ mediaId: z.string().nullable(), fix: scannerFixSchema.nullable(), compressed: z.boolean() }),
});
