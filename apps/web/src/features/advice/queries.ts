import { useQuery } from '@tanstack/react-query';
import { getAdvice } from './api.ts';

export const adviceQueryKey = ['planning', 'advice'] as const;

/** The Conseils page's one call: every network's advice at once. */
export function useAdvice() {
  return useQuery({
    queryKey: adviceQueryKey,
    queryFn: ({ signal }) => getAdvice(signal),
  });
}
