import type { ApprovalRequestBody, ContentItem, ContentNote } from '@publia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatDateTime } from '../../lib/dates.ts';
import { useT } from '../../lib/i18n/index.ts';
import { useAnswerMessage } from '../../lib/use-answer-message.ts';
import { useToast } from '../../ui/toast/index.ts';
import { useTimeZone } from '../auth/use-time-zone.ts';
import { addContentNote, approveContent, rejectContent, requestApproval } from './approval-api.ts';
import { notesKey } from './approval-queries.ts';
import { refreshContent, replaceInLists } from './queries.ts';

/** The server's sentence (« Cette publication doit être validée… »), translated by its code when not in French. */
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * After an approval step: the item's fresh copy goes into the lists at once, then every list, the
 * queue, the badge and the notes are read again.
 */
function useSettle() {
  const queryClient = useQueryClient();
  return (item: ContentItem) => {
    replaceInLists(queryClient, item);
    void refreshContent(queryClient);
  };
}

/** "Demander une validation", with what to do once approved and an optional note. */
export function useRequestApproval() {
  const t = useT();
  const said = useAnswerMessage();
  const toast = useToast();
  const settle = useSettle();
  return useMutation({
    mutationFn: ({ item, body }: { item: Pick<ContentItem, 'id'>; body: ApprovalRequestBody }) => requestApproval(item.id, body),
    onMutate: () => ({ toastId: toast.pending(t('approval.request.pending')) }),
    onSuccess: (answer, _input, context) => {
      toast.success(said(answer.message, 'api.approval.requested'), { id: context.toastId });
      settle(answer.data);
    },
    onError: (error, _input, context) => {
      toast.error(messageOf(error), { id: context?.toastId });
    },
  });
}

/** "Approuver": the server then publishes or schedules the item as its author asked, and says which. */
export function useApprove() {
  const t = useT();
  const said = useAnswerMessage();
  const toast = useToast();
  const timeZone = useTimeZone();
  const settle = useSettle();
  return useMutation({
    mutationFn: (item: ContentItem) => approveContent(item.id),
    onMutate: () => ({ toastId: toast.pending(t('approval.approve.pending')) }),
    onSuccess: (answer, _input, context) => {
      const item = answer.data;
      // In another language, the catalogue words what the server's French said.
      if (item.status === 'scheduled' && item.scheduledFor) {
        toast.success(said(answer.message, 'api.approval.approvedScheduled', { date: formatDateTime(item.scheduledFor, timeZone) }), { id: context.toastId });
      } else {
        const goingOut = item.status === 'publishing' || item.status === 'published';
        toast.success(said(answer.message, goingOut ? 'api.approval.approvedPublishing' : 'api.approval.approved'), { id: context.toastId });
      }
      settle(item);
    },
    onError: (error, _input, context) => {
      toast.error(messageOf(error), { id: context?.toastId });
    },
  });
}

/** "Refuser", with the comment the author will read. */
export function useReject() {
  const t = useT();
  const said = useAnswerMessage();
  const toast = useToast();
  const settle = useSettle();
  return useMutation({
    mutationFn: ({ item, comment }: { item: ContentItem; comment: string }) => rejectContent(item.id, comment),
    onMutate: () => ({ toastId: toast.pending(t('approval.reject.pending')) }),
    onSuccess: (answer, _input, context) => {
      toast.success(said(answer.message, 'api.approval.rejected'), { id: context.toastId });
      settle(answer.data);
    },
    onError: (error, _input, context) => {
      toast.error(messageOf(error), { id: context?.toastId });
    },
  });
}

/** A note for the team on an item: it joins the discussion as soon as the server has it. */
export function useAddNote(id: string) {
  const toast = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => addContentNote(id, text),
    onSuccess: (note) => {
      queryClient.setQueryData<ContentNote[]>(notesKey(id), (notes) => [...(notes ?? []), note]);
      void queryClient.invalidateQueries({ queryKey: notesKey(id) });
    },
    onError: (error) => {
      toast.error(messageOf(error));
    },
  });
}
