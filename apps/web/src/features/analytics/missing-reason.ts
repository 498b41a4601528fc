import { NETWORK_NAMES, type ContentAnalyticsResponse, type PostMetricName } from '@publia/shared';
import type { Translate } from '../../lib/i18n/index.ts';

type Target = ContentAnalyticsResponse['data']['targets'][number];
type Metric = PostMetricName | 'engagement';
type Reason = 'notProvided' | 'notPublished' | 'notMeasured';

/**
 * Why a target has no such figure: the network does not give it, the post is not on that network
 * yet, or it is and the figure awaits its reading. « Not provided » is said only of the first.
 */
function reasonOf(target: Target, metric: Metric): Reason {
  if (target.notProvided.includes(metric)) return 'notProvided';
  return target.figuresState === 'not_published' ? 'notPublished' : 'notMeasured';
}

/** The dash's name on one network's figure: « Non fourni par LinkedIn », « Pas encore publié sur X »… */
export function targetMissing(t: Translate, target: Target, metric: Metric): string {
  const network = NETWORK_NAMES[target.platform];
  const reason = reasonOf(target, metric);
  if (reason === 'notProvided') return t('analytics.notProvided', { network });
  if (reason === 'notPublished') return t('analytics.notPublishedOn', { network });
  return t('analytics.notMeasured');
}

/**
 * The dash's name on a post's total, which is missing only when every network lacks the figure:
 * each reason once, with the networks it holds for (« Non fourni par LinkedIn · Pas encore publié sur X »).
 */
export function totalMissing(t: Translate, targets: Target[], metric: Metric): string {
  const networks: Record<Reason, string[]> = { notProvided: [], notPublished: [], notMeasured: [] };
  for (const target of targets) {
    const list = networks[reasonOf(target, metric)];
    const name = NETWORK_NAMES[target.platform];
    if (!list.includes(name)) list.push(name);
  }
  const parts: string[] = [];
  if (networks.notProvided.length > 0) parts.push(t('analytics.notProvided', { network: networks.notProvided.join(', ') }));
  if (networks.notPublished.length > 0) parts.push(t('analytics.notPublishedOn', { network: networks.notPublished.join(', ') }));
  if (networks.notMeasured.length > 0 || parts.length === 0) parts.push(t('analytics.notMeasured'));
  return parts.join(' · ');
}

/** A post none of whose networks has it yet gets one notice instead of a reason on every figure. */
export const notPublishedAnywhere = (targets: Target[]) => targets.length > 0 && targets.every((target) => target.figuresState === 'not_published');
