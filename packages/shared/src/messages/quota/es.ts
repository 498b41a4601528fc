import type { quotaMessagesFr } from './fr.ts';

export const quotaMessagesEs: Record<keyof typeof quotaMessagesFr, string> = {
  'quota.contentGeneration': 'Cuota de generaciones alcanzada: {limit} al mes con el plan {plan}. Se renueva el {date}. Para obtener más, cambie de plan en la página Suscripción.',
  'quota.scheduledPosts':
    'Límite de publicaciones programadas alcanzado: {limit} al mes con el plan {plan}. Se renueva el {date}. Para programar más, cambie de plan en la página Suscripción.',
  'quota.teamMembers':
    'Su plan {plan} permite {limit} miembro(s), invitaciones pendientes incluidas: el equipo está completo. Para invitar a más personas, cambie de plan en la página Suscripción.',
  'quota.socialAccounts':
    'Su plan {plan} permite {limit} cuenta(s) de redes sociales conectada(s): se ha alcanzado el límite. Para conectar más, cambie de plan en la página Suscripción.',
  'quota.paymentFailedNotice': 'El pago de su suscripción {plan} ha fallado. Los límites de su plan se mantienen hasta el {date}: actualice su tarjeta en la página Suscripción.',
  'quota.fellBackNotice':
    'El pago de su suscripción {plan} no se ha regularizado: su espacio tiene ahora los límites del plan {fallback}; sus datos se conservan. Actualice su tarjeta en la página Suscripción para recuperar su plan.',
  'quota.unlimitedPlan': 'sin límite',
};
