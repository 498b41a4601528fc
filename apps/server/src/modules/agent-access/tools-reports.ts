import {
  analyticsEndpoints,
  analyticsFilterQuerySchema,
  ANALYTICS_PERIODS,
  contentEndpoints,
  inspirationEndpoints,
  NETWORKS,
  newsQuerySchema,
  planningEndpoints,
} from '@publia/shared';
import { z } from 'zod';
import { timeZoneOf } from '../../core/auth/service.ts';
import type { AppContext } from '../../core/context/app-context.ts';
import { parseInput } from '../../http/validation.ts';
import { analyticsSummary, contentAnalytics } from '../analytics/service.ts';
import { listNewsPage } from '../inspiration/service.ts';
import { planningAdvice } from '../planning/service.ts';
import { runTool, type McpCaller, type ToolRegistrar } from './caller.ts';

const read = { readOnlyHint: true, destructiveHint: false, openWorldHint: false } as const;
const period = z.enum(ANALYTICS_PERIODS).optional().describe('Période : 7d, 30d, 90d… (30d par défaut)');
const anything = z.record(z.string(), z.unknown());

// Each tool's description and schemas, built once: a fresh server per request registers them, and
// building zod schemas anew each time would cost more than the call itself.
const analyticsSummaryTool = {
  title: 'Bilan des statistiques',
  description: 'Les chiffres de la période (impressions, interactions, abonnés…) comparés à la période précédente, tous réseaux ou un seul.',
  inputSchema: z.object({ period, network: z.enum(NETWORKS).optional().describe('Un seul réseau') }),
  outputSchema: z.object({ summary: anything }),
  annotations: read,
};

const postAnalyticsTool = {
  title: 'Statistiques d’une publication',
  description: 'Les chiffres d’une publication, réseau par réseau, sur la période.',
  inputSchema: z.object({ id: z.string().describe('Identifiant de la publication'), period }),
  outputSchema: z.object({ analytics: anything }),
  annotations: read,
};

const bestTimesTool = {
  title: 'Meilleurs moments et conseils',
  description: 'Les meilleurs moments pour publier sur chaque réseau et les conseils de la marque, d’après ses publications passées.',
  inputSchema: z.object({}),
  outputSchema: z.object({ advice: anything }),
  annotations: read,
};

const inspirationItemsTool = {
  title: 'Idées d’inspiration',
  description: 'Les derniers articles des sources de veille de l’espace, pour trouver un sujet.',
  inputSchema: z.object({ q: z.string().optional().describe('Recherche'), page: z.number().int().min(1).optional() }),
  outputSchema: z.object({ news: anything }),
  annotations: read,
};

/** The figures (analytics), the best times and the brand's advice (planning), and the inspiration feed: reads only. */
export function registerReportTools(server: ToolRegistrar, ctx: AppContext, caller: McpCaller): void {
  const { session } = caller.holder;
  const workspaceId = session.workspace.id;

  server.registerTool('analytics_summary', analyticsSummaryTool, (input) =>
    runTool(ctx, caller, 'analytics_summary', analyticsEndpoints.summary, async () => ({
      summary: { ...(await analyticsSummary(ctx, workspaceId, parseInput(analyticsFilterQuerySchema, input))) },
    })),
  );

  server.registerTool('post_analytics', postAnalyticsTool, ({ id, period: chosen }) =>
    runTool(ctx, caller, 'post_analytics', contentEndpoints.analytics, async () => ({ analytics: { ...(await contentAnalytics(ctx, workspaceId, id, chosen ?? '30d')) } })),
  );

  server.registerTool('best_times', bestTimesTool, () =>
    runTool(ctx, caller, 'best_times', planningEndpoints.advice, async () => ({ advice: { ...(await planningAdvice(ctx, workspaceId, timeZoneOf(session))) } })),
  );

  server.registerTool('inspiration_items', inspirationItemsTool, (input) =>
    runTool(ctx, caller, 'inspiration_items', inspirationEndpoints.news, async () => ({
      news: { ...(await listNewsPage(ctx, workspaceId, parseInput(newsQuerySchema, input))) },
    })),
  );
}
