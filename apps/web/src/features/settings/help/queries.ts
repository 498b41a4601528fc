import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contactSupport, getFeedback, getFeedbackAccess, getOutbox, sendFeedback } from './api.ts';

const keys = {
  access: ['support', 'feedback-access'],
  feedback: ['support', 'feedback'],
  outbox: ['operator', 'outbox'],
} as const;

export function useContactSupport() {
  return useMutation({ mutationFn: contactSupport });
}

/** Sending feedback refreshes the list an operator may be reading below. */
export function useSendFeedback() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: sendFeedback, onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.feedback }) });
}

/** Whether the user is one of the instance's operators: only they ask for the list (the others would be refused). */
export function useFeedbackAccess() {
  return useQuery({ queryKey: keys.access, queryFn: ({ signal }) => getFeedbackAccess(signal), staleTime: 5 * 60_000 });
}

export function useReceivedFeedback(enabled: boolean) {
  return useQuery({ queryKey: keys.feedback, queryFn: ({ signal }) => getFeedback(signal), enabled });
}

export function useOutbox(enabled: boolean) {
  return useQuery({ queryKey: keys.outbox, queryFn: ({ signal }) => getOutbox(signal), enabled });
}
