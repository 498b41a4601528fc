import { z } from 'zod';
import { photoAltText } from '../alt-text.ts';
import type { NetworkContext } from '../context.ts';
import { pollUntilDone } from '../poll.ts';
import { readAnswer } from '../read-answer.ts';
import type { AccountCredentials, MediaInput } from '../types.ts';
import { instanceOf, mastodonApi } from './api.ts';

const attachmentSchema = z.object({ id: z.string().min(1), type: z.string(), url: z.string().nullish() });

/**
 * One medium sent to the instance (`POST /api/v2/media`, the file and a photo's alternative text
 * as `description`). 200: processed at once (a photo); 202: still processing, read again
 * (`GET /api/v1/media/:id`) while it answers 206, until 200. Its id then goes with the status.
 */
export async function uploadMedium(context: NetworkContext, account: AccountCredentials, medium: MediaInput): Promise<string> {
  const host = instanceOf(account.settings);
  const bytes = await medium.read();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: medium.mimeType }), medium.type === 'video' ? 'video' : 'image');
  const description = photoAltText(medium);
  if (description) form.append('description', description);
  const answer = await mastodonApi(context, host, { method: 'POST', path: '/api/v2/media', body: form, bearer: account.accessToken });
  const attachment = readAnswer('mastodon', attachmentSchema, answer);
  if (answer.status === 200 && attachment.url) return attachment.id;
  await pollUntilDone(context, async () => {
    const status = await mastodonApi(context, host, { path: `/api/v1/media/${encodeURIComponent(attachment.id)}`, bearer: account.accessToken });
    readAnswer('mastodon', attachmentSchema, status);
    return status.status === 200 ? { state: 'done', value: undefined } : { state: 'pending' };
  });
  return attachment.id;
}
