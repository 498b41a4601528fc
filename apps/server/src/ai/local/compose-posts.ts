import { NETWORK_LIMITS, NETWORKS, type Network } from '@publia/shared';
import type { GeneratedPost } from '../types.ts';
import { fitLayouts, type Draft, type Layout } from './fit.ts';
import { mergeHashtags } from './hashtags.ts';
import { hasEmoji, shorten, splitSentences, truncateAtWord, type KeywordProse, type Pick } from './text.ts';
import type { ObjectiveWording } from './wording.ts';

/** What every network's post is made from, read once from the input. */
export interface PostContext {
  /** How the posts name the keywords. */
  prose: KeywordProse;
  /** The same without the keywords' emoji, for Pinterest (no emoji there). */
  plainProse: KeywordProse;
  /** The cleaned description, '' when none was given. */
  description: string;
  keywordTags: string[];
  wording: ObjectiveWording;
  mediaType: 'photo' | 'video' | undefined;
  pick: Pick;
}

/** Instagram refuses a caption with more than 30 hashtags. */
const INSTAGRAM_HASHTAG_MAX = 30;
/** TikTok captions are read in a glance: the description is cut shorter there. */
const TIKTOK_BODY_CHARS = 150;

const paragraphs = (...parts: (string | false | undefined)[]) => parts.filter(Boolean).join('\n\n');
const draft = (text: string, hashtags: string[]): Draft => ({ text, hashtags });

// Each network takes the next item of a list from where the input's hash starts it, so the posts of
// one request open, call to action and end differently while the list has enough lines.
const turn = <T>(ctx: PostContext, list: readonly T[], salt: string, network: Network) => ctx.pick(list, salt, NETWORKS.indexOf(network));
const opening = (ctx: PostContext, network: Network) => turn(ctx, ctx.wording.openings, 'opening', network)(ctx.prose.topic);
const cta = (ctx: PostContext, network: Network) => turn(ctx, ctx.wording.ctas, 'cta', network);
const emoji = (ctx: PostContext, network: Network) => turn(ctx, ctx.wording.emojis, 'emoji', network);
/** The opening with the network's emoji, unless the keyword it names brings its own. */
const decorated = (ctx: PostContext, network: Network) => {
  const line = opening(ctx, network);
  return hasEmoji(ctx.prose.topic) ? line : `${line} ${emoji(ctx, network)}`;
};
const keywordLine = (ctx: PostContext, network: Network, prose = ctx.prose) => turn(ctx, ctx.wording.bodies, 'body', network)(prose.list);
/** The description; without one, the keywords the opening has not named yet, or a line that needs none. */
const body = (ctx: PostContext, network: Network) => ctx.description || (ctx.prose.several ? keywordLine(ctx, network) : turn(ctx, ctx.wording.pitches, 'pitch', network));

/** Sentences two by two, so a long description reads as short paragraphs. */
function bodyParagraphs(text: string): string[] {
  const sentences = splitSentences(text);
  const grouped: string[] = [];
  for (let i = 0; i < sentences.length; i += 2) grouped.push(sentences.slice(i, i + 2).join(' '));
  return grouped;
}

/** X: short, one emoji at most, one or two hashtags; the leaner layouts give up emoji, a hashtag, then the body. */
function composeX(ctx: PostContext): GeneratedPost {
  const first = opening(ctx, 'twitter');
  const withMark = decorated(ctx, 'twitter');
  const action = cta(ctx, 'twitter');
  const tags = ctx.keywordTags.length > 0 ? ctx.keywordTags.slice(0, 2) : ctx.wording.hashtags.slice(0, 1);
  const layout =
    (withEmoji: boolean, tagCount: number, withBody: boolean): Layout =>
    (text) =>
      draft(paragraphs(withEmoji ? withMark : first, withBody && text, action, tags.slice(0, tagCount).join(' ')), tags.slice(0, tagCount));
  const layouts = [layout(true, 2, true), layout(true, 1, true), layout(false, 1, true), layout(false, 1, false), layout(false, 0, false)];
  return { platform: 'twitter', ...fitLayouts(NETWORK_LIMITS.twitter, layouts, body(ctx, 'twitter')) };
}

/** LinkedIn: professional, short paragraphs, why it matters, a question to the network, 3 to 5 hashtags. */
function composeLinkedIn(ctx: PostContext): GeneratedPost {
  const first = opening(ctx, 'linkedin');
  const insight = ctx.pick(ctx.wording.insights, 'linkedin:insight');
  const closing = ctx.pick(ctx.wording.professionalClosings, 'linkedin:closing');
  const tags = mergeHashtags([ctx.keywordTags, ctx.wording.hashtags], 5);
  const layout: Layout = (text) => draft(paragraphs(first, ...bodyParagraphs(text), insight, `👉 ${closing}`, tags.join(' ')), tags);
  return { platform: 'linkedin', ...fitLayouts(NETWORK_LIMITS.linkedin, [layout], body(ctx, 'linkedin')) };
}

/** Instagram: an engaging caption in short blocks, two emojis, the hashtag block at the end. */
function composeInstagram(ctx: PostContext): GeneratedPost {
  const first = decorated(ctx, 'instagram');
  const action = `${cta(ctx, 'instagram')} 👇`;
  const tags = mergeHashtags([ctx.keywordTags, ctx.wording.hashtags, ctx.mediaType === 'video' ? ['#reels'] : []], INSTAGRAM_HASHTAG_MAX);
  const layout: Layout = (text) => draft(paragraphs(first, text, action, tags.join(' ')), tags);
  return { platform: 'instagram', ...fitLayouts(NETWORK_LIMITS.instagram, [layout], body(ctx, 'instagram')) };
}

/** Facebook: conversational, one emoji, at most two hashtags. */
function composeFacebook(ctx: PostContext): GeneratedPost {
  const first = decorated(ctx, 'facebook');
  const action = cta(ctx, 'facebook');
  const tags = ctx.keywordTags.slice(0, 2);
  const layout: Layout = (text) => draft(paragraphs(first, text, action, tags.join(' ')), tags);
  return { platform: 'facebook', ...fitLayouts(NETWORK_LIMITS.facebook, [layout], body(ctx, 'facebook')) };
}

/** TikTok: a punchy caption, a short body, the hashtags TikTok users search (#pourtoi, #fyp). */
function composeTikTok(ctx: PostContext): GeneratedPost {
  const first = decorated(ctx, 'tiktok');
  const action = `${cta(ctx, 'tiktok')} 👇`;
  const tags = mergeHashtags([ctx.keywordTags, ctx.wording.hashtags.slice(0, 1), ['#pourtoi', '#fyp']]);
  const layout: Layout = (text) => draft(paragraphs(first, text, action, tags.join(' ')), tags);
  return { platform: 'tiktok', ...fitLayouts(NETWORK_LIMITS.tiktok, [layout], shorten(body(ctx, 'tiktok'), TIKTOK_BODY_CHARS)) };
}

/** Pinterest: a searchable title, a keyword-rich description, no emoji. */
function composePinterest(ctx: PostContext): GeneratedPost {
  const limits = NETWORK_LIMITS.pinterest;
  const title = truncateAtWord(ctx.pick(ctx.wording.pinTitles, 'pinterest:title')(ctx.plainProse.heading), limits.titleMaxLength ?? 100);
  const keywordsSaid = keywordLine(ctx, 'pinterest', ctx.plainProse);
  const action = cta(ctx, 'pinterest');
  const tags = mergeHashtags([ctx.keywordTags, ctx.wording.hashtags.slice(0, 2)]);
  const layout: Layout = (text) => draft(paragraphs(text, keywordsSaid, action, tags.join(' ')), tags);
  return { platform: 'pinterest', title, ...fitLayouts(limits, [layout], ctx.description) };
}

/** Bluesky: conversational, 300 graphemes, a question to start the talk, one or two hashtags at most. */
function composeBluesky(ctx: PostContext): GeneratedPost {
  const first = opening(ctx, 'bluesky');
  const action = cta(ctx, 'bluesky');
  const tags = ctx.keywordTags.length > 0 ? ctx.keywordTags.slice(0, 2) : ctx.wording.hashtags.slice(0, 1);
  const layout =
    (tagCount: number, withBody: boolean): Layout =>
    (text) =>
      draft(paragraphs(first, withBody && text, action, tags.slice(0, tagCount).join(' ')), tags.slice(0, tagCount));
  const layouts = [layout(2, true), layout(1, true), layout(1, false), layout(0, false)];
  return { platform: 'bluesky', ...fitLayouts(NETWORK_LIMITS.bluesky, layouts, body(ctx, 'bluesky')) };
}

/**
 * Mastodon: plain and direct, no emoji, one to three hashtags (the keywords'); the leaner layout
 * gives up the call to action before the body.
 */
function composeMastodon(ctx: PostContext): GeneratedPost {
  const first = opening(ctx, 'mastodon');
  const action = cta(ctx, 'mastodon');
  const tags = mergeHashtags([ctx.keywordTags, ctx.wording.hashtags.slice(0, 1)], 3);
  const layout =
    (withAction: boolean): Layout =>
    (text) =>
      draft(paragraphs(first, ...bodyParagraphs(text), withAction && action, tags.join(' ')), tags);
  return { platform: 'mastodon', ...fitLayouts(NETWORK_LIMITS.mastodon, [layout(true), layout(false)], body(ctx, 'mastodon')) };
}

export const COMPOSERS: Record<Network, (ctx: PostContext) => GeneratedPost> = {
  twitter: composeX,
  linkedin: composeLinkedIn,
  instagram: composeInstagram,
  facebook: composeFacebook,
  tiktok: composeTikTok,
  pinterest: composePinterest,
  bluesky: composeBluesky,
  mastodon: composeMastodon,
};
