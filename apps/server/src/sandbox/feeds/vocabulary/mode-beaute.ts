import type { SectorVocabulary } from './types.ts';

export const modeBeaute: SectorVocabulary = {
  people: ['créateurs', 'coiffeurs', 'esthéticiennes', 'boutiques de prêt-à-porter'],
  someone: ['une boutique de créateurs', 'un salon de coiffure', 'une jeune marque de bijoux', 'un institut de beauté', 'une friperie du centre-ville', 'un barbier'],
  bodies: ['la Fédération des boutiques indépendantes', 'l’Observatoire du style', 'le Collectif Beauté de proximité'],
  facts: [
    'les ventes de vêtements neufs ont reculé de {n} %',
    'le marché de l’occasion a progressé de {n} %',
    'près de {n} % des clientes comparent les prix en ligne avant d’acheter',
    'les rendez-vous pris en ligne ont bondi de {n} %',
    'le budget beauté des ménages a baissé de {n} %',
  ],
  topics: [
    { label: 'Soldes', the: 'les soldes', headlines: ['Soldes : un démarrage timide dans les boutiques {de ville}'] },
    { label: 'Collections capsules', the: 'les collections capsules' },
    { label: 'Cosmétiques solides', the: 'les cosmétiques solides' },
    { label: 'Coloration végétale', the: 'la coloration végétale' },
    { label: 'Essayage virtuel', the: 'l’essayage virtuel' },
    { label: 'Ateliers de retouche', the: 'les ateliers de retouche', headlines: ['À {ville}, les ateliers de retouche ne désemplissent pas'] },
    { label: 'Ventes privées', the: 'les ventes privées' },
    { label: 'Parfums de niche', the: 'les parfums de niche' },
  ],
  hotTopics: [
    { label: 'Seconde main', the: 'la seconde main', headlines: ['La seconde main s’installe dans les vitrines {de ville}'] },
    { label: 'Ultra fast fashion', the: 'l’ultra fast fashion', headlines: ['Ultra fast fashion : la taxe fait réagir les boutiques'] },
    { label: 'Location de vêtements', the: 'la location de vêtements' },
    { label: 'Made in France', the: 'le made in France', headlines: ['Le made in France, argument qui fait vendre à {ville}'] },
    { label: 'Skincare minimaliste', the: 'le skincare minimaliste' },
    { label: 'Maquillage rechargeable', the: 'le maquillage rechargeable' },
    { label: 'Nail art', the: 'le nail art' },
    { label: 'Cheveux gris assumés', the: 'les cheveux gris assumés' },
    { label: 'Upcycling', the: 'l’upcycling', headlines: ['L’upcycling donne une seconde vie aux invendus {de ville}'] },
    { label: 'Lin français', the: 'le lin français' },
  ],
};
