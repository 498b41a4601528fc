import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { checkVideo, frenchMegabytes, NETWORK_LIMITS, SCANNER_LIMITS, UPLOAD_LIMITS, type Network } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import { newMediaKey } from '../../storage/keys.ts';
import { importVideo } from '../media/service.ts';
import { makeFix } from './fix/make-fix.ts';
import { failureMessage, ScannerJobError } from './job-errors.ts';
import { progressReporter } from './job-progress.ts';
import { copyFromStorage, inWorkDir } from './local-copy.ts';
import { measureVideo } from './measure/measure-video.ts';
import { failFix, findAnalysisById, findFixById, finishFix, setFixProgress, type FixRow } from './repository.ts';

/** A publication fix aims under /create's 10 MB with a margin for the container's overhead. */
const PUBLICATION_MAX_BYTES = Math.floor(UPLOAD_LIMITS.mediaMaxBytes * 0.95);
/** Encoding is most of a fix; measuring the result again is the rest. */
const ENCODE_SHARE = 80;

/**
 * The fix job: the source re-encoded for the network (and under 10 MB for a publication), the result
 * measured again and checked against the network's rules (the proof shown to the user), stored, and
 * for a publication made a media of /create. Ends done or failed; the work directory always goes.
 */
export async function runFix(ctx: AppContext, id: string): Promise<void> {
  const fix = await findFixById(ctx.db, id);
  if (!fix || fix.status === 'done' || fix.status === 'failed') return;
  const analysis = await findAnalysisById(ctx.db, fix.analysisId);
  if (!analysis?.measurements) return;
  const measured = analysis.measurements;
  await setFixProgress(ctx.db, id, { status: 'running', progress: 1, stage: 'fix' });
  const reporter = progressReporter(async (stage, progress) => {
    await setFixProgress(ctx.db, id, { stage, progress }).catch((error: unknown) => ctx.logger.warn({ err: error, id }, 'scanner : progression non écrite'));
  });
  const timeoutMs = SCANNER_LIMITS.jobTimeoutSeconds * 1000;
  const signal = AbortSignal.timeout(timeoutMs);
  const network = fix.network as Network;
  let storedKey: string | null = null;
  try {
    await inWorkDir(async (dir) => {
      const source = await copyFromStorage(ctx, analysis.storageKey, dir, `source.${analysis.storageKey.split('.').at(-1)}`);
      const output = path.join(dir, 'fixed.mp4');
      const { changes } = await makeFix(source, output, measured, network, {
        ...(fix.purpose === 'publication' ? { maxBytes: PUBLICATION_MAX_BYTES } : {}),
        timeoutMs,
        signal,
        onProgress: (percent) => reporter.report('fix', (percent * ENCODE_SHARE) / 100),
      });
      const sizeBytes = (await stat(output)).size;
      const measurements = await measureVideo(output, {
        mimeType: 'video/mp4',
        sizeBytes,
        timeoutMs,
        signal,
        onProgress: (stage, percent) => reporter.report(stage, ENCODE_SHARE + (percent * (99 - ENCODE_SHARE)) / 100),
        ocr: ctx.ocr,
      });
      const verdict = checkVideo(NETWORK_LIMITS[network], measurements);
      const bytes = await readFile(output);
      storedKey = newMediaKey(fix.workspaceId, 'mp4');
      await ctx.storage.put(storedKey, bytes, 'video/mp4');
      const mediaId = fix.purpose === 'publication' ? await publicationMedia(ctx, fix, analysis.userId, analysis.fileName, bytes) : null;
      await reporter.flush();
      await finishFix(ctx.db, id, { storageKey: storedKey, sizeBytes, measurements, verdict, changes, mediaId }, new Date(ctx.clock.now()));
    });
  } catch (error) {
    if (storedKey) await ctx.storage.delete(storedKey).catch(() => {});
    await reporter.flush();
    await failFix(ctx.db, id, failureMessage(error, ctx.logger, 'scanner.error.fixFailed'), new Date(ctx.clock.now()));
  }
}

/** The compressed file as a media of the workspace, or a failure when it is still over the limit. */
async function publicationMedia(ctx: AppContext, fix: FixRow, userId: string | null, fileName: string | null, bytes: Buffer): Promise<string> {
  if (bytes.length > UPLOAD_LIMITS.mediaMaxBytes) {
    throw new ScannerJobError('scanner.error.fixTooLarge', { size: frenchMegabytes(bytes.length), max: frenchMegabytes(UPLOAD_LIMITS.mediaMaxBytes) });
  }
  const media = await importVideo(ctx, { workspaceId: fix.workspaceId, userId }, bytes, fileName);
  return media.id;
}
