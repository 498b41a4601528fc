import type { SectorVocabulary } from './types.ts';

export const santeBienEtre: SectorVocabulary = {
  people: ['kinésithérapeutes', 'pharmaciens', 'coachs sportifs', 'praticiens du bien-être'],
  someone: ['une salle de sport de quartier', 'un cabinet de kinésithérapie', 'une pharmacie du centre-ville', 'un studio de yoga', 'une sophrologue'],
  bodies: ['le Réseau Santé Proximité', 'l’Observatoire du bien-être au travail', 'le Collectif des praticiens indépendants'],
  facts: [
    'les consultations en ligne ont progressé de {n} %',
    'les inscriptions en salle de sport ont grimpé de {n} %',
    'près de {n} % des actifs se disent stressés',
    'les ventes de compléments alimentaires ont bondi de {n} %',
    'les délais de rendez-vous se sont allongés de {n} jours',
  ],
  topics: [
    { label: 'Qualité du sommeil', the: 'la qualité du sommeil' },
    { label: 'Téléconsultation', the: 'la téléconsultation' },
    { label: 'Sport sur ordonnance', the: 'le sport sur ordonnance', headlines: ['Le sport sur ordonnance fait ses preuves à {ville}'] },
    { label: 'Yoga en entreprise', the: 'le yoga en entreprise' },
    { label: 'Alimentation anti-inflammatoire', the: 'l’alimentation anti-inflammatoire' },
    { label: 'Santé mentale', the: 'la santé mentale' },
    { label: 'Marche nordique', the: 'la marche nordique' },
    { label: 'Mal de dos', the: 'la prévention du mal de dos' },
  ],
  hotTopics: [
    { label: 'Pilates', the: 'le Pilates', headlines: ['Le Pilates, nouveau phénomène des salles {de ville}'] },
    { label: 'Bains froids', the: 'les bains froids' },
    { label: 'Magnésium', the: 'les compléments au magnésium' },
    { label: 'Détox digitale', the: 'la détox digitale' },
    { label: 'Jeûne intermittent', the: 'le jeûne intermittent' },
    { label: 'Pharmacies de garde', the: 'les pharmacies de garde', headlines: ['Pharmacies de garde : {ville} cherche des volontaires'] },
    { label: 'Sophrologie', the: 'la sophrologie' },
    { label: 'Montres connectées', the: 'les montres connectées' },
    { label: 'Vaccination en pharmacie', the: 'la vaccination en pharmacie' },
    { label: 'Padel', the: 'le padel', headlines: ['Le padel fait le plein à {ville}'] },
  ],
};
