import type { CompetitorPost } from '@publia/shared';
import { Wand2 } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../ui/Button.tsx';
import { NetworkIcon } from '../../ui/NetworkIcon.tsx';
import { postCreateHref } from './create-link.ts';
import { PostFigures } from './PostFigures.tsx';
import { SaveButton } from './SaveButton.tsx';
import { useSaveFinding } from './use-inspiration-actions.ts';
import type { InspirationFormat } from './use-inspiration-format.ts';

/** One of the best competitor posts: its picture, text and figures; « Enregistrer », « S'inspirer ». */
export function InspiringPostCard({ post, format, canCreate }: { post: CompetitorPost; format: InspirationFormat; canCreate: boolean }) {
  const { t } = format;
  const save = useSaveFinding();
  return (
    <article data-testid="inspiring-post" data-post-id={post.id} className="flex h-full min-w-0 flex-col overflow-hidden rounded-xl border border-gray-200 bg-white">
      {post.imageUrl && <img src={post.imageUrl} alt="" loading="lazy" referrerPolicy="no-referrer" className="aspect-video w-full bg-gray-100 object-cover" />}
      <div className="flex flex-1 flex-col gap-3 p-3">
        <h3 className="flex min-w-0 items-center gap-2 text-sm font-semibold text-gray-900">
          <NetworkIcon platform={post.network} size="xs" />
          <span className="truncate">@{post.handle}</span>
        </h3>
        <p className="line-clamp-3 text-sm leading-6 break-words text-gray-700">{post.text}</p>
        <div className="mt-auto flex flex-col gap-3">
          <PostFigures post={post} format={format} />
          {canCreate && (
            <div className="flex flex-wrap gap-2">
              <SaveButton saved={post.savedIdeaId !== null} loading={save.isPending} onSave={() => save.mutate({ kind: 'competitor_post', id: post.id })} testId="inspiring-save" />
              <Link to={postCreateHref(post)} data-testid="inspiring-create" className={buttonClasses({ size: 'sm', variant: 'outline' })}>
                <Wand2 aria-hidden="true" className="size-4" />
                {t('inspiration.inspiring.inspire')}
              </Link>
            </div>
          )}
        </div>
      </div>
    </article>
  );
}
