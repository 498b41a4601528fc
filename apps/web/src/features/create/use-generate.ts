import type { GenerationRequest, GenerationResponse } from '@publia/shared';
import { useMutation } from '@tanstack/react-query';
import { useT } from '../../lib/i18n/index.ts';
import { useToast } from '../../ui/toast/index.ts';
import { generateContent } from './api.ts';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** "Générer du contenu": the pending toast, then where the text came from (model, cache or fallback). */
export function useGenerate(onGenerated: (result: GenerationResponse) => void) {
  const t = useT();
  const toast = useToast();
  return useMutation({
    mutationFn: (request: GenerationRequest) => generateContent(request),
    onMutate: () => ({ toastId: toast.pending(t('create.generation.pending')) }),
    onSuccess: (result, _request, context) => {
      if (result.fallback?.available) toast.warning(t('create.generation.fallback'), { id: context.toastId });
      else if (result.data.cached) toast.success(t('create.generation.cached'), { id: context.toastId });
      else toast.success(t('create.generation.success'), { id: context.toastId });
      onGenerated(result);
    },
    onError: (error, _request, context) => {
      toast.error(t('create.generation.error', { message: messageOf(error) }), { id: context?.toastId });
    },
  });
}
