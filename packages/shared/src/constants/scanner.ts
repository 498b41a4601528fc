import { byNetwork } from '../networks/registry.ts';
import { NETWORKS, type Network } from './networks.ts';

/** The seven result cards, in the order the page shows them. */
export const SCANNER_CRITERIA = ['duration', 'clarity', 'hook', 'quality', 'audio', 'emotion', 'subtitles'] as const;
export type ScannerCriterion = (typeof SCANNER_CRITERIA)[number];

/** Networks a video is judged for: every network that takes a video. */
export const SCANNER_NETWORKS: readonly Network[] = NETWORKS;

/** Formats the scanner takes, read from the bytes (the refusal message names them: MP4, MOV, WebM). */
export const SCANNER_VIDEO_TYPES = ['video/mp4', 'video/quicktime', 'video/webm'] as const;

export const SCANNER_LIMITS = {
  /** The scanner's own limit, said as « La taille du fichier ne doit pas dépasser 100Mo ». */
  maxBytes: 100 * 1024 * 1024,
  /** A longer video is refused from its header, before a frame is decoded (no network takes more than 30 min here). */
  maxDurationSeconds: 30 * 60,
  /** An analysis or a fix whose ffmpeg runs past this is stopped and told. */
  jobTimeoutSeconds: 10 * 60,
  /** Analyses and their files are deleted after this many days. */
  retentionDays: 30,
  /** The page polls an analysis or a fix in progress this often. */
  pollMs: 1_000,
  /** Analyses a workspace may have waiting for a worker; one more is refused until one of them starts. */
  maxWaitingPerWorkspace: 5,
} as const;

/** Where an analysis or a fix is: queued, running (with a percentage and a stage), done or failed. */
export const SCANNER_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type ScannerStatus = (typeof SCANNER_STATUSES)[number];

/** The stages of an analysis, in order, for the progress line. */
export const SCANNER_STAGES = ['probe', 'pictures', 'sound', 'speech', 'text', 'scores', 'fix', 'done'] as const;
export type ScannerStage = (typeof SCANNER_STAGES)[number];

/** What a fix aims at: a network's rules, or also /create's 10 MB upload limit. */
export const SCANNER_FIX_PURPOSES = ['network', 'publication'] as const;
export type ScannerFixPurpose = (typeof SCANNER_FIX_PURPOSES)[number];

/** The loudness a fix normalises to, in LUFS (what the big networks play at). */
export const SCANNER_TARGET_LOUDNESS_LUFS = -14;

/** The shape a fix aims at by default for each network (width / height), from its descriptor. */
export const SCANNER_PREFERRED_SHAPE: Record<Network, { width: number; height: number }> = byNetwork((d) => d.scanner.preferredShape);

export const isScannerNetwork = (value: string): value is Network => (SCANNER_NETWORKS as readonly string[]).includes(value);
