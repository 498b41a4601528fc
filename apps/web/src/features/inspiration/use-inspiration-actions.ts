import type { AddCompetitorBody, IdeaBody, SaveFindingBody } from '@publia/shared';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { MessageKey } from '../../lib/i18n/index.ts';
import { useAnswerMessage } from '../../lib/use-answer-message.ts';
import { useToast } from '../../ui/toast/index.ts';
import { refreshContent } from '../content/queries.ts';
import {
  addCompetitor,
  addSource,
  createIdea,
  generateIdeas,
  ideaToDraft,
  importOpml,
  refreshCompetitors,
  refreshSources,
  removeCompetitor,
  removeIdea,
  removeSource,
  saveFinding,
  saveKeywords,
  summarizePost,
  updateIdea,
} from './api.ts';
import { inspirationKey, inspirationKeys } from './queries.ts';

interface ChangeOptions {
  /** The queries read again once the change is done (the search too, always). */
  refresh: readonly QueryKey[];
  /** Said in a toast once done: the server's French sentence, or these words in another language. */
  success?: MessageKey;
  /** A refusal said in a toast: for buttons with no room for a sentence beside them. */
  toastErrors?: boolean;
}

/**
 * A change of the page's data: the toast that says it is done, then the queries concerned read
 * again (the mutation stays pending until they are, so a button does not flicker back).
 */
function useChange<Input = void, Answer extends { message?: string | undefined } = { message?: string }>(change: (input: Input) => Promise<Answer>, options: ChangeOptions) {
  const said = useAnswerMessage();
  const toast = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async (answer) => {
      if (options.success) toast.success(said(answer.message, options.success));
      await Promise.all([...options.refresh, inspirationKeys.search].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: (error) => {
      if (options.toastErrors) toast.error(error.message);
    },
  });
}

const feeds = [inspirationKeys.sources, inspirationKeys.news, inspirationKeys.topics, inspirationKeys.tip];

export const useAddSource = () => useChange(addSource, { refresh: feeds, success: 'inspiration.sources.added' });
export const useRemoveSource = () => useChange(removeSource, { refresh: feeds, success: 'inspiration.sources.removed', toastErrors: true });
export const useRefreshSources = () => useChange(refreshSources, { refresh: feeds, success: 'inspiration.sources.refreshed', toastErrors: true });
export const useImportOpml = () => useChange(importOpml, { refresh: feeds });

/** The watch keywords rank the news and feed the topics: everything of the page is read again. */
export const useSaveKeywords = () => useChange(saveKeywords, { refresh: [inspirationKey], success: 'inspiration.keywords.saved' });

const watch = [inspirationKeys.competitors];
export const useAddCompetitor = () => useChange((body: AddCompetitorBody) => addCompetitor(body), { refresh: watch, success: 'inspiration.competitors.added' });
export const useRemoveCompetitor = () => useChange(removeCompetitor, { refresh: watch, success: 'inspiration.competitors.removed', toastErrors: true });
export const useRefreshCompetitors = () => useChange(refreshCompetitors, { refresh: watch, success: 'inspiration.competitors.refreshed', toastErrors: true });

/** What an idea saved from a finding changes: the ideas, and the « Enregistré » of the finding. */
const ideasAndFindings = [inspirationKeys.ideas, inspirationKeys.news, inspirationKeys.competitors];
export const useSummarizePost = () => useChange(summarizePost, { refresh: ideasAndFindings, success: 'inspiration.competitors.summarySaved', toastErrors: true });
export const useSaveFinding = () =>
  useChange((body: SaveFindingBody) => saveFinding(body), { refresh: ideasAndFindings, success: 'inspiration.ideas.findingSaved', toastErrors: true });

export const useCreateIdea = () => useChange((body: IdeaBody) => createIdea(body), { refresh: [inspirationKeys.ideas], success: 'inspiration.ideas.saved', toastErrors: true });
export const useUpdateIdea = () =>
  useChange(({ id, body }: { id: string; body: IdeaBody }) => updateIdea(id, body), { refresh: [inspirationKeys.ideas], success: 'inspiration.ideas.updated' });
export const useRemoveIdea = () => useChange(removeIdea, { refresh: ideasAndFindings, success: 'inspiration.ideas.deleted', toastErrors: true });

/** « Générer des idées »: five ideas, not saved; a refusal is shown by the form. */
export const useGenerateIdeas = () => useMutation({ mutationFn: generateIdeas });

/** « Créer un brouillon »: the idea becomes a draft waiting for validation; the content lists and the ideas read again. */
export function useIdeaToDraft() {
  const said = useAnswerMessage();
  const toast = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ideaToDraft,
    onSuccess: async (answer) => {
      toast.success(said(answer.message, 'inspiration.ideas.draftCreated'));
      await Promise.all([refreshContent(queryClient), queryClient.invalidateQueries({ queryKey: inspirationKeys.ideas })]);
    },
    onError: (error) => toast.error(error.message),
  });
}
