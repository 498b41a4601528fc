import { createHash } from 'node:crypto';
import { mastodonLimitsFor, MASTODON_VISIBILITIES, type MastodonVisibility } from '@publia/shared';
import { z } from 'zod';
import { checkAgainstLimits, withLink } from '../check-limits.ts';
import type { NetworkContext } from '../context.ts';
import { readAnswer } from '../read-answer.ts';
import type { AccountCredentials, FollowUpInput, PublishInput, PublishResult } from '../types.ts';
import { instanceOf, mastodonApi } from './api.ts';
import { uploadMedium } from './media.ts';

const statusSchema = z.object({ id: z.string().min(1), url: z.string().nullish(), uri: z.string().nullish() });

/** Publia writes in French; the instance tags the status so (filters and translations read it). */
const LANGUAGE = 'fr';

/** The visibility asked for this status, else the account's setting, else public. */
export function visibilityOf(account: AccountCredentials, asked?: MastodonVisibility): MastodonVisibility {
  const kept = account.settings.visibility as MastodonVisibility | undefined;
  return asked ?? (kept && MASTODON_VISIBILITIES.includes(kept) ? kept : 'public');
}

/**
 * The key the instance keeps for an hour so that the same status sent twice is created once:
 * Publia's publication id where the engine gives it, else a hash of what is posted.
 */
export const idempotencyKeyOf = (parts: unknown) => `publia-${createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 40)}`;

interface StatusFields {
  status: string;
  mediaIds?: string[];
  inReplyToId?: string;
  spoilerText?: string;
  visibility: MastodonVisibility;
  idempotencyKey: string;
}

/** `POST /api/v1/statuses`, with its `Idempotency-Key`. */
export async function createStatus(context: NetworkContext, account: AccountCredentials, fields: StatusFields): Promise<PublishResult> {
  const host = instanceOf(account.settings);
  const answer = await mastodonApi(context, host, {
    method: 'POST',
    path: '/api/v1/statuses',
    bearer: account.accessToken,
    headers: { 'idempotency-key': fields.idempotencyKey },
    json: {
      status: fields.status,
      ...(fields.mediaIds && fields.mediaIds.length > 0 ? { media_ids: fields.mediaIds } : {}),
      ...(fields.inReplyToId ? { in_reply_to_id: fields.inReplyToId } : {}),
      ...(fields.spoilerText ? { spoiler_text: fields.spoilerText, sensitive: true } : {}),
      visibility: fields.visibility,
      language: LANGUAGE,
    },
  });
  const status = readAnswer('mastodon', statusSchema, answer);
  return { externalId: status.id, url: status.url ?? status.uri ?? `https://${host}/@${account.username.split('@')[0]}/${status.id}` };
}

/**
 * A status on the account's instance: its text (the link on its own line), up to the instance's
 * number of photos each with its description, or one video or GIF, behind a content warning when
 * one is written, seen by whom the post or the account says. Everything is checked against the
 * instance's own limits before the first call (the content warning counts with the text).
 */
export async function publishStatus(context: NetworkContext, account: AccountCredentials, input: PublishInput): Promise<PublishResult> {
  const limits = mastodonLimitsFor(account.settings);
  const text = withLink(input.text, input.link);
  const spoilerText = input.options?.contentWarning?.trim() || undefined;
  checkAgainstLimits(limits, { text, media: input.media, contentWarning: spoilerText });
  const mediaIds: string[] = [];
  for (const medium of input.media ?? []) mediaIds.push(await uploadMedium(context, account, medium));
  const visibility = visibilityOf(account, input.options?.mastodonVisibility);
  const idempotencyKey = input.publicationId
    ? `publia-${input.publicationId}`
    : idempotencyKeyOf([account.externalId, text, spoilerText, visibility, (input.media ?? []).map((medium) => medium.url)]);
  return createStatus(context, account, { status: text, mediaIds, spoilerText, visibility, idempotencyKey });
}

/**
 * What follows a status: the thread's next status or the first comment, both a reply of the
 * account to itself (`in_reply_to_id`), checked against the instance's length first.
 */
export async function publishFollowUp(context: NetworkContext, account: AccountCredentials, input: FollowUpInput): Promise<PublishResult> {
  const limits = mastodonLimitsFor(account.settings);
  const text = input.text.trim();
  checkAgainstLimits(limits, { text });
  return createStatus(context, account, {
    status: text,
    inReplyToId: input.replyToExternalId,
    visibility: visibilityOf(account),
    idempotencyKey: idempotencyKeyOf([account.externalId, input.replyToExternalId, text]),
  });
}

/** Deletes one of the account's own statuses (`DELETE /api/v1/statuses/:id`); another account's cannot be. */
export async function deleteStatus(context: NetworkContext, account: AccountCredentials, statusId: string): Promise<void> {
  await mastodonApi(context, instanceOf(account.settings), { method: 'DELETE', path: `/api/v1/statuses/${encodeURIComponent(statusId)}`, bearer: account.accessToken });
}
