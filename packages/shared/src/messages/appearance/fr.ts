/** The API messages of Paramètres → Préférences: the look of the interface and its language (French, the source). */
export const appearanceMessagesFr = {
  'appearance.invalidTheme': 'Thème inconnu : « {value} ». Choisissez parmi : {allowed}.',
  'appearance.invalidAccentColor': "Couleur d'accent inconnue : « {value} ». Choisissez parmi : {allowed}.",
  'appearance.invalidTextSize': 'Taille du texte invalide : {value}. Choisissez entre {min} et {max} %.',
  'appearance.invalidLocale': 'Langue inconnue : « {value} ». Choisissez parmi : {allowed}.',
} as const;
