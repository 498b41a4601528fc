import { apiMessagesFr, formatMessage, type ApiMessageKey, type ScannerMessage } from '@publia/shared';

export { goodVideo, videoWith } from '../../../../../../packages/shared/src/scanner/measurements.test-support.ts';

/** A reason or a tip as a French user reads it; a key missing from the catalogue or a placeholder left unfilled fails. */
export function french(message: ScannerMessage): string {
  const template = apiMessagesFr[message.key as ApiMessageKey];
  if (template === undefined) throw new Error(`no catalogue entry for ${message.key}`);
  const text = formatMessage(template, message.params);
  if (/\{\w+\}/.test(text)) throw new Error(`unfilled placeholder in ${message.key}: ${text}`);
  return text;
}
