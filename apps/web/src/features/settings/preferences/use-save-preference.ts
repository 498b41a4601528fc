import type { PreferencesBody, User } from '@publia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getActiveLocale, loadLocale, translate } from '../../../lib/i18n/index.ts';
import { useToast } from '../../../ui/toast/index.ts';
import type { SessionState } from '../../auth/api.ts';
import { sessionQueryKey } from '../../auth/session.ts';
import { savePreferences } from '../api.ts';

/** The preferences the tab saves, one control at a time. */
export type Preference = keyof PreferencesBody;
export type Change = Partial<Pick<User, Preference>>;

/** One toast for the tab, replaced by the next save rather than piled up. */
const SAVED_TOAST = 'preferences-saved';

function withUser(state: SessionState | undefined, change: (user: User) => User): SessionState | undefined {
  return state?.status === 'authenticated' ? { ...state, session: { ...state.session, user: change(state.session.user) } } : state;
}

/**
 * Saves a preference as soon as it is chosen. The session shows the new value at once (the app
 * applies the session's appearance and language, so the change is seen before the server answers);
 * a refusal puts the previous value back and says why. Only the fields of each save are written
 * into the session, so two quick saves answered out of order cannot undo each other.
 */
export function useSavePreference() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const show = useCallback(
    (change: Change) => {
      // A session answer already on its way was read before this change: arriving after it, it
      // would put the old value back (a slider moved just after the page loaded jumped back a step).
      void queryClient.cancelQueries({ queryKey: sessionQueryKey });
      queryClient.setQueryData<SessionState>(sessionQueryKey, (state) => withUser(state, (user) => ({ ...user, ...change })));
    },
    [queryClient],
  );
  /** The values these fields have now, to put back if a save is refused. */
  const current = useCallback(
    (change: Change): Change => {
      const state = queryClient.getQueryData<SessionState>(sessionQueryKey);
      if (state?.status !== 'authenticated') return {};
      const user = state.session.user;
      return Object.fromEntries(Object.keys(change).map((key) => [key, user[key as Preference]]));
    },
    [queryClient],
  );
  const mutation = useMutation({
    mutationFn: ({ change }: { change: Change; rollback?: Change }) => savePreferences(change),
    onMutate: ({ change, rollback }) => {
      const previous = rollback ?? current(change);
      show(change);
      return { previous };
    },
    onSuccess: (saved, { change }) => {
      show(Object.fromEntries(Object.keys(change).map((key) => [key, saved[key as Preference]])));
      // A change of language says so in the new language, once its words have arrived.
      const language = change.locale ?? getActiveLocale();
      void loadLocale(language)
        .catch(() => {})
        .then(() => toast.success(translate(language, 'appearance.saved'), { id: SAVED_TOAST }));
    },
    onError: (error, _variables, context) => {
      if (context) show(context.previous);
      toast.error(error.message, { id: SAVED_TOAST });
    },
  });
  const { mutate } = mutation;
  /** Shows and saves a change; `rollback` is what to put back if refused (by default, the values before it). */
  const save = useCallback((change: Change, rollback?: Change) => mutate({ change, rollback }), [mutate]);
  /** Shows a change without saving it yet (a slider being dragged); returns the values it replaced. */
  const preview = useCallback(
    (change: Change): Change => {
      const before = current(change);
      show(change);
      return before;
    },
    [current, show],
  );
  return { save, preview };
}
