import type { ScannerAnalysis } from '@publia/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { uploadVideo } from './api.ts';
import { scannerKeys } from './queries.ts';

/**
 * Sends the chosen video with its progress. The queued analysis goes into the cache at once (the
 * page shows its progress without asking again); leaving the page stops an upload under way.
 */
export function useScannerUpload(onQueued: (analysis: ScannerAnalysis) => void) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const send = async (file: File) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setError(null);
    setProgress(0);
    try {
      const analysis = await uploadVideo(file, setProgress, controller.signal);
      queryClient.setQueryData(scannerKeys.analysis(analysis.id), analysis);
      void queryClient.invalidateQueries({ queryKey: scannerKeys.list });
      onQueued(analysis);
    } catch (failure) {
      // The API client's errors are worded for the user (the server's French, or its translation).
      if (!controller.signal.aborted) setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      if (running.current === controller) {
        running.current = null;
        setProgress(null);
      }
    }
  };

  return { send, progress, error, clearError: () => setError(null) };
}
