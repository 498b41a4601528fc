/** The API messages of plans and quotas (French, the source). */
export const quotaMessagesFr = {
  'quota.contentGeneration':
    'Quota de générations atteint : {limit} par mois avec le plan {plan}. Il se renouvelle le {date}. Pour en obtenir davantage, changez de plan sur la page Abonnement.',
  'quota.scheduledPosts':
    'Limite de publications programmées atteinte : {limit} par mois avec le plan {plan}. Elle se renouvelle le {date}. Pour programmer davantage, changez de plan sur la page Abonnement.',
  'quota.teamMembers':
    "Votre plan {plan} permet {limit} membre(s), invitations en attente comprises : l'équipe est complète. Pour inviter davantage de personnes, changez de plan sur la page Abonnement.",
  'quota.socialAccounts':
    'Votre plan {plan} permet {limit} compte(s) de réseaux sociaux connecté(s) : la limite est atteinte. Pour en connecter davantage, changez de plan sur la page Abonnement.',
  'quota.paymentFailedNotice':
    "Le paiement de votre abonnement {plan} a échoué. Les limites de votre plan sont maintenues jusqu'au {date} : mettez à jour votre carte sur la page Abonnement.",
  'quota.fellBackNotice':
    "Le paiement de votre abonnement {plan} n'a pas été régularisé : votre espace est passé aux limites du plan {fallback} ; vos données sont conservées. Mettez à jour votre carte sur la page Abonnement pour retrouver votre plan.",
  'quota.unlimitedPlan': 'sans limite',
} as const;
