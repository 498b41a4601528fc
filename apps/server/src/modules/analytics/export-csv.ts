import { apiMessagesFr, NETWORK_NAMES, NETWORKS, type AnalyticsFilterQuery } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import { timeZoneOf, type SessionInfo } from '../../core/auth/service.ts';
import { csvDocument, frenchDateTime, isoDateIn } from '../../lib/csv.ts';
import { rankedPosts } from './period-posts.ts';

const HEADER = [
  'Date de publication',
  'Réseau',
  'Compte',
  'Titre',
  'Média',
  'Impressions',
  'Portée',
  "J'aime",
  'Commentaires',
  'Partages',
  'Enregistrements',
  'Clics',
  'Interactions',
  "Taux d'engagement (%)",
  'Score',
  'Dernière mesure',
  'Lien',
];

const MEDIA_WORDS = { image: 'Image', video: 'Vidéo' } as const;

/** The export's file name: `publia-statistiques-30d-2026-11-24.csv` (the date in the user's zone). */
export function exportFileName(period: string, now: number, timeZone: string, extension: 'csv' | 'pdf'): string {
  return `publia-statistiques-${period}-${isoDateIn(new Date(now), timeZone)}.${extension}`;
}

/**
 * GET /api/analytics/export.csv: one row per post and network published in the period (on the
 * network asked), every figure, an empty cell where the network does not give it.
 */
export async function exportCsv(ctx: AppContext, auth: SessionInfo, query: AnalyticsFilterQuery): Promise<{ fileName: string; body: Buffer }> {
  const timeZone = timeZoneOf(auth);
  const posts = await rankedPosts(ctx, auth.workspace.id, query, null);
  posts.sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || NETWORKS.indexOf(a.platform) - NETWORKS.indexOf(b.platform));
  const rows = posts.map((post) => [
    frenchDateTime(new Date(post.publishedAt), timeZone),
    NETWORK_NAMES[post.platform],
    post.account,
    post.title || apiMessagesFr['content.defaultTitle'],
    post.mediaType ? MEDIA_WORDS[post.mediaType] : null,
    post.figures.impressions,
    post.figures.reach,
    post.figures.likes,
    post.figures.comments,
    post.figures.shares,
    post.figures.saves,
    post.figures.clicks,
    post.figures.engagement,
    post.engagementRate === null ? null : post.engagementRate * 100,
    post.score,
    post.measuredAt ? frenchDateTime(new Date(post.measuredAt), timeZone) : null,
    post.url,
  ]);
  return {
    fileName: exportFileName(query.period, ctx.clock.now(), timeZone, 'csv'),
    body: Buffer.from(csvDocument([HEADER, ...rows]), 'utf8'),
  };
}
