import type { Comment } from '@publia/shared';
import { Zap } from 'lucide-react';
import { useId } from 'react';
import { useT } from '../../lib/i18n/index.ts';
import { fieldClasses } from '../../ui/field-classes.ts';
import { EmptyLine } from '../../ui/QueryState.tsx';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { postNameOf } from './comment-display.ts';
import { ReplyComposer } from './ReplyComposer.tsx';

const excerptOf = (text: string) => {
  const line = text.trim().replace(/\s+/g, ' ');
  return line.length > 48 ? `${line.slice(0, 47)}…` : line;
};

/**
 * « Réponse rapide »: answers, without leaving the list, the comment chosen in it (a click on its
 * card, or this panel's select); the first one waiting unless another is chosen. Saved replies
 * are inserted here when no other composer is open.
 */
export function QuickReplyPanel({
  waiting,
  current,
  onChoose,
  canPublish,
  loading,
}: {
  /** The loaded comments that wait for an answer. */
  waiting: Comment[];
  current: Comment | null;
  onChoose: (id: string) => void;
  canPublish: boolean;
  loading: boolean;
}) {
  const t = useT();
  const selectId = useId();
  let body;
  if (!canPublish) body = <p className="text-sm leading-6 text-gray-600">{t('comments.quick.viewer')}</p>;
  else if (loading) body = null;
  else if (!current) body = <EmptyLine testId="quick-empty">{t('comments.quick.none')}</EmptyLine>;
  else {
    body = (
      <div className="flex flex-col gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={selectId} className="text-sm font-medium text-gray-700">
            {t('comments.quick.target')}
          </label>
          <select id={selectId} className={fieldClasses()} value={current.id} onChange={(event) => onChoose(event.target.value)} data-testid="quick-target">
            {waiting.map((comment) => (
              <option key={comment.id} value={comment.id}>
                {t('comments.quick.option', { author: comment.author.name, excerpt: excerptOf(comment.text) })}
              </option>
            ))}
          </select>
        </div>
        <blockquote className="rounded-lg border-l-4 border-primary-200 bg-gray-50 px-3 py-2" data-testid="quick-comment">
          <p className="line-clamp-4 text-sm leading-6 break-words whitespace-pre-line text-gray-800">{current.text}</p>
          <footer className="mt-1 text-xs text-gray-500">{t('comments.card.post', { post: postNameOf(current.post) })}</footer>
        </blockquote>
        <ReplyComposer
          key={current.id}
          comment={current}
          composerId="quick-reply"
          label={t('comments.composer.label', { author: current.author.name })}
          sendLabel={t('comments.quick.send')}
          savedMenu={false}
          fallbackTarget
          testId="quick-composer"
        />
      </div>
    );
  }
  return (
    <SectionCard icon={Zap} title={t('comments.quick.title')} description={t('comments.quick.description')} testId="quick-reply" tint="bg-amber-50 text-amber-600" narrow>
      {body}
    </SectionCard>
  );
}
