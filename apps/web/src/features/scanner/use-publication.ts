import type { ScannerAnalysis } from '@publia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../lib/i18n/index.ts';
import { useAnswerMessage } from '../../lib/use-answer-message.ts';
import { useToast } from '../../ui/toast/index.ts';
import { startPublication } from './api.ts';
import { createLink } from './create-link.ts';
import { addFixToAnalysis } from './fix-cache.ts';
import { isWorking } from './queries.ts';
import { useCatalogueText } from '../../lib/use-catalogue-text.ts';

/**
 * « Créer une publication »: the video (or a fix of it) becomes a media of the create page, which
 * opens with it. A video over the create page's limit is compressed first: the page says so, follows
 * the compression (the analysis is polled while it runs) and goes on once it is done.
 */
export function usePublication(analysis: ScannerAnalysis) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();
  const answer = useAnswerMessage();
  const text = useCatalogueText();
  const [waiting, setWaiting] = useState<{ fixId: string; notice: string } | null>(null);
  // Each compression's end is acted on once, however often the analysis is read again.
  const handled = useRef<string | null>(null);

  const mutation = useMutation({
    mutationFn: (fixId: string | null) => startPublication(analysis.id, fixId),
    onSuccess: (response) => {
      const { mediaId, fix } = response.data;
      if (mediaId) {
        void navigate(createLink(mediaId, analysis.result));
      } else if (fix && fix.id === handled.current) {
        // Asked again for a compression already done, the server still has no media for it.
        toast.error(text({ key: 'scanner.error.fixNotReady', params: {} }));
      } else if (fix) {
        addFixToAnalysis(queryClient, analysis.id, fix);
        setWaiting({ fixId: fix.id, notice: answer(response.message, 'scanner.publication.compressing') });
      }
    },
    onError: (error) => toast.error(error.message),
  });

  const compression = waiting ? (analysis.fixes.find((fix) => fix.id === waiting.fixId) ?? null) : null;
  const ended = compression && !isWorking(compression.status) ? compression : null;

  useEffect(() => {
    if (!ended || handled.current === ended.id) return;
    handled.current = ended.id;
    if (ended.status === 'failed') toast.error(ended.error ? text(ended.error) : t('scanner.failed.heading'));
    else if (ended.mediaId) void navigate(createLink(ended.mediaId, analysis.result));
    // Done without its media yet: asked for by its id, which makes it.
    else mutation.mutate(ended.id);
  }, [ended, analysis.result, navigate, mutation, toast, text, t]);

  const following = waiting !== null && !ended;
  return {
    start: (fixId: string | null) => mutation.mutate(fixId),
    busy: mutation.isPending || following,
    /** The compression for the create page while it runs, and what the server said about it. */
    compression: following ? { notice: waiting.notice, fix: compression } : null,
  };
}
