import { formatMessage } from './format.ts';
import { apiMessagesFr, type ApiMessageKey } from './fr.ts';

/** A message of the catalogue in French, its placeholders filled: what the server writes (answers, notices, mails, audit, sandbox pages). */
export function frenchMessage(key: ApiMessageKey, params: Record<string, string | number> = {}): string {
  return formatMessage(apiMessagesFr[key], params);
}
