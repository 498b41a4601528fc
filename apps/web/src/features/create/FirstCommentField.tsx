import { NETWORK_NAMES, NETWORKS, type Network } from '@publia/shared';
import { useT } from '../../lib/i18n/index.ts';
import { CountedTextarea } from './CountedTextarea.tsx';
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
  const maxText = max.toLocaleString('fr-FR');
  return (
    <section className="flex flex-col gap-2 rounded-xl border border-gray-200 bg-white p-4" data-testid="first-comment">
      <CountedTextarea
        id="create-first-comment"
        label={t('create.firstComment.label')}
        labelClassName="text-sm font-semibold text-gray-900"
        rows={3}
        value={value}
        placeholder={t('create.firstComment.placeholder')}
        onChange={onChange}
        count={count}
        max={max}
        maxText={maxText}
        counterTestId="first-comment-counter"
        describedBy="create-first-comment-note"
        overMessage={(excess) => t('create.firstComment.tooLong', { excess, max: maxText })}
      >
        <p id="create-first-comment-note" className="text-xs text-gray-600" data-testid="first-comment-note">
          {t('create.firstComment.receivers', { list: listOf(receiving) })}
          {others.length > 0 && ` ${t('create.firstComment.notReceivers', { list: listOf(NETWORKS.filter((network) => others.includes(network))) })}`}
        </p>
      </CountedTextarea>
    </section>
  );
}
