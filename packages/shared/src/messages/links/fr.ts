/** The messages of short links and their pages (French, the source). */
export const linksMessagesFr = {
  'links.notFound': 'Lien court introuvable.',
  'links.bioNameTaken': "L'adresse /b/{name} est déjà prise par un autre espace de travail : choisissez-en une autre.",
  'links.bioSaved': 'Page « Lien en bio » enregistrée.',
  'links.bioTitle': 'Liens de {name}',
  'links.bioLatest': 'Dernières publications',
  'links.bioEmpty': 'Aucune publication avec un lien pour le moment.',
  'links.notFoundTitle': 'Lien introuvable',
  'links.notFoundBody': "Ce lien court n'existe pas ou n'est plus actif. Vérifiez l'adresse que vous avez suivie.",
  'links.notFoundHome': "Aller à l'accueil de Publia",
  'links.targetInvalid': "Le lien {url} n'est pas une adresse web valide : seuls les liens http:// et https:// sont acceptés.",
  'links.targetPrivate': 'Le lien {url} mène à une adresse privée ou locale : il ne peut pas être raccourci.',
  'links.tooMany': 'Ce texte contient {count} liens : au plus {max} liens par publication.',
  'links.settingsSaved': 'Réglages des liens enregistrés.',
} as const;
