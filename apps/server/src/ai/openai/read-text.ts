import { GenerationRejected } from '../provider-error.ts';
import { completionContent } from './chat-completion.ts';

/**
 * The text of a chat-completions answer, as one paragraph: whitespace collapsed, surrounding
 * quotes and a leading label removed. Refused when cut, empty, or longer than `maxChars`.
 */
export function readText(body: unknown, maxChars: number): string {
  const text = completionContent(body)
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(commentaire|analyse)\s*:\s*/i, '')
    .replace(/^["«“]\s*(.*?)\s*["»”]$/s, '$1')
    .trim();
  if (!/\p{L}/u.test(text)) throw new GenerationRejected('empty text');
  if (text.length > maxChars) throw new GenerationRejected(`text longer than ${maxChars} characters`);
  return text;
}
