import type { ContentItem } from '@publia/shared';
import { Repeat2 } from 'lucide-react';
import { Link } from 'react-router';
import { addPageMessages, useT } from '../../lib/i18n/index.ts';
import { shownTitle } from '../content/content-display.ts';
import historyMessages from '../../locales/fr-pages/history.json';

// Not in the shell's French: `history` joins the catalogue when this module loads, before anything renders.
addPageMessages('history', historyMessages);

type Original = NonNullable<ContentItem['original']>;

/**
 * « Republication de « … » »: a link that brings the original into view in this history (`?post=`
 * highlights it, fetching it when it is not on the page).
 */
export function RepostOrigin({ original }: { original: Original }) {
  const t = useT();
  return (
    <p data-testid="history-repost-of" className="flex items-start gap-1.5 text-xs text-gray-600">
      <Repeat2 aria-hidden="true" className="mt-px size-3.5 shrink-0 text-primary-600" />
      <Link to={{ search: `?post=${encodeURIComponent(original.id)}` }} className="min-w-0 font-medium break-words text-primary-700 hover:underline">
        {t('history.repostOf', { title: shownTitle(original, t) })}
      </Link>
    </p>
  );
}

/**
 * A repost's figures beside its original's (« 1 200 vues (original : 900) »); only the original's
 * while the repost is not measured yet. Nothing when the original has none to compare with.
 */
export function RepostComparison({ engagement, original, number }: { engagement: ContentItem['engagement']; original: Original; number: (value: number) => string }) {
  const t = useT();
  const before = original.engagement;
  if (!before) return null;
  if (!engagement) {
    return (
      <span data-testid="history-compare" className="font-medium text-gray-700">
        {t('history.compare.originalOnly', { impressions: number(before.impressions), likes: number(before.likes) })}
      </span>
    );
  }
  return (
    <ul data-testid="history-compare" aria-label={t('history.compare.label')} className="flex flex-wrap gap-x-3 gap-y-1 font-medium text-gray-700">
      <li>{t('history.compare.views', { value: number(engagement.impressions), original: number(before.impressions) })}</li>
      <li>{t('history.compare.likes', { value: number(engagement.likes), original: number(before.likes) })}</li>
    </ul>
  );
}
