import { instagramLimits } from '@publia/shared';
import { z } from 'zod';
import type { NetworkContext } from '../context.ts';
import { checkFirstComment } from '../meta/first-comment.ts';
import { graph, node } from '../meta/graph.ts';
import { createdNode } from '../meta/graph-shapes.ts';
import type { AccountCredentials, FollowUpInput, PublishResult } from '../types.ts';
import { afterAcceptance } from '../unconfirmed-delivery.ts';

const permalinkAnswer = z.object({ permalink: z.string().min(1) });

/**
 * The post's first comment, written as the account (`POST /{ig-media-id}/comments`). Its address is
 * instagram.com's for a comment: the media's permalink followed by `c/{comment-id}/`.
 */
export async function publishFirstComment(context: NetworkContext, account: AccountCredentials, input: FollowUpInput): Promise<PublishResult> {
  checkFirstComment(instagramLimits, input.text);
  const bearer = account.accessToken;
  const created = await graph(context, { method: 'POST', path: node(input.postExternalId, 'comments'), json: { message: input.text }, bearer }, createdNode);
  const media = await afterAcceptance(context.network, () => graph(context, { path: node(input.postExternalId), query: { fields: 'permalink' }, bearer }, permalinkAnswer));
  const base = media.permalink.endsWith('/') ? media.permalink : `${media.permalink}/`;
  return { externalId: created.id, url: `${base}c/${created.id}/` };
}
