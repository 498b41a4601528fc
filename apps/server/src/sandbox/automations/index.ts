export { sandboxAutomationRoutes, type ReceivedRequest } from './routes.ts';
