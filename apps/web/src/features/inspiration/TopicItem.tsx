import type { TrendingTopic } from '@publia/shared';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '../../ui/Badge.tsx';
import { cn } from '../../ui/cn.ts';
import { ExternalLink } from '../../ui/ExternalLink.tsx';
import type { InspirationFormat } from './use-inspiration-format.ts';

/** A rising topic: its words, this week's articles, how much it rose; opens on the articles. */
export function TopicItem({ topic, format, level = 3 }: { topic: TrendingTopic; format: InspirationFormat; level?: 3 | 4 }) {
  const { t } = format;
  const [open, setOpen] = useState(false);
  const listId = useId();
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <div data-testid="trending-topic" className="min-w-0">
      <Heading>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
          className="flex w-full min-w-0 items-start gap-3 rounded-lg px-2 py-2 text-left hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-primary-600"
        >
          <span className="min-w-0 flex-1">
            <span className="block font-medium break-words text-gray-900" data-testid="topic-label">
              {topic.label}
            </span>
            <span className="block text-xs text-gray-600" data-testid="topic-count">
              {format.count('inspiration.topics.thisWeek', topic.thisWeek)}
            </span>
          </span>
          <Badge tone={topic.weeklyBefore === 0 ? 'primary' : 'success'} data-testid="topic-rise" className="shrink-0">
            {topic.weeklyBefore === 0 ? t('inspiration.topics.new') : format.rise(topic.rise)}
          </Badge>
          <ChevronDown aria-hidden="true" className={cn('mt-0.5 size-4 shrink-0 text-gray-400 transition-transform', open && 'rotate-180')} />
        </button>
      </Heading>
      <ul id={listId} hidden={!open} className="mt-1 flex flex-col gap-2 border-l-2 border-primary-100 pl-3 ml-2">
        {topic.items.map((item) => (
          <li key={item.id} className="min-w-0 text-sm">
            {item.link ? (
              <ExternalLink href={item.link} className="font-medium break-words text-primary-700 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600">
                {item.title}
              </ExternalLink>
            ) : (
              <span className="font-medium break-words text-gray-900">{item.title}</span>
            )}
            <span className="block text-xs text-gray-500">
              {item.source} · <time dateTime={item.publishedAt}>{format.date(item.publishedAt)}</time>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
