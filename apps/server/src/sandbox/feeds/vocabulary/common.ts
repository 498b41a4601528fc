/** Cities of the news (none with an article in its name: « au Havre » would need a rule of its own). */
export const CITIES = [
  'Lyon',
  'Bordeaux',
  'Nantes',
  'Lille',
  'Marseille',
  'Toulouse',
  'Rennes',
  'Strasbourg',
  'Montpellier',
  'Grenoble',
  'Dijon',
  'Annecy',
  'Angers',
  'Tours',
  'Reims',
  'Nancy',
  'Orléans',
  'Brest',
  'Metz',
  'Nice',
  'Avignon',
  'Clermont-Ferrand',
];

export const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

/** « d’ici … ». */
export const DEADLINES = ['la fin du mois', 'le printemps', 'l’été', 'la rentrée', 'quelques semaines', 'la fin de l’année'];
