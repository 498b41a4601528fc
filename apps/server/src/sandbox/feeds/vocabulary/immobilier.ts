import type { SectorVocabulary } from './types.ts';

export const immobilier: SectorVocabulary = {
  people: ['agents immobiliers', 'notaires', 'propriétaires bailleurs', 'primo-accédants'],
  someone: ['une agence de quartier', 'un jeune couple de primo-accédants', 'un notaire', 'une propriétaire bailleuse', 'un promoteur local'],
  bodies: ['le Baromètre Pierre & Territoires', 'la Chambre des agents indépendants', 'l’Observatoire du logement neuf'],
  facts: [
    'le prix des appartements anciens a reculé de {n} %',
    'le volume des ventes a baissé de {n} %',
    'les délais de vente se sont allongés de {n} jours',
    'les loyers ont progressé de {n} %',
    'près de {n} % des logements mis en location sont classés F ou G',
  ],
  topics: [
    { label: 'Taux de crédit', the: 'les taux de crédit', headlines: ['Taux de crédit : une petite embellie pour les emprunteurs'] },
    { label: 'Copropriété', the: 'la copropriété' },
    { label: 'Logement neuf', the: 'le logement neuf' },
    { label: 'Viager', the: 'le viager' },
    { label: 'Colocation', the: 'la colocation' },
    { label: 'Taxe foncière', the: 'la taxe foncière', headlines: ['Taxe foncière : les propriétaires {de ville} vont payer plus'] },
    { label: 'Maisons de ville', the: 'les maisons de ville' },
    { label: 'Visites virtuelles', the: 'les visites virtuelles' },
  ],
  hotTopics: [
    { label: 'DPE', the: 'le DPE', headlines: ['DPE : les propriétaires {de ville} pressés de rénover'] },
    { label: 'Encadrement des loyers', the: 'l’encadrement des loyers', headlines: ['L’encadrement des loyers bientôt étendu à {ville} ?'] },
    { label: 'Prêt à taux zéro', the: 'le prêt à taux zéro' },
    { label: 'Meublés de tourisme', the: 'les meublés de tourisme', headlines: ['Meublés de tourisme : {ville} serre la vis'] },
    { label: 'Rénovation énergétique', the: 'la rénovation énergétique' },
    { label: 'Zéro artificialisation', the: 'l’objectif zéro artificialisation' },
    { label: 'Bureaux vacants', the: 'les bureaux vacants' },
    { label: 'Pompes à chaleur', the: 'les pompes à chaleur' },
    { label: 'Frais de notaire', the: 'les frais de notaire' },
    { label: 'Logement étudiant', the: 'le logement étudiant', headlines: ['Logement étudiant : la rentrée s’annonce tendue à {ville}'] },
  ],
};
