import { BookmarkCheck } from 'lucide-react';
import { useT } from '../../lib/i18n/index.ts';
import { EmptyLine, QueryState } from '../../ui/QueryState.tsx';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { useCan } from '../auth/use-can.ts';
import { useIdeas } from './queries.ts';
import { IdeaList } from './IdeaList.tsx';
import { useInspirationFormat } from './use-inspiration-format.ts';

/** « Idées enregistrées »: the ideas kept, newest first; edit, delete, or turn one into a draft. */
export function SavedIdeas() {
  const t = useT();
  const format = useInspirationFormat();
  const canCreate = useCan('create_content');
  const ideas = useIdeas();
  return (
    <SectionCard icon={BookmarkCheck} title={t('inspiration.ideas.title')} testId="ideas" tint="bg-amber-50 text-amber-600">
      <QueryState query={ideas}>
        {(list) =>
          list.length === 0 ? (
            <EmptyLine testId="ideas-empty">{t(canCreate ? 'inspiration.ideas.empty' : 'inspiration.ideas.emptyViewer')}</EmptyLine>
          ) : (
            <IdeaList ideas={list} format={format} canEdit={canCreate} />
          )
        }
      </QueryState>
    </SectionCard>
  );
}
