import { z } from 'zod';
import type { NetworkContext } from '../context.ts';
import { graph, node } from '../meta/graph.ts';
import { createdNode } from '../meta/graph-shapes.ts';
import { pollUntilDone } from '../poll.ts';
import type { AccountCredentials } from '../types.ts';

/** The fields of `POST /{ig-user-id}/media` for one container (a photo, a Reel, a carousel item, a carousel). */
export type ContainerFields = Record<string, string | number | boolean>;

const containerAnswer = z.object({ status_code: z.string(), status: z.string().optional() });

/** A container of the account, made from public URLs (Meta fetches the media itself); its id. */
export async function createContainer(context: NetworkContext, account: AccountCredentials, fields: ContainerFields): Promise<string> {
  const created = await graph(context, { method: 'POST', path: node(account.externalId, 'media'), json: fields, bearer: account.accessToken }, createdNode);
  return created.id;
}

/** `IN_PROGRESS` until `FINISHED`; `ERROR` (with its subcode in `status`) and `EXPIRED` are final. */
export function containerReady(context: NetworkContext, account: AccountCredentials, containerId: string) {
  return pollUntilDone<void>(context, async () => {
    const container = await graph(context, { path: node(containerId), query: { fields: 'status_code,status' }, bearer: account.accessToken }, containerAnswer);
    const code = container.status_code;
    if (code === 'FINISHED') return { state: 'done', value: undefined };
    if (code === 'ERROR' || code === 'EXPIRED') return { state: 'failed', reason: container.status ? `${code} : ${container.status}` : code };
    return { state: 'pending' };
  });
}
