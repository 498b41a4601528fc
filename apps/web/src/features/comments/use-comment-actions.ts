import type { BulkBody, Comment } from '@publia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { pluralKey, useI18n, type MessageKey } from '../../lib/i18n/index.ts';
import { useAnswerMessage } from '../../lib/use-answer-message.ts';
import { useToast } from '../../ui/toast/index.ts';
import {
  addSavedReply,
  approveComment,
  assignComment,
  bulkComments,
  rejectComment,
  removeSavedReply,
  replyToComment,
  resetCommentFilter,
  saveCommentFilter,
  suggestReply,
  syncComments,
  updateSavedReply,
} from './api.ts';
import { commentsKey, commentsKeys, storeComment } from './queries.ts';

/** How long the networks are given to answer after « Actualiser » before the page reads again. */
export const SYNC_SETTLE_MS = 4_000;

/**
 * « Actualiser »: the server reads every connected account's comments now (in the background); its
 * sentence is said in a toast, and the page reads everything again a few seconds later. `busy` lasts
 * until then.
 */
export function useSyncComments() {
  const said = useAnswerMessage();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [settling, setSettling] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const mutation = useMutation({
    mutationFn: syncComments,
    onSuccess: (answer) => {
      toast.success(said(answer.message, 'comments.sync.started', { count: answer.data.accounts }));
      setSettling(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: commentsKey }).finally(() => setSettling(false));
      }, SYNC_SETTLE_MS);
    },
    onError: (error) => toast.error(error.message),
  });
  return { sync: () => mutation.mutate(), busy: mutation.isPending || settling };
}

/**
 * An action on one comment whose answer is the comment as it now stands: stored where the page
 * shows it, said in a toast. A refusal is said in a toast too, unless `quiet` (the reply composer
 * shows it beside the text).
 */
function useCommentChange<Input>(change: (input: Input) => Promise<{ message?: string | undefined; data: Comment }>, success: MessageKey | null, quiet = false) {
  const said = useAnswerMessage();
  const toast = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (answer) => {
      storeComment(queryClient, answer.data);
      if (success) toast.success(said(answer.message, success));
    },
    onError: (error) => {
      if (!quiet) toast.error(error.message);
    },
  });
}

export const useReply = () => useCommentChange(replyToComment, 'comments.reply.sent', true);
export const useApprove = () => useCommentChange(approveComment, 'comments.actions.approved');
export const useReject = () => useCommentChange(rejectComment, 'comments.actions.rejected');
export const useAssign = () => useCommentChange(assignComment, 'comments.assign.saved');

/** « Générer une réponse »: a draft for the composer, nothing is sent. A refusal is shown by the composer. */
export const useSuggestReply = () => useMutation({ mutationFn: suggestReply });

/** « Approuver la sélection », « Marquer comme lu »: the lists and figures are read again after. */
export function useBulk() {
  const { t, locale } = useI18n();
  const toast = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkBody) => bulkComments(body),
    onSuccess: async (answer, body) => {
      const count = answer.data.updated;
      toast.success(t(pluralKey(locale, body.action === 'approve' ? 'comments.bulk.approved' : 'comments.bulk.marked', count), { count }));
      await Promise.all([queryClient.invalidateQueries({ queryKey: commentsKeys.list }), queryClient.invalidateQueries({ queryKey: commentsKeys.stats })]);
    },
    onError: (error) => toast.error(error.message),
  });
}

/** A change of the saved replies: said in a toast, the list read again. Refusals are shown by the form. */
function useSavedReplyChange<Input>(change: (input: Input) => Promise<{ message?: string | undefined }>, success: MessageKey, toastErrors = false) {
  const said = useAnswerMessage();
  const toast = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async (answer) => {
      toast.success(said(answer.message, success));
      await queryClient.invalidateQueries({ queryKey: commentsKeys.savedReplies });
    },
    onError: (error) => {
      if (toastErrors) toast.error(error.message);
    },
  });
}

export const useAddSavedReply = () => useSavedReplyChange(addSavedReply, 'comments.saved.added');
export const useUpdateSavedReply = () => useSavedReplyChange(updateSavedReply, 'comments.saved.updated');
export const useRemoveSavedReply = () => useSavedReplyChange(removeSavedReply, 'comments.saved.deleted', true);

/** The filter's words saved or set back to the defaults: the answer is the filter as it now stands. */
function useFilterChange<Input>(change: (input: Input) => Promise<{ message?: string | undefined; data: unknown }>, success: MessageKey, toastErrors = false) {
  const said = useAnswerMessage();
  const toast = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (answer) => {
      queryClient.setQueryData(commentsKeys.filter, answer.data);
      toast.success(said(answer.message, success));
    },
    onError: (error) => {
      if (toastErrors) toast.error(error.message);
    },
  });
}

export const useSaveFilter = () => useFilterChange(saveCommentFilter, 'comments.spam.saved');
export const useResetFilter = () => useFilterChange(() => resetCommentFilter(), 'comments.spam.resetDone', true);
