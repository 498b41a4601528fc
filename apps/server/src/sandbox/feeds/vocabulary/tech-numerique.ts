import type { SectorVocabulary } from './types.ts';

export const techNumerique: SectorVocabulary = {
  people: ['développeurs', 'start-up', 'agences web', 'freelances'],
  someone: ['une jeune pousse', 'une agence web', 'un studio de jeux vidéo', 'une ESN régionale', 'un développeur indépendant'],
  bodies: ['l’Observatoire du numérique local', 'le Collectif French Octets', 'l’Association des artisans du web'],
  facts: [
    'les offres d’emploi de développeur ont reculé de {n} %',
    'les cyberattaques signalées ont augmenté de {n} %',
    'le budget cloud des PME a grimpé de {n} %',
    'près de {n} % des sites marchands restent difficiles d’accès aux malvoyants',
    'les levées de fonds ont baissé de {n} %',
  ],
  topics: [
    { label: 'Cybersécurité des PME', the: 'la cybersécurité des PME' },
    { label: 'Accessibilité numérique', the: 'l’accessibilité numérique' },
    { label: 'Fibre optique', the: 'la fibre optique', headlines: ['Fibre optique : les derniers quartiers {de ville} enfin raccordés'] },
    { label: 'Télétravail', the: 'le télétravail' },
    { label: 'Logiciels libres', the: 'les logiciels libres' },
    { label: 'Facturation électronique', the: 'la facturation électronique', headlines: ['Facturation électronique : le compte à rebours est lancé'] },
    { label: 'Sobriété numérique', the: 'la sobriété numérique' },
    { label: 'Cloud souverain', the: 'le cloud souverain' },
  ],
  hotTopics: [
    { label: 'IA générative', the: 'l’IA générative', headlines: ['IA générative : les PME {de ville} passent à l’action'] },
    { label: 'Agents IA', the: 'les agents IA' },
    { label: 'Clés d’accès', the: 'les clés d’accès', headlines: ['Bientôt la fin des mots de passe grâce aux clés d’accès ?'] },
    { label: 'Smartphones reconditionnés', the: 'les smartphones reconditionnés' },
    { label: 'Puces européennes', the: 'les puces européennes' },
    { label: 'Identité numérique', the: 'l’identité numérique' },
    { label: 'Green IT', the: 'le green IT' },
    { label: 'Objets connectés', the: 'les objets connectés' },
    { label: 'Data centers', the: 'les data centers', headlines: ['Un nouveau data center à {ville} ? Les riverains s’interrogent'] },
    { label: 'Arnaques au QR code', the: 'les arnaques au QR code' },
  ],
};
