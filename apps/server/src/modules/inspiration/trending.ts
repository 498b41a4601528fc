import { stemOf, topicWords } from './french-terms.ts';

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
/** Weeks before this one a topic is compared with. */
export const TRENDING_BASE_WEEKS = 4;
/** Fewer items than this in the week is a coincidence, not a topic. */
const MIN_ITEMS_THIS_WEEK = 3;
/** Two topics whose items are mostly the same are one topic (« terrasses » and « terrasses chauffées »). */
const SAME_TOPIC_OVERLAP = 0.6;
/** A topic must at least rise by half against its usual week: less is the news' own ebb and flow. */
const MIN_RISE = 1.5;
/** Between a phrase and its words covering the same articles, the phrase says more (« terrasses chauffées »). */
const PHRASE_BONUS = 1.25;
/** Items shown under a topic. */
const ITEMS_SHOWN = 3;

export interface TrendingItem {
  id: string;
  title: string;
  summary: string;
  publishedAt: Date;
}

export interface Topic<T extends TrendingItem> {
  /** The stem (or the two stems) the topic is counted on: stable from one round to the next. */
  key: string;
  label: string;
  thisWeek: number;
  weeklyBefore: number;
  rise: number;
  items: T[];
}

interface TermCount {
  thisWeek: Set<number>;
  /** Times written this week: a topic's own word comes back within its articles, an incidental word once. */
  mentions: number;
  before: number;
  /** Surface forms seen this week and how often, to name the topic as the feeds write it. */
  forms: Map<string, number>;
}

function mention(terms: Map<string, { form: string; times: number }>, term: string, form: string): void {
  const seen = terms.get(term);
  if (seen) seen.times++;
  else terms.set(term, { form, times: 1 });
}

/** The terms (stems and two-word phrases) of an item, with the words that first wrote each and how many times. */
function termsOf(item: TrendingItem): Map<string, { form: string; times: number }> {
  const terms = new Map<string, { form: string; times: number }>();
  const words = topicWords(`${item.title}\n${item.summary}`);
  for (let index = 0; index < words.length; index++) {
    const word = words[index];
    if (!word) continue;
    const stem = stemOf(word);
    mention(terms, stem, word);
    const next = words[index + 1];
    if (next) mention(terms, `${stem} ${stemOf(next)}`, `${word} ${next}`);
  }
  return terms;
}

function mostFrequent(forms: Map<string, number>): string {
  let best = '';
  let bestCount = -1;
  for (const [form, count] of forms) {
    if (count > bestCount || (count === bestCount && form < best)) [best, bestCount] = [form, count];
  }
  return best;
}

function overlap(a: Set<number>, b: Set<number>): number {
  let shared = 0;
  for (const value of a) if (b.has(value)) shared++;
  return shared / Math.min(a.size, b.size);
}

/**
 * The topics rising most this week (the 7 days before `now`) against the weekly average of the
 * four weeks before, counted in items. The score favours a steep rise on enough items — this
 * week's count × log2 of the smoothed ratio — and a term its articles come back to (mentions per
 * article) over one they name in passing. Terms covering mostly the same articles are one topic:
 * the higher-scoring one is kept.
 */
export function trendingTopics<T extends TrendingItem>(items: readonly T[], now: Date, limit: number): Topic<T>[] {
  const weekStart = now.getTime() - WEEK_MS;
  const baseStart = weekStart - TRENDING_BASE_WEEKS * WEEK_MS;
  const counts = new Map<string, TermCount>();
  items.forEach((item, index) => {
    const at = item.publishedAt.getTime();
    if (at < baseStart || at > now.getTime()) return;
    const recent = at >= weekStart;
    for (const [term, { form, times }] of termsOf(item)) {
      let count = counts.get(term);
      if (!count) {
        count = { thisWeek: new Set(), mentions: 0, before: 0, forms: new Map() };
        counts.set(term, count);
      }
      if (recent) {
        count.thisWeek.add(index);
        count.mentions += times;
        count.forms.set(form, (count.forms.get(form) ?? 0) + 1);
      } else count.before++;
    }
  });

  const ranked = [...counts]
    .filter(([, count]) => count.thisWeek.size >= MIN_ITEMS_THIS_WEEK)
    .map(([key, count]) => {
      const weeklyBefore = count.before / TRENDING_BASE_WEEKS;
      const rise = (count.thisWeek.size + 1) / (weeklyBefore + 1);
      const insistence = 1 + Math.log2(count.mentions / count.thisWeek.size);
      const phrase = key.includes(' ') ? PHRASE_BONUS : 1;
      return { key, count, weeklyBefore, rise, score: count.thisWeek.size * Math.log2(rise) * insistence * phrase };
    })
    .filter((term) => term.rise >= MIN_RISE)
    .sort((a, b) => b.score - a.score || a.key.localeCompare(b.key));

  const chosen: (typeof ranked)[number][] = [];
  for (const term of ranked) {
    if (chosen.length >= limit) break;
    if (chosen.some((other) => overlap(other.count.thisWeek, term.count.thisWeek) >= SAME_TOPIC_OVERLAP)) continue;
    chosen.push(term);
  }
  return chosen.map((term) => ({
    key: term.key,
    label: mostFrequent(term.count.forms),
    thisWeek: term.count.thisWeek.size,
    weeklyBefore: Math.round(term.weeklyBefore * 10) / 10,
    rise: Math.round(term.rise * 10) / 10,
    items: [...term.count.thisWeek]
      .map((index) => items[index] as T)
      .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime())
      .slice(0, ITEMS_SHOWN),
  }));
}
