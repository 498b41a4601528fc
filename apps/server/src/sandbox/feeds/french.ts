import type { Topic } from './vocabulary/index.ts';

/** French grammar the templates need: capitals, elision, « à le » → « au », agreement with a plural subject. */

export const capitalize = (text: string): string => text.charAt(0).toLocaleUpperCase('fr-FR') + text.slice(1);

/** « de Lyon », « d’Angers ». */
export const ofCity = (city: string): string => (/^[aeiouyàâéèêîôûh]/i.test(city) ? `d’${city}` : `de ${city}`);

/** « à » before a noun phrase with its article: « au DPE », « aux soldes », « à la colocation », « à l’upcycling ». */
export function toThe(phrase: string): string {
  if (phrase.startsWith('le ')) return `au ${phrase.slice(3)}`;
  if (phrase.startsWith('les ')) return `aux ${phrase.slice(4)}`;
  return `à ${phrase}`;
}

/** « de » before a noun phrase with its article: « du DPE », « des soldes », « de la colocation ». */
export function ofThe(phrase: string): string {
  if (phrase.startsWith('le ')) return `du ${phrase.slice(3)}`;
  if (phrase.startsWith('les ')) return `des ${phrase.slice(4)}`;
  return `de ${phrase}`;
}

/** The verb's form for the topic as subject: `agree(topic, 'fait', 'font')`. */
export const agree = (topic: Topic, singular: string, plural: string): string => (topic.the.startsWith('les ') ? plural : singular);

/** Fills a topic's own headline: `{ville}` and `{de ville}`. */
export const fillCity = (template: string, city: string): string => template.replaceAll('{de ville}', ofCity(city)).replaceAll('{ville}', city);
