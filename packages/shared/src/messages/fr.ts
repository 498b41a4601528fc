/**
 * Messages the API answers with. French is the source; every other language must carry the
 * same keys (checked by the type of `en.ts`). Placeholders are written {name}.
 */
export const apiMessagesFr = {
  'auth.invalidCredentials':
    "Identifiants invalides. Vérifiez votre email et mot de passe, ou créez un compte si vous n'en avez pas encore.",
  'auth.missingCredentials': 'Veuillez entrer votre email et votre mot de passe',
  'auth.emailTaken': 'Un compte existe déjà avec cette adresse email.',
  'auth.unauthenticated': 'Vous devez être connecté pour utiliser cette fonctionnalité.',
  'auth.sessionExpired': 'Session expirée, veuillez vous reconnecter',
  'auth.resetRequested':
    'Si un compte existe pour cette adresse, un email de réinitialisation vient de lui être envoyé.',
  'auth.resetInvalid': 'Ce lien de réinitialisation est invalide ou a expiré. Demandez-en un nouveau.',
  'auth.resetDone': 'Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter.',
  'auth.resetMailSubject': 'Réinitialisation de votre mot de passe Publia',
  'auth.resetMailBody':
    'Bonjour,\n\nPour choisir un nouveau mot de passe, ouvrez ce lien (valable {minutes} minutes, une seule fois) :\n{link}\n\nSi vous n\'êtes pas à l\'origine de cette demande, ignorez cet email.\n\nL\'équipe Publia',
  'auth.defaultWorkspace': 'Espace de {name}',
  'http.csrf': 'Requête refusée : jeton de sécurité (CSRF) manquant ou invalide. Rechargez la page.',
  'http.forbidden': "Vous n'avez pas les permissions nécessaires",
  'http.rateLimited': 'Trop de requêtes, veuillez réessayer plus tard',
  'http.notFound': "La ressource demandée n'existe pas.",
  'http.routeNotFound': "Route inconnue : {method} {url}",
  'http.malformedJson': "Le corps de la requête n'est pas un JSON valide.",
  'http.unsupportedMediaType': 'Type de contenu non pris en charge : {type}. Envoyez du JSON.',
  'http.bodyTooLarge': 'Le corps de la requête est trop volumineux.',
  'http.internal': 'Une erreur est survenue',
  'network.timeout': 'pas de réponse après {seconds} s',
  'network.unreachable': 'serveur injoignable ({reason})',
  'network.unreadable': 'réponse illisible (HTTP {status}) : {excerpt}',
  'network.httpError': 'erreur HTTP {status}',
  'network.processingFailed': 'le traitement du média a échoué ({state})',
  'network.processingTooLong': 'le traitement du média prend trop de temps',
  'network.textOnlyRefused': "ce réseau n'accepte pas de publication sans photo ni vidéo",
  'network.mediaTypeRefused': "ce réseau n'accepte pas ce type de média ({type})",
  'sandbox.consentTitle': 'Autoriser Publia à publier sur {network}',
  'sandbox.consentIntro': 'Publia demande l’accès à votre compte {network} pour :',
  'sandbox.consentUsername': 'Nom du compte de démonstration',
  'sandbox.consentAllow': 'Autoriser',
  'sandbox.consentDeny': 'Refuser',
  'sandbox.demoNotice': 'Mode démo : ceci est le bac à sable de Publia, aucune donnée ne part vers {network}.',
  'sandbox.deniedDescription': "L'utilisateur a refusé l'autorisation.",
  'sandbox.postNotFound': 'Publication introuvable dans le bac à sable.',
  'sandbox.postedOn': 'Publié le {date}',
  'sandbox.invalidRedirect': "Adresse de retour refusée : elle doit pointer vers Publia.",
  'validation.required': 'Le champ « {field} » est obligatoire.',
  'validation.invalidType': 'Le champ « {field} » a un type invalide (attendu : {expected}).',
  'validation.tooShort': 'Le champ « {field} » doit contenir au moins {min} caractères.',
  'validation.tooLong': 'Le champ « {field} » ne doit pas dépasser {max} caractères.',
  'validation.tooSmall': 'Le champ « {field} » doit être au moins {min}.',
  'validation.tooBig': 'Le champ « {field} » ne doit pas dépasser {max}.',
  'validation.invalidEmail': "Le champ « {field} » n'est pas une adresse email valide.",
  'validation.invalidValue': 'Le champ « {field} » a une valeur invalide.',
  'validation.unknownField': 'Champ inconnu : « {field} ».',
  'validation.invalidBody': 'Le corps de la requête est invalide.',
} as const;

export type ApiMessageKey = keyof typeof apiMessagesFr;
