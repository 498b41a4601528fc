import type { GenerationSettings } from '../../config.ts';
import type { TextPrompt, TextWriter } from '../types.ts';
import { postChatCompletion } from './chat-completion.ts';
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
  return {
    name: 'openai',
    async write(prompt, signal) {
      const body = await postChatCompletion(settings, options, textRequest(prompt, settings), signal);
      return readText(body, prompt.maxChars);
    },
  };
}
