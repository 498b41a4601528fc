import { linksEndpoints, type LinkSettings } from '@publia/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { api } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n/index.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { Switch } from '../../ui/Switch.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useToast } from '../../ui/toast/index.ts';
import { useCan } from '../auth/use-can.ts';

const linkSettingsKey = ['link-settings'] as const;

/**
 * « Liens »: the workspace's links rule — its posts' links shortened by Publia as they go out
 * (their clicks then counted) — and the campaign named in utm_campaign when a post names none.
 * Admins change them; the others read them.
 */
export function LinkSettingsCard() {
  const t = useT();
  const toast = useToast();
  const id = useId();
  const canEdit = useCan('edit_settings');
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: linkSettingsKey, queryFn: async ({ signal }) => (await api.call(linksEndpoints.settings, {}, { signal })).data });
  // What the field holds once typed in; null: the saved campaign.
  const [typed, setTyped] = useState<string | null>(null);
  const campaign = typed ?? settings.data?.defaultCampaign ?? '';
  const save = useMutation({
    mutationFn: async (body: LinkSettings) => (await api.call(linksEndpoints.saveSettings, { body })).data,
    onSuccess: (saved) => {
      queryClient.setQueryData(linkSettingsKey, saved);
      setTyped(null);
      toast.success(t('networks.links.saved'));
    },
    onError: (error) => toast.error(error.message),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (settings.data) save.mutate({ ...settings.data, defaultCampaign: campaign.trim() || null });
  };
  return (
    <Card data-testid="link-settings" className="p-5 sm:p-6">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-50 text-primary-600">
          <Link2 aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h2 className="text-base font-semibold text-gray-900">{t('networks.links.title')}</h2>
          <p className="mt-0.5 text-sm text-gray-500">{t('networks.links.intro')}</p>
        </div>
      </div>
      {settings.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner />
        </div>
      ) : settings.isError ? (
        <Alert tone="error" className="mt-4">
          <p>{settings.error.message}</p>
        </Alert>
      ) : (
        <form className="mt-4 flex flex-col gap-4" onSubmit={submit}>
          {!canEdit && <p className="text-sm text-gray-600">{t('networks.publication.adminOnly')}</p>}
          <div className="flex items-start justify-between gap-4">
            <div className="min-w-0">
              <p id={`${id}-label`} className="text-sm font-medium text-gray-900">
                {t('networks.links.shorten')}
              </p>
              <p id={`${id}-hint`} className="mt-0.5 text-sm text-gray-500">
                {t('networks.links.shortenHint')}
              </p>
            </div>
            <Switch
              checked={settings.data.shortenLinks}
              onChange={(shortenLinks) => save.mutate({ ...settings.data, shortenLinks })}
              labelledBy={`${id}-label`}
              describedBy={`${id}-hint`}
              testId="link-settings-shorten"
              disabled={!canEdit || save.isPending}
            />
          </div>
          <TextField
            label={t('networks.links.campaign')}
            hint={t('networks.links.campaignHint')}
            value={campaign}
            maxLength={100}
            onChange={(event) => setTyped(event.currentTarget.value)}
            disabled={!canEdit}
            data-testid="link-settings-campaign"
          />
          {canEdit && (
            <div>
              <Button type="submit" size="sm" disabled={save.isPending}>
                {t('networks.links.save')}
              </Button>
            </div>
          )}
        </form>
      )}
    </Card>
  );
}
