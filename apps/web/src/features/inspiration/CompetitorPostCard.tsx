import { NETWORK_NAMES, type Competitor, type CompetitorPost } from '@publia/shared';
import { FileText, Sparkles } from 'lucide-react';
import { Button } from '../../ui/Button.tsx';
import { ExternalLinkButton } from '../../ui/ExternalLink.tsx';
import { NetworkIcon } from '../../ui/NetworkIcon.tsx';
import { PostFigures } from './PostFigures.tsx';
import { useSummarizePost } from './use-inspiration-actions.ts';
import type { InspirationFormat } from './use-inspiration-format.ts';

/** A competitor's post: who, where, when, its picture and text, its figures, why it works. */
export function CompetitorPostCard({
  post,
  competitor,
  format,
  canCreate,
  level = 4,
}: {
  post: CompetitorPost;
  competitor: Competitor | undefined;
  format: InspirationFormat;
  canCreate: boolean;
  /** Its heading's level: under the section's h3, or right under a search group's h2. */
  level?: 3 | 4;
}) {
  const { t } = format;
  const Heading = level === 3 ? 'h3' : 'h4';
  const summary = useSummarizePost();
  const author = competitor?.displayName?.trim() || `@${post.handle}`;
  return (
    <article data-testid="competitor-post" data-post-id={post.id} className="flex min-w-0 flex-col gap-3 rounded-xl border border-gray-200 p-4">
      <header className="flex min-w-0 items-center gap-3">
        <NetworkIcon platform={post.network} size="sm" />
        <div className="min-w-0 flex-1">
          <Heading className="truncate text-sm font-semibold text-gray-900">{author}</Heading>
          <p className="flex flex-wrap gap-x-2 text-xs text-gray-500">
            <span className="break-all">@{post.handle}</span>
            <span aria-hidden="true">·</span>
            <span>{NETWORK_NAMES[post.network]}</span>
            <span aria-hidden="true">·</span>
            <time dateTime={post.publishedAt}>{format.date(post.publishedAt)}</time>
          </p>
        </div>
      </header>
      <div className="flex min-w-0 flex-col gap-3 sm:flex-row">
        {post.imageUrl && (
          <img
            src={post.imageUrl}
            alt=""
            loading="lazy"
            referrerPolicy="no-referrer"
            className="aspect-video w-full shrink-0 rounded-lg bg-gray-100 object-cover sm:aspect-square sm:w-28"
          />
        )}
        <p className="line-clamp-4 min-w-0 flex-1 text-sm leading-6 break-words whitespace-pre-line text-gray-700">{post.text}</p>
      </div>
      <PostFigures post={post} format={format} />
      {post.analysis && (
        <div className="rounded-lg bg-violet-50 p-3 text-sm leading-6 text-violet-900" data-testid="post-analysis">
          <p className="flex items-center gap-1.5 font-semibold">
            <Sparkles aria-hidden="true" className="size-4" />
            {t('inspiration.competitors.analysis')}
          </p>
          <p className="mt-1 break-words">{post.analysis}</p>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <ExternalLinkButton href={post.url}>{t('inspiration.competitors.openPost')}</ExternalLinkButton>
        {canCreate && (
          <Button
            variant="secondary"
            size="sm"
            loading={summary.isPending}
            icon={<FileText aria-hidden="true" className="size-4" />}
            onClick={() => summary.mutate(post.id)}
            data-testid="competitor-summary"
          >
            {t('inspiration.competitors.summary')}
          </Button>
        )}
      </div>
    </article>
  );
}
