import { describe, expect, it } from 'vitest';
import { trendingTopics, type TrendingItem } from './trending.ts';

const NOW = new Date('2027-03-10T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);
let next = 0;
const item = (title: string, days: number, summary = ''): TrendingItem => ({ id: `i${++next}`, title, summary, publishedAt: daysAgo(days) });

/** Steady news over five weeks, plus what rises this week. */
function feed(): TrendingItem[] {
  const items: TrendingItem[] = [];
  for (let day = 0; day < 35; day++) {
    items.push(item('Les restaurants face à la hausse des prix', day, 'Le secteur de la restauration reste sous tension.'));
    items.push(item(`Menu du jour : les recettes de saison n°${day}`, day));
  }
  for (let day = 0; day < 6; day++) {
    items.push(item('Les terrasses chauffées bientôt interdites ?', day, 'Les terrasses chauffées font débat dans plusieurs villes.'));
    items.push(item('La livraison à vélo séduit les restaurateurs', day + 0.5, 'Des restaurateurs misent sur la livraison à vélo.'));
  }
  items.push(item('Une terrasse chauffée verbalisée à Lyon', 20));
  return items;
}

describe('les sujets tendance', () => {
  const topics = trendingTopics(feed(), NOW, 7);

  it('remontent ce qui monte cette semaine, pas ce qui est toujours là', () => {
    const labels = topics.map((topic) => topic.label);
    expect(labels.some((label) => label.includes('terrasses'))).toBe(true);
    expect(labels.some((label) => label.includes('livraison') || label.includes('vélo'))).toBe(true);
    expect(labels.some((label) => label.includes('restaurants') || label.includes('prix'))).toBe(false);
  });

  it('comptent les articles de la semaine et la moyenne des semaines d’avant', () => {
    const terrasses = topics.find((topic) => topic.label.includes('terrasse'));
    expect(terrasses).toMatchObject({ thisWeek: 6 });
    expect(terrasses!.weeklyBefore).toBeLessThanOrEqual(0.3);
    expect(terrasses!.rise).toBeGreaterThan(4);
    expect(terrasses!.items).toHaveLength(3);
    expect(terrasses!.items[0]!.publishedAt.getTime()).toBeGreaterThanOrEqual(terrasses!.items[1]!.publishedAt.getTime());
  });

  it('ne donnent pas deux fois le même sujet (une expression et ses mots)', () => {
    const aboutTerraces = topics.filter((topic) => /terrass|chauff/.test(topic.label));
    expect(aboutTerraces).toHaveLength(1);
  });

  it('ignorent les mots vides et les élisions', () => {
    const topicsOfStopWords = trendingTopics(
      Array.from({ length: 6 }, (_, day) => item("C'est l'heure d'une très bonne nouvelle pour les clients", day)),
      NOW,
      7,
    );
    expect(topicsOfStopWords.map((topic) => topic.label).join(' ')).not.toMatch(/\b(c|l|d|une|très|pour|les)\b/);
  });

  it('ne retiennent rien sous trois articles dans la semaine', () => {
    expect(trendingTopics([item('Un sujet isolé', 1), item('Un sujet isolé', 2)], NOW, 7)).toEqual([]);
  });
});
