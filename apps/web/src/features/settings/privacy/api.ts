import {
  privacyEndpoints as endpoints,
  type DataExportResponse,
  type DeleteAccountBody,
  type MessageResponse,
  type PrivacyBody,
  type PrivacyResponse,
  type PrivacyState,
} from '@publia/shared';
import { api } from '../../../lib/api-client.ts';

export async function getPrivacy(signal?: AbortSignal): Promise<PrivacyState> {
  return (await api.call(endpoints.get, {}, { signal })).data;
}

export async function savePrivacy(body: PrivacyBody): Promise<PrivacyResponse> {
  return api.call(endpoints.update, { body });
}

/** POST /api/privacy/exports: the job starts; its link comes by e-mail. */
export async function requestExport(): Promise<DataExportResponse> {
  return api.call(endpoints.requestExport, {});
}

/** The account is gone when this answers: the server has cleared the session cookie. */
export async function deleteAccount(body: DeleteAccountBody): Promise<MessageResponse> {
  return api.call(endpoints.deleteAccount, { body });
}
