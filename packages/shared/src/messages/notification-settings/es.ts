import type { notificationSettingsMessagesFr } from './fr.ts';

export const notificationSettingsMessagesEs: Record<keyof typeof notificationSettingsMessagesFr, string> = {
  'notificationSettings.saved': 'Tus preferencias de notificación se han guardado.',
  'notificationSettings.unknownToggle': 'Notificación desconocida: «{field}». Valores posibles: {allowed}.',
  'notificationSettings.unknownFrequency': 'Frecuencia desconocida: «{value}». Valores posibles: {allowed}.',
  'notificationSettings.performanceNotice':
    '«{title}» en {network} obtiene {ratio} veces la interacción habitual de la cuenta: {engagement} interacciones.',

  'notificationMail.greeting': 'Hola, {name}:',
  'notificationMail.greetingNoName': 'Hola:',
  'notificationMail.open': 'Abrir en Publia',
  'notificationMail.why': 'Recibes este correo porque «{toggle}» está activado en tus ajustes de notificación.',
  'notificationMail.settings': 'Cambiar mis notificaciones',
  'notificationMail.toggle.weeklySummary': 'Resumen semanal',
  'notificationMail.toggle.commentsReceived': 'Comentarios recibidos',
  'notificationMail.toggle.contentPublished': 'Contenido publicado',
  'notificationMail.frequency.hourly': 'cada hora',
  'notificationMail.frequency.daily': 'una vez al día',
  'notificationMail.frequency.weekly': 'una vez a la semana',

  'notificationMail.commentSubject': 'Nuevo comentario de {author} en «{title}»',
  'notificationMail.commentLine': '{author} comentó «{title}» en {network}: «{excerpt}»',
  'notificationMail.publishedSubject': 'Publicado en {platforms}: «{title}»',
  'notificationMail.publishedLine': '«{title}» se ha publicado en {platforms}.',

  'notificationMail.digestSubjectOne': 'Tu resumen de Publia: 1 novedad',
  'notificationMail.digestSubjectMany': 'Tu resumen de Publia: {count} novedades',
  'notificationMail.digestIntro': 'Esto es lo que ha pasado desde tu último resumen. Recibes estas novedades agrupadas {frequency}.',
  'notificationMail.digestSection.commentsReceived': 'Comentarios recibidos ({count})',
  'notificationMail.digestSection.contentPublished': 'Contenido publicado ({count})',
  'notificationMail.digestWhy': 'Recibes este correo porque las notificaciones por correo están activadas en tus ajustes.',

  'notificationMail.weeklySubject': 'Tu semana en Publia, del {from} al {to}',
  'notificationMail.weeklyIntro': 'Este es el balance de tus publicaciones del {from} al {to}.',
  'notificationMail.weeklyPublishedOne': '1 publicación en línea',
  'notificationMail.weeklyPublishedMany': '{count} publicaciones en línea',
  'notificationMail.weeklyNothing': 'Ninguna publicación esta semana.',
  'notificationMail.weeklyImpressions': 'Impresiones',
  'notificationMail.weeklyEngagement': 'Interacciones',
  'notificationMail.weeklyFollowers': 'Nuevos seguidores',
  'notificationMail.weeklyNotProvided': 'no disponible',
  'notificationMail.weeklyChange': '{change} respecto a la semana anterior',
  'notificationMail.weeklyBest': 'Mejor publicación: «{title}» en {network}, {engagement} interacciones.',
  'notificationMail.weeklyOpen': 'Ver las estadísticas',
};
