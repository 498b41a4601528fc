import { writeNews } from './headlines.ts';
import { hotTopicsOf, latestStep, rhythmOf, stepTime, weekOf } from './schedule.ts';
import { sandboxSiteUrl, type SandboxFeedSector, type SandboxFeedSource } from './sectors.ts';
import { pick, seededRandom } from './seeded-random.ts';
import { VOCABULARY } from './vocabulary/index.ts';

export interface SandboxNewsItem {
  guid: string;
  title: string;
  summary: string;
  link: string;
  publishedAt: Date;
  /** The topic's label, given as the item's category. */
  category: string;
}

/** The share of a week's items about one of its hot topics. */
const HOT_SHARE = 0.6;
/** An item is dated a little before its step, as a site publishes when it is ready, not on the hour. */
const MAX_DELAY_MINUTES = 50;

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);

/** The item of one step of a source: the same step always gives the same item. */
function newsItem(sector: SandboxFeedSector, source: SandboxFeedSource, step: number, time: number): SandboxNewsItem {
  const random = seededRandom(`${sector.id}:${source.slug}:${step}`);
  const vocabulary = VOCABULARY[sector.id]!;
  const publishedAt = new Date(time - Math.floor(random() * MAX_DELAY_MINUTES) * 60_000);
  const hot = random() < HOT_SHARE;
  const topic = hot ? pick(random, hotTopicsOf(sector.id, vocabulary.hotTopics, weekOf(publishedAt.getTime()))) : pick(random, vocabulary.topics);
  const { title, summary } = writeNews(random, vocabulary, topic, publishedAt);
  const month = publishedAt.toISOString().slice(0, 7).replace('-', '/');
  return {
    guid: `sandbox:${sector.id}:${source.slug}:${step}`,
    title,
    summary,
    link: `${sandboxSiteUrl(source)}${month}/${slugify(title)}-${step}`,
    publishedAt,
    category: topic.label,
  };
}

/** A source's `count` latest items at `now`, newest first. */
export function sandboxNews(sector: SandboxFeedSector, source: SandboxFeedSource, now: number, count: number): SandboxNewsItem[] {
  const rhythm = rhythmOf(sector.id, source.slug);
  const latest = latestStep(rhythm, now);
  return Array.from({ length: count }, (_, i) => newsItem(sector, source, latest - i, stepTime(rhythm, latest - i)));
}

/** When a source last changed: its newest step. */
export function sandboxLastChange(sector: SandboxFeedSector, source: SandboxFeedSource, now: number): Date {
  const rhythm = rhythmOf(sector.id, source.slug);
  return new Date(stepTime(rhythm, latestStep(rhythm, now)));
}
