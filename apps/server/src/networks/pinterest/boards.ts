import { frenchMessage } from '@publia/shared';
import { z } from 'zod';
import type { NetworkContext } from '../context.ts';
import { readAnswer } from '../read-answer.ts';
import type { AccountCredentials, AccountOption } from '../types.ts';
import { pinterestApi } from './api.ts';

const boardsSchema = z.object({
  items: z.array(z.object({ id: z.string().min(1), name: z.string() })),
  bookmark: z.string().nullish(),
});

/** Pages of 250 boards (the API's maximum), a few pages at most: enough for any real account. */
const PAGE_SIZE = 250;
const MAX_PAGES = 4;

export async function listBoards(context: NetworkContext, accessToken: string): Promise<{ id: string; name: string }[]> {
  const boards: { id: string; name: string }[] = [];
  let bookmark: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer = await pinterestApi(context, { path: '/boards', query: { page_size: PAGE_SIZE, bookmark }, bearer: accessToken });
    const body = readAnswer('pinterest', boardsSchema, answer);
    boards.push(...body.items.map(({ id, name }) => ({ id, name })));
    if (!body.bookmark) break;
    bookmark = body.bookmark;
  }
  return boards;
}

/** Every Pin needs a board: the account's setting `boardId` is chosen among the user's boards. */
export async function accountOptions(context: NetworkContext, account: AccountCredentials): Promise<AccountOption[]> {
  const boards = await listBoards(context, account.accessToken);
  return [
    {
      key: 'boardId',
      label: frenchMessage('network.pinterest.board'),
      choices: boards.map((board) => ({ value: board.id, label: board.name })),
    },
  ];
}
