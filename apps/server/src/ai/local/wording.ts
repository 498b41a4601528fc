import type { Objective } from '@publia/shared';
import { capitalize } from './text.ts';

type Line = (topic: string, Topic: string) => string;

/** What the local generator says for one objective. */
export interface ObjectiveWording {
  /** First line; `topic` is the first keyword as typed, `Topic` capitalised for a sentence start. */
  openings: Line[];
  /** The call to action of every network but LinkedIn. */
  ctas: string[];
  /** LinkedIn's closing, in a professional tone. */
  professionalClosings: string[];
  /** LinkedIn's paragraph on why it matters. */
  insights: string[];
  pinTitles: Line[];
  /** The body without a description, or Pinterest's keyword line: `list` names the keywords. */
  bodies: ((list: string) => string)[];
  emojis: string[];
  hashtags: string[];
}

/**
 * One set per objective. The seed's fallback opens differently for engagement, awareness, sales,
 * education and a default: entertain/inspire are its engagement, inform its awareness and
 * education, sell its sales, humanize/reassure the rest. Every opening reads right whatever the
 * keyword (a noun, a place, a phrase): the keyword never needs an article.
 */
export const WORDING: Record<Objective, ObjectiveWording> = {
  sell: {
    openings: [
      (_, T) => `${T} : c'est le moment de vous faire plaisir !`,
      (t) => `Nouveauté à ne pas manquer : ${t} !`,
      (_, T) => `${T}, l'offre que vous attendiez est enfin là.`,
      (t) => `Bonne nouvelle : ${t} vous attend dès maintenant.`,
    ],
    ctas: ['Profitez-en dès maintenant !', "Passez commande dès aujourd'hui.", 'Contactez-nous pour en profiter.'],
    professionalClosings: [
      'Vous souhaitez en savoir plus ? Écrivez-nous en message privé, nous vous répondrons avec plaisir.',
      'Intéressé(e) ? Contactez-nous pour en discuter.',
      "Envie d'en faire profiter votre entreprise ? Parlons-en.",
    ],
    insights: [
      'Notre objectif : vous proposer une offre claire, utile et à la hauteur de vos attentes.',
      'Chaque détail a été pensé pour vous apporter une vraie valeur au quotidien.',
    ],
    pinTitles: [(_, T) => `${T} : l'offre à découvrir`, (_, T) => `${T} : notre sélection du moment`],
    bodies: [(list) => `Au programme : ${list}. Une offre pensée pour vous.`, (list) => `${capitalize(list)} : découvrez ce que nous vous avons préparé.`],
    emojis: ['🛍️', '✨', '🔥'],
    hashtags: ['#BonPlan', '#Nouveauté', '#ShopLocal'],
  },
  inform: {
    openings: [
      (_, T) => `${T} : ce qu'il faut savoir.`,
      (t) => `Du nouveau côté ${t}.`,
      (_, T) => `${T} : on vous explique tout.`,
      (t) => `Le saviez-vous ? Parlons ${t}.`,
    ],
    ctas: ["Partagez l'info autour de vous !", 'Enregistrez ce post pour le retrouver facilement.', 'Une question ? Posez-la en commentaire.'],
    professionalClosings: [
      "Qu'en pensez-vous ? Partagez votre point de vue en commentaire.",
      'Vous avez des questions sur le sujet ? Échangeons en commentaire.',
    ],
    insights: [
      "L'essentiel en quelques lignes, pour rester informé et prendre les bonnes décisions.",
      "Comprendre le contexte, c'est déjà avancer : voici ce qu'il faut retenir.",
    ],
    pinTitles: [(_, T) => `${T} : l'essentiel à savoir`, (_, T) => `${T} : le guide pratique`],
    bodies: [(list) => `À retenir : ${list}.`, (list) => `Au programme : ${list}, expliqué simplement.`],
    emojis: ['📢', '💡', '📌'],
    hashtags: ['#Info', '#ÀSavoir', '#Actualité'],
  },
  inspire: {
    openings: [
      (_, T) => `${T} : et si c'était le début de quelque chose de grand ?`,
      (t) => `Chaque grand projet commence par une idée. Aujourd'hui : ${t}.`,
      (t) => `Laissez-vous inspirer : ${t}.`,
      (t) => `Osez voir plus loin. Source d'inspiration du jour : ${t}.`,
    ],
    ctas: [
      "Et vous, qu'est-ce qui vous inspire ?",
      "Partagez ce post à quelqu'un qui a besoin d'inspiration aujourd'hui.",
      'Dites-nous en commentaire ce que cela vous évoque.',
    ],
    professionalClosings: [
      "Et vous, quelle est votre source d'inspiration en ce moment ?",
      "Qu'est-ce qui vous motive à aller plus loin ? Partagez-le en commentaire.",
    ],
    insights: [
      "Les plus belles réussites naissent souvent d'une simple envie de bien faire.",
      "Prendre le temps de s'inspirer, c'est se donner les moyens d'avancer.",
    ],
    pinTitles: [(_, T) => `${T} : idées et inspiration`, (t) => `Inspiration du jour : ${t}`],
    bodies: [(list) => `Au cœur de nos idées : ${list}.`, (list) => `${capitalize(list)} : de quoi nourrir vos idées.`],
    emojis: ['✨', '🌱', '💫'],
    hashtags: ['#Inspiration', '#Motivation', '#Créativité'],
  },
  entertain: {
    openings: [
      (t) => `Petite pause bonne humeur : ${t} !`,
      (t) => `Alerte ${t} !`,
      (_, T) => `${T} : on vous a préparé un petit moment de détente.`,
      (t) => `Thème du jour : ${t}. Installez-vous !`,
    ],
    ctas: ["Identifiez quelqu'un qui doit absolument voir ça !", 'Dites-nous tout en commentaire !', 'Likez si vous avez souri !'],
    professionalClosings: [
      'Et vous, comment mettez-vous un peu de légèreté dans votre quotidien ?',
      'Un sourire au bureau, ça compte aussi. Racontez-nous le vôtre en commentaire.',
    ],
    insights: [
      'Un peu de légèreté fait du bien, et rappelle pourquoi nous aimons ce que nous faisons.',
      "Parce que le travail bien fait n'empêche pas de sourire.",
    ],
    pinTitles: [(_, T) => `${T} : pause bonne humeur`, (_, T) => `${T} : l'idée fun du moment`],
    bodies: [(list) => `Au menu : ${list}, et beaucoup de bonne humeur.`, (list) => `${capitalize(list)} : de quoi passer un bon moment.`],
    emojis: ['😄', '🎉', '🤩'],
    hashtags: ['#BonneHumeur', '#Fun', '#Détente'],
  },
  humanize: {
    openings: [
      (t) => `Dans les coulisses : ${t}.`,
      (t) => `Aujourd'hui, on vous ouvre nos portes. Au programme : ${t}.`,
      (t) => `Derrière chaque projet, il y a une équipe. Parlons ${t}.`,
      (_, T) => `${T} : notre histoire, racontée de l'intérieur.`,
    ],
    ctas: [
      'Dites-nous en commentaire ce que vous aimeriez découvrir ensuite !',
      "Merci de faire partie de l'aventure !",
      'Passez nous dire bonjour !',
    ],
    professionalClosings: [
      "Merci à toutes celles et ceux qui rendent cette aventure possible. Qu'aimeriez-vous découvrir ensuite ?",
      "Et vous, qu'est-ce qui rend votre équipe unique ?",
    ],
    insights: [
      'Derrière chaque réalisation, il y a des personnes passionnées et engagées.',
      "Ce sont les femmes et les hommes de l'équipe qui font la différence, chaque jour.",
    ],
    pinTitles: [(_, T) => `${T} : dans les coulisses`, (_, T) => `${T} : notre histoire`],
    bodies: [(list) => `Notre quotidien en quelques mots : ${list}.`, (list) => `${capitalize(list)} : un aperçu de notre quotidien.`],
    emojis: ['🤝', '❤️', '👋'],
    hashtags: ['#Coulisses', '#Équipe', '#Passion'],
  },
  reassure: {
    openings: [
      (_, T) => `${T} : vous pouvez compter sur nous.`,
      (_, T) => `Votre tranquillité d'esprit avant tout. ${T} : on s'occupe de tout.`,
      (_, T) => `Des questions ? ${T} : nos réponses en toute transparence.`,
      (t) => `Qualité, transparence, écoute : ${t}, en toute confiance.`,
    ],
    ctas: ['Une question ? Notre équipe vous répond.', 'Écrivez-nous, nous vous répondons rapidement.', 'Contactez-nous en toute confiance.'],
    professionalClosings: [
      'Une question ou un besoin précis ? Notre équipe reste à votre écoute.',
      'Vous avez un doute ? Contactez-nous, nous prendrons le temps de vous répondre.',
    ],
    insights: [
      'Notre engagement : transparence, qualité et accompagnement à chaque étape.',
      "Votre confiance se mérite : c'est pourquoi nous restons disponibles et à l'écoute.",
    ],
    pinTitles: [(_, T) => `${T} : qualité et confiance`, (_, T) => `${T} : nos engagements`],
    bodies: [(list) => `Nos engagements : ${list}.`, (list) => `${capitalize(list)} : la qualité, sans compromis.`],
    emojis: ['✅', '🤝', '🛡️'],
    hashtags: ['#Confiance', '#Qualité', '#ServiceClient'],
  },
};
