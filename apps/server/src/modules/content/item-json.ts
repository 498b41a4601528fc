import { isoInstant } from '../../db/prepared-rows.ts';
import { approvalJson } from './approval-repository.ts';

/**
 * The one mapping of an item to the API's answer (`contentItemSchema`), written in SQL: the
 * database builds each item's JSON, fields in the answer's order, so a page of the history reaches
 * the server as one text it sends as is — no row decoded, mapped and serialised again in
 * JavaScript, the cost of the hot read path. Every answer holding items (the history, the approval
 * queue, one item) is built here.
 */

/** Its figures, null until the networks' first arrive. */
const engagementJson = (item: string) => `case when ${item}.impressions is null and ${item}.likes is null then null
  else json_build_object('impressions', coalesce(${item}.impressions, 0), 'likes', coalesce(${item}.likes, 0)) end`;

/** A target's parts (first comment, thread posts), in order (`target` is a table alias of publication_targets). */
export const partsJson = (target: string) => `coalesce((select json_agg(json_build_object('position', p.position, 'kind', p.kind,
    'status', p.status, 'externalId', p.external_id, 'url', p.url, 'lastError', p.last_error) order by p.position)
  from publication_target_parts p where p.target_id = ${target}.id), '[]'::json)`;

/**
 * Its targets, oldest first, each with its account's username (null once the account is gone). The
 * username is a primary-key read per target: a join was planned as a scan of every account per item.
 */
const targetsJson = (item: string) => `coalesce((select json_agg(json_build_object('id', t.id, 'accountId', t.account_id,
    'platform', t.platform, 'username', (select a.username from social_accounts a where a.id = t.account_id),
    'status', t.status, 'externalId', t.external_id, 'url', t.url,
    'attempts', t.attempts, 'lastError', t.last_error, 'dueAt', ${isoInstant('t.due_at')},
    'publishedAt', ${isoInstant('t.published_at')}, 'parts', ${partsJson('t')}) order by t.created_at, t.id)
  from publication_targets t where t.workspace_id = ${item}.workspace_id and t.content_id = ${item}.id), '[]'::json)`;

/** What a repost was made from, with that item's figures (null: not a repost, or the original is gone). */
const originalJson = (item: string) => `case when ${item}.repost_of is null then null else
  (select json_build_object('id', o.id, 'title', o.title, 'engagement', ${engagementJson('o')})
     from contents o where o.id = ${item}.repost_of and o.workspace_id = ${item}.workspace_id) end`;

/** The workspace `workspaceId` (an expression) requires approval (its rule in workspace_settings; none written: optional). */
export const approvalRequiredOf = (workspaceId: string) =>
  `coalesce((select ws.approval_mode = 'required' from workspace_settings ws where ws.workspace_id = ${workspaceId}), false)`;
const approvalRequired = (item: string) => approvalRequiredOf(`${item}.workspace_id`);

/**
 * The item `item` (a table alias of `contents`) as the answer's JSON. An item needs approval when
 * its workspace requires it, it is not approved and it has not gone out. A list passes what it can
 * compute once instead of per item: `approval`, a column holding `approvalJson(item)` (read twice
 * here), and `required`, its workspace's rule.
 */
export function contentItemJson(item: string, { approval = approvalJson(item), required = approvalRequired(item) }: { approval?: string; required?: string } = {}): string {
  return `json_build_object('id', ${item}.id, 'title', ${item}.title, 'content', ${item}.text,
    'mediaId', ${item}.media_id, 'mediaUrl', ${item}.media_url,
    'imageUrl', case when ${item}.media_type = 'image' then ${item}.media_url end, 'mediaType', ${item}.media_type,
    'platforms', ${item}.platforms, 'keywords', ${item}.hashtags, 'topics', ${item}.topics, 'objective', ${item}.objective,
    'description', ${item}.description, 'publicationMode', ${item}.publication_mode, 'variants', ${item}.variants,
    'link', ${item}.link, 'status', ${item}.status,
    'createdAt', ${isoInstant(`${item}.created_at`)}, 'updatedAt', ${isoInstant(`${item}.updated_at`)},
    'publishedAt', ${isoInstant(`${item}.published_at`)}, 'scheduledFor', ${isoInstant(`${item}.scheduled_for`)},
    'repostOf', ${item}.repost_of, 'engagement', ${engagementJson(item)}, 'targets', ${targetsJson(item)},
    'queuedAt', ${isoInstant(`${item}.queued_at`)}, 'evergreen', ${item}.evergreen, 'original', ${originalJson(item)},
    'approval', ${approval}, 'media', ${item}.media_items, 'firstComment', ${item}.first_comment,
    'thread', ${item}.thread, 'publishOptions', ${item}.publish_options,
    'needsApproval', ${required} and coalesce((${approval})->>'status', '') <> 'approved'
      and ${item}.status not in ('published', 'publishing'))`;
}
