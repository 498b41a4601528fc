import { NETWORK_NAMES, type Network } from '@publia/shared';
import { ChevronDown, ChevronUp, Plus, Trash2 } from 'lucide-react';
import { useT } from '../../lib/i18n/index.ts';
import { Button } from '../../ui/Button.tsx';
import { cn } from '../../ui/cn.ts';
import { CountedTextarea } from './CountedTextarea.tsx';
import { moveItem } from './media-set.ts';
import { threadMaxParts, threadPartLength } from './follow-ups.ts';

const iconButton = cn(
  'flex size-8 items-center justify-center rounded-md text-gray-600 transition-colors hover:bg-gray-100 hover:text-gray-900',
  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-600 disabled:cursor-not-allowed disabled:opacity-40',
);

/** A thread post's own buttons: move it up, down, or remove it. */
function PartButtons({ parts, index, position, onChange }: { parts: string[]; index: number; position: number; onChange: (parts: string[]) => void }) {
  const t = useT();
  return (
    <div className="flex shrink-0 items-center gap-1">
      <button type="button" className={iconButton} aria-label={t('create.thread.moveUp', { position })} disabled={index === 0} onClick={() => onChange(moveItem(parts, index, -1))}>
        <ChevronUp aria-hidden="true" className="size-4" />
      </button>
      <button
        type="button"
        className={iconButton}
        aria-label={t('create.thread.moveDown', { position })}
        disabled={index === parts.length - 1}
        onClick={() => onChange(moveItem(parts, index, 1))}
      >
        <ChevronDown aria-hidden="true" className="size-4" />
      </button>
      <button type="button" className={iconButton} aria-label={t('create.thread.remove', { position })} onClick={() => onChange(parts.filter((_, i) => i !== index))}>
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

/**
 * A thread (X's, else Mastodon's): the posts that follow the first one, each answering the one
 * before. Each has its own count as that network counts it, moves up or down, and can be removed;
 * « Ajouter au fil » adds one, up to its limit. Empty posts are dropped when the post is saved.
 */
export function ThreadEditor({
  parts,
  onChange,
  network = 'twitter',
  accountSettings,
}: {
  parts: string[];
  onChange: (parts: string[]) => void;
  /** The network whose editor holds the thread, which counts its posts (X's, else Mastodon's). */
  network?: Network;
  accountSettings?: Readonly<Record<string, string>> | undefined;
}) {
  const t = useT();
  const max = threadMaxParts(network);
  return (
    <section aria-labelledby="create-thread-heading" className="flex flex-col gap-3 border-t border-gray-100 pt-3" data-testid="thread-editor">
      <div>
        <h3 id="create-thread-heading" className="text-sm font-semibold text-gray-900">
          {t('create.thread.heading', { platform: NETWORK_NAMES[network] })}
        </h3>
        <p className="text-xs text-gray-600">{t('create.thread.hint', { max: max + 1 })}</p>
      </div>
      {parts.length > 0 && (
        <ol className="flex flex-col gap-3 border-l-2 border-gray-200 pl-3">
          {parts.map((part, index) => {
            // The first post is the one above: the thread's parts are its 2nd, 3rd…
            const position = index + 2;
            const { count, max: limit } = threadPartLength(part, network, accountSettings);
            return (
              <li key={index} className="flex flex-col gap-1.5" data-testid="thread-part">
                <CountedTextarea
                  id={`create-thread-${index}`}
                  label={t('create.thread.part', { position, count: parts.length + 1 })}
                  labelClassName="text-sm font-medium text-gray-800"
                  rows={3}
                  value={part}
                  onChange={(value) => onChange(parts.map((item, i) => (i === index ? value : item)))}
                  count={count}
                  max={limit}
                  counterTestId={`thread-counter-${position}`}
                  overMessage={(excess) => t('create.thread.overLimit', { position, excess })}
                  actions={<PartButtons parts={parts} index={index} position={position} onChange={onChange} />}
                />
              </li>
            );
          })}
        </ol>
      )}
      <div>
        <Button variant="outline" size="sm" icon={<Plus aria-hidden="true" className="size-4" />} disabled={parts.length >= max} onClick={() => onChange([...parts, ''])}>
          {t('create.thread.add')}
        </Button>
      </div>
    </section>
  );
}
