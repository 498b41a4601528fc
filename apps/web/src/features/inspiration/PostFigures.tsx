import type { CompetitorPost } from '@publia/shared';
import { Heart, MessageCircle, Repeat2, TrendingUp, type LucideIcon } from 'lucide-react';
import type { InspirationFormat } from './use-inspiration-format.ts';

function FigureItem({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: string }) {
  return (
    <div className="flex items-center gap-1.5" title={label}>
      <dt>
        <Icon aria-hidden="true" className="size-4 text-gray-400" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="font-medium text-gray-900 tabular-nums">{value}</dd>
    </div>
  );
}

/** A post's likes, comments and shares (« — » when the network does not say), and its rate. */
export function PostFigures({ post, format }: { post: CompetitorPost; format: InspirationFormat }) {
  const { t } = format;
  const figure = (value: number | null) => (value === null ? '—' : format.compact(value));
  return (
    <dl className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-gray-600" data-testid="post-figures">
      <FigureItem icon={Heart} label={t('inspiration.figures.likes')} value={figure(post.likes)} />
      <FigureItem icon={MessageCircle} label={t('inspiration.figures.comments')} value={figure(post.comments)} />
      <FigureItem icon={Repeat2} label={t('inspiration.figures.shares')} value={figure(post.shares)} />
      {post.engagementRate !== null && <FigureItem icon={TrendingUp} label={t('inspiration.figures.rate')} value={format.rate(post.engagementRate)} />}
    </dl>
  );
}
