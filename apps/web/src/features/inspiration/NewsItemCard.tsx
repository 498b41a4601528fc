import type { NewsItem } from '@publia/shared';
import { PenLine } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../ui/Button.tsx';
import { ExternalLinkButton } from '../../ui/ExternalLink.tsx';
import { newsCreateHref } from './create-link.ts';
import { KeywordChips } from './KeywordChips.tsx';
import { SaveButton } from './SaveButton.tsx';
import { useSaveFinding } from './use-inspiration-actions.ts';
import type { InspirationFormat } from './use-inspiration-format.ts';

/** A news item: title, source and date, summary, keywords found; read it, write about it, keep it. */
export function NewsItemCard({ item, format, canCreate }: { item: NewsItem; format: InspirationFormat; canCreate: boolean }) {
  const { t } = format;
  const titleId = useId();
  const save = useSaveFinding();
  return (
    <article data-testid="news-item" data-item-id={item.id} aria-labelledby={titleId} className="flex min-w-0 gap-4">
      {item.imageUrl && (
        <img src={item.imageUrl} alt="" loading="lazy" referrerPolicy="no-referrer" className="hidden size-20 shrink-0 rounded-lg bg-gray-100 object-cover sm:block" />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div>
          <h3 id={titleId} className="font-semibold break-words text-gray-900">
            {item.title}
          </h3>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-xs text-gray-500">
            <span className="break-all">{item.source}</span>
            <span aria-hidden="true">·</span>
            <time dateTime={item.publishedAt} data-testid="news-date">
              {format.date(item.publishedAt)}
            </time>
          </p>
        </div>
        {item.summary && <p className="line-clamp-3 text-sm leading-6 break-words text-gray-700">{item.summary}</p>}
        <KeywordChips keywords={item.keywords} label={t('inspiration.news.keywords')} />
        <div className="flex flex-wrap gap-2 pt-1">
          {item.link && (
            <ExternalLinkButton href={item.link} testId="news-link">
              {t('inspiration.news.read')}
            </ExternalLinkButton>
          )}
          {canCreate && (
            <>
              <Link to={newsCreateHref(item)} data-testid="news-create-post" className={buttonClasses({ size: 'sm' })}>
                <PenLine aria-hidden="true" className="size-4" />
                {t('inspiration.createPost')}
              </Link>
              <SaveButton saved={item.savedIdeaId !== null} loading={save.isPending} onSave={() => save.mutate({ kind: 'news', id: item.id })} testId="news-save" />
            </>
          )}
        </div>
      </div>
    </article>
  );
}
