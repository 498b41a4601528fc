import {
  composePostText,
  KEYWORD_FIELDS,
  type GenerationRequest,
  type Media,
  type MediaType,
  type Network,
  type Objective,
  type PhotoFilter,
  type PublicationMode,
  type PublishOptions,
  type SocialAccount,
} from '@publia/shared';
import type { MessageKey } from '../../lib/i18n/index.ts';
import type { AltTexts } from './alt-text.ts';

/** What the user filled in on the create screen, before generation. */
export interface CreateForm {
  kind: MediaType;
  /** The uploaded media as they came (never filtered copies), in the post's order: the first is the cover. */
  media: Media[];
  filter: PhotoFilter;
  /** Each photo's alternative text, by its upload's id: it follows the photo wherever the set moves it. */
  altTexts: AltTexts;
  keywords: string[];
  description: string;
  objective: Objective | null;
  networks: Network[];
  mode: PublicationMode;
  /** Published as a comment right after the post where the network allows it (empty: none). */
  firstComment: string;
  /** X: the posts that follow the first one, as typed (empty ones are dropped on save). */
  thread: string[];
  /** How a video goes out where the network offers a choice. */
  publishOptions: PublishOptions;
}

/** One network's post as the user edits it: its text and its hashtags (typed separated by spaces). */
export interface PostEdit {
  text: string;
  hashtags: string;
}
export type PostEdits = Partial<Record<Network, PostEdit>>;

export const emptyForm = (): CreateForm => ({
  kind: 'image',
  media: [],
  filter: 'original',
  altTexts: {},
  keywords: Array.from({ length: KEYWORD_FIELDS }, () => ''),
  description: '',
  objective: null,
  networks: [],
  mode: 'automatique',
  firstComment: '',
  thread: [],
  publishOptions: {},
});

/** The first reason not to generate yet, in a fixed order: medium, first keyword, objective, networks, signed in. */
export function firstProblem(form: CreateForm, signedIn: boolean): MessageKey | null {
  if (form.media.length === 0) return 'create.validation.media';
  if (!form.keywords[0]?.trim()) return 'create.validation.keyword';
  if (!form.objective) return 'create.validation.objective';
  if (form.networks.length === 0) return 'create.validation.network';
  if (!signedIn) return 'create.validation.signedIn';
  return null;
}

export const connectedAccounts = (accounts: SocialAccount[] | undefined) => (accounts ?? []).filter((account) => account.isConnected);

/** The generation request (`generationRequestSchema`); call only once `firstProblem` is null. */
export function generationRequest(form: CreateForm, accounts: SocialAccount[], userId: string): GenerationRequest {
  const [media] = form.media;
  const { objective } = form;
  if (!media || !objective) throw new Error('generationRequest needs a medium and an objective');
  const linked = connectedAccounts(accounts).filter((account) => form.networks.includes(account.platform));
  return {
    reseauxSelectionnes: form.networks,
    informations: {
      motsCles: form.keywords.map((keyword) => keyword.trim()).filter(Boolean),
      description: form.description.trim(),
      objectif: objective,
    },
    media: { type: media.kind === 'image' ? 'photo' : 'video', url: media.url, mediaId: media.id },
    modePublication: form.mode,
    user_id: userId,
    accounts: linked.map(({ id, platform, username }) => ({ id, platform, username })),
    publication: form.mode === 'automatique' ? [...new Set(linked.map((account) => account.platform))] : [],
  };
}

const HASHTAG = /^#[\p{L}\p{N}_]+$/u;

/** "#a b, #c" → ["#a", "#b", "#c"]: each word prefixed with #, duplicates (any case) dropped. */
export function parseHashtags(value: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const word of value.split(/[\s,]+/)) {
    const bare = word.replace(/^#+/, '').replace(/[^\p{L}\p{N}_]/gu, '');
    if (!bare || seen.has(bare.toLowerCase())) continue;
    seen.add(bare.toLowerCase());
    tags.push(`#${bare}`);
  }
  return tags;
}

/**
 * Splits a post into its text and the block of hashtags closing it (its last paragraph made of
 * hashtags only), so that a saved post comes back to the editor as it was written.
 */
export function splitTrailingHashtags(post: string): { text: string; hashtags: string[] } {
  const trimmed = post.trim();
  const cut = trimmed.lastIndexOf('\n\n');
  const last = cut === -1 ? trimmed : trimmed.slice(cut + 2);
  const words = last.split(/\s+/).filter(Boolean);
  if (words.length === 0 || !words.every((word) => HASHTAG.test(word))) return { text: trimmed, hashtags: [] };
  return { text: cut === -1 ? '' : trimmed.slice(0, cut).trim(), hashtags: words };
}

/** An editor's content from a post that may carry its hashtags in its text, plus extra ones. */
export function postEditFrom(post: string, extraHashtags: string[] = []): PostEdit {
  const { text, hashtags } = splitTrailingHashtags(post);
  return { text, hashtags: parseHashtags([...hashtags, ...extraHashtags].join(' ')).join(' ') };
}

/** The text the network receives: the edited text closed by its hashtags (as the engine composes it). */
export const finalText = (edit: PostEdit, platform: Network) => composePostText({ content: edit.text, keywords: parseHashtags(edit.hashtags) }, platform);

/**
 * The hashtags every network's post carries: the item's `keywords`. The engine appends to a post the
 * keywords it lacks, so a keyword missing from one post would land in it at publishing time.
 */
export function sharedHashtags(edits: PostEdits, networks: Network[]): string[] {
  const lists = networks.map((network) => parseHashtags(edits[network]?.hashtags ?? ''));
  const [first = [], ...rest] = lists;
  return first.filter((tag) => rest.every((list) => list.some((other) => other.toLowerCase() === tag.toLowerCase())));
}
