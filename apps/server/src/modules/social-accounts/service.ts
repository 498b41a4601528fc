/**
 * What other modules and the jobs use of the social accounts: credentials to publish with,
 * token refresh, the followers a measuring round read, and the maintenance of OAuth leftovers. (Routes call the action files directly.)
 */
export { credentialsForPublishing, withFreshToken, refreshAccount, type AccountRef } from './tokens.ts';
export { refreshExpiringTokens, type RefreshRun } from './refresh-expiring.ts';
export { purgeConnectionLeftovers } from './purge.ts';
export { listAccounts } from './list-accounts.ts';
export { recordFollowers } from './record-followers.ts';
export { countSocialAccounts } from './account-quota.ts';
export { serverAppStores } from './server-apps.ts';
