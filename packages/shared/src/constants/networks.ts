/**
 * The networks Publia publishes to. `twitter` is shown as X. Each has its descriptor (name,
 * limits, advice, comments…) in ../networks/<network>.ts, listed by ../networks/registry.ts.
 */
export const NETWORKS = ['instagram', 'facebook', 'twitter', 'linkedin', 'tiktok', 'pinterest', 'bluesky', 'mastodon'] as const;
export type Network = (typeof NETWORKS)[number];

/**
 * The demonstration account of "mode démo": the name the sandboxes' consent page proposes and the
 * one "connect a demo account" approves. The same name is the same account (one row per workspace).
 */
export const DEMO_ACCOUNT_USERNAME = 'publia_demo';
