import type { SectorVocabulary } from './types.ts';

export const restauration: SectorVocabulary = {
  people: ['restaurateurs', 'cafetiers', 'chefs', 'traiteurs'],
  someone: ['une brasserie du centre-ville', 'un bistrot de quartier', 'une jeune cheffe', 'un traiteur familial', 'une crêperie', 'un restaurant étoilé'],
  bodies: ['l’Observatoire de la table', 'le Collectif des tables indépendantes', 'l’Union des bistrots et brasseries'],
  facts: [
    'la fréquentation du midi a reculé de {n} %',
    'le ticket moyen a progressé de {n} %',
    'les réservations en ligne ont bondi de {n} %',
    'le prix des matières premières a encore grimpé de {n} %',
    'près de {n} % des établissements peinent à recruter',
    'la vente à emporter pèse désormais {n} % du chiffre d’affaires',
  ],
  topics: [
    { label: 'Carte de saison', the: 'la carte de saison', headlines: ['Carte de saison : les produits qui reviennent sur les ardoises'] },
    { label: 'Vente à emporter', the: 'la vente à emporter' },
    { label: 'Circuits courts', the: 'les circuits courts', headlines: ['À {ville}, les circuits courts gagnent les cuisines'] },
    { label: 'Recrutement en salle', the: 'le recrutement en salle', headlines: ['Serveurs introuvables : les restaurants {de ville} revoient leurs horaires'] },
    { label: 'Service du midi', the: 'le service du midi' },
    { label: 'Avis en ligne', the: 'les avis en ligne', headlines: ['Faux avis en ligne : comment les restaurateurs se défendent'] },
    { label: 'Cuisine ouverte', the: 'la cuisine ouverte' },
    { label: 'Brunch du dimanche', the: 'le brunch du dimanche' },
  ],
  hotTopics: [
    { label: 'Terrasses chauffées', the: 'les terrasses chauffées', headlines: ['Les terrasses chauffées bientôt interdites à {ville} ?'] },
    { label: 'Titres-restaurant', the: 'les titres-restaurant', headlines: ['Titres-restaurant : la réforme inquiète les restaurateurs'] },
    { label: 'Menus végétariens', the: 'les menus végétariens', headlines: ['Les menus végétariens s’imposent dans les cantines {de ville}'] },
    { label: 'Fait maison', the: 'le fait maison', headlines: ['Le label « fait maison » peut-il encore convaincre ?'] },
    { label: 'Vins sans alcool', the: 'les vins sans alcool' },
    { label: 'Lutte anti-gaspillage', the: 'la lutte anti-gaspillage' },
    { label: 'Livraison à vélo', the: 'la livraison à vélo' },
    { label: 'Pourboires par carte', the: 'les pourboires par carte', headlines: ['Pourboires par carte : les serveurs {de ville} y gagnent-ils ?'] },
    { label: 'Prix de l’énergie', the: 'le prix de l’énergie' },
    { label: 'Doggy bag', the: 'le doggy bag', headlines: ['Le doggy bag entre dans les mœurs à {ville}'] },
  ],
};
