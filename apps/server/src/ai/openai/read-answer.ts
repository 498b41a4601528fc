import { NETWORKS } from '@publia/shared';
import { z } from 'zod';
import { GenerationRejected } from '../provider-error.ts';
import type { GeneratedPost } from '../types.ts';
import { completionContent } from './chat-completion.ts';

const postsSchema = z.object({
  posts: z
    .array(
      z.object({
        platform: z.enum(NETWORKS),
        text: z.string().max(5_000),
        hashtags: z.array(z.string().max(100)).max(60).default([]),
        title: z.string().max(500).nullish(),
      }),
    )
    .min(1)
    .max(NETWORKS.length * 2),
});

/** The JSON object in a model's text: bare, inside ```json fences, or surrounded by a sentence. */
export function extractJson(content: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(content)?.[1];
  const candidate = (fenced ?? content).trim();
  try {
    return JSON.parse(candidate);
  } catch {
    const start = candidate.indexOf('{');
    const end = candidate.lastIndexOf('}');
    if (start >= 0 && end > start) {
      try {
        return JSON.parse(candidate.slice(start, end + 1));
      } catch {
        // falls through to the rejection below
      }
    }
    throw new GenerationRejected('the model did not answer JSON');
  }
}

/** The posts of a chat-completions answer, schema-checked; limits are checked by acceptPosts. */
export function readCompletion(body: unknown): GeneratedPost[] {
  const posts = postsSchema.safeParse(extractJson(completionContent(body)));
  if (!posts.success) throw new GenerationRejected(`JSON out of schema: ${posts.error.issues[0]?.message ?? ''}`);
  return posts.data.posts.map((post) => ({
    platform: post.platform,
    text: post.text,
    hashtags: post.hashtags,
    ...(post.title ? { title: post.title } : {}),
  }));
}
