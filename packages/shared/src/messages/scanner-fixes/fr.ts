/** What a one-click fix changed in a video, one sentence per change (numbers written the French way). */
export const scannerFixesMessagesFr = {
  'scanner.fix.reencoded': 'Réencodée en H.264 (profil High) et AAC 48 kHz, dans un fichier MP4 ; à l’origine : {from}',
  'scanner.fix.resized': 'Redimensionnée de {from} à {to} pixels',
  'scanner.fix.upscaled': 'Agrandie de {from} à {to} pixels, la taille minimale acceptée par ce réseau',
  'scanner.fix.padded': 'Mise au format {shape} sans rien couper : la vidéo entière est posée sur un fond flou tiré de sa propre image',
  'scanner.fix.cropped': 'Recadrée au format {shape} : {percent} % de l’image est coupée sur les bords',
  'scanner.fix.frameRate': 'Cadence passée de {from} à {to} images par seconde',
  'scanner.fix.loudness': 'Volume sonore ajusté de {from} à {to} LUFS, le niveau auquel les réseaux diffusent',
  'scanner.fix.trimmed': 'Coupée à {to}, la durée maximale acceptée (elle durait {from})',
  'scanner.fix.extended': 'Prolongée à {to} en figeant la dernière image, la durée minimale acceptée (elle durait {from})',
  'scanner.fix.sampleRate': 'Son rééchantillonné de {from} à {to} kHz',
  'scanner.fix.faststart': 'Index placé en tête du fichier : la vidéo démarre avant d’être entièrement téléchargée',
  'scanner.fix.compressed': 'Compressée pour peser moins de {max} Mo (l’originale pèse {size} Mo)',
} as const;
