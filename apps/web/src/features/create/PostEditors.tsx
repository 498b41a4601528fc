import type { ReactNode } from 'react';
import { countPostText, NETWORK_LIMITS, NETWORK_NAMES, type Network } from '@publia/shared';
import { useT } from '../../lib/i18n/index.ts';
import { cn } from '../../ui/cn.ts';
import { NetworkIcon } from '../../ui/NetworkIcon.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { finalText, type PostEdit, type PostEdits } from './create-form.ts';

/** How long the network finds the post it receives (X weighted), against its limit. */
export function postLength(edit: PostEdit, network: Network) {
  const limits = NETWORK_LIMITS[network];
  return { count: countPostText(limits, finalText(edit, network)), max: limits.textMaxLength };
}

export const isOverLimit = (edits: PostEdits, networks: Network[]) =>
  networks.some((network) => {
    const edit = edits[network];
    if (!edit) return false;
    const { count, max } = postLength(edit, network);
    return count > max;
  });

interface PostEditorsProps {
  networks: Network[];
  edits: PostEdits;
  onChange: (network: Network, edit: PostEdit) => void;
  /** What follows a network's post in its card (X: the thread). */
  after?: Partial<Record<Network, ReactNode>>;
}

/** One editable post per network, with a live counter of what the network will receive and its hashtags. */
export function PostEditors({ networks, edits, onChange, after }: PostEditorsProps) {
  const t = useT();
  return (
    <section aria-labelledby="create-posts-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="create-posts-heading" className="text-base font-semibold text-gray-900">
          {t('create.posts.heading')}
        </h2>
        <p className="text-sm text-gray-500">{t('create.posts.hint')}</p>
      </div>
      {networks.map((network) => {
        const edit = edits[network];
        if (!edit) return null;
        const platform = NETWORK_NAMES[network];
        const { count, max } = postLength(edit, network);
        const over = count > max;
        const textId = `create-post-${network}`;
        const counterId = `${textId}-counter`;
        return (
          <article key={network} data-testid={`post-editor-${network}`} className="flex flex-col gap-2 rounded-xl border border-gray-200 bg-white p-4">
            <div className="flex items-center justify-between gap-2">
              <label htmlFor={textId} className="flex items-center gap-2 text-sm font-semibold text-gray-900">
                <NetworkIcon platform={network} size="xs" />
                {t('create.posts.text', { platform })}
              </label>
              <span
                id={counterId}
                aria-live="polite"
                data-testid={`counter-${network}`}
                data-over={over || undefined}
                className={cn('text-xs tabular-nums', over ? 'font-semibold text-red-600' : 'text-gray-500')}
              >
                {t('create.posts.counter', { count, max })}
              </span>
            </div>
            <textarea
              id={textId}
              rows={network === 'twitter' ? 5 : 8}
              value={edit.text}
              aria-describedby={counterId}
              aria-invalid={over || undefined}
              onChange={(event) => onChange(network, { ...edit, text: event.target.value })}
              className={cn(
                'w-full rounded-lg border bg-white px-3.5 py-2.5 text-[0.9375rem] leading-relaxed text-gray-900 focus:ring-4 focus:outline-none',
                over ? 'border-red-400 focus:border-red-500 focus:ring-red-100' : 'border-gray-300 focus:border-primary-500 focus:ring-primary-100',
              )}
            />
            {over && (
              <p role="alert" className="text-xs font-medium text-red-600">
                {t('create.posts.overLimit', { excess: count - max, platform })}
              </p>
            )}
            <TextField
              label={t('create.posts.hashtags', { platform })}
              hint={t('create.posts.hashtagsHint')}
              value={edit.hashtags}
              onChange={(event) => onChange(network, { ...edit, hashtags: event.target.value })}
            />
            {after?.[network]}
          </article>
        );
      })}
    </section>
  );
}
