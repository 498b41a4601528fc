import type { GeneratedIdea, Network, Objective } from '@publia/shared';
import { useT } from '../../lib/i18n/index.ts';
import { hashtagLine } from './hashtags.ts';
import { SaveButton } from './SaveButton.tsx';
import { useCreateIdea } from './use-inspiration-actions.ts';

/** One generated idea: its title, text and hashtags, and « Enregistrer » into the saved ideas. */
export function GeneratedIdeaCard({ idea, network, objective }: { idea: GeneratedIdea; network: Network; objective: Objective }) {
  const t = useT();
  const save = useCreateIdea();
  return (
    <article data-testid="generated-idea" className="flex min-w-0 flex-col gap-2 rounded-lg border border-gray-200 p-3">
      <h4 className="font-semibold break-words text-gray-900">{idea.title}</h4>
      <p className="text-sm leading-6 break-words whitespace-pre-line text-gray-700">{idea.text}</p>
      {idea.hashtags.length > 0 && <p className="text-sm break-words text-primary-700">{hashtagLine(idea.hashtags)}</p>}
      <div>
        <SaveButton
          saved={save.isSuccess}
          loading={save.isPending}
          label={t('inspiration.saveNamed', { title: idea.title })}
          onSave={() => save.mutate({ title: idea.title, text: idea.text, hashtags: idea.hashtags, network, objective })}
          testId="generated-idea-save"
        />
      </div>
    </article>
  );
}
