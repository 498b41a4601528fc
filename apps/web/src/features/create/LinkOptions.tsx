import { LINK_LIMITS, linksEndpoints, linksIn, NETWORK_NAMES, withUtm, type Network, type PublishOptions } from '@publia/shared';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { api } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n/index.ts';
import { Switch } from '../../ui/Switch.tsx';
import { TextField } from '../../ui/TextField.tsx';

/** The options the post keeps about its links, each absent one taking the workspace's rule. */
type LinkOptionValues = Pick<PublishOptions, 'utm' | 'shortenLinks' | 'campaign'>;

function OptionSwitch({ label, hint, checked, onChange, testId }: { label: string; hint: string; checked: boolean; onChange: (value: boolean) => void; testId: string }) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0">
        <p id={`${id}-label`} className="text-sm font-medium text-gray-900">
          {label}
        </p>
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-gray-500">
          {hint}
        </p>
      </div>
      <Switch checked={checked} onChange={onChange} labelledBy={`${id}-label`} describedBy={`${id}-hint`} testId={testId} />
    </div>
  );
}

/**
 * « Liens », shown once a post's text holds a link: its UTM tags (on unless removed), its
 * shortening (the workspace's rule unless changed here), its campaign, and each network's final
 * link as it will go out (before shortening, which replaces it by a Publia short link to it).
 */
export function LinkOptions({ posts, options, onChange }: { posts: { network: Network; text: string }[]; options: PublishOptions; onChange: (options: PublishOptions) => void }) {
  const t = useT();
  const id = useId();
  const settings = useQuery({ queryKey: ['link-settings'], queryFn: async ({ signal }) => (await api.call(linksEndpoints.settings, {}, { signal })).data });
  const withLinks = posts
    .map((post) => ({ ...post, link: linksIn(post.text)[0]?.url }))
    .filter((post): post is { network: Network; text: string; link: string } => post.link !== undefined);
  if (withLinks.length === 0) return null;
  const set = (change: LinkOptionValues) => onChange({ ...options, ...change });
  const utm = options.utm !== false;
  const shorten = options.shortenLinks ?? settings.data?.shortenLinks ?? false;
  const campaign = options.campaign ?? settings.data?.defaultCampaign ?? null;
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3 rounded-lg border border-gray-200 p-3" data-testid="link-options">
      <h3 id={`${id}-heading`} className="text-sm font-semibold text-gray-900">
        {t('create.links.heading')}
      </h3>
      <OptionSwitch label={t('create.links.utm')} hint={t('create.links.utmHint')} checked={utm} onChange={(value) => set({ utm: value })} testId="link-option-utm" />
      <OptionSwitch
        label={t('create.links.shorten')}
        hint={t('create.links.shortenHint')}
        checked={shorten}
        onChange={(value) => set({ shortenLinks: value })}
        testId="link-option-shorten"
      />
      {utm && (
        <TextField
          label={t('create.links.campaign')}
          hint={t('create.links.campaignHint')}
          placeholder={settings.data?.defaultCampaign ?? ''}
          maxLength={LINK_LIMITS.campaignMax}
          value={options.campaign ?? ''}
          data-testid="link-option-campaign"
          onChange={(event) => {
            const { campaign: _campaign, ...others } = options;
            const value = event.target.value;
            onChange(value.trim() ? { ...others, campaign: value } : others);
          }}
        />
      )}
      <div className="flex flex-col gap-1" data-testid="link-final">
        <p className="text-sm font-medium text-gray-700">{t('create.links.final')}</p>
        <ul className="flex flex-col gap-1 text-sm">
          {withLinks.map((post) => (
            <li key={post.network} className="break-all text-gray-700">
              <span className="font-medium text-gray-900">{NETWORK_NAMES[post.network]} : </span>
              {utm ? withUtm(post.link, { source: post.network, campaign: campaign?.trim() || null }) : post.link}
            </li>
          ))}
        </ul>
        {shorten && <p className="text-sm text-gray-500">{t('create.links.shortened')}</p>}
      </div>
    </section>
  );
}
