import type { SectorVocabulary } from './types.ts';

export const commerceLocal: SectorVocabulary = {
  people: ['commerçants', 'artisans', 'libraires', 'fleuristes'],
  someone: ['une librairie indépendante', 'un fromager', 'une épicerie vrac', 'un caviste', 'une boulangerie de quartier', 'un fleuriste'],
  bodies: ['l’Union des vitrines de quartier', 'le Collectif des commerces de proximité', 'l’Observatoire du centre-ville'],
  facts: [
    'la fréquentation des centres-villes a progressé de {n} %',
    'le panier moyen a reculé de {n} %',
    'près de {n} % des commerçants vendent désormais en ligne',
    'les loyers commerciaux ont grimpé de {n} %',
    'la vacance commerciale a reculé de {n} %',
  ],
  topics: [
    { label: 'Click and collect', the: 'le click and collect' },
    { label: 'Cartes de fidélité', the: 'les cartes de fidélité' },
    { label: 'Marchés de plein air', the: 'les marchés de plein air', headlines: ['Les marchés de plein air {de ville} font le plein'] },
    { label: 'Horaires d’ouverture', the: 'les horaires d’ouverture' },
    { label: 'Paiement sans contact', the: 'le paiement sans contact' },
    { label: 'Boutiques éphémères', the: 'les boutiques éphémères' },
    { label: 'Vente en vrac', the: 'la vente en vrac' },
    { label: 'Vitrines', the: 'les vitrines', headlines: ['Vitrines : les commerçants {de ville} rivalisent d’idées'] },
  ],
  hotTopics: [
    { label: 'Monnaie locale', the: 'la monnaie locale', headlines: ['La monnaie locale séduit les commerçants {de ville}'] },
    { label: 'Chèques cadeaux', the: 'les chèques cadeaux de la ville' },
    { label: 'Ouverture le dimanche', the: 'l’ouverture le dimanche', headlines: ['Ouverture le dimanche : les commerçants {de ville} divisés'] },
    { label: 'Piétonnisation', the: 'la piétonnisation', headlines: ['La piétonnisation du centre {de ville} fait grincer des dents'] },
    { label: 'Consigne du verre', the: 'la consigne du verre' },
    { label: 'Plateformes de livraison', the: 'les plateformes de livraison' },
    { label: 'Reprise de commerces', the: 'la reprise de commerces' },
    { label: 'Marketplaces locales', the: 'les marketplaces locales' },
    { label: 'Fête des commerçants', the: 'la fête des commerçants' },
    { label: 'Stationnement payant', the: 'le stationnement payant', headlines: ['Stationnement payant : {ville} revoit ses tarifs'] },
  ],
};
