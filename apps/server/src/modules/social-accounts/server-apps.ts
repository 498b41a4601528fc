import type { Network } from '@publia/shared';
import type { Db } from '../../db/client.ts';
import type { Keyring } from '../../lib/crypto.ts';
import type { ServerAppStore } from '../../networks/context.ts';
import { findServerApp, insertServerApp } from './repository.ts';

/**
 * The apps Publia registered on people's servers, per network: found by server and callback
 * address, their secret encrypted. Two connections that register at the same instant keep the
 * first app saved; both work, an instance keeps every app registered.
 */
export function serverAppStores(db: Db, keyring: Keyring): (network: Network) => ServerAppStore {
  return (platform) => ({
    async find(server, redirectUri) {
      const row = await findServerApp(db, { platform, server, redirectUri });
      return row ? { clientId: row.clientId, clientSecret: keyring.decrypt(row.clientSecretEnc) } : null;
    },
    async save(server, redirectUri, app) {
      await insertServerApp(db, { platform, server, redirectUri, clientId: app.clientId, clientSecretEnc: keyring.encrypt(app.clientSecret) });
    },
  });
}
