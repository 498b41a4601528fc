import { NETWORK_NAMES, type ContentItem } from '@publia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addPageMessages, useT } from '../../lib/i18n/index.ts';
import { useToast } from '../../ui/toast/index.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { useTimeZone } from '../auth/use-time-zone.ts';
import { addToQueue, cancelSchedule, deleteContent, getContent, publishDraft, scheduleDraft } from './api.ts';
import { dropFromLists, refreshContent } from './queries.ts';
import { useAnswerMessage } from '../../lib/use-answer-message.ts';
import { useRedirectLater } from '../../lib/use-redirect-later.ts';
import { waitForTargets } from './wait-for-targets.ts';
import publicationsMessages from '../../locales/fr-pages/publications.json';

// Not in the shell's French: `publications` joins the catalogue when this module loads, before anything renders.
addPageMessages('publications', publicationsMessages);

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * "Publier": publishes to every connected account of the item's networks, waits for the outcome,
 * then says it network by network and goes to the history.
 */
export function usePublish() {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const redirect = useRedirectLater();
  return useMutation({
    mutationFn: async (item: ContentItem) => waitForTargets(await publishDraft(item.id), (id) => getContent(id)),
    onMutate: () => ({ toastId: toast.pending(t('publications.publish.pending')), from: redirect.here() }),
    onSuccess: (item, _input, context) => {
      toast.dismiss(context.toastId);
      for (const target of item.targets) {
        const platform = NETWORK_NAMES[target.platform];
        const message = target.lastError ?? t('publications.publish.unknownCause');
        if (target.status === 'published') toast.success(t('publications.publish.published', { platform }));
        else if (target.status === 'failed') toast.error(t('publications.publish.failed', { platform, message }));
        else if (target.status === 'to_check') toast.warning(t('publications.publish.toCheck', { platform, message }));
        else if (target.status !== 'cancelled') toast.info(t('publications.publish.stillRunning', { platform }));
      }
      if (item.targets.some((target) => target.status === 'published')) toast.success(t('publications.publish.success'));
      dropFromLists(queryClient, item.id);
      void refreshContent(queryClient);
      redirect.later('/history', context.from);
    },
    onError: (error, _input, context) => {
      if (context) toast.dismiss(context.toastId);
      toast.error(t('publications.publish.error', { message: messageOf(error) }));
      void refreshContent(queryClient);
    },
  });
}

/** "Planifier" once the modal is confirmed; goes to the scheduled list after 1.5 s. */
export function useSchedule() {
  const t = useT();
  const toast = useToast();
  const timeZone = useTimeZone();
  const queryClient = useQueryClient();
  const redirect = useRedirectLater();
  return useMutation({
    mutationFn: ({ item, at }: { item: ContentItem; at: Date }) => scheduleDraft(item.id, at),
    onMutate: () => ({ toastId: toast.pending(t('publications.schedule.pending')), from: redirect.here() }),
    onSuccess: (item, { at }, context) => {
      toast.success(t('publications.schedule.success', { date: formatDateTime(item.scheduledFor ?? at, timeZone) }), {
        id: context.toastId,
      });
      dropFromLists(queryClient, item.id);
      void refreshContent(queryClient);
      redirect.later('/publications/scheduled', context.from);
    },
    onError: (error, _input, context) => {
      toast.error(t('publications.schedule.error', { message: messageOf(error) }), { id: context?.toastId });
    },
  });
}

/** "Supprimer", after the confirmation. */
export function useDelete() {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: ContentItem) => deleteContent(item.id),
    onSuccess: (_done, item) => {
      toast.success(t('publications.delete.success'));
      dropFromLists(queryClient, item.id);
      void refreshContent(queryClient);
    },
    onError: (error) => toast.error(t('publications.delete.error', { message: messageOf(error) })),
  });
}

/**
 * "Annuler" of a scheduled item, or "Retirer de la file" of a queued one, after the confirmation:
 * it goes back to pending (the items queued behind it move up).
 */
export function useCancelSchedule() {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: ContentItem) => cancelSchedule(item.id),
    onMutate: (item) => ({
      toastId: toast.pending(t(item.queuedAt ? 'publications.scheduled.unqueue.pending' : 'publications.scheduled.cancel.pending')),
    }),
    onSuccess: (_item, input, context) => {
      toast.success(t(input.queuedAt ? 'publications.scheduled.unqueue.success' : 'publications.scheduled.cancel.success'), { id: context.toastId });
      dropFromLists(queryClient, input.id);
      void refreshContent(queryClient);
    },
    onError: (error, _input, context) => {
      toast.error(t('publications.scheduled.cancel.error', { message: messageOf(error) }), { id: context?.toastId });
    },
  });
}

/**
 * "Ajouter à la file": each network of the item takes its next free slot. The server's message says
 * when (or that the queue is paused); the lists, the badge and the queue's figures are read again.
 */
export function useAddToQueue() {
  const t = useT();
  const said = useAnswerMessage();
  const toast = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: ContentItem) => addToQueue(item.id),
    onMutate: () => ({ toastId: toast.pending(t('publications.queue.pending')) }),
    onSuccess: (answer, input, context) => {
      toast.success(said(answer.message, 'publications.queue.added'), { id: context.toastId });
      dropFromLists(queryClient, input.id);
      void refreshContent(queryClient);
    },
    onError: (error, _input, context) => {
      toast.error(t('publications.queue.error', { message: messageOf(error) }), { id: context?.toastId });
    },
  });
}
