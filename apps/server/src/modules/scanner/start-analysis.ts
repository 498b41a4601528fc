import { createReadStream } from 'node:fs';
import type { ApiMessageKey, ScannerAnalysis } from '@publia/shared';
import { SCANNER_LIMITS } from '@publia/shared';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../core/context/app-context.ts';
import type { SessionInfo } from '../../core/auth/service.ts';
import { AppError } from '../../http/app-error.ts';
import { newMediaKey } from '../../storage/keys.ts';
import { queuePositionOf } from './analysis-queue.ts';
import { wakeAnalysisWorker } from './jobs.ts';
import { inWorkDir } from './local-copy.ts';
import { probeVideo, ScannerInputError } from './measure/probe.ts';
import { receiveVideo } from './receive-video.ts';
import { countWaiting, insertAnalysisWithinLimit } from './repository.ts';
import { analysisView } from './view.ts';

/** How long reading the header may take: it reads a few boxes, never a frame. */
const PROBE_TIMEOUT_MS = 20_000;

const MAX_WAITING = SCANNER_LIMITS.maxWaitingPerWorkspace;
const queueFull = () => new AppError(409, 'scanner.error.queueFull', { max: MAX_WAITING });

/**
 * « Analyser la vidéo »: the upload streamed to a work directory, its type read from its bytes, its
 * header read (a corrupt file, a file with no picture, 0 s or past 30 min is refused here with a
 * 400, before any decoding), then stored and its analysis queued. A refusal keeps nothing. A
 * workspace already at its limit of analyses waiting is refused before the upload is read, and
 * again at the insert, where two uploads at once meet.
 */
export async function startAnalysis(ctx: AppContext, auth: SessionInfo, request: FastifyRequest): Promise<ScannerAnalysis> {
  if ((await countWaiting(ctx.db, auth.workspace.id)) >= MAX_WAITING) throw queueFull();
  return inWorkDir(async (dir) => {
    const video = await receiveVideo(request, dir);
    try {
      await probeVideo(video.file, PROBE_TIMEOUT_MS);
    } catch (error) {
      if (error instanceof ScannerInputError) throw new AppError(400, error.key as ApiMessageKey, error.params, 'file');
      throw new AppError(400, 'scanner.error.unreadable', {}, 'file');
    }
    const workspaceId = auth.workspace.id;
    const key = newMediaKey(workspaceId, video.extension);
    try {
      await ctx.storage.put(key, createReadStream(video.file), video.mimeType);
    } catch (error) {
      ctx.logger.error({ err: error, key }, 'scanner : vidéo non enregistrée dans le stockage');
      throw new AppError(502, 'scanner.error.storage');
    }
    const now = ctx.clock.now();
    let row;
    try {
      row = await insertAnalysisWithinLimit(
        ctx.db,
        {
          workspaceId,
          userId: auth.user.id,
          fileName: video.fileName,
          mimeType: video.mimeType,
          storageKey: key,
          sizeBytes: video.sizeBytes,
          createdAt: new Date(now),
          expiresAt: new Date(now + SCANNER_LIMITS.retentionDays * 86_400_000),
        },
        MAX_WAITING,
      );
    } catch (error) {
      await ctx.storage.delete(key).catch(() => {});
      throw error;
    }
    if (!row) {
      await ctx.storage.delete(key).catch(() => {});
      throw queueFull();
    }
    await wakeAnalysisWorker(ctx);
    return analysisView(row, [], ctx.storage, await queuePositionOf(ctx, row));
  });
}
