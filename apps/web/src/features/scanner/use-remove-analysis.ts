import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAnswerMessage } from '../../lib/use-answer-message.ts';
import { useToast } from '../../ui/toast/index.ts';
import { removeAnalysis } from './api.ts';
import { scannerKeys } from './queries.ts';

/** Deletes an analysis and its files; the list and the storage figure are asked again. */
export function useRemoveAnalysis(onRemoved: (id: string) => void) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const answer = useAnswerMessage();
  return useMutation({
    mutationFn: (id: string) => removeAnalysis(id),
    onSuccess: (response, id) => {
      queryClient.removeQueries({ queryKey: scannerKeys.analysis(id) });
      void queryClient.invalidateQueries({ queryKey: scannerKeys.list });
      toast.success(answer(response.message, 'scanner.history.deleted'));
      onRemoved(id);
    },
    onError: (error) => toast.error(error.message),
  });
}
