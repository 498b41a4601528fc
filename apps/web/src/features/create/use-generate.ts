import type { GenerationRequest, GenerationResponse } from '@publia/shared';
import { useMutation } from '@tanstack/react-query';
import { CLIENT_ERROR_CODES, isApiError } from '../../lib/api-client.ts';
import { useT, type MessageKey } from '../../lib/i18n/index.ts';
import { useToast } from '../../ui/toast/index.ts';
import { generateContent } from './api.ts';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Thrown before any request when the browser says it is offline. */
class OfflineError extends Error {}

/** The message for a generation that got no answer (offline, time-out, network failure), else null. */
function noAnswerKey(error: unknown): MessageKey | null {
  if (error instanceof OfflineError) return 'create.generation.offline';
  if (!isApiError(error)) return null;
  if (error.code === CLIENT_ERROR_CODES.timeout) return 'create.generation.timeout';
  if (error.code === CLIENT_ERROR_CODES.network) return 'create.generation.network';
  return null;
}

/** "Générer du contenu": the pending toast, then where the text came from (model, cache or fallback). */
export function useGenerate(onGenerated: (result: GenerationResponse) => void) {
  const t = useT();
  const toast = useToast();
  return useMutation({
    mutationFn: async (request: GenerationRequest) => {
      if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new OfflineError();
      return generateContent(request);
    },
    onMutate: () => ({ toastId: toast.pending(t('create.generation.pending')) }),
    onSuccess: (result, _request, context) => {
      if (result.fallback?.available) toast.warning(t('create.generation.fallback'), { id: context.toastId });
      else if (result.data.cached) toast.success(t('create.generation.cached'), { id: context.toastId });
      else toast.success(t('create.generation.success'), { id: context.toastId });
      onGenerated(result);
    },
    onError: (error, _request, context) => {
      const key = noAnswerKey(error);
      const message = key ? t(key) : t('create.generation.error', { message: messageOf(error) });
      toast.error(message, { id: context?.toastId });
    },
  });
}
