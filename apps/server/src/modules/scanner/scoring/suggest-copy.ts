import type { Network, VideoMeasurements } from '@publia/shared';
import { textWriterFor } from '../../../ai/write-text.ts';
import type { AppContext } from '../../../core/context/app-context.ts';
import { copyPrompt, readCopy } from './copy-prompt.ts';
import type { SuggestedCopy } from './copy-facts.ts';
import { writeCopyLocally } from './local-copy-writer.ts';

/** A suggestion is worth a few seconds of the analysis, not the generation's full time limit. */
const COPY_TIMEOUT_MS = 15_000;

/**
 * A title, a description and keywords for /create: written by the configured model when it writes
 * free text, else — or when it fails, times out or answers something else — by the local writer
 * from what was measured. A stop asked by the caller (`signal`) stops it instead.
 */
export async function suggestCopy(ctx: Pick<AppContext, 'config' | 'logger'>, m: VideoMeasurements, best: Network | null, signal: AbortSignal): Promise<SuggestedCopy> {
  const writer = textWriterFor(ctx.config);
  if (writer) {
    try {
      const timeout = AbortSignal.timeout(Math.min(ctx.config.generation.timeoutMs, COPY_TIMEOUT_MS));
      return readCopy(await writer.write(copyPrompt(m, best), AbortSignal.any([signal, timeout])));
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      ctx.logger.warn({ provider: writer.name, reason: error instanceof Error ? error.message : String(error) }, 'scanner copy: provider failed, local writer used');
    }
  }
  return writeCopyLocally(m, best);
}
