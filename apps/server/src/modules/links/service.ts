/** Publia's short links: the public face of the module (redirect, shortening at publishing, clicks, settings). */
export { bioPage, getBio, saveBio } from './bio.ts';
export { createShortLinkRuntime } from './click-runtime.ts';
export { notFoundPage } from './not-found-page.ts';
export { rewritePostLinks, textAsSent, type PostLinkTarget } from './post-links.ts';
export { followShortLink } from './redirect.ts';
export { getLinkSettings, saveLinkSettings } from './settings.ts';
export { linkDetail, shortenLink } from './shorten.ts';
export { clicksOfTargets, clicksPerSource } from './clicks.ts';
