/**
 * Every table of the database, one file per owner (the module or core concern that writes it):
 * drizzle-kit reads this file to generate the migrations, and `db/client.ts` hands it to drizzle.
 * The column helpers of `columns.ts` are not tables and stay out of it.
 */
export * from './auth.ts';
export * from './workspaces.ts';
export * from './settings.ts';
export * from './mail.ts';
export * from './rate-limit.ts';
export * from './social-accounts.ts';
export * from './media.ts';
export * from './content.ts';
export * from './publishing.ts';
export * from './generation.ts';
export * from './notifications.ts';
export * from './sandbox.ts';
export * from './analytics.ts';
export * from './planning.ts';
export * from './inspiration.ts';
export * from './comments.ts';
export * from './team.ts';
export * from './audit.ts';
export * from './plans.ts';
export * from './billing.ts';
export * from './support.ts';
export * from './privacy.ts';
export * from './notification-digest.ts';
export * from './scanner.ts';
export * from './integrations.ts';
export * from './agent-access.ts';
export * from './links.ts';
