import { z } from 'zod';
import type { GenerationSettings } from '../../config.ts';
import { describeHttpFailure, GenerationRejected, ProviderFailed } from '../provider-error.ts';
import { providerFetch } from '../provider-fetch.ts';

type LlmSettings = NonNullable<GenerationSettings['llm']>;

const completionSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          // A string for OpenAI, Mistral and Ollama; some servers answer an array of parts.
          content: z.union([z.string(), z.array(z.object({ type: z.string(), text: z.string().optional() }).loose()), z.null()]),
        }),
        finish_reason: z.string().nullish(),
      }),
    )
    .min(1),
});

/**
 * Sends a request to an OpenAI-compatible chat-completions endpoint and answers its JSON body. The
 * address is checked first (no private address unless allowed); an HTTP failure or an answer that
 * is not JSON is the provider's failure.
 */
export async function postChatCompletion(settings: LlmSettings, options: { allowPrivateUrls: boolean }, request: unknown, signal: AbortSignal): Promise<unknown> {
  const url = `${settings.baseUrl}/chat/completions`;
  const response = await providerFetch(url, options.allowPrivateUrls, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
    },
    body: JSON.stringify(request),
    signal,
  });
  if (!response.ok) throw new ProviderFailed(await describeHttpFailure(response));
  return response.json().catch(() => {
    throw new ProviderFailed('answer is not JSON');
  });
}

/** The text of a chat-completions answer's first choice; refused when it is not one, or was cut at max_tokens. */
export function completionContent(body: unknown): string {
  const completion = completionSchema.safeParse(body);
  if (!completion.success) throw new GenerationRejected('not a chat completion');
  const choice = completion.data.choices[0];
  if (choice?.finish_reason === 'length') throw new GenerationRejected('the model stopped at max_tokens');
  const raw = choice?.message.content;
  return typeof raw === 'string' ? raw : (raw ?? []).map((part) => part.text ?? '').join('');
}
