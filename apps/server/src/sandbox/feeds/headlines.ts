import { agree, capitalize, fillCity, ofCity, ofThe, toThe } from './french.ts';
import { between, pick, type Random } from './seeded-random.ts';
import { CITIES, DEADLINES, MONTHS, type SectorVocabulary, type Topic } from './vocabulary/index.ts';

/** What one piece of news is about, drawn once so that its title and summary agree. */
interface Words {
  topic: Topic;
  city: string;
  people: string;
  someone: string;
  body: string;
  fact: string;
  /** Where or since when the fact holds: « À Lyon », « Sur un an ». */
  factLead: string;
  share: number;
  month: string;
  deadline: string;
}

type Template = (words: Words) => string;

/** Headlines any subject fits, whether it is good news or bad. */
const TITLES: Template[] = [
  (w) => `${w.topic.label} : les ${w.people} ${ofCity(w.city)} s’organisent`,
  (w) => `À ${w.city}, ${w.topic.the} ${agree(w.topic, 'fait', 'font')} débat`,
  (w) => `${w.topic.label} : ce qui change en ${w.month}`,
  (w) => `Pourquoi tout le monde parle ${ofThe(w.topic.the)}`,
  (w) => `${w.share} % des ${w.people} suivent de près ${w.topic.the}`,
  (w) => `${w.city} : ${w.someone} face ${toThe(w.topic.the)}`,
  (w) => `${w.topic.label}, nouvelle priorité des ${w.people}`,
  (w) => `Ce que ${w.topic.the} ${agree(w.topic, 'change', 'changent')} pour les ${w.people}`,
  (w) => `${w.topic.label} : le cas ${ofCity(w.city)}`,
  (w) => `${w.topic.label} : ce qu’il faut savoir`,
  (w) => `${w.topic.label} : les chiffres qui font réagir`,
  (w) => `${capitalize(w.body)} se penche sur ${w.topic.the}`,
];

/** A summary's first sentence: it names the subject, as the title does. */
const OPENINGS: Template[] = [
  (w) => `Selon ${w.body}, ${w.topic.the} ${agree(w.topic, 'concerne', 'concernent')} déjà ${w.share} % des ${w.people}.`,
  (w) => `${capitalize(w.topic.the)} ${agree(w.topic, 'revient', 'reviennent')} au cœur des discussions chez les ${w.people}.`,
  (w) => `À ${w.city}, ${w.someone} en témoigne : ${w.topic.the} ${agree(w.topic, 'a', 'ont')} déjà changé sa façon de travailler.`,
  (w) => `Le sujet ${ofThe(w.topic.the)} mobilise les ${w.people} ${ofCity(w.city)} cette semaine.`,
  (w) => `${w.topic.label} : ${w.share} % des ${w.people} jugent la question prioritaire, d’après ${w.body}.`,
];

/** Sentences that may follow, about the trade rather than the subject. */
const FOLLOW_UPS: Template[] = [
  (w) => `${w.factLead}, ${w.fact}.`,
  (w) => `Les professionnels attendent des précisions d’ici ${w.deadline}.`,
  (w) => `Un sujet à suivre de près pour les ${w.people}.`,
  (w) => `Plusieurs ${w.people} ${ofCity(w.city)} ont déjà pris les devants.`,
  (w) => `${capitalize(w.body)} doit publier ses recommandations dans les prochaines semaines.`,
  () => 'Les avis restent partagés.',
  () => 'La question devrait revenir lors des prochaines rencontres professionnelles.',
];

function wordsFor(random: Random, vocabulary: SectorVocabulary, topic: Topic, date: Date): Words {
  const city = pick(random, CITIES);
  return {
    topic,
    city,
    people: pick(random, vocabulary.people),
    someone: pick(random, vocabulary.someone),
    body: pick(random, vocabulary.bodies),
    fact: pick(random, vocabulary.facts).replace('{n}', String(between(random, 3, 24))),
    factLead: pick(random, [`À ${city}`, 'Sur un an', 'En un an', `Dans la région ${ofCity(city)}`]),
    share: between(random, 12, 78),
    month: MONTHS[date.getUTCMonth()]!,
    deadline: pick(random, DEADLINES),
  };
}

/** Up to `count` different sentences of the list, in a drawn order. */
function distinct(random: Random, templates: Template[], count: number): Template[] {
  const left = [...templates];
  return Array.from({ length: Math.min(count, left.length) }, () => left.splice(Math.floor(random() * left.length), 1)[0]!);
}

/** A title and a one-to-three-sentence summary about a topic, in French. */
export function writeNews(random: Random, vocabulary: SectorVocabulary, topic: Topic, date: Date): { title: string; summary: string } {
  const words = wordsFor(random, vocabulary, topic, date);
  const own = topic.headlines ?? [];
  const title = own.length > 0 && random() < 0.4 ? fillCity(pick(random, own), words.city) : pick(random, TITLES)(words);
  const sentences = [pick(random, OPENINGS), ...distinct(random, FOLLOW_UPS, between(random, 0, 2))];
  return { title, summary: sentences.map((sentence) => sentence(words)).join(' ') };
}
