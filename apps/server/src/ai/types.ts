import type { GenerationProvider, Network, Objective, ParsedGenerationRequest } from '@publia/shared';

/** What every provider is asked: the generation request (`generationRequestSchema`), read once by the generation module. */
export interface GenerationInput {
  networks: Network[];
  /** Non-empty keywords, the first one first (the request's `motsCles`). */
  keywords: string[];
  description: string;
  objective: Objective;
  media?: {
    type: 'photo' | 'video';
    url: string;
    mimeType?: string;
    /** The photo's bytes, for vision-capable models. */
    read?: () => Promise<Buffer>;
  };
  /**
   * A fresh version of a post already published (evergreen reposting): its text, which the new one
   * must not repeat, and the how-many-th version this is (the local generator words each differently).
   */
  rewrite?: { previousText: string; round: number };
  /** Who asks (the webhook's User-Auth header). */
  userId?: string;
  /** The generation request as received (the webhook forwards it), with the media URL resolved. */
  request?: ParsedGenerationRequest;
}

/** One post for one network, within its limits (checked again by the generation module). */
export interface GeneratedPost {
  platform: Network;
  text: string;
  hashtags: string[];
  /** Pinterest's pin title. */
  title?: string;
}

/** A source of posts: the local generator, an OpenAI-compatible model, an automation webhook. */
export interface Generator {
  name: GenerationProvider;
  generate(input: GenerationInput, signal: AbortSignal): Promise<GeneratedPost[]>;
}

/** What a writer of free text is asked: the instructions, the facts, and how long it may be. */
export interface TextPrompt {
  system: string;
  user: string;
  maxTokens: number;
  maxChars: number;
}

/** A provider that writes free text (a comment on figures), as opposed to posts. */
export interface TextWriter {
  name: 'openai';
  write(prompt: TextPrompt, signal: AbortSignal): Promise<string>;
}
