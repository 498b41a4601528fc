import type { profileMessagesFr } from './fr.ts';

export const profileMessagesEs: Record<keyof typeof profileMessagesFr, string> = {
  'profile.saved': 'Perfil guardado.',
  'profile.phoneInvalid': 'El número de teléfono «{value}» no es válido: indíquelo en formato internacional (+33 6 12 34 56 78) o francés (06 12 34 56 78).',
  'profile.emailInvalid': 'La dirección de correo «{value}» no es válida.',
  'profile.emailSame': 'Esta ya es la dirección de correo de su cuenta.',
  'profile.emailTaken': 'Esta dirección de correo ya la usa otra cuenta.',
  'profile.wrongPassword': 'La contraseña actual es incorrecta.',
  'profile.emailChangeSent': 'Se ha enviado un enlace de confirmación a {email}: su dirección cambiará cuando lo siga.',
  'profile.emailMailSubject': 'Confirme su nueva dirección de correo de Publia',
  'profile.emailMailBody':
    'Hola:\n\nPara usar {email} como dirección de su cuenta de Publia, siga este enlace (válido {hours} horas):\n{link}\n\nSi no ha pedido nada, ignore este mensaje: su dirección no cambiará.',
  'profile.emailLinkInvalid': 'Este enlace de confirmación no es válido, ha caducado o ya se ha usado.',
  'profile.emailChanged': 'Su dirección de correo es ahora {email}.',
  'profile.passwordChanged': 'Contraseña cambiada. Se han cerrado sus otras sesiones.',
  'profile.avatarMissing': 'Elija una imagen para enviar.',
  'profile.avatarNotImage': 'Este archivo no es una imagen (JPEG, PNG, WebP o GIF).',
  'profile.avatarTooLarge': 'La imagen supera el tamaño máximo de 5 MB.',
  'profile.avatarFailed': 'No se ha podido procesar la imagen por ahora, inténtelo de nuevo.',
  'profile.avatarSaved': 'Foto de perfil guardada.',
  'profile.avatarRemoved': 'Foto de perfil eliminada.',
};
