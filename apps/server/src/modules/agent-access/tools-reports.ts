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
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { timeZoneOf } from '../../core/auth/service.ts';
import type { AppContext } from '../../core/context/app-context.ts';
import { parseInput } from '../../http/validation.ts';
import { analyticsSummary, contentAnalytics } from '../analytics/service.ts';
import { listNewsPage } from '../inspiration/service.ts';
import { planningAdvice } from '../planning/service.ts';
import { runTool, type McpCaller } from './caller.ts';

const read = { readOnlyHint: true, destructiveHint: false, openWorldHint: false } as const;
const period = z.enum(ANALYTICS_PERIODS).optional().describe('Période : 7d, 30d, 90d… (30d par défaut)');
const anything = z.record(z.string(), z.unknown());

/** The figures (analytics), the best times and the brand's advice (planning), and the inspiration feed: reads only. */
export function registerReportTools(server: McpServer, ctx: AppContext, caller: McpCaller): void {
  const { session } = caller.holder;
  const workspaceId = session.workspace.id;

  server.registerTool(
    'analytics_summary',
    {
      title: 'Bilan des statistiques',
      description: 'Les chiffres de la période (impressions, interactions, abonnés…) comparés à la période précédente, tous réseaux ou un seul.',
      inputSchema: { period, network: z.enum(NETWORKS).optional().describe('Un seul réseau') },
      outputSchema: { summary: anything },
      annotations: read,
    },
    (input) =>
      runTool(ctx, caller, 'analytics_summary', analyticsEndpoints.summary, async () => ({
        summary: { ...(await analyticsSummary(ctx, workspaceId, parseInput(analyticsFilterQuerySchema, input))) },
      })),
  );

  server.registerTool(
    'post_analytics',
    {
      title: 'Statistiques d’une publication',
      description: 'Les chiffres d’une publication, réseau par réseau, sur la période.',
      inputSchema: { id: z.string().describe('Identifiant de la publication'), period },
      outputSchema: { analytics: anything },
      annotations: read,
    },
    ({ id, period: chosen }) =>
      runTool(ctx, caller, 'post_analytics', contentEndpoints.analytics, async () => ({ analytics: { ...(await contentAnalytics(ctx, workspaceId, id, chosen ?? '30d')) } })),
  );

  server.registerTool(
    'best_times',
    {
      title: 'Meilleurs moments et conseils',
      description: 'Les meilleurs moments pour publier sur chaque réseau et les conseils de la marque, d’après ses publications passées.',
      inputSchema: {},
      outputSchema: { advice: anything },
      annotations: read,
    },
    () => runTool(ctx, caller, 'best_times', planningEndpoints.advice, async () => ({ advice: { ...(await planningAdvice(ctx, workspaceId, timeZoneOf(session))) } })),
  );

  server.registerTool(
    'inspiration_items',
    {
      title: 'Idées d’inspiration',
      description: 'Les derniers articles des sources de veille de l’espace, pour trouver un sujet.',
      inputSchema: { q: z.string().optional().describe('Recherche'), page: z.number().int().min(1).optional() },
      outputSchema: { news: anything },
      annotations: read,
    },
    (input) =>
      runTool(ctx, caller, 'inspiration_items', inspirationEndpoints.news, async () => ({
        news: { ...(await listNewsPage(ctx, workspaceId, parseInput(newsQuerySchema, input))) },
      })),
  );
}
