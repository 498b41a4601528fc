import { MASTODON_CONTENT_WARNING_MAX, MASTODON_VISIBILITIES, type MastodonVisibility, type Network, type PublishOptions } from '@publia/shared';
import { useId } from 'react';
import { useT } from '../../lib/i18n/index.ts';
import { selectClasses } from '../../ui/field-classes.ts';
import { TextField } from '../../ui/TextField.tsx';

const VISIBILITY_LABELS = { public: 'create.mastodon.visibilityPublic', unlisted: 'create.mastodon.visibilityUnlisted', private: 'create.mastodon.visibilityPrivate' } as const;

/**
 * What only Mastodon offers a post, shown when it is chosen: a content warning (the status opens on
 * it; it counts in the instance's limit) and who sees the status (else the account's setting).
 */
export function MastodonOptions({ networks, options, onChange }: { networks: Network[]; options: PublishOptions; onChange: (options: PublishOptions) => void }) {
  const t = useT();
  const id = useId();
  if (!networks.includes('mastodon')) return null;
  const { contentWarning: _warning, mastodonVisibility: _visibility, ...others } = options;
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3 rounded-lg border border-gray-200 p-3" data-testid="mastodon-options">
      <h3 id={`${id}-heading`} className="text-sm font-semibold text-gray-900">
        {t('create.mastodon.heading')}
      </h3>
      <TextField
        label={t('create.mastodon.contentWarning')}
        hint={t('create.mastodon.contentWarningHint')}
        placeholder={t('create.mastodon.contentWarningPlaceholder')}
        maxLength={MASTODON_CONTENT_WARNING_MAX}
        value={options.contentWarning ?? ''}
        data-testid="option-content-warning"
        onChange={(event) => {
          const text = event.target.value;
          onChange(text.trim() ? { ...options, contentWarning: text } : { ...others, ...(options.mastodonVisibility ? { mastodonVisibility: options.mastodonVisibility } : {}) });
        }}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-visibility`} className="text-sm font-medium text-gray-700">
          {t('create.mastodon.visibility')}
        </label>
        <select
          id={`${id}-visibility`}
          value={options.mastodonVisibility ?? ''}
          className={selectClasses('w-full sm:w-72')}
          data-testid="option-mastodon-visibility"
          onChange={(event) => {
            const value = event.target.value as MastodonVisibility | '';
            onChange(value ? { ...options, mastodonVisibility: value } : { ...others, ...(options.contentWarning ? { contentWarning: options.contentWarning } : {}) });
          }}
        >
          <option value="">{t('create.mastodon.visibilityAccount')}</option>
          {MASTODON_VISIBILITIES.map((visibility) => (
            <option key={visibility} value={visibility}>
              {t(VISIBILITY_LABELS[visibility])}
            </option>
          ))}
        </select>
      </div>
    </section>
  );
}
