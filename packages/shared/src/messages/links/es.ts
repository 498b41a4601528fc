import type { linksMessagesFr } from './fr.ts';

export const linksMessagesEs: Record<keyof typeof linksMessagesFr, string> = {
  'links.notFound': 'Enlace corto no encontrado.',
  'links.bioNameTaken': 'La dirección /b/{name} ya la usa otro espacio de trabajo: elija otra.',
  'links.bioSaved': 'Página « Enlace en la bio » guardada.',
  'links.bioTitle': 'Enlaces de {name}',
  'links.bioLatest': 'Últimas publicaciones',
  'links.bioEmpty': 'Todavía no hay publicaciones con enlace.',
  'links.notFoundTitle': 'Enlace no encontrado',
  'links.notFoundBody': 'Este enlace corto no existe o ya no está activo. Compruebe la dirección que ha seguido.',
  'links.notFoundHome': 'Ir a la página de inicio de Publia',
  'links.targetInvalid': 'El enlace {url} no es una dirección web válida: solo se aceptan enlaces http:// y https://.',
  'links.targetPrivate': 'El enlace {url} lleva a una dirección privada o local: no se puede acortar.',
  'links.tooMany': 'Este texto contiene {count} enlaces: como máximo {max} enlaces por publicación.',
  'links.settingsSaved': 'Ajustes de enlaces guardados.',
};
