import { randomUUID } from 'node:crypto';
import type { GenerationSettings } from '../../config.ts';
import { providerFetch } from '../provider-fetch.ts';
import { describeHttpFailure, ProviderFailed } from '../provider-error.ts';
import type { GenerationInput, Generator } from '../types.ts';
import { readWebhookAnswer } from './read-answer.ts';

type WebhookSettings = NonNullable<GenerationSettings['webhook']>;

/** The generation request (`generationRequestSchema`): the one received when there is one, else rebuilt from the input. */
function generationRequestOf(input: GenerationInput) {
  return (
    input.request ?? {
      reseauxSelectionnes: input.networks,
      informations: { motsCles: input.keywords, description: input.description, objectif: input.objective },
      ...(input.media ? { media: { type: input.media.type, url: input.media.url } } : {}),
      modePublication: 'automatique',
      accounts: [],
      publication: [],
    }
  );
}

/** An automation webhook (an n8n flow, for example) that takes the generation request and answers `{ success, data: { text, hashtags } }`. */
export function webhookGenerator(
  settings: WebhookSettings,
  options: {
    allowPrivateUrls: boolean;
    timeoutMs: number;
    /** Headers signing the body (a workspace's automation endpoint signs per Standard Webhooks). */
    sign?: (body: string) => Record<string, string>;
  },
): Generator {
  return {
    name: 'webhook',
    async generate(input, signal) {
      const request = generationRequestOf(input);
      const body = JSON.stringify({ ...request, ...(input.userId ? { user_id: input.userId } : {}) });
      const response = await providerFetch(settings.url, options.allowPrivateUrls, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(settings.secret ? { authorization: `Bearer ${settings.secret}` } : {}),
          ...(input.userId ? { 'user-auth': input.userId } : {}),
          'x-request-id': randomUUID(),
          ...options.sign?.(body),
        },
        body,
        signal: AbortSignal.any([signal, AbortSignal.timeout(options.timeoutMs)]),
      });
      if (!response.ok) throw new ProviderFailed(await describeHttpFailure(response));
      const answer: unknown = await response.json().catch(() => {
        throw new ProviderFailed('answer is not JSON');
      });
      return readWebhookAnswer(answer, input.networks);
    },
  };
}
