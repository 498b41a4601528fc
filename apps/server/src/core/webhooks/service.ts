/** What the rest of the server uses of outgoing webhooks: the delivery jobs, and the automation endpoints' rows. */
export { WEBHOOK_DELIVERY_QUEUE, WEBHOOK_PURGE_QUEUE, WEBHOOK_SWEEP_QUEUE, type DeliveryJob } from './queue.ts';
export { purgeOldDeliveries } from './purge.ts';
export { runDeliveryJob } from './deliver.ts';
export { requeueStalledDeliveries } from './sweep.ts';
export { checkWebhookUrl, isOwnSandbox } from './outgoing-url.ts';
export type { DeliveredEventType } from './event-payloads.ts';
export type { SendOutcome } from './send-signed.ts';
export {
  automationCaller,
  type AutomationCaller,
  listAutomationEndpoints,
  pingAutomationEndpoints,
  recordAutomationCheck,
  removeAutomationEndpoints,
  saveAutomationEndpoints,
  type AutomationEndpointState,
} from './automation-endpoints.ts';
