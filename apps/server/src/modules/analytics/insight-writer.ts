import { apiMessagesFr, NETWORK_NAMES, type AnalyticsPeriod, type Network, type ScoreReason, type ScoreReasonCode } from '@publia/shared';

/** What the comment on a period is written from: the same facts for the model and the local writer. */
export interface InsightFacts {
  period: AnalyticsPeriod;
  publishedPosts: number;
  impressions: number | null;
  impressionsChange: number | null;
  engagementRate: number | null;
  networks: { network: Network; impressions: number | null; engagement: number | null; rate: number | null }[];
  bestPost: { title: string; network: Network; score: number | null; reasons: ScoreReason[] } | null;
  averageScore: number | null;
}

const PERIOD_WORDS: Record<AnalyticsPeriod, string> = {
  '7d': 'Sur les 7 derniers jours',
  '30d': 'Sur les 30 derniers jours',
  '90d': 'Sur les 90 derniers jours',
  '1y': 'Sur les 12 derniers mois',
};

const number = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });
const percent = (ratio: number) => `${number.format(Math.round(ratio * 1000) / 10)} %`;
const times = (ratio: number) => `${number.format(Math.round(ratio * 10) / 10)} fois`;

const DRIVER_WORDS: Record<Exclude<ScoreReasonCode, 'too_recent'>, (ratio: string) => string> = {
  engagement_rate_above: (r) => `un taux d'engagement ${r} supérieur à votre médiane`,
  engagement_rate_below: (r) => `un taux d'engagement à ${r} votre médiane`,
  impressions_above: (r) => `${r} plus d'impressions que d'habitude`,
  impressions_below: (r) => `des impressions à ${r} votre médiane`,
  saves_above: (r) => `${r} plus d'enregistrements que d'habitude`,
  comments_above: (r) => `${r} plus de commentaires que d'habitude`,
  shares_above: (r) => `${r} plus de partages que d'habitude`,
};

const TIPS: Record<ScoreReasonCode | 'none', string> = {
  saves_above: 'Conseil : publiez davantage de contenus utiles à garder (astuces, listes, tutoriels), votre audience les enregistre.',
  comments_above: 'Conseil : terminez vos publications par une question, votre audience aime y répondre.',
  shares_above: 'Conseil : misez sur des contenus faciles à partager, comme des chiffres clés ou des conseils courts.',
  engagement_rate_above: 'Conseil : reprenez le format et le ton de cette publication sur vos autres réseaux.',
  impressions_above: 'Conseil : republiez ce type de contenu aux mêmes horaires pour toucher à nouveau une large audience.',
  engagement_rate_below: 'Conseil : essayez un visuel plus fort et une accroche plus courte pour faire réagir davantage.',
  impressions_below: 'Conseil : variez vos horaires de publication pour toucher une audience plus large.',
  too_recent: 'Conseil : revenez dans quelques jours, le temps que vos dernières publications soient mesurées.',
  none: 'Conseil : publiez régulièrement pour que Publia compare chaque publication à vos habitudes.',
};

function bestNetwork(facts: InsightFacts): InsightFacts['networks'][number] | null {
  const rated = facts.networks.filter((n) => n.rate !== null).sort((a, b) => b.rate! - a.rate!);
  if (rated[0]) return rated[0];
  return facts.networks.filter((n) => n.engagement !== null).sort((a, b) => b.engagement! - a.engagement!)[0] ?? null;
}

function networkSentence(facts: InsightFacts): string | null {
  const opening = PERIOD_WORDS[facts.period];
  const best = bestNetwork(facts);
  const trend =
    facts.impressionsChange === null
      ? ''
      : facts.impressionsChange >= 0
        ? `, et vos impressions progressent de ${percent(facts.impressionsChange)}`
        : `, et vos impressions reculent de ${percent(-facts.impressionsChange)}`;
  if (!best) return facts.impressions !== null ? `${opening}, vos publications ont obtenu ${number.format(facts.impressions)} impressions${trend}.` : null;
  const name = NETWORK_NAMES[best.network];
  if (best.rate !== null) return `${opening}, ${name} est votre réseau le plus engageant avec un taux d'engagement de ${percent(best.rate)}${trend}.`;
  return `${opening}, ${name} est le réseau qui vous apporte le plus d'interactions (${number.format(best.engagement ?? 0)})${trend}.`;
}

function postSentence(post: NonNullable<InsightFacts['bestPost']>): string {
  const title = `« ${post.title || apiMessagesFr['content.defaultTitle']} »`;
  const drivers = post.reasons.flatMap((reason) => (reason.code === 'too_recent' || reason.ratio === null ? [] : [DRIVER_WORDS[reason.code](times(reason.ratio))]));
  const score = post.score === null ? '' : `, avec un score de ${post.score}/100`;
  const because = drivers.length > 0 ? ` grâce à ${drivers.join(' et à ')}` : '';
  return `Votre meilleure publication, ${title} sur ${NETWORK_NAMES[post.network]}, se distingue${score}${because}.`;
}

/** The local writer: two or three French sentences on the period, from the figures alone. */
export function writeInsightLocally(facts: InsightFacts): string {
  if (facts.publishedPosts === 0 && facts.impressions === null && !facts.bestPost) {
    return `${PERIOD_WORDS[facts.period]}, aucune publication mesurée pour l'instant. Publiez et synchronisez vos comptes pour obtenir une analyse de vos résultats.`;
  }
  const sentences = [networkSentence(facts), facts.bestPost ? postSentence(facts.bestPost) : null];
  const lead = facts.bestPost?.reasons[0]?.code ?? 'none';
  sentences.push(TIPS[lead]);
  return sentences.filter((sentence): sentence is string => sentence !== null).join(' ');
}

/** The same facts for the model, and what it is asked to write. */
export function insightPrompt(facts: InsightFacts) {
  return {
    system:
      "Tu es l'analyste des réseaux sociaux de Publia. Écris en français un commentaire de 2 à 3 phrases sur la période : " +
      'le réseau le plus performant, ce qui fait réussir la meilleure publication, puis un conseil concret. ' +
      "N'utilise que les chiffres fournis, sans liste, sans titre, sans emoji, sans guillemets autour du texte. Les taux sont des fractions (0,05 = 5 %).",
    user: JSON.stringify(facts),
    maxTokens: 300,
    maxChars: 700,
  };
}
