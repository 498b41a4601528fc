import type { NotificationSettings, NotificationSettingsPatch } from '@publia/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getNotificationSettings, saveNotificationSettings } from './api.ts';

const settingsKey = ['notification-settings'] as const;

export function useNotificationSettings() {
  return useQuery({ queryKey: settingsKey, queryFn: ({ signal }) => getNotificationSettings(signal) });
}

/** What the settings become with `patch` applied. */
export function applyPatch(settings: NotificationSettings, patch: NotificationSettingsPatch): NotificationSettings {
  return {
    email: { ...settings.email, ...patch.email },
    inApp: { ...settings.inApp, ...patch.inApp },
    frequency: patch.frequency ?? settings.frequency,
  };
}

/** A change is shown at once and put back if the server refuses it; the server's answer has the last word. */
export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationSettings,
    onMutate: async (patch) => {
      await queryClient.cancelQueries({ queryKey: settingsKey });
      const before = queryClient.getQueryData<NotificationSettings>(settingsKey);
      if (before) queryClient.setQueryData<NotificationSettings>(settingsKey, applyPatch(before, patch));
      return { before };
    },
    onError: (_error, _patch, context) => {
      if (context?.before) queryClient.setQueryData(settingsKey, context.before);
    },
    onSuccess: (settings) => queryClient.setQueryData(settingsKey, settings),
  });
}
