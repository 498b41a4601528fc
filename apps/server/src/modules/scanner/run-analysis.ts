import { SCANNER_LIMITS } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import { buildResult } from './build-result.ts';
import { failureMessage } from './job-errors.ts';
import { progressReporter } from './job-progress.ts';
import { copyFromStorage, inWorkDir } from './local-copy.ts';
import { measureVideo } from './measure/measure-video.ts';
import { failAnalysis, finishAnalysis, findAnalysisById, setAnalysisProgress, type AnalysisClaim } from './repository.ts';

const extensionOf = (key: string) => key.split('.').at(-1) ?? 'mp4';

/**
 * A claimed analysis's run: the stored video copied into a work directory, measured (progress
 * written as it goes), scored; under the time limit, after which ffmpeg is killed and the user
 * told. Whatever happens, the work directory goes and the analysis ends done or failed — written
 * only while the claim is still this run's.
 */
export async function runAnalysis(ctx: AppContext, claim: AnalysisClaim): Promise<void> {
  const { id } = claim;
  const row = await findAnalysisById(ctx.db, id);
  if (!row || row.status !== 'running' || row.attempts !== claim.attempt) return;
  const reporter = progressReporter(async (stage, progress) => {
    await setAnalysisProgress(ctx.db, claim, { stage, progress }).catch((error: unknown) => ctx.logger.warn({ err: error, id }, 'scanner : progression non écrite'));
  });
  const timeoutMs = SCANNER_LIMITS.jobTimeoutSeconds * 1000;
  const signal = AbortSignal.timeout(timeoutMs);
  const started = performance.now();
  try {
    await inWorkDir(async (dir) => {
      const file = await copyFromStorage(ctx, row.storageKey, dir, `source.${extensionOf(row.storageKey)}`);
      const measurements = await measureVideo(file, {
        mimeType: row.mimeType,
        sizeBytes: row.sizeBytes,
        timeoutMs,
        signal,
        onProgress: (stage, percent) => reporter.report(stage, percent),
        ocr: ctx.ocr,
      });
      reporter.report('scores', 96);
      await reporter.flush();
      const result = await buildResult(ctx, measurements, signal);
      // Announced with the analysis's end, in its transaction, by the run still holding the claim
      // only; the listeners of this process run after the commit and their failures are only
      // logged, never turning it into a failed analysis.
      await ctx.events.transaction(ctx.db, async (tx, emit) => {
        if (!(await finishAnalysis(tx, claim, { measurements, result }, new Date(ctx.clock.now())))) return;
        await emit('scanner.analysis_done', {
          workspaceId: row.workspaceId,
          analysisId: id,
          globalScore: result.globalScore,
          bestPerformingNetwork: result.bestPerformingNetwork,
        });
      });
      ctx.logger.info({ id, seconds: (performance.now() - started) / 1000, duration: measurements.durationSeconds }, 'scanner : analyse terminée');
    });
  } catch (error) {
    await reporter.flush();
    await failAnalysis(ctx.db, claim, failureMessage(error, ctx.logger, 'scanner.error.ffmpegFailed'), new Date(ctx.clock.now()));
  }
}
