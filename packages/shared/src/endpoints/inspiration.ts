import {
  addCompetitorBodySchema,
  addSourceBodySchema,
  competitorResponseSchema,
  competitorsResponseSchema,
  dailyTipResponseSchema,
  draftFromIdeaResponseSchema,
  generatedIdeasResponseSchema,
  generateIdeasBodySchema,
  ideaBodySchema,
  ideaResponseSchema,
  ideasResponseSchema,
  inspirationSearchQuerySchema,
  inspirationSearchResponseSchema,
  newsQuerySchema,
  newsResponseSchema,
  opmlImportBodySchema,
  opmlImportResponseSchema,
  saveFindingBodySchema,
  sourceResponseSchema,
  sourcesResponseSchema,
  topicsResponseSchema,
  watchKeywordsBodySchema,
  watchKeywordsResponseSchema,
} from '../schemas/inspiration.ts';
import { z } from 'zod';
import { endpoint } from './define.ts';
import { idParams } from './params.ts';

const tag = 'inspiration';
const done = z.object({ success: z.literal(true), message: z.string().optional() });

/** Veille & Inspiration: feeds, rising topics, competitor watch, ideas. Viewers read; editors add. */
export const inspirationEndpoints = {
  news: endpoint({ method: 'GET', path: '/api/inspiration/news', access: 'view_statistics', tag, summary: "News of the workspace's feeds, newest first, by source or words", query: newsQuerySchema, response: newsResponseSchema }),
  sources: endpoint({ method: 'GET', path: '/api/inspiration/sources', access: 'view_statistics', tag, summary: 'The feeds followed and the sources suggested per sector', response: sourcesResponseSchema }),
  addSource: endpoint({ method: 'POST', path: '/api/inspiration/sources', access: 'create_content', tag, summary: "Follow a feed by its address or its site's (the feed is discovered in the page)", body: addSourceBodySchema, response: sourceResponseSchema, status: 201 }),
  removeSource: endpoint({ method: 'DELETE', path: '/api/inspiration/sources/:id', access: 'create_content', tag, summary: 'Stop following a feed (its news go)', params: idParams, response: done }),
  refreshSources: endpoint({ method: 'POST', path: '/api/inspiration/sources/refresh', access: 'create_content', tag, summary: 'Fetch every feed now (conditional GET)', response: sourcesResponseSchema }),
  importOpml: endpoint({ method: 'POST', path: '/api/inspiration/sources/opml', access: 'create_content', tag, summary: 'Follow the feeds of an OPML file', body: opmlImportBodySchema, response: opmlImportResponseSchema }),
  exportOpml: endpoint({ method: 'GET', path: '/api/inspiration/sources/opml', access: 'view_statistics', tag, summary: 'The feeds followed, as an OPML file', download: 'text/x-opml' }),
  topics: endpoint({ method: 'GET', path: '/api/inspiration/topics', access: 'view_statistics', tag, summary: 'The 7 topics rising most in the feeds this week against the weeks before', response: topicsResponseSchema }),
  keywords: endpoint({ method: 'GET', path: '/api/inspiration/keywords', access: 'view_statistics', tag, summary: "The workspace's watch keywords", response: watchKeywordsResponseSchema }),
  saveKeywords: endpoint({ method: 'PUT', path: '/api/inspiration/keywords', access: 'create_content', tag, summary: 'Replace the watch keywords', body: watchKeywordsBodySchema, response: watchKeywordsResponseSchema }),
  competitors: endpoint({ method: 'GET', path: '/api/inspiration/competitors', access: 'view_statistics', tag, summary: 'Competitor accounts watched, their recent public posts and why they work', response: competitorsResponseSchema }),
  addCompetitor: endpoint({ method: 'POST', path: '/api/inspiration/competitors', access: 'create_content', tag, summary: 'Watch a public account (read with a connected account of the same network)', body: addCompetitorBodySchema, response: competitorResponseSchema, status: 201 }),
  removeCompetitor: endpoint({ method: 'DELETE', path: '/api/inspiration/competitors/:id', access: 'create_content', tag, summary: 'Stop watching an account', params: idParams, response: done }),
  refreshCompetitors: endpoint({ method: 'POST', path: '/api/inspiration/competitors/refresh', access: 'create_content', tag, summary: 'Read the competitors’ posts again now (« Actualiser »)', response: competitorsResponseSchema }),
  summarizePost: endpoint({ method: 'POST', path: '/api/inspiration/competitors/posts/:id/summary', access: 'create_content', tag, summary: "A reusable summary of a competitor's post, saved to the ideas", params: idParams, response: ideaResponseSchema, status: 201 }),
  dailyTip: endpoint({ method: 'GET', path: '/api/inspiration/tip', access: 'view_statistics', tag, summary: "Today's tip: from the workspace's best post or a rising topic", response: dailyTipResponseSchema }),
  generateIdeas: endpoint({ method: 'POST', path: '/api/inspiration/ideas/generate', access: 'create_content', tag, summary: 'Five post ideas for a theme, an objective and a network (not saved)', body: generateIdeasBodySchema, response: generatedIdeasResponseSchema }),
  ideas: endpoint({ method: 'GET', path: '/api/inspiration/ideas', access: 'view_statistics', tag, summary: 'Saved ideas, newest first', response: ideasResponseSchema }),
  createIdea: endpoint({ method: 'POST', path: '/api/inspiration/ideas', access: 'create_content', tag, summary: 'Save an idea', body: ideaBodySchema, response: ideaResponseSchema, status: 201 }),
  saveFinding: endpoint({ method: 'POST', path: '/api/inspiration/ideas/from', access: 'create_content', tag, summary: "Save a competitor's post or a news item as an idea (once)", body: saveFindingBodySchema, response: ideaResponseSchema, status: 201 }),
  updateIdea: endpoint({ method: 'PUT', path: '/api/inspiration/ideas/:id', access: 'create_content', tag, summary: 'Edit a saved idea', params: idParams, body: ideaBodySchema, response: ideaResponseSchema }),
  removeIdea: endpoint({ method: 'DELETE', path: '/api/inspiration/ideas/:id', access: 'create_content', tag, summary: 'Delete a saved idea', params: idParams, response: done }),
  ideaToDraft: endpoint({ method: 'POST', path: '/api/inspiration/ideas/:id/draft', access: 'create_content', tag, summary: 'Turn a saved idea into a draft pending validation', params: idParams, response: draftFromIdeaResponseSchema, status: 201 }),
  search: endpoint({ method: 'GET', path: '/api/inspiration/search', access: 'view_statistics', tag, summary: 'Search news, rising topics, competitor posts and ideas', query: inspirationSearchQuerySchema, response: inspirationSearchResponseSchema }),
} as const;
