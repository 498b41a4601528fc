import { inspirationEndpoints as endpoints, pathOf, type AddCompetitorBody, type GenerateIdeasBody, type IdeaBody, type SaveFindingBody } from '@publia/shared';
import { api } from '../../lib/api-client.ts';

/** One page of news, newest first; `source` is a followed source's id (none: every source). */
export async function getNews(page: number, source: string | null, signal?: AbortSignal) {
  return (await api.call(endpoints.news, { query: { page, ...(source ? { source } : {}) } }, { signal })).data;
}

export async function getSources(signal?: AbortSignal) {
  return (await api.call(endpoints.sources, {}, { signal })).data;
}

export const addSource = (url: string) => api.call(endpoints.addSource, { body: { url } });
export const removeSource = (id: string) => api.call(endpoints.removeSource, { params: { id } });
export const refreshSources = () => api.call(endpoints.refreshSources, {});
export const importOpml = (opml: string) => api.call(endpoints.importOpml, { body: { opml } });

/** The OPML file of the followed sources: a plain link, the browser saves it. */
export const opmlExportUrl = () => pathOf(endpoints.exportOpml, undefined);

export async function getTopics(signal?: AbortSignal) {
  return (await api.call(endpoints.topics, {}, { signal })).data;
}

export async function getKeywords(signal?: AbortSignal): Promise<string[]> {
  return (await api.call(endpoints.keywords, {}, { signal })).data.keywords;
}

export const saveKeywords = (keywords: string[]) => api.call(endpoints.saveKeywords, { body: { keywords } });

export async function getCompetitors(signal?: AbortSignal) {
  return (await api.call(endpoints.competitors, {}, { signal })).data;
}

export const addCompetitor = (body: AddCompetitorBody) => api.call(endpoints.addCompetitor, { body });
export const removeCompetitor = (id: string) => api.call(endpoints.removeCompetitor, { params: { id } });
export const refreshCompetitors = () => api.call(endpoints.refreshCompetitors, {});
export const summarizePost = (id: string) => api.call(endpoints.summarizePost, { params: { id } });

export async function getDailyTip(signal?: AbortSignal) {
  return (await api.call(endpoints.dailyTip, {}, { signal })).data;
}

export async function generateIdeas(body: GenerateIdeasBody) {
  return (await api.call(endpoints.generateIdeas, { body })).data;
}

export async function getIdeas(signal?: AbortSignal) {
  return (await api.call(endpoints.ideas, {}, { signal })).data.ideas;
}

export const createIdea = (body: IdeaBody) => api.call(endpoints.createIdea, { body });
export const saveFinding = (body: SaveFindingBody) => api.call(endpoints.saveFinding, { body });
export const updateIdea = (id: string, body: IdeaBody) => api.call(endpoints.updateIdea, { params: { id }, body });
export const removeIdea = (id: string) => api.call(endpoints.removeIdea, { params: { id } });
export const ideaToDraft = (id: string) => api.call(endpoints.ideaToDraft, { params: { id } });

export async function searchInspiration(q: string, signal?: AbortSignal) {
  return (await api.call(endpoints.search, { query: { q } }, { signal })).data;
}
