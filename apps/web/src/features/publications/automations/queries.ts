import type { EvergreenRuleBody, PostingQueue, QueueSlotsBody } from '@publia/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useT, type MessageKey } from '../../../lib/i18n/index.ts';
import { useAnswerMessage } from '../../../lib/use-answer-message.ts';
import { useToast } from '../../../ui/toast/index.ts';
import { contentQueryKey } from '../../content/queries.ts';
import { getEvergreen, getQueue, pauseQueue, saveEvergreen, saveQueueSlots } from './api.ts';

/**
 * Under the content key: what waits in the queue and what the rule may bring back are content, so
 * the invalidation that follows any change of an item (queued, cancelled, published, deleted)
 * reads these figures again too.
 */
export const queueQueryKey = [...contentQueryKey, 'planning-queue'] as const;
export const evergreenQueryKey = [...contentQueryKey, 'planning-evergreen'] as const;

export function useQueue() {
  return useQuery({ queryKey: queueQueryKey, queryFn: ({ signal }) => getQueue(signal) });
}

export function useEvergreen() {
  return useQuery({ queryKey: evergreenQueryKey, queryFn: ({ signal }) => getEvergreen(signal) });
}

/**
 * The answer of a change of the queue is the queue itself: stored as it is, then the lists are read
 * again (the queued items moved to other slots, or are held). A refusal is left to the caller,
 * which shows it where the user acted.
 */
function useQueueChange<Input>(change: (input: Input) => Promise<{ message?: string | undefined; data: PostingQueue }>, fallback: (input: Input) => MessageKey) {
  const said = useAnswerMessage();
  const toast = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (answer, input) => {
      queryClient.setQueryData(queueQueryKey, answer.data);
      toast.success(said(answer.message, fallback(input)));
      void queryClient.invalidateQueries({ queryKey: [...contentQueryKey, 'list'] });
    },
  });
}

/** « Enregistrer » of the queue's settings. */
export const useSaveQueueSlots = () =>
  useQueueChange(
    (slots: QueueSlotsBody['slots']) => saveQueueSlots(slots),
    () => 'automations.queue.dialog.saved',
  );

/** « Mettre en pause » / « Reprendre »; a refusal is a toast (the button has no place for text). */
export function usePauseQueue() {
  const t = useT();
  const toast = useToast();
  const mutation = useQueueChange(pauseQueue, (paused) => (paused ? 'automations.queue.pausedToast' : 'automations.queue.resumedToast'));
  return {
    ...mutation,
    toggle: (paused: boolean) => mutation.mutate(paused, { onError: (error) => toast.error(t('automations.queue.pauseError', { message: error.message })) }),
  };
}

/** « Enregistrer » of the evergreen rule: the answer (rule and figures) is stored at once. */
export function useSaveEvergreen() {
  const said = useAnswerMessage();
  const toast = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rule: EvergreenRuleBody) => saveEvergreen(rule),
    onSuccess: (answer) => {
      queryClient.setQueryData(evergreenQueryKey, answer.data);
      toast.success(said(answer.message, 'automations.evergreen.saved'));
    },
  });
}
