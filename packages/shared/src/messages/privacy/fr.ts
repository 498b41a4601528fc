/** The API messages of Paramètres → Confidentialité (French, the source). */
export const privacyMessagesFr = {
  'audit.detailKey.accountDeleted': 'compte supprimé',
  'privacy.saved': 'Réglages de confidentialité enregistrés.',
  'privacy.exportRequested': "Votre export est en préparation : le lien de téléchargement sera envoyé à {email} dès qu'il sera prêt.",
  'privacy.exportPending': "Un export de vos données est déjà en préparation : attendez qu'il soit prêt avant d'en demander un autre.",
  'privacy.exportTooMany': 'Vous avez déjà demandé {max} exports de vos données en 24 heures. Réessayez dans {minutes} min.',
  'privacy.exportNotFound': "Ce lien de téléchargement n'existe pas ou n'est plus valable. Demandez un nouvel export dans Paramètres → Confidentialité.",
  'privacy.exportExpired': 'Ce lien de téléchargement a expiré (il était valable {hours} heures). Demandez un nouvel export dans Paramètres → Confidentialité.',
  'privacy.exportMailSubject': 'Vos données Publia sont prêtes',
  'privacy.exportMailBody':
    "Bonjour,\n\nL'export de vos données Publia que vous avez demandé est prêt. Téléchargez le fichier ZIP avec ce lien, valable {hours} heures (jusqu'au {date}), une fois connecté à votre compte Publia :\n{link}\n\nIl contient votre compte, vos réglages, vos notifications et, pour chaque espace dont vous êtes le seul administrateur, toutes ses données et ses médias. Le fichier README.txt qu'il contient en décrit chaque partie.\n\nSi vous n'avez pas demandé cet export, changez votre mot de passe.\n\nL'équipe Publia",
  'privacy.exportFailedMailSubject': "L'export de vos données Publia n'a pas abouti",
  'privacy.exportFailedMailBody':
    "Bonjour,\n\nL'export de vos données Publia que vous avez demandé n'a pas pu être préparé. Vous pouvez en demander un nouveau dans Paramètres → Confidentialité ; si l'échec se répète, écrivez au support depuis Paramètres → Aide.\n\nL'équipe Publia",
  'privacy.readme':
    "Export de vos données Publia\n============================\n\nPréparé le {date} pour {email}.\n\nContenu\n-------\naccount/\n  user.json : votre compte (sans votre mot de passe) et vos réglages.\n  Les autres fichiers : tout ce qui n'appartient qu'à vous — vos appartenances aux espaces (memberships), vos sessions (appareil, adresse IP, dates ; sans leurs jetons), vos notifications, vos demandes au support, vos avis, vos changements d'adresse e-mail et vos demandes d'export (sans leurs jetons).\n  avatar.* : votre photo de profil, si vous en avez une.\n\nworkspaces/<espace>/\n  Pour chaque espace dont vous êtes le seul administrateur : toutes ses données, un fichier par table (publications, comptes sociaux sans leurs jetons d'accès, médias, commentaires, statistiques, planification, veille, équipe, invitations sans leurs jetons, journal d'activité, abonnement et factures…).\n  media/ : les fichiers envoyés dans l'espace (photos, vidéos).\n\nEspaces inclus : {workspaces}\n\nFormat\n------\nChaque fichier .json est une liste de lignes telles que Publia les enregistre (noms de colonnes en anglais, dates en UTC au format ISO 8601).\nLes secrets — mots de passe, jetons de connexion, jetons d'accès aux réseaux sociaux chiffrés — ne quittent jamais le serveur : ils ne figurent pas dans cet export.\nLes données des espaces que vous partagez avec un autre administrateur ne sont pas incluses : elles appartiennent aussi à cet administrateur, qui peut en demander l'export.\n",
  'privacy.readmeNoWorkspace': "aucun (vous n'êtes le seul administrateur d'aucun espace)",
  'privacy.wrongPassword': "Mot de passe incorrect : votre compte n'a pas été supprimé.",
  'privacy.deletionWord': "Pour confirmer, tapez le mot {word} : votre compte n'a pas été supprimé.",
  'privacy.accountDeleted': 'Votre compte a été supprimé. Au revoir !',
  'privacy.subscriptionNotCancelled':
    "L'abonnement de l'espace « {workspace} » n'a pas pu être résilié auprès du prestataire de paiement : votre compte n'a pas été supprimé. Réessayez dans quelques minutes.",
  'privacy.goodbyeMailSubject': 'Votre compte Publia a été supprimé',
  'privacy.goodbyeMailBody':
    "Bonjour,\n\nVotre compte Publia ({email}) a été supprimé, comme vous l'avez demandé, ainsi que les espaces dont vous étiez le seul membre et leurs médias. Les factures de ces espaces sont conservées, comme la loi l'exige.\n\nMerci d'avoir utilisé Publia.\n\nL'équipe Publia",
} as const;
