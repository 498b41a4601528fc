/** The API messages of profile (French, the source). */
export const profileMessagesFr = {
  'profile.saved': 'Profil enregistré.',
  'profile.phoneInvalid': "Le numéro de téléphone « {value} » n'est pas valide : indiquez-le au format international (+33 6 12 34 56 78) ou français (06 12 34 56 78).",
  'profile.emailInvalid': "L'adresse e-mail « {value} » n'est pas valide.",
  'profile.emailSame': "C'est déjà l'adresse e-mail de votre compte.",
  'profile.emailTaken': 'Cette adresse e-mail est déjà utilisée par un autre compte.',
  'profile.wrongPassword': 'Le mot de passe actuel est incorrect.',
  'profile.emailChangeSent': "Un lien de confirmation a été envoyé à {email} : votre adresse changera quand vous l'aurez suivi.",
  'profile.emailMailSubject': 'Confirmez votre nouvelle adresse e-mail Publia',
  'profile.emailMailBody':
    "Bonjour,\n\nPour utiliser {email} comme adresse de votre compte Publia, suivez ce lien (valable {hours} heures) :\n{link}\n\nSi vous n'avez rien demandé, ignorez ce message : votre adresse ne changera pas.",
  'profile.emailLinkInvalid': 'Ce lien de confirmation est invalide, expiré ou déjà utilisé.',
  'profile.emailChanged': 'Votre adresse e-mail est maintenant {email}.',
  'profile.passwordChanged': 'Mot de passe modifié. Vos autres sessions ont été déconnectées.',
  'profile.avatarMissing': 'Choisissez une image à envoyer.',
  'profile.avatarNotImage': "Ce fichier n'est pas une image (JPEG, PNG, WebP ou GIF).",
  'profile.avatarTooLarge': "L'image dépasse la taille maximale de 5 Mo.",
  'profile.avatarFailed': "L'image n'a pas pu être traitée pour le moment, réessayez.",
  'profile.avatarSaved': 'Photo de profil enregistrée.',
  'profile.avatarRemoved': 'Photo de profil supprimée.',
} as const;
