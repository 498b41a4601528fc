import type { GenerationSettings } from '../../config.ts';
import { assertOutgoingUrl } from '../outgoing-url.ts';
import { describeHttpFailure, GenerationRejected, ProviderFailed } from '../provider-error.ts';
import type { TextPrompt, TextWriter } from '../types.ts';
import { readText } from './read-text.ts';

type LlmSettings = NonNullable<GenerationSettings['llm']>;

/** The body of a free-text request: the same portable fields as the posts' request, without JSON mode. */
export function textRequest(prompt: TextPrompt, settings: LlmSettings) {
  return {
    model: settings.model,
    messages: [
      { role: 'system', content: prompt.system },
      { role: 'user', content: prompt.user },
    ],
    temperature: 0.5,
    max_tokens: prompt.maxTokens,
  };
}

/** Free text (a short comment) from any OpenAI-compatible chat-completions endpoint. */
export function openaiTextWriter(settings: LlmSettings, options: { allowPrivateUrls: boolean }): TextWriter {
  const url = `${settings.baseUrl}/chat/completions`;
  return {
    name: 'openai',
    async write(prompt, signal) {
      await assertOutgoingUrl(url, options.allowPrivateUrls).catch((error: Error) => {
        throw new ProviderFailed(error.message);
      });
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
        },
        body: JSON.stringify(textRequest(prompt, settings)),
        signal,
      });
      if (!response.ok) throw new ProviderFailed(await describeHttpFailure(response));
      const body: unknown = await response.json().catch(() => {
        throw new GenerationRejected('answer is not JSON');
      });
      return readText(body, prompt.maxChars);
    },
  };
}
