import { apiMessagesFr, formatMessage, type ApiMessageKey } from '@publia/shared';

/** A message of the catalogue in French, its placeholders filled: the answers' `message`, the audit's object, the PDF's words. */
export const frenchMessage = (key: ApiMessageKey, params: Record<string, string> = {}) => formatMessage(apiMessagesFr[key], params);
