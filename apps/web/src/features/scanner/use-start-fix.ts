import { NETWORK_NAMES, type Network } from '@publia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAnswerMessage } from '../../lib/use-answer-message.ts';
import { useToast } from '../../ui/toast/index.ts';
import { startFix } from './api.ts';
import { addFixToAnalysis } from './fix-cache.ts';

/** « Optimiser pour … »: queues the fix, shows it in progress, says so (or why it was refused). */
export function useStartFix(analysisId: string) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const answer = useAnswerMessage();
  return useMutation({
    mutationFn: (network: Network) => startFix(analysisId, network),
    onSuccess: (response, network) => {
      addFixToAnalysis(queryClient, analysisId, response.data);
      toast.info(answer(response.message, 'scanner.fix.queuedToast', { network: NETWORK_NAMES[network] }));
    },
    onError: (error) => toast.error(error.message),
  });
}
