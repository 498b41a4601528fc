import type { scannerFixesMessagesFr } from './fr.ts';

export const scannerFixesMessagesEn: Record<keyof typeof scannerFixesMessagesFr, string> = {
  'scanner.fix.reencoded': 'Re-encoded as H.264 (High profile) and 48 kHz AAC in an MP4 file; originally: {from}',
  'scanner.fix.resized': 'Resized from {from} to {to} pixels',
  'scanner.fix.upscaled': 'Enlarged from {from} to {to} pixels, the minimum size this network accepts',
  'scanner.fix.padded': 'Fitted to {shape} without cutting anything: the whole video sits on a blurred background made from its own picture',
  'scanner.fix.cropped': 'Cropped to {shape}: {percent}% of the picture is cut at the edges',
  'scanner.fix.frameRate': 'Frame rate changed from {from} to {to} frames per second',
  'scanner.fix.loudness': 'Loudness adjusted from {from} to {to} LUFS, the level the networks play at',
  'scanner.fix.trimmed': 'Cut to {to}, the maximum duration accepted (it lasted {from})',
  'scanner.fix.extended': 'Extended to {to} by holding the last frame, the minimum duration accepted (it lasted {from})',
  'scanner.fix.sampleRate': 'Sound resampled from {from} to {to} kHz',
  'scanner.fix.faststart': 'Index moved to the start of the file: the video starts playing before it is fully downloaded',
  'scanner.fix.compressed': 'Compressed to weigh less than {max} MB (the original weighs {size} MB)',
};
