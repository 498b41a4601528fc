/** What the rest of the server uses of the automation endpoints. */
export { getAutomations } from './get-automations.ts';
export { AUTOMATION_EVENTS } from './automation-events.ts';
export { automationGenerator } from './generation-delegate.ts';
