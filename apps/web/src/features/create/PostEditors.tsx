import type { ReactNode } from 'react';
import { countPostText, NETWORK_NAMES, postLimits, type Network, type PublishOptions } from '@publia/shared';
import { useT } from '../../lib/i18n/index.ts';
import { NetworkIcon } from '../../ui/NetworkIcon.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { CountedTextarea } from './CountedTextarea.tsx';
import { finalText, type PostEdit, type PostEdits } from './create-form.ts';

/**
 * What the counters count with: the settings of the account each network's post goes out on (a
 * Mastodon instance's own limits) and the post's options (a Mastodon content warning counts with the text).
 */
export interface CountingContext {
  accountSettings?: Partial<Record<Network, Readonly<Record<string, string>>>>;
  options?: PublishOptions;
}

/** How long the network finds the post it receives (X weighted, a Mastodon instance's count), against its limit. */
export function postLength(edit: PostEdit, network: Network, counting: CountingContext = {}) {
  const limits = postLimits(network, { media: [], accountSettings: counting.accountSettings?.[network] });
  return { count: countPostText(limits, finalText(edit, network), { contentWarning: counting.options?.contentWarning }), max: limits.textMaxLength };
}

export const isOverLimit = (edits: PostEdits, networks: Network[], counting: CountingContext = {}) =>
  networks.some((network) => {
    const edit = edits[network];
    if (!edit) return false;
    const { count, max } = postLength(edit, network, counting);
    return count > max;
  });

interface PostEditorsProps {
  networks: Network[];
  edits: PostEdits;
  onChange: (network: Network, edit: PostEdit) => void;
  /** What follows a network's post in its card (X: the thread). */
  after?: Partial<Record<Network, ReactNode>>;
  /** The accounts' own limits and the post's options the counters count with. */
  counting?: CountingContext;
}

/** One editable post per network, with a live counter of what the network will receive and its hashtags. */
export function PostEditors({ networks, edits, onChange, after, counting }: PostEditorsProps) {
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
        const { count, max } = postLength(edit, network, counting);
        return (
          <article key={network} data-testid={`post-editor-${network}`} className="flex flex-col gap-2 rounded-xl border border-gray-200 bg-white p-4">
            <CountedTextarea
              id={`create-post-${network}`}
              label={
                <>
                  <NetworkIcon platform={network} size="xs" />
                  {t('create.posts.text', { platform })}
                </>
              }
              labelClassName="flex items-center gap-2 text-sm font-semibold text-gray-900"
              rows={network === 'twitter' ? 5 : 8}
              value={edit.text}
              onChange={(text) => onChange(network, { ...edit, text })}
              count={count}
              max={max}
              counterTestId={`counter-${network}`}
              overMessage={(excess) => t('create.posts.overLimit', { excess, platform })}
            />
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
