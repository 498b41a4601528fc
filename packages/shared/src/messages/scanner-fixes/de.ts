import type { scannerFixesMessagesFr } from './fr.ts';

export const scannerFixesMessagesDe: Record<keyof typeof scannerFixesMessagesFr, string> = {
  'scanner.fix.reencoded': 'Neu kodiert als H.264 (High-Profil) und AAC mit 48 kHz in einer MP4-Datei; ursprünglich: {from}',
  'scanner.fix.resized': 'Größe von {from} auf {to} Pixel geändert',
  'scanner.fix.upscaled': 'Von {from} auf {to} Pixel vergrößert, die Mindestgröße dieses Netzwerks',
  'scanner.fix.padded': 'Ohne Beschnitt auf das Format {shape} gebracht: Das ganze Video liegt auf einem unscharfen Hintergrund aus seinem eigenen Bild',
  'scanner.fix.cropped': 'Auf das Format {shape} zugeschnitten: {percent} % des Bildes werden an den Rändern abgeschnitten',
  'scanner.fix.frameRate': 'Bildrate von {from} auf {to} Bilder pro Sekunde geändert',
  'scanner.fix.loudness': 'Lautheit von {from} auf {to} LUFS angepasst, den Pegel, mit dem die Netzwerke abspielen',
  'scanner.fix.trimmed': 'Auf die zulässige Höchstdauer von {to} gekürzt (es dauerte {from})',
  'scanner.fix.extended': 'Auf die zulässige Mindestdauer von {to} verlängert, indem das letzte Bild stehen bleibt (es dauerte {from})',
  'scanner.fix.sampleRate': 'Ton von {from} auf {to} kHz umgerechnet',
  'scanner.fix.faststart': 'Index an den Dateianfang gesetzt: Das Video startet, bevor es vollständig heruntergeladen ist',
  'scanner.fix.compressed': 'Komprimiert auf unter {max} MB (das Original wiegt {size} MB)',
};
