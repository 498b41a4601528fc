import { BIO_LIMITS, linksEndpoints, type BioSettings } from '@publia/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Contact } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { api } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n/index.ts';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useToast } from '../../ui/toast/index.ts';
import { useCan } from '../auth/use-can.ts';

const bioKey = ['link-bio'] as const;
const emptyRows = (links: BioSettings['links']) => Array.from({ length: BIO_LIMITS.fixedLinksMax }, (_, i) => links[i] ?? { label: '', url: '' });

/** The form of the page, filled from what the server has (remounted when it changes). */
function BioForm({ bio, canEdit }: { bio: BioSettings; canEdit: boolean }) {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [name, setName] = useState(bio.name ?? '');
  const [color, setColor] = useState(bio.color);
  const [rows, setRows] = useState(emptyRows(bio.links));
  const save = useMutation({
    mutationFn: async (body: BioSettings) => (await api.call(linksEndpoints.saveBio, { body })).data,
    onSuccess: (saved) => {
      queryClient.setQueryData(bioKey, saved);
      toast.success(t('networks.bio.saved'));
    },
    onError: (error) => toast.error(error.message),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const links = rows.map((row) => ({ label: row.label.trim(), url: row.url.trim() })).filter((row) => row.label && row.url);
    save.mutate({ name: name.trim() || null, color, links });
  };
  return (
    <form className="mt-4 flex flex-col gap-4" onSubmit={submit}>
      <TextField
        label={t('networks.bio.name')}
        hint={t('networks.bio.nameHint')}
        value={name}
        maxLength={40}
        disabled={!canEdit}
        onChange={(event) => setName(event.currentTarget.value)}
      />
      {bio.name && (
        <a className="text-sm font-medium text-primary-700 underline" href={`/b/${bio.name}`} target="_blank" rel="noopener">
          {t('networks.bio.open', { path: `/b/${bio.name}` })}
        </a>
      )}
      <label className="flex items-center gap-3 text-sm font-medium text-gray-700">
        <input type="color" value={color} disabled={!canEdit} onChange={(event) => setColor(event.currentTarget.value)} className="h-9 w-12 rounded border border-gray-300" />
        {t('networks.bio.color')}
      </label>
      <fieldset className="flex flex-col gap-3">
        <legend className="text-sm font-medium text-gray-700">{t('networks.bio.links')}</legend>
        {rows.map((row, index) => (
          <div key={index} className="grid gap-2 sm:grid-cols-2">
            <TextField
              label={t('networks.bio.linkLabel', { n: index + 1 })}
              value={row.label}
              maxLength={BIO_LIMITS.labelMax}
              disabled={!canEdit}
              onChange={(event) => {
                const label = event.currentTarget.value;
                setRows((current) => current.map((r, i) => (i === index ? { ...r, label } : r)));
              }}
            />
            <TextField
              label={t('networks.bio.linkUrl', { n: index + 1 })}
              type="url"
              value={row.url}
              disabled={!canEdit}
              onChange={(event) => {
                const url = event.currentTarget.value;
                setRows((current) => current.map((r, i) => (i === index ? { ...r, url } : r)));
              }}
            />
          </div>
        ))}
      </fieldset>
      {canEdit && (
        <div>
          <Button type="submit" size="sm" disabled={save.isPending}>
            {t('networks.bio.save')}
          </Button>
        </div>
      )}
    </form>
  );
}

/** « Lien en bio »: the workspace's public page of links, its address, colour and fixed links. */
export function BioPageCard() {
  const t = useT();
  const canEdit = useCan('edit_settings');
  const bio = useQuery({ queryKey: bioKey, queryFn: async ({ signal }) => (await api.call(linksEndpoints.bio, {}, { signal })).data });
  return (
    <Card data-testid="bio-page" className="p-5 sm:p-6">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-50 text-primary-600">
          <Contact aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h2 className="text-base font-semibold text-gray-900">{t('networks.bio.title')}</h2>
          <p className="mt-0.5 text-sm text-gray-500">{t('networks.bio.intro')}</p>
        </div>
      </div>
      {bio.data && <BioForm key={JSON.stringify(bio.data)} bio={bio.data} canEdit={canEdit} />}
      {bio.isError && <p className="mt-4 text-sm text-red-700">{bio.error.message}</p>}
    </Card>
  );
}
