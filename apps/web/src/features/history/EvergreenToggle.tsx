import type { ContentItem } from '@publia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { addPageMessages, useT } from '../../lib/i18n/index.ts';
import { useAnswerMessage } from '../../lib/use-answer-message.ts';
import { Switch } from '../../ui/Switch.tsx';
import { useToast } from '../../ui/toast/index.ts';
import { refreshContent, replaceInLists } from '../content/queries.ts';
import { optInEvergreen } from './api.ts';
import historyMessages from '../../locales/fr-pages/history.json';

// Not in the shell's French: `history` joins the catalogue when this module loads, before anything renders.
addPageMessages('history', historyMessages);

/**
 * « Republier automatiquement » of a published original: brought back by the evergreen rule
 * whatever its score. The switch shows the server's state, or the one asked while it answers.
 */
export function EvergreenToggle({ item }: { item: ContentItem }) {
  const t = useT();
  const said = useAnswerMessage();
  const toast = useToast();
  const queryClient = useQueryClient();
  const id = useId();
  const optIn = useMutation({
    mutationFn: (enabled: boolean) => optInEvergreen(item.id, enabled),
    onSuccess: (answer, enabled) => {
      toast.success(said(answer.message, enabled ? 'history.evergreen.on' : 'history.evergreen.off'));
      replaceInLists(queryClient, answer.data);
      void refreshContent(queryClient);
    },
    onError: (error) => toast.error(t('history.evergreen.error', { message: error.message })),
  });
  const checked = optIn.isPending ? optIn.variables : item.evergreen;
  return (
    <div className="flex items-start justify-between gap-3 rounded-lg border border-gray-200 px-3 py-2.5">
      <div className="min-w-0">
        <p id={`${id}-label`} className="text-sm font-medium text-gray-900">
          {t('history.evergreen.label')}
        </p>
        <p id={`${id}-hint`} className="mt-0.5 text-xs text-gray-600">
          {t('history.evergreen.hint')}
        </p>
      </div>
      <Switch
        checked={checked}
        disabled={optIn.isPending}
        onChange={(enabled) => optIn.mutate(enabled)}
        labelledBy={`${id}-label`}
        describedBy={`${id}-hint`}
        testId="evergreen-toggle"
      />
    </div>
  );
}
