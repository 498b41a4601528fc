import { describe, expect, it } from 'vitest';
import { sandboxNews } from './news-items.ts';
import { hotTopicsOf, weekOf } from './schedule.ts';
import { SANDBOX_FEED_SECTORS } from './sectors.ts';
import { VOCABULARY } from './vocabulary/index.ts';

const NOW = Date.parse('2025-03-14T18:00:00Z');

/** « de le », « à les », « de Angers », a placeholder left, a lower-case start. */
const wrong = (text: string) =>
  /(^|\s)(de|à) (le|les) /i.test(text) || /(^|\s)de [aeiouàâéèêîôû]/i.test(text) || /[{}]|undefined/.test(text) || text.charAt(0) !== text.charAt(0).toLocaleUpperCase('fr-FR');

describe('sandbox news', () => {
  it('makes each week’s hot topics frequent that week and absent the week before', () => {
    for (const sector of SANDBOX_FEED_SECTORS) {
      const vocabulary = VOCABULARY[sector.id]!;
      const items = sector.sources.flatMap((source) => sandboxNews(sector, source, NOW, 500));
      const week = weekOf(NOW) - 1;
      const hot = hotTopicsOf(sector.id, vocabulary.hotTopics, week);
      expect(hot.length).toBeGreaterThanOrEqual(2);
      expect(hot.length).toBeLessThanOrEqual(3);
      const share = (weekIndex: number) => {
        const ofWeek = items.filter((item) => weekOf(item.publishedAt.getTime()) === weekIndex);
        const about = ofWeek.filter((item) => {
          const text = `${item.title} ${item.summary}`.toLowerCase();
          return hot.some((topic) => text.includes(topic.label.toLowerCase()) || text.includes(topic.the.replace(/^(les?|la) /, '').toLowerCase()));
        });
        return about.length / ofWeek.length;
      };
      expect(share(week)).toBeGreaterThan(0.4);
      expect(share(week - 1)).toBeLessThan(0.1);
    }
  });

  it('never lets a week share a hot topic with the week before', () => {
    for (const sector of SANDBOX_FEED_SECTORS) {
      const topics = VOCABULARY[sector.id]!.hotTopics;
      for (let week = 2800; week < 2830; week += 1) {
        const labels = new Set(hotTopicsOf(sector.id, topics, week - 1).map((topic) => topic.label));
        expect(hotTopicsOf(sector.id, topics, week).filter((topic) => labels.has(topic.label))).toEqual([]);
      }
    }
  });

  it('writes French without « de le », « à les » or « de Angers »', () => {
    const texts = SANDBOX_FEED_SECTORS.flatMap((sector) => sector.sources.flatMap((source) => sandboxNews(sector, source, NOW, 500).flatMap((item) => [item.title, item.summary])));
    expect(texts.filter(wrong)).toEqual([]);
    // Varied: few titles repeat across a sector's 500 latest items.
    const titles = sandboxNews(SANDBOX_FEED_SECTORS[0]!, SANDBOX_FEED_SECTORS[0]!.sources[0]!, NOW, 500).map((item) => item.title);
    expect(new Set(titles).size).toBeGreaterThan(350);
  });
});
