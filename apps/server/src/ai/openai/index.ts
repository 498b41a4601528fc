import type { GenerationSettings } from '../../config.ts';
import type { GenerationInput, Generator } from '../types.ts';
import { postChatCompletion } from './chat-completion.ts';
import { systemPrompt, userPrompt } from './prompt.ts';
import { readCompletion } from './read-answer.ts';
import { sendsImages } from './vision.ts';

type LlmSettings = NonNullable<GenerationSettings['llm']>;

/** Formats every vision model takes as a data URL. */
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);

type ContentPart = { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } };

async function userContent(input: GenerationInput, settings: LlmSettings): Promise<string | ContentPart[]> {
  const text = userPrompt(input);
  const media = input.media;
  if (media?.type !== 'photo' || !media.read || !IMAGE_TYPES.has(media.mimeType ?? '')) return text;
  if (!sendsImages(settings.model, settings.vision)) return text;
  const bytes = await media.read();
  // A data URL: Ollama does not fetch image URLs over HTTP, and our media may not be public.
  return [
    { type: 'text', text },
    { type: 'image_url', image_url: { url: `data:${media.mimeType};base64,${bytes.toString('base64')}` } },
  ];
}

/**
 * The request body, kept to what OpenAI, Mistral (strict about unknown fields) and Ollama ≥0.5
 * all take: `max_tokens` rather than `max_completion_tokens`, no `user`, no seed, json_object.
 */
export async function chatRequest(input: GenerationInput, settings: LlmSettings) {
  return {
    model: settings.model,
    messages: [
      { role: 'system', content: systemPrompt(input.networks) },
      { role: 'user', content: await userContent(input, settings) },
    ],
    temperature: 0.7,
    max_tokens: 600 + 500 * input.networks.length,
    response_format: { type: 'json_object' },
  };
}

/** Any OpenAI-compatible chat-completions endpoint (OpenAI, Mistral, Ollama, vLLM, LM Studio…). */
export function openaiGenerator(settings: LlmSettings, options: { allowPrivateUrls: boolean }): Generator {
  return {
    name: 'openai',
    async generate(input, signal) {
      const body = await postChatCompletion(settings, options, await chatRequest(input, settings), signal);
      return readCompletion(body);
    },
  };
}
