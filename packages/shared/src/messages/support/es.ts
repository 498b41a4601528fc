import type { supportMessagesFr } from './fr.ts';

export const supportMessagesEs: Record<keyof typeof supportMessagesFr, string> = {
  'support.requestSent': 'Su mensaje se ha enviado al soporte. Le responderemos en {email}, en {hours} horas de media (de lunes a viernes, de 9 h a 18 h CET).',
  'support.requestStored':
    'Su mensaje se ha guardado. Esta instancia no tiene configurada ninguna dirección de soporte: no se ha enviado por correo electrónico, solo se conserva en el servidor para el equipo que la administra.',
  'support.tooMany': 'Ya ha escrito {max} veces al soporte en esta hora. Vuelva a intentarlo dentro de {minutes} min.',
  'support.mailSubject': '[Soporte Publia] {subject}',
  'support.mailBody':
    'Nuevo mensaje al soporte de Publia.\n\nDe: {name} <{email}>\nEspacio de trabajo: {workspace}\nEnviado el: {date}\n\nAsunto: {subject}\n\n{message}\n\nPara responder, escriba a {email}.',
  'support.noName': '(nombre no indicado)',
  'support.feedbackThanks': 'Gracias por su opinión: se ha enviado correctamente.',
};
