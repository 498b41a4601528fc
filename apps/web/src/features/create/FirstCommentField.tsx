import { NETWORK_NAMES, NETWORKS, type Network } from '@publia/shared';
import { useT } from '../../lib/i18n/index.ts';
import { cn } from '../../ui/cn.ts';
import { firstCommentMax, firstCommentNetworks } from './follow-ups.ts';

const listOf = (networks: readonly Network[]) => networks.map((network) => NETWORK_NAMES[network]).join(', ');

/**
 * « Premier commentaire »: published as a comment right after the post, on the chosen networks that
 * allow it (Instagram, Facebook, LinkedIn); counted against the smallest of their limits, with a
 * note of who receives it and who does not.
 */
export function FirstCommentField({ networks, value, onChange }: { networks: Network[]; value: string; onChange: (value: string) => void }) {
  const t = useT();
  const receiving = firstCommentNetworks(networks);
  const max = firstCommentMax(networks);
  if (max === null) return null;
  const others = networks.filter((network) => !receiving.includes(network));
  const count = [...value.trim()].length;
  const over = count > max;
  return (
    <section className="flex flex-col gap-2 rounded-xl border border-gray-200 bg-white p-4" data-testid="first-comment">
      <div className="flex items-center justify-between gap-2">
        <label htmlFor="create-first-comment" className="text-sm font-semibold text-gray-900">
          {t('create.firstComment.label')}
        </label>
        <span
          id="create-first-comment-counter"
          aria-live="polite"
          data-testid="first-comment-counter"
          data-over={over || undefined}
          className={cn('text-xs tabular-nums', over ? 'font-semibold text-red-600' : 'text-gray-500')}
        >
          {t('create.posts.counter', { count, max: max.toLocaleString('fr-FR') })}
        </span>
      </div>
      <textarea
        id="create-first-comment"
        rows={3}
        value={value}
        placeholder={t('create.firstComment.placeholder')}
        aria-describedby="create-first-comment-note create-first-comment-counter"
        aria-invalid={over || undefined}
        onChange={(event) => onChange(event.target.value)}
        className={cn(
          'w-full rounded-lg border bg-white px-3.5 py-2.5 text-[0.9375rem] leading-relaxed text-gray-900 focus:ring-4 focus:outline-none',
          over ? 'border-red-400 focus:border-red-500 focus:ring-red-100' : 'border-gray-300 focus:border-primary-500 focus:ring-primary-100',
        )}
      />
      <p id="create-first-comment-note" className="text-xs text-gray-600" data-testid="first-comment-note">
        {t('create.firstComment.receivers', { list: listOf(receiving) })}
        {others.length > 0 && ` ${t('create.firstComment.notReceivers', { list: listOf(NETWORKS.filter((network) => others.includes(network))) })}`}
      </p>
      {over && (
        <p role="alert" className="text-xs font-medium text-red-600">
          {t('create.firstComment.tooLong', { excess: count - max, max: max.toLocaleString('fr-FR') })}
        </p>
      )}
    </section>
  );
}
