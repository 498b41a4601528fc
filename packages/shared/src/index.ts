export * from './constants/networks.ts';
export * from './constants/content.ts';
export * from './constants/plans.ts';
export * from './constants/limits.ts';
export * from './schemas/auth.ts';
export * from './schemas/errors.ts';
export * from './schemas/health.ts';
export * from './messages/index.ts';
