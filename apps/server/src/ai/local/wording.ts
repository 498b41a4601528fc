import type { Objective } from '@publia/shared';

/**
 * A line about the first keyword. `topic` is the keyword as a sentence names it, already quoted
 * (« croissant »), or the fallback words (notre actualité).
 */
type TopicLine = (topic: string) => string;
/** Pinterest's title: `heading` is the first keyword capitalised, the title's first words (Croissant). */
type HeadingLine = (heading: string) => string;
/** A line naming every keyword after a label and a colon: `list` is « croissant » or "a, b et c". */
type ListLine = (list: string) => string;

/** What the local generator says for one objective. */
export interface ObjectiveWording {
  /** First line. Six or more, so that the six networks of one request open differently. */
  openings: TopicLine[];
  /** The call to action of every network but LinkedIn. */
  ctas: string[];
  /** LinkedIn's closing, in a professional tone. */
  professionalClosings: string[];
  /** LinkedIn's paragraph on why it matters. */
  insights: string[];
  pinTitles: HeadingLine[];
  /** The body without a description when there are several keywords, and Pinterest's keyword line. */
  bodies: ListLine[];
  /** The body without a description when the opening already names the only keyword. */
  pitches: string[];
  emojis: string[];
  hashtags: string[];
}

/**
 * One set per objective. The fallback text opens differently for engagement, awareness, sales,
 * education and a default: entertain/inspire are its engagement, inform its awareness and
 * education, sell its sales, humanize/reassure the rest.
 *
 * The keywords are whatever the user typed (a noun, a plural, a place, a phrase, an emoji), their
 * gender and number unknown, so the French never agrees with them:
 * - a keyword in a sentence is a quoted topic, after a preposition that needs no article nor
 *   elision (sur, pour, par, avec, à, côté) or after a colon, and ends its clause: no verb, no
 *   adjective, no article, no possessive, no "de" (d'« été ») next to it;
 * - a label and a colon introduce the keywords (`bodies`): one quoted, several as an enumeration,
 *   which French writes without articles;
 * - Pinterest's title starts with the keyword as a heading, then a colon and a noun phrase;
 * - no sentence starts with a keyword (its first letter may be lower case), and no line of a
 *   category starts with the same three words as a line of another category of its objective
 *   (the paragraphs of a post never open alike).
 * Typography: a plain space before : ; ! ? and inside « », as in the users' own descriptions;
 * the straight apostrophe. Keep every line short: on X, an opening about a 60-character keyword,
 * a call to action and a 60-character hashtag must fit in 280 characters.
 */
export const WORDING: Record<Objective, ObjectiveWording> = {
  sell: {
    openings: [
      (t) => `C'est le moment de craquer pour ${t} !`,
      (t) => `Opération ${t} : c'est parti !`,
      (t) => `Le bon plan du moment porte un nom : ${t}.`,
      (t) => `À ne pas manquer en ce moment : ${t} !`,
      (t) => `Envie de vous faire plaisir ? Craquez pour ${t} !`,
      (t) => `Bonne nouvelle pour vous : place à ${t} !`,
      (t) => `Du nouveau chez nous, côté ${t} !`,
      (t) => `Offre à saisir : ${t} !`,
    ],
    ctas: [
      'Profitez-en dès maintenant !',
      "Passez commande dès aujourd'hui.",
      'Contactez-nous pour en profiter.',
      'À découvrir sans attendre !',
      'Une question ? Écrivez-nous en message privé.',
      'Dites-nous en commentaire ce qui vous tente !',
    ],
    professionalClosings: [
      'Vous souhaitez en savoir plus ? Écrivez-nous en message privé, nous vous répondrons avec plaisir.',
      'Cette offre vous intéresse ? Contactez-nous pour en discuter.',
      "Envie d'en faire profiter votre entreprise ? Parlons-en.",
      'Un projet, une question ? Notre équipe se tient à votre disposition.',
    ],
    insights: [
      'Notre objectif : vous proposer une offre claire, utile et à la hauteur de vos attentes.',
      'Chaque détail est pensé pour vous apporter une vraie valeur au quotidien.',
      'Un bon produit, un prix juste et un vrai service : voilà ce qui nous guide.',
    ],
    pinTitles: [(h) => `${h} : l'offre à découvrir`, (h) => `${h} : notre sélection du moment`, (h) => `${h} : le bon plan du moment`],
    bodies: [
      (list) => `À l'honneur : ${list}. Une offre pensée pour vous.`,
      (list) => `Au programme : ${list}. Découvrez ce que nous vous avons préparé.`,
      (list) => `En ce moment chez nous : ${list}.`,
    ],
    pitches: ['Une offre pensée pour vous, préparée avec soin.', 'De quoi vous faire plaisir, en toute simplicité.', "Le genre de bonne affaire qu'on aime partager."],
    emojis: ['🛍️', '✨', '🔥', '🎁'],
    hashtags: ['#BonPlan', '#Nouveauté', '#ShopLocal'],
  },
  inform: {
    openings: [
      (t) => `Ce qu'il faut savoir sur ${t}.`,
      (t) => `On fait le point sur ${t}.`,
      (t) => `Le saviez-vous ? Petit point info sur ${t}.`,
      (t) => `Zoom sur ${t} : on vous explique tout.`,
      (t) => `Tout comprendre sur ${t}, en quelques lignes.`,
      (t) => `Aujourd'hui, cap sur ${t}.`,
      (t) => `Quelques repères sur ${t}.`,
      (t) => `Petit rappel utile, côté ${t}.`,
    ],
    ctas: [
      "Partagez l'info autour de vous !",
      'Enregistrez ce post pour le retrouver facilement.',
      'Une question ? Posez-la en commentaire.',
      'Vous avez appris quelque chose ? Dites-le-nous en commentaire.',
      'Abonnez-vous pour ne rien manquer de nos actualités.',
    ],
    professionalClosings: [
      "Qu'en pensez-vous ? Partagez votre point de vue en commentaire.",
      'Vous avez des questions sur le sujet ? Échangeons en commentaire.',
      'Et dans votre secteur, comment abordez-vous la question ?',
    ],
    insights: [
      "L'essentiel en quelques lignes, pour rester informé et prendre les bonnes décisions.",
      "Comprendre le contexte, c'est déjà avancer : voici ce qu'il faut retenir.",
      'Une information claire et vérifiée vaut mieux que mille suppositions.',
    ],
    pinTitles: [(h) => `${h} : l'essentiel à savoir`, (h) => `${h} : le guide pratique`, (h) => `${h} : ce qu'il faut retenir`],
    bodies: [(list) => `À retenir : ${list}.`, (list) => `Au sommaire : ${list}.`, (list) => `En bref : ${list}.`],
    pitches: ['Les points clés, expliqués simplement.', 'Quelques repères clairs pour y voir plus net.', "Pas de jargon : juste ce qu'il faut savoir."],
    emojis: ['📢', '💡', '📌', '🔎'],
    hashtags: ['#Info', '#ÀSavoir', '#Actualité'],
  },
  inspire: {
    openings: [
      (t) => `Laissez-vous inspirer par ${t}.`,
      (t) => `Source d'inspiration du jour : ${t}.`,
      (t) => `Chaque grand projet commence par une idée. Aujourd'hui, place à ${t}.`,
      (t) => `Osez voir plus loin avec ${t}.`,
      (t) => `Besoin d'inspiration ? Cap sur ${t}.`,
      (t) => `Changer de regard, c'est déjà avancer. Focus sur ${t}.`,
      (t) => `Imaginez la suite avec ${t}.`,
      (t) => `Un nouvel élan, porté par ${t}.`,
    ],
    ctas: [
      "Et vous, qu'est-ce qui vous inspire ?",
      "Partagez ce post avec quelqu'un qui a besoin d'inspiration aujourd'hui.",
      'Dites-nous en commentaire ce que cela vous évoque.',
      'Enregistrez ce post pour y revenir quand vous en aurez besoin.',
      "Racontez-nous en commentaire votre dernière source d'inspiration.",
    ],
    professionalClosings: [
      "Et vous, quelle est votre source d'inspiration en ce moment ?",
      "Qu'est-ce qui vous motive à aller plus loin ? Partagez-le en commentaire.",
      'Quelle idée aimeriez-vous voir grandir cette année ?',
    ],
    insights: [
      "Les plus belles réussites naissent souvent d'une simple envie de bien faire.",
      "Prendre le temps de s'inspirer, c'est se donner les moyens d'avancer.",
      "L'inspiration se cultive : il suffit parfois d'un détail pour tout changer.",
    ],
    pinTitles: [(h) => `${h} : idées et inspiration`, (h) => `${h} : l'inspiration du jour`, (h) => `${h} : nos idées pour vous inspirer`],
    bodies: [(list) => `Au cœur de nos idées : ${list}.`, (list) => `Pour vous inspirer : ${list}.`, (list) => `Pour nourrir votre imagination : ${list}.`],
    pitches: ['Une idée à garder en tête cette semaine.', 'De quoi nourrir vos envies et vos projets.', 'Un petit déclic qui peut tout changer.'],
    emojis: ['✨', '🌱', '💫', '🌈'],
    hashtags: ['#Inspiration', '#Motivation', '#Créativité'],
  },
  entertain: {
    openings: [
      (t) => `Petite pause bonne humeur avec ${t} !`,
      (t) => `Alerte ${t} !`,
      (t) => `Thème du jour : ${t}. Installez-vous !`,
      (t) => `Qui d'autre craque pour ${t} ?`,
      (t) => `On vous a préparé un moment de détente, version ${t}.`,
      (t) => `Mode détente activé, direction ${t} !`,
      (t) => `Sourire garanti avec ${t} !`,
      (t) => `Un sourire pour bien commencer, avec ${t} !`,
    ],
    ctas: [
      "Identifiez quelqu'un qui doit absolument voir ça !",
      'Dites-nous tout en commentaire !',
      'Un petit like si vous avez souri !',
      'Votre réaction en un emoji ? On vous lit en commentaire !',
      'Partagez ce moment avec vos amis !',
    ],
    professionalClosings: [
      'Et vous, comment mettez-vous un peu de légèreté dans votre quotidien ?',
      'Un sourire au bureau, ça compte aussi. Racontez-nous le vôtre en commentaire.',
      'Quelle est la dernière chose qui vous a fait sourire au travail ?',
    ],
    insights: [
      'Un peu de légèreté fait du bien, et rappelle pourquoi nous aimons ce que nous faisons.',
      "Parce que le travail bien fait n'empêche pas de sourire.",
      "La bonne humeur, ça se partage : c'est même contagieux.",
    ],
    pinTitles: [(h) => `${h} : pause bonne humeur`, (h) => `${h} : l'idée fun du moment`, (h) => `${h} : de quoi sourire`],
    bodies: [
      (list) => `Au menu : ${list}, sans oublier la bonne humeur.`,
      (list) => `Ingrédients du jour : ${list}, plus une pincée d'humour.`,
      (list) => `Ce qui nous fait sourire aujourd'hui : ${list}.`,
    ],
    pitches: ['Un moment rien que pour vous, à savourer sans modération.', 'Zéro prise de tête, cent pour cent bonne humeur.', 'De quoi égayer votre journée.'],
    emojis: ['😄', '🎉', '🤩', '😎'],
    hashtags: ['#BonneHumeur', '#Fun', '#Détente'],
  },
  humanize: {
    openings: [
      (t) => `Bienvenue dans les coulisses, côté ${t} !`,
      (t) => `Aujourd'hui, on vous ouvre nos portes. Au programme : ${t}.`,
      (t) => `Derrière chaque projet, il y a une équipe. Aujourd'hui, place à ${t}.`,
      (t) => `Notre équipe vous raconte tout sur ${t}.`,
      (t) => `Une journée chez nous, côté ${t}.`,
      (t) => `On vous raconte notre histoire avec ${t}.`,
      (t) => `Rencontre avec notre équipe, côté ${t}.`,
      (t) => `Chez nous, tout commence par ${t}.`,
    ],
    ctas: [
      'Dites-nous en commentaire ce que vous aimeriez découvrir ensuite !',
      "Merci de faire partie de l'aventure !",
      'Passez nous dire bonjour !',
      "Une question pour l'équipe ? Posez-la en commentaire.",
      'Suivez-nous pour découvrir la suite des coulisses.',
    ],
    professionalClosings: [
      "Merci à toutes celles et ceux qui rendent cette aventure possible. Qu'aimeriez-vous découvrir ensuite ?",
      "Et vous, qu'est-ce qui rend votre équipe unique ?",
      "Comment faites-vous vivre l'esprit d'équipe au quotidien ?",
    ],
    insights: [
      'Chaque réalisation porte la marque de personnes passionnées et engagées.',
      "Ce sont les femmes et les hommes de l'équipe qui font la différence, chaque jour.",
      'Le savoir-faire se transmet, la passion se partage.',
    ],
    pinTitles: [(h) => `${h} : dans les coulisses`, (h) => `${h} : notre histoire`, (h) => `${h} : l'équipe vous raconte`],
    bodies: [(list) => `Notre quotidien en quelques mots : ${list}.`, (list) => `Ce qui nous anime en ce moment : ${list}.`, (list) => `Au cœur de notre métier : ${list}.`],
    pitches: [
      'Un petit bout de notre quotidien, partagé avec vous.',
      'Des visages, des gestes, une passion commune.',
      "Ce que vous ne voyez pas toujours, on vous le montre aujourd'hui.",
    ],
    emojis: ['🤝', '❤️', '👋', '🙌'],
    hashtags: ['#Coulisses', '#Équipe', '#Passion'],
  },
  reassure: {
    openings: [
      (t) => `Pour ${t}, vous pouvez compter sur nous.`,
      (t) => `Des questions sur ${t} ? Nous avons les réponses.`,
      (t) => `Votre tranquillité d'esprit avant tout. Pour ${t}, on vous accompagne.`,
      (t) => `Qualité, transparence, écoute : notre engagement pour ${t}.`,
      (t) => `Transparence totale sur ${t} : on vous dit tout.`,
      (t) => `Côté ${t}, vous êtes entre de bonnes mains.`,
      (t) => `Engagés à vos côtés pour ${t}.`,
      (t) => `Aucune mauvaise surprise, côté ${t}.`,
    ],
    ctas: [
      'Une question ? Notre équipe vous répond.',
      'Écrivez-nous, nous vous répondons rapidement.',
      'Contactez-nous en toute confiance.',
      "Besoin d'un conseil ? Nous sommes là pour vous.",
      'Vos avis comptent : partagez votre expérience en commentaire.',
    ],
    professionalClosings: [
      'Une question ou un besoin précis ? Notre équipe reste à votre écoute.',
      'Vous avez un doute ? Contactez-nous, nous prendrons le temps de vous répondre.',
      'Votre avis nous aide à progresser : partagez votre expérience en commentaire.',
    ],
    insights: [
      'Notre engagement : transparence, qualité et accompagnement à chaque étape.',
      "Votre confiance se mérite, jour après jour : nous ne l'oublions jamais.",
      'Chaque demande est traitée avec sérieux, par une équipe qui connaît son métier.',
    ],
    pinTitles: [(h) => `${h} : qualité et confiance`, (h) => `${h} : nos engagements`, (h) => `${h} : nos réponses à vos questions`],
    bodies: [(list) => `À l'ordre du jour : ${list}.`, (list) => `On fait le point, en toute transparence : ${list}.`, (list) => `Au cœur de nos engagements : ${list}.`],
    pitches: ['Un accompagnement sérieux, du premier contact au suivi.', 'Des réponses claires, sans mauvaise surprise.', 'Un travail soigné, sans compromis.'],
    emojis: ['✅', '🤝', '🛡️', '💬'],
    hashtags: ['#Confiance', '#Qualité', '#ServiceClient'],
  },
};
