import { contentEndpoints, historyQuerySchema, planningEndpoints, type ContentItem } from '@publia/shared';
import { ResourceTemplate, type McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { timeZoneOf } from '../../core/auth/service.ts';
import type { AppContext } from '../../core/context/app-context.ts';
import { parseInput } from '../../http/validation.ts';
import { contentHistoryJson, getContent } from '../content/service.ts';
import { planningAdvice } from '../planning/service.ts';
import { readAs, type McpCaller } from './caller.ts';

const json = (uri: URL, value: unknown) => ({ contents: [{ uri: uri.href, mimeType: 'application/json', text: JSON.stringify(value, null, 2) }] });
const one = (value: string | string[] | undefined): string => [value].flat()[0] ?? '';

/** The calendar of a period, one post, and the brand's advice, as resources a client can attach to a conversation. */
export function registerResources(server: McpServer, ctx: AppContext, caller: McpCaller): void {
  const { session } = caller.holder;
  const workspaceId = session.workspace.id;

  server.registerResource(
    'calendar',
    new ResourceTemplate('publia://calendar/{from}/{to}', { list: undefined }),
    { title: 'Calendrier', description: 'Les publications programmées et publiées entre deux dates (AAAA-MM-JJ).', mimeType: 'application/json' },
    async (uri, { from, to }) => {
      const query = parseInput(historyQuerySchema, { dateFrom: `${one(from)}T00:00:00.000Z`, dateTo: `${one(to)}T23:59:59.999Z` });
      const page = await readAs(
        ctx,
        caller,
        'calendar',
        contentEndpoints.history,
        async () => JSON.parse(await contentHistoryJson(ctx, workspaceId, query)) as { data: ContentItem[] },
      );
      return json(uri, page.data);
    },
  );

  server.registerResource(
    'post',
    new ResourceTemplate('publia://posts/{id}', { list: undefined }),
    { title: 'Publication', description: 'Une publication : texte, réseaux, état, dates.', mimeType: 'application/json' },
    async (uri, { id }) => json(uri, await readAs(ctx, caller, 'post', contentEndpoints.get, () => getContent(ctx, workspaceId, one(id)))),
  );

  server.registerResource(
    'advice',
    'publia://advice',
    { title: 'Conseils de la marque', description: 'Les meilleurs moments pour publier et les conseils tirés des publications passées.', mimeType: 'application/json' },
    async (uri) => json(uri, await readAs(ctx, caller, 'advice', planningEndpoints.advice, () => planningAdvice(ctx, workspaceId, timeZoneOf(session)))),
  );
}
