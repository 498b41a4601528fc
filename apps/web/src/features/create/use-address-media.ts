import { useQuery } from '@tanstack/react-query';
import { getMedia } from './api.ts';

/** `?media={id}`: the uploaded file a new post starts from, read once (the page's own key, not shared). */
export function useAddressMedia(id: string | null) {
  return useQuery({
    queryKey: ['create', 'address-media', id],
    queryFn: ({ signal }) => getMedia(id ?? '', signal),
    enabled: id !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
}
