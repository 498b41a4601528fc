import { NETWORK_NAMES, type Idea } from '@publia/shared';
import { FilePlus2, PencilLine, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { ExternalLink } from '../../ui/ExternalLink.tsx';
import { hashtagLine } from './hashtags.ts';
import { IdeaEditForm } from './IdeaEditForm.tsx';
import { useIdeaToDraft } from './use-inspiration-actions.ts';
import type { InspirationFormat } from './use-inspiration-format.ts';

/** A saved idea: where it comes from, its text; « Créer un brouillon », edit in place, delete (`onDelete` asks first). */
export function SavedIdeaItem({
  idea,
  format,
  canEdit,
  onDelete,
  level = 3,
}: {
  idea: Idea;
  format: InspirationFormat;
  canEdit: boolean;
  onDelete: (idea: Idea) => void;
  level?: 3 | 4;
}) {
  const { t } = format;
  const navigate = useNavigate();
  const draft = useIdeaToDraft();
  const [editing, setEditing] = useState(false);
  const Heading = level === 3 ? 'h3' : 'h4';

  if (editing) return <IdeaEditForm idea={idea} onDone={() => setEditing(false)} />;
  return (
    <article data-testid="saved-idea" data-idea-id={idea.id} className="flex min-w-0 flex-col gap-2">
      <Heading className="font-semibold break-words text-gray-900">{idea.title}</Heading>
      <p className="flex flex-wrap items-center gap-1.5 text-xs text-gray-500">
        <Badge>{t(`inspiration.ideas.source.${idea.source}`)}</Badge>
        {idea.network && <Badge tone="primary">{NETWORK_NAMES[idea.network]}</Badge>}
        {idea.objective && <Badge tone="primary">{t(`create.info.objectives.${idea.objective}`)}</Badge>}
        <time dateTime={idea.createdAt}>{format.date(idea.createdAt)}</time>
      </p>
      <p className="line-clamp-4 text-sm leading-6 break-words whitespace-pre-line text-gray-700">{idea.text}</p>
      {idea.hashtags.length > 0 && <p className="text-sm break-words text-primary-700">{hashtagLine(idea.hashtags)}</p>}
      {idea.sourceUrl && (
        <ExternalLink href={idea.sourceUrl} className="self-start text-xs font-medium text-primary-700 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600">
          {idea.author ? t('inspiration.ideas.originBy', { author: idea.author }) : t('inspiration.ideas.origin')}
        </ExternalLink>
      )}
      {canEdit && (
        <div className="flex flex-wrap gap-2 pt-1">
          <Button
            size="sm"
            loading={draft.isPending}
            icon={<FilePlus2 aria-hidden="true" className="size-4" />}
            onClick={() => draft.mutate(idea.id, { onSuccess: () => void navigate('/publications/pending') })}
            data-testid="idea-draft"
          >
            {t('inspiration.ideas.toDraft')}
          </Button>
          <Button variant="outline" size="sm" icon={<PencilLine aria-hidden="true" className="size-4" />} onClick={() => setEditing(true)} data-testid="idea-edit">
            {t('inspiration.ideas.edit')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            icon={<Trash2 aria-hidden="true" className="size-4" />}
            aria-label={t('inspiration.ideas.deleteNamed', { title: idea.title })}
            onClick={() => onDelete(idea)}
            data-testid="idea-delete"
          >
            {t('inspiration.ideas.delete')}
          </Button>
        </div>
      )}
    </article>
  );
}
