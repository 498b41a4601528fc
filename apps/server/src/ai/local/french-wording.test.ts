import { NETWORKS, NETWORK_LIMITS, OBJECTIVES, checkPost, type MediaFacts, type Objective } from '@publia/shared';
import { describe, expect, it } from 'vitest';
import type { GeneratedPost, GenerationInput } from '../types.ts';
import { generateLocally } from './generate-locally.ts';
import { keywordAsTopic, keywordProse, keywordWithoutEmoji } from './text.ts';
import { WORDING } from './wording.ts';

/*
 * What a French grammar check (or a French copywriter) would fault, forbidden in every post and
 * Pinterest title, whatever the keywords ({kw}: a keyword as the posts name it, any case):
 *
 *  1. a keyword followed by a conjugated verb or a clitic pronoun agreeing with it:
 *     "{kw} vous attend", "{kw} est", "{kw} sont", "{kw} arrive", "{kw} s'invite"…
 *  2. an article, demonstrative, possessive or contracted preposition before a keyword, quoted
 *     or not: "le {kw}", "la « {kw} »", "l'{kw}", "nos {kw}", "notre {kw}", "du {kw}", "aux {kw}"…
 *  3. an adjective agreeing with a keyword, before or after it: "nouvelle {kw}", "{kw} disponible",
 *     "{kw} offerts", "petit {kw}"…
 *  4. a missing elision or contraction: "de", "que"… before a keyword starting with a vowel or an
 *     h ("de « été »"), "de"/"à" before a keyword starting with "le"/"les" ("de les fraises").
 *  5. a bare keyword after a colon, ending a sentence: "Aujourd'hui : croissant."
 *  6. a keyword in the prose that is neither a quoted topic (« croissant »), nor in an
 *     enumeration of several keywords after a label and a colon ("Au programme : a, b et c."), nor
 *     the heading of Pinterest's title ("Croissant : l'essentiel à savoir"); a quoted keyword
 *     followed by anything but punctuation, "et", an emoji or the end of the line (it ends its
 *     clause, so nothing can agree with it).
 *  7. a sentence or a paragraph starting with a lower-case letter (after . ! ? or a new line, a
 *     keyword included), unless the word is spelt as a brand (iPhone).
 *  8. a capital letter right after a colon, unless a keyword is spelt so (Plougastel).
 *  9. two spaces in a row, a space at the start or the end of a line.
 * 10. a space before a comma, a full stop or an ellipsis.
 * 11. the spacing rule the generator keeps (the one of the users' own descriptions): one plain
 *     space before : ; ! ? and », after «, and after , : ; ! ? . (nothing glued); never a no-break
 *     or thin space.
 * 12. doubled or stacked punctuation: "!!", "..", "?.", "! ?", ",."…
 * 13. a curly apostrophe: the generator writes the straight one (').
 */

const KEYWORD_SETS: readonly string[][] = [
  ['soldes hiver'],
  ['croissant'],
  ['conseil jardinage'],
  ['chaussures de randonnée', 'été'],
  ['café ☕'],
  ['Éco-conception'],
  ['les fraises', 'Plougastel'],
  ['huîtres', 'Noël'],
  ['iPhone 15'],
  ['bien-être', 'yoga', 'méditation'],
  ["L'Oréal"],
  ['100 % bio'],
  ['portes ouvertes', 'samedi 14 juin'],
  ['Saint-Valentin 💝', 'fleurs'],
  ['atelier céramique'],
  ['#promo'],
  ['la rentrée', 'fournitures scolaires'],
  ['« ateliers »'],
  ['!!!'],
];
const FALLBACK_TOPIC = 'actualité';
const DESCRIPTIONS = ['', 'Rendez-vous en boutique dès samedi matin. Réservation conseillée'];

const PHOTO: MediaFacts = { type: 'image', mimeType: 'image/jpeg', sizeBytes: 800_000, width: 1080, height: 1080 };
const VIDEO: MediaFacts = { type: 'video', mimeType: 'video/mp4', sizeBytes: 8_000_000, width: 1080, height: 1920, durationSeconds: 20 };
const HASHTAG = /^#[\p{L}\p{N}_]+$/u;
const EMOJI = /\p{Extended_Pictographic}/u;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
/** Any of the keywords as a whole word, not in a hashtag. */
const keywordPattern = (keywords: readonly string[]) =>
  `(?<![#\\p{L}\\p{N}_])(?:${[...keywords]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|')})(?![\\p{L}\\p{N}_])`;

const VERBS =
  "(?:est|sont|était|étaient|sera|seront|a|ont|avait|avaient|va|vont|fait|font|reste|restent|arrive|arrivent|attend|attendent|devient|deviennent|peut|peuvent|mérite|méritent|change|changent|revient|reviennent|vous|nous|se|ne|y|en|le|la|les|lui|leur)(?!\\p{L})|s'|n'";
const DETERMINERS = "(?:le|la|les|un|une|des|du|au|aux|ce|cet|cette|ces|mon|ma|mes|ton|ta|tes|son|sa|ses|notre|nos|votre|vos|leur|leurs|quel|quelle|quels|quelles) |l'";
const ADJECTIVES_AFTER =
  '(?:nouveaux?|nouvel|nouvelles?|disponibles?|prêt|prête|prêts|prêtes|idéal|idéale|idéaux|idéales|parfaite?s?|offerte?s?|uniques?|incontournables?|garantie?s?|lancée?s?|préférée?s?|arrivée?s?|faite?s?|spécial|spéciale|spéciaux|spéciales|tout|toute|tous|toutes|seule?s?)(?!\\p{L})';
const ADJECTIVES_BEFORE =
  '(?:nouveaux?|nouvel|nouvelles?|beau|bel|belles?|beaux|petite?s?|grande?s?|meilleure?s?|vraie?s?|spécial|spéciale|spéciaux|spéciales|tout|toute|tous|toutes|cher|chère|chers|chères) ';
const NO_ELISION = '(?:de|que|le|la|ce|si|jusque|lorsque|puisque|ne|me|te|se) ';

interface Checked {
  text: string;
  /** The keywords as this text names them. */
  keywords: readonly string[];
  /** Pinterest's title: the keyword may head it. */
  title?: boolean;
}

/** Every fault of the list above found in a text, with where it is. */
function faults({ text, keywords, title = false }: Checked): string[] {
  const found: string[] = [];
  const K = keywordPattern(keywords);
  const rule = (name: string, pattern: RegExp) => {
    for (const match of text.matchAll(pattern)) found.push(`${name}: ${JSON.stringify(match[0])}`);
  };
  // 1 to 5, written as a grammar check would.
  rule('1 verb after a keyword', new RegExp(`${K}(?: »)? (?:${VERBS})`, 'giu'));
  rule('2 article or possessive before a keyword', new RegExp(`(?<!\\p{L})(?:${DETERMINERS})(?:« )?${K}`, 'giu'));
  rule('3 adjective after a keyword', new RegExp(`${K}(?: »)?,? ${ADJECTIVES_AFTER}`, 'giu'));
  rule('3 adjective before a keyword', new RegExp(`(?<!\\p{L})${ADJECTIVES_BEFORE}(?:« )?${K}`, 'giu'));
  rule('4 missing elision', new RegExp(`(?<!\\p{L})${NO_ELISION}(?:« )?(?=[aeiouyhàâäéèêëîïôöùûüœæ])${K}`, 'giu'));
  rule('4 missing contraction', new RegExp(`(?<!\\p{L})(?:de|à) (?=(?:le|les) )${K}`, 'giu'));
  rule('5 bare keyword after a colon ending a sentence', new RegExp(`: ${K}[.!?…]`, 'giu'));
  // 6: how each keyword sits in the text.
  for (const match of text.matchAll(new RegExp(K, 'giu'))) {
    const before = text.slice(0, match.index);
    const after = text.slice(match.index + match[0].length);
    let fine: boolean;
    if (before.endsWith('« ') && after.startsWith(' »')) {
      fine = /^(?:$|\n|[.,…]|,| [!?:;](?= |\n|$)| et | \p{Extended_Pictographic})/u.test(after.slice(2));
    } else if (title && match.index === 0) {
      fine = after.startsWith(' : ');
    } else {
      const listed = /(?::|,| et) $/u.test(before) && /^(?:, | et |[.,])/u.test(after);
      fine = listed && !(before.endsWith(': ') && after.startsWith('.'));
    }
    if (!fine) found.push(`6 keyword neither quoted nor listed: ${JSON.stringify(text.slice(Math.max(0, match.index - 20), match.index + match[0].length + 20))}`);
  }
  // 7 and 8: capitals.
  const brand = /^\p{Ll}\p{Lu}/u;
  for (const match of text.matchAll(/(?:^|\n|[.!?] )[^\p{L}\p{N}#\n]*(\p{L}\p{L}?)/gu)) {
    const word = match[1]!;
    if (/^\p{Ll}/u.test(word) && !brand.test(word)) found.push(`7 lower case at a sentence start: ${JSON.stringify(match[0])}`);
  }
  for (const match of text.matchAll(/ : (?:« )?(?=\p{Lu})/gu)) {
    const rest = text.slice(match.index + match[0].length);
    if (!keywords.some((keyword) => rest.startsWith(keyword))) found.push(`8 capital after a colon: ${JSON.stringify(rest.slice(0, 20))}`);
  }
  // 9 to 13: spaces and punctuation.
  rule('9 double space', / {2,}/gu);
  rule('9 space at a line end or start', / $|^ | \n|\n /gmu);
  rule('10 space before a comma, a full stop or an ellipsis', / [,.…]/gu);
  rule('11 no-break or thin space', /[\u00A0\u202F\u2009\u2007]/gu);
  rule('11 no space before : ; ! ? »', /[^ \n][:;!?»]/gu);
  rule('11 no space after «', /«(?! )/gu);
  rule('11 punctuation glued to the next word', /[,:;!?.](?=[^\s»…])/gu);
  rule('12 doubled or stacked punctuation', /[.,;:!?…] ?[.,;:!?]/gu);
  rule('13 curly apostrophe', /’/gu);
  return found;
}

/** A post and its title checked, each fault named with the network. */
function postFaults(post: GeneratedPost, keywords: readonly string[]): string[] {
  const named = (post.platform === 'pinterest' ? keywords.map(keywordWithoutEmoji) : keywords.map(keywordAsTopic)).filter(Boolean);
  // Without any keyword left, the posts are about the generator's fallback topic, named as a keyword.
  const own = named.length > 0 ? named : [FALLBACK_TOPIC];
  const checked = [
    ...faults({ text: post.text, keywords: own }),
    ...(post.title === undefined ? [] : faults({ text: post.title, keywords: own, title: true }).map((fault) => `title ${fault}`)),
  ];
  return checked.map((fault) => `${post.platform}: ${fault}`);
}

const input = (keywords: string[], objective: Objective, description: string): GenerationInput => ({
  networks: [...NETWORKS],
  keywords,
  description,
  objective,
  media: { type: 'photo', url: '/media/photo.jpg' },
});

/** The first three words of each paragraph. */
const leads = (text: string) => text.split('\n\n').map((paragraph) => paragraph.split(' ').slice(0, 3).join(' ').toLowerCase());

describe('the faults this test looks for', () => {
  it.each([
    ['Bonne nouvelle : soldes hiver vous attend dès maintenant.', ['soldes hiver'], '1 verb'],
    ['Bonne nouvelle : « soldes hiver » est là.', ['soldes hiver'], '1 verb'],
    ['Découvrez nos « croissant ».', ['croissant'], '2 article'],
    ['Découvrez la croissant.', ['croissant'], '2 article'],
    ["Tout sur l'été.", ['été'], '2 article'],
    ['Zoom sur « croissant » disponible.', ['croissant'], '3 adjective after'],
    ['Une nouvelle « croissant ».', ['croissant'], '3 adjective before'],
    ['Parlons de « été ».', ['été'], '4 missing elision'],
    ['Parlons de les fraises.', ['les fraises'], '4 missing contraction'],
    ["Aujourd'hui : croissant.", ['croissant'], '5 bare keyword'],
    ['Nos engagements : conseil jardinage.', ['conseil jardinage'], '5 bare keyword'],
    ['Du nouveau côté soldes hiver.', ['soldes hiver'], '6 keyword'],
    ['Zoom sur « croissant » aujourd’hui.', ['croissant'], '6 keyword'],
    ['Voici. « croissant » arrive.', ['croissant'], '7 lower case'],
    ['Voici : Nos offres.', ['croissant'], '8 capital'],
    ['Zoom  sur « croissant ».', ['croissant'], '9 double space'],
    ['Zoom sur « croissant » .', ['croissant'], '10 space before'],
    ['Zoom sur « croissant »\u00A0!', ['croissant'], '11 no-break'],
    ['Zoom sur « croissant »!', ['croissant'], '11 no space before'],
    ['Zoom sur «croissant » !', ['croissant'], '11 no space after «'],
    ['Zoom sur « croissant » !!', ['croissant'], '12 doubled'],
    ['Zoom sur « croissant ». Voilà.Merci.', ['croissant'], '11 punctuation glued'],
    ['Aujourd’hui, cap sur « croissant ».', ['croissant'], '13 curly'],
  ])('%j is faulted (%j: %s)', (text, keywords, fault) => {
    expect(
      faults({ text, keywords }).some((found) => found.startsWith(fault)),
      faults({ text, keywords }).join('\n'),
    ).toBe(true);
  });

  it('lets the generator say a keyword the ways it does', () => {
    for (const text of [
      'Tout comprendre sur « les fraises », en quelques lignes.',
      "Opération « soldes hiver » : c'est parti ! 🛍️",
      'Des questions sur « été » ? Nous avons les réponses.',
      'Au programme : chaussures de randonnée et été. Découvrez ce que nous vous avons préparé.',
      "Ingrédients du jour : les fraises et Plougastel, plus une pincée d'humour.",
    ]) {
      expect(faults({ text, keywords: ['les fraises', 'soldes hiver', 'été', 'chaussures de randonnée', 'Plougastel'] }), text).toEqual([]);
    }
    expect(faults({ text: 'Les fraises : le guide pratique', keywords: ['les fraises'], title: true })).toEqual([]);
    expect(faults({ text: 'iPhone 15 : notre sélection du moment', keywords: ['iPhone 15'], title: true })).toEqual([]);
  });
});

describe('the French of the local generator', () => {
  describe.each(OBJECTIVES)('objective %s', (objective) => {
    it.each(KEYWORD_SETS.map((keywords) => [keywords]))('%j: every network writes correct French, within its rules', (keywords) => {
      for (const description of DESCRIPTIONS) {
        const posts = generateLocally(input(keywords, objective, description));
        expect(generateLocally(input(keywords, objective, description))).toEqual(posts);
        expect(posts.map((post) => post.platform)).toEqual([...NETWORKS]);
        for (const post of posts) {
          expect(postFaults(post, keywords), post.text).toEqual([]);
          expect(post.text.trim(), post.platform).not.toBe('');
          const limits = NETWORK_LIMITS[post.platform];
          const media = limits.mediaTypes.includes('image') ? PHOTO : VIDEO;
          expect(checkPost(limits, { text: post.text, media }), `${post.platform}: ${post.text}`).toBeNull();
          for (const tag of post.hashtags) {
            expect(tag).toMatch(HASHTAG);
            expect(post.text).toContain(tag);
          }
          expect(new Set(leads(post.text)).size, post.text).toBe(leads(post.text).length);
        }
        const pin = posts.find((post) => post.platform === 'pinterest')!;
        expect(`${pin.title} ${pin.text}`, 'Pinterest carries no emoji').not.toMatch(EMOJI);
        expect([...pin.title!].length).toBeLessThanOrEqual(NETWORK_LIMITS.pinterest.titleMaxLength!);
      }
    });

    it('opens the six networks of one request differently, and varies its calls to action', () => {
      for (const keywords of KEYWORD_SETS) {
        const posts = generateLocally(input(keywords, objective, ''));
        expect(new Set(posts.map((post) => post.text.split('\n')[0])).size, keywords.join()).toBeGreaterThanOrEqual(5);
      }
      const actions = new Set(
        KEYWORD_SETS.flatMap((keywords) =>
          generateLocally(input(keywords, objective, ''))
            .filter((post: GeneratedPost) => post.platform !== 'linkedin')
            .map((post) => WORDING[objective].ctas.find((action) => post.text.includes(action))),
        ),
      );
      expect(actions.size).toBeGreaterThanOrEqual(4);
    });

    it('has lines that read right with any keyword, and no two categories opening alike', () => {
      const wording = WORDING[objective];
      expect(wording.openings.length).toBeGreaterThanOrEqual(NETWORKS.length);
      expect(wording.ctas.length).toBeGreaterThanOrEqual(5);
      for (const keywords of KEYWORD_SETS) {
        const named = keywords.map(keywordAsTopic).filter(Boolean);
        if (named.length === 0) continue;
        const prose = keywordProse(named as [string, ...string[]]);
        const lines = [
          ...wording.openings.map((line) => line(prose.topic)),
          ...wording.bodies.map((line) => line(prose.list)),
          ...wording.pitches,
          ...wording.ctas,
          ...wording.insights,
          ...wording.professionalClosings,
        ];
        for (const line of lines) expect(faults({ text: line, keywords: named }), line).toEqual([]);
        for (const line of wording.pinTitles.map((title) => title(prose.heading))) expect(faults({ text: line, keywords: named, title: true }), line).toEqual([]);
      }
      const categories = [wording.openings.map((line) => line('« x »')), wording.bodies.map((line) => line('« x »')), wording.pitches, wording.ctas, wording.insights];
      const leadsOf = categories.map((lines) => new Set(lines.map((line) => leads(line)[0]!)));
      for (const [i, own] of leadsOf.entries()) {
        const others = new Set(leadsOf.filter((_, j) => j !== i).flatMap((set) => [...set]));
        for (const lead of own) expect(others.has(lead), `${objective}: "${lead}" opens lines of two categories`).toBe(false);
      }
    });
  });

  it('names a single keyword as a quoted topic and several as an enumeration', () => {
    const [single] = generateLocally(input(['croissant'], 'inform', ''));
    expect(single!.text).toMatch(/« croissant »/u);
    const posts = generateLocally(input(['les fraises', 'Plougastel'], 'sell', ''));
    for (const post of posts) expect(post.text, post.platform).toContain('les fraises et Plougastel');
  });

  it('adds no emoji of its own to an opening whose keyword brings one', () => {
    for (const objective of OBJECTIVES) {
      for (const post of generateLocally(input(['café ☕'], objective, ''))) {
        const opening = post.text.split('\n')[0]!;
        expect(opening.match(/\p{Extended_Pictographic}/gu) ?? [], `${post.platform}: ${opening}`).toHaveLength(post.platform === 'pinterest' ? 0 : 1);
      }
    }
  });
});
