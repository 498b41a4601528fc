import type { privacyMessagesFr } from './fr.ts';

export const privacyMessagesEs: Record<keyof typeof privacyMessagesFr, string> = {
  'audit.detailKey.accountDeleted': 'cuenta eliminada',
  'privacy.saved': 'Ajustes de privacidad guardados.',
  'privacy.exportRequested': 'Su exportación se está preparando: el enlace de descarga se enviará a {email} en cuanto esté lista.',
  'privacy.exportPending': 'Ya se está preparando una exportación de sus datos: espere a que esté lista antes de pedir otra.',
  'privacy.exportTooMany': 'Ya ha pedido {max} exportaciones de sus datos en 24 horas. Inténtelo de nuevo dentro de {minutes} min.',
  'privacy.exportNotFound': 'Este enlace de descarga no existe o ya no es válido. Pida una nueva exportación en Ajustes → Privacidad.',
  'privacy.exportExpired': 'Este enlace de descarga ha caducado (era válido {hours} horas). Pida una nueva exportación en Ajustes → Privacidad.',
  'privacy.exportMailSubject': 'Sus datos de Publia están listos',
  'privacy.exportMailBody':
    'Hola:\n\nLa exportación de sus datos de Publia que pidió está lista. Descargue el archivo ZIP con este enlace, válido {hours} horas (hasta el {date}), una vez conectado a su cuenta de Publia:\n{link}\n\nContiene su cuenta, sus ajustes, sus notificaciones y, para cada espacio del que es el único administrador, todos sus datos y archivos multimedia. El archivo README.txt que incluye describe cada parte.\n\nSi no pidió esta exportación, cambie su contraseña.\n\nEl equipo de Publia',
  'privacy.exportFailedMailSubject': 'La exportación de sus datos de Publia no se ha completado',
  'privacy.exportFailedMailBody':
    'Hola:\n\nLa exportación de sus datos de Publia que pidió no se ha podido preparar. Puede pedir una nueva en Ajustes → Privacidad; si el fallo se repite, escriba al soporte desde Ajustes → Ayuda.\n\nEl equipo de Publia',
  'privacy.readme':
    'Exportación de sus datos de Publia\n==================================\n\nPreparada el {date} para {email}.\n\nContenido\n---------\naccount/\n  user.json: su cuenta (sin su contraseña) y sus ajustes.\n  Los demás archivos: todo lo que solo le pertenece a usted — sus pertenencias a espacios, sus sesiones (dispositivo, dirección IP, fechas; sin sus tokens), sus notificaciones, sus mensajes al soporte, sus opiniones, sus cambios de dirección de correo y sus solicitudes de exportación (sin sus tokens).\n  avatar.*: su foto de perfil, si tiene una.\n\nworkspaces/<espacio>/\n  Para cada espacio del que es el único administrador: todos sus datos, un archivo por tabla (publicaciones, cuentas sociales sin sus tokens de acceso, archivos multimedia, comentarios, estadísticas, planificación, inspiración, equipo, invitaciones sin sus tokens, registro de actividad, suscripción y facturas…).\n  media/: los archivos subidos al espacio (fotos, vídeos).\n\nEspacios incluidos: {workspaces}\n\nFormato\n-------\nCada archivo .json es una lista de filas tal como Publia las guarda (nombres de columnas en inglés, fechas en UTC en formato ISO 8601).\nLos secretos — contraseñas, tokens de sesión, tokens de acceso cifrados a las redes sociales — nunca salen del servidor: no figuran en esta exportación.\nLos datos de los espacios que comparte con otro administrador no se incluyen: también pertenecen a ese administrador, que puede pedir su exportación.\n',
  'privacy.readmeNoWorkspace': 'ninguno (no es el único administrador de ningún espacio)',
  'privacy.wrongPassword': 'Contraseña incorrecta: su cuenta no se ha eliminado.',
  'privacy.deletionWord': 'Para confirmar, escriba la palabra {word}: su cuenta no se ha eliminado.',
  'privacy.accountDeleted': 'Su cuenta se ha eliminado. ¡Hasta pronto!',
  'privacy.subscriptionNotCancelled':
    'La suscripción del espacio «{workspace}» no se ha podido cancelar con el proveedor de pagos: su cuenta no se ha eliminado. Inténtelo de nuevo dentro de unos minutos.',
  'privacy.goodbyeMailSubject': 'Su cuenta de Publia se ha eliminado',
  'privacy.goodbyeMailBody':
    'Hola:\n\nSu cuenta de Publia ({email}) se ha eliminado, como pidió, junto con los espacios de los que era el único miembro y sus archivos multimedia. Las facturas de esos espacios se conservan, como exige la ley.\n\nGracias por usar Publia.\n\nEl equipo de Publia',
};
