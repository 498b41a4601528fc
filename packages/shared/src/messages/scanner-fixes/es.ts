import type { scannerFixesMessagesFr } from './fr.ts';

export const scannerFixesMessagesEs: Record<keyof typeof scannerFixesMessagesFr, string> = {
  'scanner.fix.reencoded': 'Recodificado en H.264 (perfil High) y AAC a 48 kHz, en un archivo MP4; originalmente: {from}',
  'scanner.fix.resized': 'Redimensionado de {from} a {to} píxeles',
  'scanner.fix.upscaled': 'Ampliado de {from} a {to} píxeles, el tamaño mínimo que acepta esta red',
  'scanner.fix.padded': 'Adaptado al formato {shape} sin cortar nada: el vídeo completo se coloca sobre un fondo desenfocado sacado de su propia imagen',
  'scanner.fix.cropped': 'Recortado al formato {shape}: se corta un {percent} % de la imagen en los bordes',
  'scanner.fix.frameRate': 'Frecuencia de imagen cambiada de {from} a {to} imágenes por segundo',
  'scanner.fix.loudness': 'Volumen ajustado de {from} a {to} LUFS, el nivel al que reproducen las redes',
  'scanner.fix.trimmed': 'Cortado a {to}, la duración máxima aceptada (duraba {from})',
  'scanner.fix.extended': 'Alargado a {to} congelando la última imagen, la duración mínima aceptada (duraba {from})',
  'scanner.fix.sampleRate': 'Sonido remuestreado de {from} a {to} kHz',
  'scanner.fix.faststart': 'Índice colocado al principio del archivo: el vídeo empieza antes de descargarse por completo',
  'scanner.fix.compressed': 'Comprimido para pesar menos de {max} MB (el original pesa {size} MB)',
};
