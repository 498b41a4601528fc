/**
 * What the demo audience writes under the sandbox's posts: invented French followers and their
 * words. These are data of the simulated world (what strangers type on a network), not texts of
 * Publia's interface: they have no place in the message catalogue and are never translated.
 */

export interface AudienceAuthor {
  /** The name the network shows. */
  name: string;
  /** Letters, digits and `_`, 15 at most: a valid handle on every network. */
  handle: string;
}

/** What a comment is, for the variety of a demo inbox (the filter and the sentiment have work). */
export const AUDIENCE_COMMENT_KINDS = ['question', 'praise', 'complaint', 'spam', 'abuse', 'emoji'] as const;
export type AudienceCommentKind = (typeof AUDIENCE_COMMENT_KINDS)[number];

export const AUDIENCE_AUTHORS: readonly AudienceAuthor[] = [
  { name: 'Camille Martin', handle: 'camille_martin' },
  { name: 'Lucas Bernard', handle: 'lucas_bernard' },
  { name: 'Léa Dubois', handle: 'lea_dbs' },
  { name: 'Hugo Thomas', handle: 'hugo_thms' },
  { name: 'Chloé Robert', handle: 'chloe_robert' },
  { name: 'Nathan Richard', handle: 'nathan_rch' },
  { name: 'Manon Petit', handle: 'manon_petit' },
  { name: 'Louis Durand', handle: 'louis_durand' },
  { name: 'Inès Leroy', handle: 'ines_leroy' },
  { name: 'Gabriel Moreau', handle: 'gab_moreau' },
  { name: 'Sarah Simon', handle: 'sarah_simon' },
  { name: 'Jules Laurent', handle: 'jules_lrt' },
  { name: 'Emma Lefebvre', handle: 'emma_lfbvr' },
  { name: 'Arthur Michel', handle: 'arthur_michel' },
  { name: 'Jade Garcia', handle: 'jade_garcia' },
  { name: 'Raphaël David', handle: 'raph_david' },
  { name: 'Louise Bertrand', handle: 'louise_btd' },
  { name: 'Tom Roux', handle: 'tom_roux' },
  { name: 'Zoé Vincent', handle: 'zoe_vincent' },
  { name: 'Théo Fournier', handle: 'theo_frn' },
  { name: 'Alice Morel', handle: 'alice_morel' },
  { name: 'Paul Girard', handle: 'paul_girard' },
  { name: 'Lina André', handle: 'lina_andre' },
  { name: 'Adam Lefèvre', handle: 'adam_lfv' },
  { name: 'Juliette Mercier', handle: 'juju_mercier' },
  { name: 'Maël Dupont', handle: 'mael_dupont' },
  { name: 'Anna Lambert', handle: 'anna_lambert' },
  { name: 'Noah Bonnet', handle: 'noah_bonnet' },
  { name: 'Rose François', handle: 'rose_francois' },
  { name: 'Victor Martinez', handle: 'victor_mtz' },
  { name: 'Margaux Legrand', handle: 'margaux_lg' },
  { name: 'Sacha Garnier', handle: 'sacha_garnier' },
  { name: 'Agathe Faure', handle: 'agathe_faure' },
  { name: 'Mathis Rousseau', handle: 'mathis_rss' },
  { name: 'Élodie Blanc', handle: 'elodie_blanc' },
  { name: 'Karim Benali', handle: 'karim_benali' },
  { name: 'Sophie Guérin', handle: 'sophie_guerin' },
  { name: 'Yanis Haddad', handle: 'yanis_hdd' },
  { name: 'Nadia Perrin', handle: 'nadia_perrin' },
  { name: 'Bernard Chevalier', handle: 'bchevalier56' },
  { name: 'Monique Gauthier', handle: 'monique_gth' },
  { name: 'Antoine Roussel', handle: 'antoine_rsl' },
];

/** The accounts that post spam: they exist on every network, sadly. */
export const SPAM_AUTHORS: readonly AudienceAuthor[] = [
  { name: 'Argent Facile 💰', handle: 'argent_facile' },
  { name: 'Followers Gratuits', handle: 'free_followers' },
  { name: 'Crypto Max', handle: 'cryptomax_fr' },
  { name: 'Promo Beauté', handle: 'promo_beaute24' },
];

/** Comments on a post, by kind. */
export const AUDIENCE_TEXTS: Record<AudienceCommentKind, readonly string[]> = {
  question: [
    'C’est ouvert le dimanche ?',
    'Quels sont vos horaires cette semaine ?',
    'Combien ça coûte ?',
    'Vous livrez sur Lyon ?',
    'Il reste des tailles M ?',
    'C’est disponible en boutique ou seulement en ligne ?',
    'On peut réserver pour samedi midi ?',
    'Vous faites la livraison à domicile ? Et c’est combien les frais ?',
    'Est-ce que ça existe en plus grand ?',
    'Vous acceptez les tickets resto ?',
    'C’est sans gluten ?',
    'Quel est le délai de livraison en ce moment ?',
    'Vous avez un site pour commander ?',
    'Il y a une version pour les enfants ?',
    'C’est fait en France ?',
    'Jusqu’à quand dure l’offre ?',
    'Vous êtes ouverts pendant les vacances ?',
    'Ça se conserve combien de temps ?',
    'Vous faites des bons cadeaux ?',
    'Bonjour, vous recrutez ?',
    'On peut payer en plusieurs fois ?',
    'C’est où exactement ? Je ne trouve pas l’adresse',
    'Le prix indiqué, c’est à l’unité ?',
    'Vous avez d’autres couleurs ?',
  ],
  praise: [
    'Superbe ! 😍',
    'Merci pour le partage 👏',
    'Trop bien, j’adore !',
    'Toujours aussi bon, on revient la semaine prochaine',
    'Service impeccable et équipe adorable, merci !',
    'Magnifique travail, bravo à toute l’équipe',
    'Meilleure adresse du quartier, sans hésiter',
    'J’ai offert ça à ma mère, elle a adoré ❤️',
    'Ça donne envie !',
    'Commandé mardi, reçu jeudi, parfait. Merci !',
    'Quelle belle idée, bravo',
    'On est venus hier avec les enfants, un super moment',
    'Je recommande à 100 %',
    'La qualité est toujours au rendez-vous 👌',
    'Franchement top, continuez comme ça',
    'Enfin une adresse sérieuse, merci',
    'Vous avez gagné une cliente fidèle !',
    'Le nouveau produit est une tuerie 🔥',
    'Accueil au top, conseils au top, tout est top',
    'C’est beau, tout simplement',
    'Bravo pour vos 10 ans !',
    'Toujours un plaisir de passer chez vous',
  ],
  complaint: [
    'Trois semaines que j’attends ma commande… toujours rien.',
    'Produit reçu abîmé, et personne ne répond au téléphone.',
    'Un peu cher pour ce que c’est, franchement.',
    'Déçue cette fois, ce n’était pas comme d’habitude.',
    'Quarante minutes d’attente samedi, c’est trop.',
    'Mon colis est arrivé ouvert, je fais comment ?',
    'J’ai envoyé deux mails sans réponse, c’est dommage.',
    'Les prix ont encore augmenté ?',
    'La taille ne correspond pas du tout au guide.',
    'Fermé alors que c’était indiqué ouvert sur Google, on s’est déplacés pour rien.',
    'Commande incomplète, il manquait un article.',
    'INADMISSIBLE, TOUJOURS PAS REMBOURSÉ !!!',
    'Dommage, le service client ne suit pas.',
    'Le produit ne ressemble pas à la photo.',
  ],
  spam: [
    'Gagnez 500 € par jour depuis chez vous, lien dans ma bio 🔥',
    'Suivez-moi pour des followers gratuits !!! 💯',
    'J’ai multiplié mon épargne par 10 grâce à la crypto, écrivez-moi en privé 📈',
    'Envie de booster votre compte ? 10 000 abonnés en 24 h ➡️ www.boost-abonnes.fr',
    'Félicitations, vous avez été sélectionné pour gagner un iPhone ! Cliquez sur le lien de mon profil 🎁',
    'Contactez-moi sur WhatsApp au 06 12 34 56 78 pour une collaboration rémunérée 💸',
    'Promo -80 % sur les parfums de marque, stock limité !!! Écrivez à promo.parfums@exemple.fr',
    'Investissez 250 € et recevez 2 500 € en une semaine, garanti 💰💰💰',
  ],
  abuse: [
    'Arnaque. Fuyez.',
    'Nul, nul, nul.',
    'Franchement c’est du grand n’importe quoi votre truc',
    'Encore une pub, vous saoulez',
    'Service de clowns 🤡',
    'Vous vous foutez du monde avec ces prix',
    'Personne n’en a rien à faire',
  ],
  emoji: ['😍😍😍', '🔥🔥', '👏👏👏', '❤️', '😋😋', '🙌', '💯💯', '🥰', '😮‍💨', '🤩✨', '👍', '😂😂'],
};

/** What a member writes under another member's comment; `{name}` is that member's first name. */
export const AUDIENCE_REPLY_TEXTS: readonly { kind: AudienceCommentKind; text: string }[] = [
  { kind: 'question', text: 'Pareil, j’aimerais bien savoir aussi !' },
  { kind: 'question', text: '{name} tu as eu une réponse ?' },
  { kind: 'praise', text: 'Tellement d’accord avec toi {name} 👌' },
  { kind: 'praise', text: 'Je confirme, on y est allés le mois dernier 😊' },
  { kind: 'question', text: 'Je crois que c’est ouvert jusqu’à 19 h, mais à vérifier' },
  { kind: 'complaint', text: 'Même problème pour moi {name}…' },
  { kind: 'complaint', text: 'Idem, toujours rien reçu de mon côté' },
  { kind: 'praise', text: '{name} on y va ensemble samedi ?' },
  { kind: 'abuse', text: 'Arrête de te plaindre {name}, c’est très bien' },
  { kind: 'emoji', text: '😂😂' },
  { kind: 'praise', text: 'Pas mieux ! 👏' },
  { kind: 'question', text: 'Sur leur site c’est marqué livraison en 48 h' },
];
