import { apiMessagesFr, frenchMessage, inspirationEndpoints as endpoints } from '@publia/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../core/context/app-context.ts';
import { timeZoneOf } from '../../core/auth/service.ts';
import { download } from '../../http/download.ts';
import { serve } from '../../http/endpoint.ts';
import { authOf } from '../../http/require-auth.ts';
import {
  addCompetitor,
  addSource,
  createIdea,
  dailyTip,
  editIdea,
  exportOpml,
  generateIdeas,
  getCompetitors,
  getIdeas,
  getSources,
  getTopics,
  ideaToDraft,
  importOpml,
  listNewsPage,
  refreshCompetitors,
  refreshSources,
  removeCompetitor,
  removeIdea,
  removeSource,
  saveFinding,
  saveWatchKeywords,
  searchInspiration,
  summarizePost,
  watchKeywords,
} from './service.ts';

/** An OPML file may be larger than the API's usual body limit. */
const OPML_BODY_LIMIT = 4 * 1024 * 1024;
const workspaceOf = (request: Parameters<typeof authOf>[0]) => authOf(request).workspace.id;

/** Veille & Inspiration's API: feeds and news, rising topics, keywords, competitors, ideas. */
export function inspirationRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    serve(app, endpoints.news, async ({ request, query }) => ({ data: await listNewsPage(ctx, workspaceOf(request), query) }));
    serve(app, endpoints.sources, async ({ request }) => ({ data: await getSources(ctx, workspaceOf(request)) }));
    serve(app, endpoints.addSource, async ({ request, body }) => {
      const source = await addSource(ctx, workspaceOf(request), body.url);
      return { message: frenchMessage('inspiration.sourceAdded', { title: source.title }), data: source };
    });
    serve(app, endpoints.removeSource, async ({ request, params }) => {
      await removeSource(ctx, workspaceOf(request), params.id);
      return { message: apiMessagesFr['inspiration.sourceRemoved'] };
    });
    serve(app, endpoints.refreshSources, async ({ request }) => ({ data: await refreshSources(ctx, workspaceOf(request)) }));
    serve(
      app,
      endpoints.importOpml,
      async ({ request, body }) => {
        const imported = await importOpml(ctx, workspaceOf(request), body.opml);
        const counts = frenchMessage('inspiration.opmlImported', { added: imported.added, skipped: imported.skipped });
        // Each refused address is named with its reason, after the counts.
        const message = imported.refused.length ? [`${counts}.`, ...imported.refused.map((refusal) => refusal.reason)].join(' ') : counts;
        return { message, data: imported };
      },
      { bodyLimit: OPML_BODY_LIMIT },
    );
    serve(app, endpoints.exportOpml, async ({ request, reply }) => download(reply, 'text/x-opml; charset=utf-8', await exportOpml(ctx, workspaceOf(request))));
    serve(app, endpoints.topics, async ({ request }) => ({ data: await getTopics(ctx, workspaceOf(request)) }));
    serve(app, endpoints.keywords, async ({ request }) => ({ data: { keywords: await watchKeywords(ctx, workspaceOf(request)) } }));
    serve(app, endpoints.saveKeywords, async ({ request, body }) => ({
      message: apiMessagesFr['inspiration.keywordsSaved'],
      data: { keywords: await saveWatchKeywords(ctx, workspaceOf(request), body.keywords) },
    }));
    serve(app, endpoints.competitors, async ({ request }) => ({ data: await getCompetitors(ctx, workspaceOf(request)) }));
    serve(app, endpoints.addCompetitor, async ({ request, body }) => {
      const competitor = await addCompetitor(ctx, workspaceOf(request), body);
      return { message: frenchMessage('inspiration.competitorAdded', { handle: competitor.handle }), data: competitor };
    });
    serve(app, endpoints.removeCompetitor, async ({ request, params }) => {
      await removeCompetitor(ctx, workspaceOf(request), params.id);
      return { message: apiMessagesFr['inspiration.competitorRemoved'] };
    });
    serve(app, endpoints.refreshCompetitors, async ({ request }) => ({ data: await refreshCompetitors(ctx, workspaceOf(request)) }));
    serve(app, endpoints.summarizePost, async ({ request, params }) => ({
      message: apiMessagesFr['inspiration.summarySaved'],
      data: await summarizePost(ctx, authOf(request), params.id),
    }));
    serve(app, endpoints.dailyTip, async ({ request }) => {
      const auth = authOf(request);
      return { data: await dailyTip(ctx, auth.workspace.id, timeZoneOf(auth)) };
    });
    serve(app, endpoints.generateIdeas, async ({ body }) => ({ data: await generateIdeas(ctx, body) }));
    serve(app, endpoints.ideas, async ({ request }) => ({ data: { ideas: await getIdeas(ctx, workspaceOf(request)) } }));
    serve(app, endpoints.createIdea, async ({ request, body }) => ({
      message: apiMessagesFr['inspiration.ideaSaved'],
      data: await createIdea(ctx, authOf(request), body),
    }));
    serve(app, endpoints.saveFinding, async ({ request, body }) => ({
      message: apiMessagesFr['inspiration.findingSaved'],
      data: await saveFinding(ctx, authOf(request), body),
    }));
    serve(app, endpoints.updateIdea, async ({ request, params, body }) => ({
      message: apiMessagesFr['inspiration.ideaSaved'],
      data: await editIdea(ctx, workspaceOf(request), params.id, body),
    }));
    serve(app, endpoints.removeIdea, async ({ request, params }) => {
      await removeIdea(ctx, workspaceOf(request), params.id);
      return { message: apiMessagesFr['inspiration.ideaDeleted'] };
    });
    serve(app, endpoints.ideaToDraft, async ({ request, params }) => ({
      message: apiMessagesFr['inspiration.draftCreated'],
      data: { contentId: await ideaToDraft(ctx, authOf(request), params.id) },
    }));
    serve(app, endpoints.search, async ({ request, query }) => ({ data: await searchInspiration(ctx, workspaceOf(request), query.q) }));
  };
}
