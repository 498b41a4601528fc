import type { ScannerStage } from '@publia/shared';

/** How often, at most, a running job writes its progress: the page polls every second. */
const WRITE_EVERY_MS = 400;

export interface ProgressReporter {
  report(stage: ScannerStage, percent: number): void;
  /** Writes the last report now (before a stage that prints nothing for a while, and at the end). */
  flush(): Promise<void>;
}

/**
 * Throttles a job's progress into the database: the latest (stage, percent) is written at most every
 * 400 ms, never going backwards; a failed write is logged by the caller's `write`, not thrown into ffmpeg's parser.
 */
export function progressReporter(write: (stage: ScannerStage, percent: number) => Promise<void>): ProgressReporter {
  let latest: { stage: ScannerStage; percent: number } | null = null;
  let written = -1;
  let lastWrite = 0;
  let pending: Promise<void> = Promise.resolve();
  const writeLatest = () => {
    if (!latest || latest.percent === written) return pending;
    const { stage, percent } = latest;
    written = percent;
    lastWrite = performance.now();
    pending = pending.then(() => write(stage, percent)).catch(() => {});
    return pending;
  };
  return {
    report(stage, percent) {
      const rounded = Math.max(0, Math.min(100, Math.round(percent)));
      if (latest && rounded < latest.percent) return;
      latest = { stage, percent: rounded };
      if (performance.now() - lastWrite >= WRITE_EVERY_MS) void writeLatest();
    },
    flush: () => writeLatest(),
  };
}
