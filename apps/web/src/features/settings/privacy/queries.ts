import { DATA_EXPORT_LIMITS, type PrivacyState } from '@publia/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteAccount, getPrivacy, requestExport, savePrivacy } from './api.ts';

const privacyKey = ['privacy'] as const;

/** The toggles and the latest export; asked again every few seconds while an export is being prepared. */
export function usePrivacy() {
  return useQuery({
    queryKey: privacyKey,
    queryFn: ({ signal }) => getPrivacy(signal),
    refetchInterval: (query) => (query.state.data?.lastExport?.state === 'pending' ? DATA_EXPORT_LIMITS.pollSeconds * 1000 : false),
  });
}

/** A toggle's change is shown at once and put back if the server refuses it. */
export function useSavePrivacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePrivacy,
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: privacyKey });
      const before = queryClient.getQueryData<PrivacyState>(privacyKey);
      if (before) queryClient.setQueryData<PrivacyState>(privacyKey, { ...before, settings: { ...before.settings, ...body } });
      return { before };
    },
    onError: (_error, _body, context) => {
      if (context?.before) queryClient.setQueryData(privacyKey, context.before);
    },
    onSuccess: (answer) => queryClient.setQueryData(privacyKey, answer.data),
  });
}

/** The new request shows at once as being prepared, which starts the polling. */
export function useRequestExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestExport,
    onSuccess: (answer) => queryClient.setQueryData<PrivacyState>(privacyKey, (state) => (state ? { ...state, lastExport: answer.data } : state)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: privacyKey }),
  });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
