/** The sandbox's sample feeds: French trade news, offline, moving with the clock. */
export { sandboxFeedRoutes } from './routes.ts';
export { SANDBOX_FEED_SECTORS, sandboxFeedPath, sandboxSectorPath, type SandboxFeedSector, type SandboxFeedSource } from './sectors.ts';
