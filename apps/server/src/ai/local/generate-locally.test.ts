import { NETWORKS, NETWORK_LIMITS, OBJECTIVES, checkPost, composePostText, countPostText, type MediaFacts, type Network } from '@publia/shared';
import { describe, expect, it } from 'vitest';
import type { GenerationInput } from '../types.ts';
import { generateLocally, localGenerator } from './generate-locally.ts';
import { quoteTopic } from './text.ts';
import { WORDING } from './wording.ts';

const PHOTO: MediaFacts = { type: 'image', mimeType: 'image/jpeg', sizeBytes: 800_000, width: 1080, height: 1080 };
const VIDEO: MediaFacts = { type: 'video', mimeType: 'video/mp4', sizeBytes: 8_000_000, width: 1080, height: 1920, durationSeconds: 20 };
const HASHTAG = /^#[\p{L}\p{N}_]+$/u;
const EMOJI = /\p{Extended_Pictographic}/gu;

const input = (overrides: Partial<GenerationInput> = {}): GenerationInput => ({
  networks: [...NETWORKS],
  keywords: ['café de spécialité', 'torréfaction', 'Lyon'],
  description: '  nouvelle torréfaction éthiopienne   disponible dès samedi. notes de fruits rouges et de jasmin',
  objective: 'sell',
  media: { type: 'photo', url: '/media/photo.jpg' },
  ...overrides,
});

/** What the network would refuse, with a medium it accepts (Instagram, TikTok and Pinterest refuse text alone). */
function refusal(network: Network, text: string) {
  const limits = NETWORK_LIMITS[network];
  return checkPost(limits, { text, media: limits.mediaTypes.includes('image') ? PHOTO : VIDEO });
}

/** Every post non-empty and accepted by its network (text and, for Pinterest, title). */
function expectWithinLimits(posts: ReturnType<typeof generateLocally>) {
  for (const post of posts) {
    expect(post.text.trim(), post.platform).not.toBe('');
    expect(refusal(post.platform, post.text), `${post.platform}: ${post.text}`).toBeNull();
    expect([...(post.title ?? '')].length).toBeLessThanOrEqual(NETWORK_LIMITS.pinterest.titleMaxLength!);
  }
}

/** Each network's habits: how many hashtags and emojis its posts carry. */
const HABITS: Record<Network, { hashtags: [number, number]; emojis: [number, number] }> = {
  twitter: { hashtags: [1, 2], emojis: [0, 1] },
  linkedin: { hashtags: [3, 5], emojis: [0, 1] },
  facebook: { hashtags: [0, 3], emojis: [0, 1] },
  instagram: { hashtags: [3, 30], emojis: [1, 3] },
  tiktok: { hashtags: [3, 30], emojis: [1, 3] },
  pinterest: { hashtags: [1, 30], emojis: [0, 0] },
  bluesky: { hashtags: [0, 2], emojis: [0, 1] },
  mastodon: { hashtags: [1, 3], emojis: [0, 0] },
};

describe.each(OBJECTIVES)('objective %s', (objective) => {
  const wording = WORDING[objective];
  const posts = generateLocally(input({ objective }));

  it('writes one post per selected network, in their order', () => {
    expect(posts.map((post) => post.platform)).toEqual([...NETWORKS]);
  });

  it.each(NETWORKS)('%s: non-empty, within every limit of the network', (network) => {
    const post = posts.find((candidate) => candidate.platform === network)!;
    expect(refusal(network, post.text), post.text).toBeNull();
    expect(post.text.trim()).not.toBe('');
  });

  it('gives Pinterest a title within its limit, about the first keyword', () => {
    const pin = posts.find((post) => post.platform === 'pinterest')!;
    expect(pin.title).toMatch(/café de spécialité/iu);
    expect([...pin.title!].length).toBeLessThanOrEqual(NETWORK_LIMITS.pinterest.titleMaxLength!);
    expect(posts.filter((post) => post.title !== undefined)).toHaveLength(1);
  });

  it.each(NETWORKS)('%s: weaves in the cleaned description and has a call to action', (network) => {
    const post = posts.find((candidate) => candidate.platform === network)!;
    expect(post.text).toContain('Nouvelle torréfaction éthiopienne disponible dès samedi. Notes de fruits rouges et de jasmin.');
    const actions = network === 'linkedin' ? wording.professionalClosings : wording.ctas;
    expect(
      actions.some((action) => post.text.includes(action)),
      post.text,
    ).toBe(true);
  });

  it.each(NETWORKS.filter((network) => network !== 'pinterest'))('%s: opens with an opening of the objective about the first keyword', (network) => {
    const post = posts.find((candidate) => candidate.platform === network)!;
    const openings = wording.openings.map((line) => line(quoteTopic('café de spécialité')));
    expect(
      openings.some((line) => post.text.startsWith(line)),
      post.text,
    ).toBe(true);
  });

  it.each(NETWORKS)('%s: hashtags are # and word characters, each once, are written in the text, and fit the habit of the network', (network) => {
    const post = posts.find((candidate) => candidate.platform === network)!;
    for (const tag of post.hashtags) {
      expect(tag).toMatch(HASHTAG);
      expect(post.text).toContain(tag);
    }
    expect(new Set(post.hashtags.map((tag) => tag.toLowerCase())).size).toBe(post.hashtags.length);
    // What the network receives is the text as written: its hashtags are already in it.
    expect(composePostText({ content: post.text, keywords: post.hashtags }, network)).toBe(post.text);
    const habits = HABITS[network];
    expect(post.hashtags.length).toBeGreaterThanOrEqual(habits.hashtags[0]);
    expect(post.hashtags.length).toBeLessThanOrEqual(habits.hashtags[1]);
    const emojis = post.text.match(EMOJI)?.length ?? 0;
    expect(emojis).toBeGreaterThanOrEqual(habits.emojis[0]);
    expect(emojis).toBeLessThanOrEqual(habits.emojis[1]);
  });

  it('puts the keywords first among the hashtags of Instagram and TikTok, and #pourtoi on TikTok', () => {
    const [instagram, tiktok] = ['instagram', 'tiktok'].map((network) => posts.find((post) => post.platform === network)!.hashtags);
    expect(instagram!.slice(0, 3)).toEqual(['#cafédespécialité', '#torréfaction', '#Lyon']);
    expect(tiktok!.slice(0, 3)).toEqual(['#cafédespécialité', '#torréfaction', '#Lyon']);
    expect(tiktok).toContain('#pourtoi');
  });

  it('writes LinkedIn in several short paragraphs', () => {
    const linkedin = posts.find((post) => post.platform === 'linkedin')!;
    expect(linkedin.text.split('\n\n').length).toBeGreaterThanOrEqual(4);
  });
});

/** The first three words of each paragraph. */
const leads = (text: string) => text.split('\n\n').map((paragraph) => paragraph.split(' ').slice(0, 3).join(' ').toLowerCase());

describe('generateLocally', () => {
  it('gives the same posts for the same input, every time', () => {
    expect(generateLocally(input())).toEqual(generateLocally(input()));
  });

  it('varies its openings across inputs and across networks', () => {
    const topics = ['bougies', 'vélo', 'pâtisserie', 'yoga', 'immobilier', 'jardin', 'bijoux', 'thé', 'coiffure', 'librairie'];
    const firstLines = topics.map((topic) =>
      generateLocally(input({ keywords: [topic], networks: ['twitter'] }))[0]!
        .text.split('\n')[0]!
        .replace(topic, '…')
        .replace(/ \S+$/u, ''),
    );
    expect(new Set(firstLines).size).toBeGreaterThanOrEqual(3);
    const acrossNetworks = generateLocally(input()).map((post) => post.text.split('\n')[0]);
    expect(new Set(acrossNetworks).size).toBeGreaterThanOrEqual(2);
  });

  it('stays within every limit with a huge description and three long keywords', () => {
    const description = Array.from({ length: 120 }, (_, i) => `phrase${i} très détaillée`)
      .join(' ')
      .slice(0, 1000);
    const keywords = ['a'.repeat(60), `${'Éé'.repeat(29)} x`, 'mot clé de soixante caractères pour voir ce que cela donne !!'];
    for (const objective of OBJECTIVES) {
      const posts = generateLocally(input({ objective, description, keywords }));
      expect(posts).toHaveLength(NETWORKS.length);
      expectWithinLimits(posts);
    }
  });

  it('keeps its call to action and first hashtag whole on X when the keywords are as long as allowed', () => {
    const keywords = ['anticonstitutionnellement'.repeat(3).slice(0, 60), 'intergouvernementalisation'.repeat(3).slice(0, 60), 'Lyon'];
    for (const objective of OBJECTIVES) {
      const [x] = generateLocally(input({ objective, keywords, networks: ['twitter'] }));
      expect(x!.hashtags, x!.text).toEqual([`#${keywords[0]}`]);
      expect(x!.text.endsWith(`#${keywords[0]}`)).toBe(true);
      expect(
        WORDING[objective].ctas.some((action) => x!.text.includes(action)),
        x!.text,
      ).toBe(true);
      expect(countPostText(NETWORK_LIMITS.twitter, x!.text)).toBeLessThanOrEqual(280);
    }
  });

  it('cuts a huge description at a word boundary with "…" where the network is short', () => {
    const description = Array.from({ length: 120 }, (_, i) => `phrase${i} très détaillée`)
      .join(' ')
      .slice(0, 1000);
    const [x, tiktok] = generateLocally(input({ networks: ['twitter', 'tiktok'], description }));
    for (const post of [x!, tiktok!]) {
      const cut = post.text.split('\n\n').find((part) => part.startsWith('Phrase0'));
      expect(cut, post.text).toMatch(/[\p{L}\p{N}]…$/u);
      const kept = cut!.slice(0, -1);
      expect(description.startsWith(kept.toLowerCase())).toBe(true);
      expect(description.charAt(kept.length)).toBe(' ');
      expect(kept.length).toBeGreaterThan(60);
    }
  });

  it('shortens a description of several sentences to whole sentences on X and TikTok', () => {
    const first = 'Notre nouvelle torréfaction éthiopienne arrive en boutique dès ce samedi matin, en quantité limitée.';
    const description = `${first} ${'Elle offre des notes de fruits rouges, de jasmin et de bergamote. '.repeat(6)}`;
    for (const post of generateLocally(input({ networks: ['twitter', 'tiktok'], description }))) {
      expect(post.text, post.platform).toContain(`${first}\n\n`);
      expect(post.text).not.toContain('…');
    }
  });

  it('counts X by its weighted rule: a description of emoji is cut to 280 weighted characters', () => {
    const [x] = generateLocally(input({ networks: ['twitter'], description: '🎉 '.repeat(300) }));
    expect(countPostText(NETWORK_LIMITS.twitter, x!.text)).toBeLessThanOrEqual(280);
    expect(x!.text).toContain('🎉');
  });

  it('writes from the keywords alone when there is no description', () => {
    const posts = generateLocally(input({ description: '   ' }));
    expectWithinLimits(posts);
    for (const post of posts) expect(post.text, post.platform).toMatch(/café de spécialité, torréfaction et Lyon/iu);
  });

  it('never opens two paragraphs of a post with the same words, whatever the keywords', () => {
    for (const objective of OBJECTIVES) {
      for (const keywords of [['yoga'], ['yoga', 'bien-être'], ['bougies', 'fait main', 'Noël'], ['immobilier', 'Nantes']]) {
        for (const post of generateLocally(input({ objective, keywords, description: '' }))) {
          expect(new Set(leads(post.text)).size, post.text).toBe(leads(post.text).length);
        }
      }
    }
  });

  it('never writes an empty post, even from keywords that make no hashtag', () => {
    const posts = generateLocally(input({ keywords: ['!!!', '   '], description: '' }));
    expectWithinLimits(posts);
    for (const post of posts) for (const tag of post.hashtags) expect(tag).toMatch(HASHTAG);
  });

  it('adds #reels to an Instagram video and writes each network once', () => {
    const posts = generateLocally(input({ networks: ['instagram', 'instagram', 'tiktok'], media: { type: 'video', url: '/v.mp4' } }));
    expect(posts.map((post) => post.platform)).toEqual(['instagram', 'tiktok']);
    expect(posts[0]!.hashtags).toContain('#reels');
  });
});

describe('localGenerator', () => {
  it('is the provider "local" and answers what generateLocally writes', async () => {
    expect(localGenerator.name).toBe('local');
    await expect(localGenerator.generate(input(), new AbortController().signal)).resolves.toEqual(generateLocally(input()));
  });

  it('refuses to run once aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(localGenerator.generate(input(), controller.signal)).rejects.toThrow(/abort/iu);
  });
});
