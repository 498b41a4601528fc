import { connectThroughSandbox } from '../../test/sandbox-connect.ts';
import type { TestApp } from '../../test/test-app.ts';
import { sandboxClient, type Exchange } from '../test-support.ts';
import type { AccountCredentials, Connection, NetworkClient } from '../types.ts';
import { definition } from './index.ts';

/** The instance the tests type, as « mode démo » does. */
export const TEST_INSTANCE = 'mastodon.sandbox';

/**
 * Goes through Mastodon's connection against its sandbox as a browser would: the instance typed in
 * the connect form, the consent page approved as `username`, the code exchanged with what was
 * prepared before the browser went.
 */
export function connectMastodon(t: TestApp, client: NetworkClient, username: string, instance = TEST_INSTANCE): Promise<Connection> {
  return connectThroughSandbox(t, client, username, { form: 'instance', fields: { instance } });
}

/** A Mastodon account connected through the sandbox, the credentials the client acts with, and the exchanges made since (none). */
export async function connectedMastodon(t: TestApp, username: string) {
  const built = sandboxClient(t, definition);
  const connection = await connectMastodon(t, built.client, username);
  const account: AccountCredentials = {
    accessToken: connection.tokens.accessToken,
    externalId: connection.profile.externalId,
    username: connection.profile.username,
    settings: connection.settings ?? {},
  };
  const connectExchanges: Exchange[] = built.exchanges.splice(0);
  return { ...built, connection, account, connectExchanges };
}
