import type { TestApp } from '../../test/test-app.ts';
import { sandboxClient } from '../test-support.ts';
import type { AccountCredentials } from '../types.ts';
import { definition } from './index.ts';

/** An app password of the right form (the sandbox takes any). */
export const APP_PASSWORD = 'abcd-efgh-ijkl-mnop';

/**
 * A Bluesky account of the sandbox's world connected as a person does, with its handle and an app
 * password; `exchanges` then hold only what the test sends.
 */
export async function blueskyAccount(t: TestApp, name: string) {
  const built = sandboxClient(t, definition);
  const handle = `${name}.bsky.social`;
  const connection = await built.client.connectForms!.connectDirect!('appPassword', { handle, appPassword: APP_PASSWORD });
  const account: AccountCredentials = {
    accessToken: connection.tokens.accessToken,
    externalId: connection.profile.externalId,
    username: connection.profile.username,
    settings: connection.settings ?? {},
  };
  built.exchanges.splice(0);
  return { ...built, connection, account, handle };
}

export const BASE = '/sandbox/bluesky';
export const xrpcPath = (nsid: string) => `${BASE}/xrpc/${nsid}`;
