/** The API messages of support (French, the source). */
export const supportMessagesFr = {
  'support.requestSent': 'Votre message a été envoyé au support. Nous vous répondrons à {email}, en moyenne sous {hours} heures (du lundi au vendredi, de 9h à 18h CET).',
  'support.requestStored':
    "Votre message est enregistré. Aucune adresse de support n'est configurée sur cette instance : il n'a pas été envoyé par e-mail, il est seulement conservé sur le serveur pour l'équipe qui l'administre.",
  'support.tooMany': 'Vous avez déjà écrit {max} fois au support cette heure-ci. Réessayez dans {minutes} min.',
  'support.mailSubject': '[Support Publia] {subject}',
  'support.mailBody':
    'Nouveau message au support de Publia.\n\nDe : {name} <{email}>\nEspace de travail : {workspace}\nEnvoyé le : {date}\n\nObjet : {subject}\n\n{message}\n\nPour répondre, écrivez à {email}.',
  'support.noName': '(nom non renseigné)',
  'support.feedbackThanks': 'Merci pour votre avis : il a bien été transmis.',
} as const;
