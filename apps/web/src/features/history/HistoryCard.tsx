import type { ContentItem } from '@publia/shared';
import { BarChart3, Repeat2 } from 'lucide-react';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/dates.ts';
import { useTimeZone } from '../auth/use-time-zone.ts';
import { addPageMessages, useI18n, useT } from '../../lib/i18n/index.ts';
import { Badge } from '../../ui/Badge.tsx';
import { buttonClasses } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { cn } from '../../ui/cn.ts';
import { ContentMedia, PlatformIcons } from '../content/ContentParts.tsx';
import { STATUS_LABELS, STATUS_TONES, shownTitle } from '../content/content-display.ts';
import { useCan } from '../auth/use-can.ts';
import { dateLineOf } from './date-line.ts';
import { EvergreenToggle } from './EvergreenToggle.tsx';
import { RepostComparison, RepostOrigin } from './RepostOrigin.tsx';
import { TargetOutcomes } from './TargetOutcomes.tsx';
import historyMessages from '../../locales/fr-pages/history.json';

// Not in the shell's French: `history` joins the catalogue when this module loads, before anything renders.
addPageMessages('history', historyMessages);

/**
 * One item of the history: status, date line, outcome per network, engagement (beside the
 * original's for a repost), actions, and « Republier automatiquement » for a published original.
 */
export function HistoryCard({ item, highlighted }: { item: ContentItem; highlighted: boolean }) {
  const t = useT();
  const { locale } = useI18n();
  const timeZone = useTimeZone();
  const line = dateLineOf(item);
  const number = (value: number) => new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : locale).format(value);
  const titleId = `history-title-${item.id}`;
  const canPublish = useCan('publish_content');
  // « Reposter » opens the create screen on a copy: a role that may not create is not offered it.
  const canCreate = useCan('create_content');
  const comparable = item.original?.engagement ? item.original : null;
  return (
    <Card
      data-testid={`history-card-${item.id}`}
      data-highlighted={highlighted || undefined}
      className={cn('flex flex-col overflow-hidden transition-shadow sm:flex-row', highlighted && 'ring-2 ring-primary-500 ring-offset-2')}
    >
      <ContentMedia item={item} className="aspect-[2/1] w-full shrink-0 sm:aspect-auto sm:min-h-40 sm:w-40" />
      <article aria-labelledby={titleId} className="flex min-w-0 flex-1 flex-col gap-2.5 p-4">
        <div className="flex flex-wrap items-start gap-2">
          <h3 id={titleId} className="min-w-0 flex-1 basis-48 text-base font-semibold break-words text-gray-900">
            {shownTitle(item, t)}
          </h3>
          <Badge data-testid="history-status" tone={STATUS_TONES[item.status]}>
            {t(STATUS_LABELS[item.status])}
          </Badge>
        </div>
        {item.original && <RepostOrigin original={item.original} />}
        <p className="line-clamp-2 text-sm leading-6 break-words text-gray-700">{item.content}</p>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-xs text-gray-500">
          <span data-testid="history-date">{t(line.key, { date: formatDateTime(line.at, timeZone) })}</span>
          <PlatformIcons platforms={item.platforms} />
          {comparable && <RepostComparison engagement={item.engagement} original={comparable} number={number} />}
          {!comparable && item.engagement && (
            <span data-testid="history-engagement" className="font-medium text-gray-700">
              {t('history.engagement', { impressions: number(item.engagement.impressions), likes: number(item.engagement.likes) })}
            </span>
          )}
        </div>
        <TargetOutcomes targets={item.targets} />
        {canPublish && item.status === 'published' && item.repostOf === null && <EvergreenToggle item={item} />}
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          <Link to={`/analytics?post=${encodeURIComponent(item.id)}`} className={buttonClasses({ size: 'sm', variant: 'outline' })}>
            <BarChart3 aria-hidden="true" className="size-4" />
            {t('history.statistics')}
          </Link>
          {canCreate && (
            <Link to={`/create?repost=${encodeURIComponent(item.id)}`} data-testid="history-repost" className={buttonClasses({ size: 'sm', variant: 'secondary' })}>
              <Repeat2 aria-hidden="true" className="size-4" />
              {t('history.repost')}
            </Link>
          )}
        </div>
      </article>
    </Card>
  );
}
