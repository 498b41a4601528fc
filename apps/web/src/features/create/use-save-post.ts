import { NETWORK_NAMES, type ContentItem, type Media, type Network } from '@publia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { emitContentGenerated } from '../../lib/content-events.ts';
import { formatDateTime, useTimeZone } from '../../lib/dates.ts';
import { useT } from '../../lib/i18n/index.ts';
import { useToast } from '../../ui/toast/index.ts';
import { saveDraft, updateDraft } from '../publications/api.ts';
import { refreshContent } from '../publications/queries.ts';
import { usePublish } from '../publications/use-content-actions.ts';
import { useRedirectLater } from '../publications/use-redirect-later.ts';
import { filterMedia } from './api.ts';
import type { CreateForm, PostEdits } from './create-form.ts';
import { draftBody } from './save-body.ts';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export interface SaveInput {
  form: CreateForm;
  edits: PostEdits;
  connected: ReadonlySet<Network>;
  /** The draft being edited (?draft=), saved back in place. */
  existing: ContentItem | null;
  /** The published item this one reposts (?repost=). */
  repostOf: string | null;
  /** The filtered copy already saved with the draft, reused when the same filter is still chosen. */
  savedFiltered: Media | null;
}

/** The medium to publish: the upload itself, or its filtered copy made on the server. */
async function mediaToSave({ form, savedFiltered }: SaveInput): Promise<Media | null> {
  const { media, filter } = form;
  if (!media || media.kind !== 'image' || filter === 'original') return media;
  if (savedFiltered && savedFiltered.sourceId === media.id && savedFiltered.filter === filter) return savedFiltered;
  return filterMedia(media.id, filter);
}

/**
 * The seed's flows after generation (document 1 §4): in Automatique with connected accounts the
 * post is saved then published (the history after 1.5 s); otherwise it is saved as pending (the
 * pending list after 1.5 s). Networks without an account are said and left out of publishing.
 */
export function useSavePost() {
  const t = useT();
  const toast = useToast();
  const timeZone = useTimeZone();
  const redirect = useRedirectLater();
  const queryClient = useQueryClient();
  const publish = usePublish();

  const mutation = useMutation({
    onMutate: () => ({ from: redirect.here() }),
    mutationFn: async (input: SaveInput) => {
      const { form, connected, existing } = input;
      const reachable = form.networks.filter((network) => connected.has(network));
      const publishing = form.mode === 'automatique' && reachable.length > 0;
      if (form.mode === 'automatique') {
        const missing = form.networks.filter((network) => !connected.has(network));
        if (reachable.length === 0) toast.warning(t('create.save.noneConnected'));
        else if (missing.length > 0) {
          toast.warning(t('create.save.someNotConnected', { list: missing.map((network) => NETWORK_NAMES[network]).join(', ') }));
        }
      }
      const media = await mediaToSave(input);
      const title = existing?.title ?? t('create.save.title', { date: formatDateTime(new Date(), timeZone) });
      const body = draftBody({ form, edits: input.edits, platforms: publishing ? reachable : form.networks, media, title, repostOf: input.repostOf });
      const item = existing ? await updateDraft(existing.id, body) : await saveDraft(body);
      return { item, publishing, created: !existing };
    },
    onSuccess: ({ item, publishing, created }, _input, context) => {
      void refreshContent(queryClient);
      if (publishing) {
        // The draft is saved: when publishing then fails, the error is shown and the user is taken
        // to the pending list, where the draft waits (document 1 §4).
        publish.mutate(item, { onError: () => redirect.later('/publications/pending', context.from) });
        return;
      }
      toast.success(t('create.save.saved'));
      if (created) emitContentGenerated();
      redirect.later('/publications/pending', context.from);
    },
    onError: (error) => toast.error(t('create.save.error', { message: messageOf(error) })),
  });

  return { save: mutation.mutate, busy: mutation.isPending || publish.isPending, done: mutation.isSuccess };
}
