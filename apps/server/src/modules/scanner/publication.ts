import { NETWORK_LIMITS, UPLOAD_LIMITS, type Network, type ScannerFix } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { importVideo } from '../media/service.ts';
import { findFix, setFixMedia, type AnalysisRow } from './repository.ts';
import { requestFix } from './request-fix.ts';

export interface PublicationStart {
  mediaId: string | null;
  fix: ScannerFix | null;
  compressed: boolean;
  /** The file's size when it must be compressed first (for the message). */
  sizeBytes: number;
}

/** The network a compression aims at: the fix's, else the best one measured, else Instagram's rules. */
const targetOf = (analysis: AnalysisRow, network: string | null): Network => (network as Network | null) ?? analysis.result?.bestPerformingNetwork ?? 'instagram';

/**
 * « Créer une publication »: the chosen file (a finished fix, or the uploaded video) becomes a media
 * of /create when it is under /create's 10 MB; otherwise a compression under the limit is queued
 * (shaped for the fix's network or the best one), and the page follows it to the media it makes.
 */
export async function prepareForPublication(ctx: AppContext, workspaceId: string, userId: string, analysis: AnalysisRow, fixId: string | undefined): Promise<PublicationStart> {
  const fix = fixId === undefined ? null : isUuid(fixId) ? await findFix(ctx.db, workspaceId, fixId) : null;
  if (fixId !== undefined && (!fix || fix.analysisId !== analysis.id)) throw new AppError(404, 'scanner.error.fixNotFound', {}, 'fixId');
  if (fix && (fix.status !== 'done' || !fix.storageKey || fix.sizeBytes === null)) throw new AppError(409, 'scanner.error.fixNotReady', {}, 'fixId');
  if (fix?.mediaId) return { mediaId: fix.mediaId, fix: null, compressed: false, sizeBytes: fix.sizeBytes ?? 0 };
  const key = fix?.storageKey ?? analysis.storageKey;
  const sizeBytes = fix?.sizeBytes ?? analysis.sizeBytes;
  if (sizeBytes <= UPLOAD_LIMITS.mediaMaxBytes) {
    const bytes = await ctx.storage.get(key).catch(() => null);
    if (!bytes) throw new AppError(502, 'scanner.error.storage');
    const media = await importVideo(ctx, { workspaceId, userId }, bytes, analysis.fileName);
    if (fix) await setFixMedia(ctx.db, fix.id, media.id);
    return { mediaId: media.id, fix: null, compressed: false, sizeBytes };
  }
  const network = targetOf(analysis, fix?.network ?? null);
  const compression = await requestFix(ctx, workspaceId, analysis, NETWORK_LIMITS[network].video ? network : 'instagram', 'publication');
  return { mediaId: compression.status === 'done' ? compression.mediaId : null, fix: compression, compressed: true, sizeBytes };
}
