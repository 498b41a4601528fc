import { NETWORK_NAMES, type ApprovalRequestBody, type ContentItem, type DraftBody, type Media, type Network } from '@publia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { emitContentGenerated } from '../../lib/content-events.ts';
import { useT } from '../../lib/i18n/index.ts';
import { useToast } from '../../ui/toast/index.ts';
import { saveDraft, updateDraft } from '../content/api.ts';
import { refreshContent } from '../content/queries.ts';
import { useRequestApproval } from '../content/use-approval-actions.ts';
import { useAddToQueue, usePublish } from '../content/use-content-actions.ts';
import { useRedirectLater } from '../../lib/use-redirect-later.ts';
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
  /** The filtered copies already saved with the draft, reused when the same filter is still chosen. */
  savedFiltered: Media[];
  /** The title to save: the "Titre" field, its suggestion, or the dated title « Contenu généré - {date} ». */
  title: string;
}

/**
 * What follows the save: the mode's way (publish in Automatique, wait in Manuelle), the posting
 * queue, or an admin's approval (« Demander une validation »).
 */
export type SaveIntent = 'mode' | 'queue' | 'approval';

/** The media to publish, in order: each upload itself, or for a photo its filtered copy made on the server. */
function mediaToSave({ form, savedFiltered }: SaveInput): Promise<Media[]> {
  const { filter } = form;
  return Promise.all(
    form.media.map(async (medium) => {
      if (medium.kind !== 'image' || filter === 'original') return medium;
      const saved = savedFiltered.find((copy) => copy.sourceId === medium.id && copy.filter === filter);
      return saved ?? filterMedia(medium.id, filter);
    }),
  );
}

/**
 * Automatique saves a new item (or a draft) as `draft`: it is published at once, so nobody is told
 * it waits for validation. An item already pending or failed keeps the server's rule (pending, no
 * new announcement). Manuelle saves it `pending`.
 */
function statusToSave(publishing: boolean, existing: ContentItem | null): DraftBody['status'] {
  if (!publishing) return 'pending';
  return !existing || existing.status === 'draft' ? 'draft' : undefined;
}

/**
 * What happens after generation: in Automatique with connected accounts the
 * post is saved then published (the history after 1.5 s); otherwise it is saved as pending (the
 * pending list after 1.5 s). Networks without an account are said and left out of publishing.
 * « Ajouter à la file » goes the way of Automatique, but into the posting queue: saved, then each
 * network at its next free slot (the scheduled list after 1.5 s).
 */
export function useSavePost() {
  const t = useT();
  const toast = useToast();
  const redirect = useRedirectLater();
  const queryClient = useQueryClient();
  const publish = usePublish();
  const queue = useAddToQueue();
  const request = useRequestApproval();

  /** A draft whose publication could not start goes to the pending list (the server then notifies). */
  const leavePending = async (item: ContentItem, body: DraftBody) => {
    if (body.status !== 'draft') return;
    try {
      await updateDraft(item.id, { ...body, status: 'pending' });
      emitContentGenerated();
    } catch {
      // Gone out after all, or deleted meanwhile: nothing is left to wait.
    }
    void refreshContent(queryClient);
  };

  const mutation = useMutation({
    onMutate: () => ({ from: redirect.here() }),
    mutationFn: async ({ input, intent }: { input: SaveInput; intent: SaveIntent; approval?: ApprovalRequestBody }) => {
      const { form, connected, existing } = input;
      const reachable = form.networks.filter((network) => connected.has(network));
      // Asking for approval saves the post pending (the pending list), whatever the mode: it goes out
      // only once an admin approves it.
      const goingOut = intent === 'queue' || (intent === 'mode' && form.mode === 'automatique');
      const publishing = goingOut && reachable.length > 0;
      if (goingOut) {
        const missing = form.networks.filter((network) => !connected.has(network));
        if (reachable.length === 0) toast.warning(t('create.save.noneConnected'));
        else if (missing.length > 0) {
          toast.warning(t('create.save.someNotConnected', { list: missing.map((network) => NETWORK_NAMES[network]).join(', ') }));
        }
      }
      const media = await mediaToSave(input);
      const body = draftBody({
        form,
        edits: input.edits,
        platforms: publishing ? reachable : form.networks,
        media,
        title: input.title,
        repostOf: input.repostOf,
        status: statusToSave(publishing, existing),
      });
      const item = existing ? await updateDraft(existing.id, body) : await saveDraft(body);
      return { item, body, publishing, created: !existing };
    },
    onSuccess: ({ item, body, publishing, created }, { intent, approval }, context) => {
      void refreshContent(queryClient);
      if (intent === 'approval') {
        if (created) emitContentGenerated();
        // An approved post an editor changed is asked again by the server itself.
        if (item.approval?.status === 'requested') {
          toast.success(t('approval.create.stillRequested'));
          redirect.later('/publications/pending', context.from);
          return;
        }
        // Saved either way: when the request fails, the post waits in the pending list, where the
        // request can be made again.
        request.mutate(
          { item, body: approval ?? {} },
          {
            onSettled: () => redirect.later('/publications/pending', context.from),
            onError: () => toast.info(t('approval.create.saved')),
          },
        );
        return;
      }
      if (publishing && intent === 'queue') {
        // As for publishing: a post the queue refused (no slot for a network…) waits in the pending list.
        queue.mutate(item, {
          onSuccess: () => redirect.later('/publications/scheduled', context.from),
          onError: () => {
            void leavePending(item, body).then(() => redirect.later('/publications/pending', context.from));
          },
        });
        return;
      }
      if (publishing) {
        // Saved as a draft, so that nothing is announced as waiting for validation while it goes
        // out. When publishing then fails, the error is shown, the item is left pending (which
        // notifies the validators, as any pending item) and the user is taken to the pending list
        // where it waits.
        publish.mutate(item, {
          onError: () => {
            void leavePending(item, body).then(() => redirect.later('/publications/pending', context.from));
          },
        });
        return;
      }
      toast.success(t('create.save.saved'));
      if (created) emitContentGenerated();
      redirect.later('/publications/pending', context.from);
    },
    onError: (error) => toast.error(t('create.save.error', { message: messageOf(error) })),
  });

  return {
    save: (input: SaveInput) => mutation.mutate({ input, intent: 'mode' }),
    addToQueue: (input: SaveInput) => mutation.mutate({ input, intent: 'queue' }),
    /** Saves the post pending, then asks the admins to approve it (`approval`: what should follow). */
    requestApproval: (input: SaveInput, approval: ApprovalRequestBody) => mutation.mutate({ input, intent: 'approval', approval }),
    /** The way under way, from the save until the publish, the queue or the request has answered. */
    busyWith: (mutation.isPending
      ? mutation.variables.intent
      : publish.isPending
        ? 'mode'
        : queue.isPending
          ? 'queue'
          : request.isPending
            ? 'approval'
            : null) satisfies SaveIntent | null,
    done: mutation.isSuccess,
  };
}
