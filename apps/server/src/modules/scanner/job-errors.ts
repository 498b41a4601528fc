import { SCANNER_LIMITS, type ApiMessageKey, type ScannerMessage } from '@publia/shared';
import type { Logger } from 'pino';
import { ScannerInputError } from './measure/probe.ts';
import { unreadableKey } from './measure/unreadable-detail.ts';
import { ToolFailed, ToolTimeout } from './tools/run-tool.ts';

/** A job's failure the user is told about in the catalogue's words. */
export class ScannerJobError extends Error {
  constructor(
    readonly key: ApiMessageKey,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
  }
}

/** What the page shows for a failed analysis or fix: never a stack, always a sentence of the catalogue. */
export function failureMessage(error: unknown, logger: Logger, failedKey: ApiMessageKey): ScannerMessage {
  if (error instanceof ScannerJobError || error instanceof ScannerInputError) return { key: error.key, params: error.params };
  if (error instanceof ToolTimeout) return { key: 'scanner.error.timeout', params: { minutes: SCANNER_LIMITS.jobTimeoutSeconds / 60 } };
  // ffmpeg's own line is English and names our work directory: the user gets its cause, or the step that failed.
  if (error instanceof ToolFailed) {
    const cause = unreadableKey(error.detail);
    logger.warn({ detail: error.detail }, 'scanner : ffmpeg a échoué');
    return { key: cause === 'scanner.error.unreadable' ? failedKey : cause, params: {} };
  }
  logger.error({ err: error }, 'scanner : échec inattendu');
  return { key: failedKey, params: {} };
}
