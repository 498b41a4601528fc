import { optimisationTips } from './scoring/tips.ts';
import { recommendNetworks, videoVerdicts, type VideoAnalysis, type VideoMeasurements } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import { scoreVideo } from './scoring/score-video.ts';
import { suggestCopy } from './scoring/suggest-copy.ts';

/** From the measurements to the page's result: scores, verdicts, recommendations, tips, copy. */
export async function buildResult(ctx: AppContext, measurements: VideoMeasurements, signal: AbortSignal): Promise<VideoAnalysis> {
  const { criteria, globalScore } = scoreVideo(measurements);
  const networks = videoVerdicts(measurements);
  const { recommendedNetworks, bestPerformingNetwork } = recommendNetworks(networks);
  const copy = await suggestCopy(ctx, measurements, bestPerformingNetwork, signal);
  return {
    criteria,
    globalScore,
    networks,
    recommendedNetworks,
    bestPerformingNetwork,
    suggestedTitle: copy.suggestedTitle,
    suggestedDescription: copy.suggestedDescription,
    keywords: copy.keywords,
    tips: optimisationTips(measurements, criteria, networks),
  };
}
