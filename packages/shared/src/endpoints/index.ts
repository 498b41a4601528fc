import { accountEndpoints } from './accounts.ts';
import { analyticsEndpoints } from './analytics.ts';
import { approvalEndpoints } from './approval.ts';
import { auditEndpoints } from './audit.ts';
import { billingEndpoints } from './billing.ts';
import { authEndpoints } from './auth.ts';
import { commentEndpoints } from './comments.ts';
import { contentEndpoints } from './content.ts';
import { inspirationEndpoints } from './inspiration.ts';
import { planningEndpoints } from './planning.ts';
import { teamEndpoints } from './team.ts';
import { supportEndpoints } from './support.ts';
import { outboxEndpoints } from './outbox.ts';
import { profileEndpoints } from './profile.ts';
import { privacyEndpoints } from './privacy.ts';
import { notificationSettingsEndpoints } from './notification-settings.ts';
import { scannerEndpoints } from './scanner.ts';
import { integrationEndpoints } from './integrations.ts';
import { linksEndpoints } from './links.ts';
import type { Endpoint } from './define.ts';

export * from './define.ts';
export { accountEndpoints } from './accounts.ts';
export { analyticsEndpoints } from './analytics.ts';
export { approvalEndpoints } from './approval.ts';
export { auditEndpoints } from './audit.ts';
export { billingEndpoints } from './billing.ts';
export { authEndpoints } from './auth.ts';
export { commentEndpoints } from './comments.ts';
export { contentEndpoints } from './content.ts';
export { contentCountsEndpoints } from './content-counts.ts';
export { notificationEndpoints } from './notifications.ts';
export { inspirationEndpoints } from './inspiration.ts';
export { planningEndpoints } from './planning.ts';
export { teamEndpoints } from './team.ts';
export { supportEndpoints } from './support.ts';
export { outboxEndpoints } from './outbox.ts';
export { profileEndpoints } from './profile.ts';
export { privacyEndpoints } from './privacy.ts';
export { notificationSettingsEndpoints } from './notification-settings.ts';
export { scannerEndpoints } from './scanner.ts';
export { integrationEndpoints } from './integrations.ts';
export { linksEndpoints } from './links.ts';

/** Every endpoint of the API: what the server must register and the OpenAPI document lists. */
export const ENDPOINTS: readonly Endpoint[] = [
  ...Object.values(authEndpoints),
  ...Object.values(contentEndpoints),
  ...Object.values(accountEndpoints),
  ...Object.values(analyticsEndpoints),
  ...Object.values(planningEndpoints),
  ...Object.values(inspirationEndpoints),
  ...Object.values(commentEndpoints),
  ...Object.values(teamEndpoints),
  ...Object.values(approvalEndpoints),
  ...Object.values(auditEndpoints),
  ...Object.values(billingEndpoints),
  ...Object.values(supportEndpoints),
  ...Object.values(outboxEndpoints),
  ...Object.values(profileEndpoints),
  ...Object.values(privacyEndpoints),
  ...Object.values(notificationSettingsEndpoints),
  ...Object.values(scannerEndpoints),
  ...Object.values(integrationEndpoints),
  ...Object.values(linksEndpoints),
];
