import { z } from 'zod';
import { GenerationRejected } from '../provider-error.ts';

const completionSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.union([z.string(), z.array(z.object({ type: z.string(), text: z.string().optional() }).loose()), z.null()]),
        }),
        finish_reason: z.string().nullish(),
      }),
    )
    .min(1),
});

/**
 * The text of a chat-completions answer, as one paragraph: whitespace collapsed, surrounding
 * quotes and a leading label removed. Refused when cut, empty, or longer than `maxChars`.
 */
export function readText(body: unknown, maxChars: number): string {
  const completion = completionSchema.safeParse(body);
  if (!completion.success) throw new GenerationRejected('not a chat completion');
  const choice = completion.data.choices[0];
  if (choice?.finish_reason === 'length') throw new GenerationRejected('the model stopped at max_tokens');
  const raw = choice?.message.content;
  const content = typeof raw === 'string' ? raw : (raw ?? []).map((part) => part.text ?? '').join('');
  const text = content
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(commentaire|analyse)\s*:\s*/i, '')
    .replace(/^["«“]\s*(.*?)\s*["»”]$/s, '$1')
    .trim();
  if (!/\p{L}/u.test(text)) throw new GenerationRejected('empty text');
  if (text.length > maxChars) throw new GenerationRejected(`text longer than ${maxChars} characters`);
  return text;
}
