// Scaffolding during the networks issue: replaced by this network's client and sandbox.
import type { NetworkDefinition } from '../context.ts';
import type { SandboxPlugin } from '../sandbox/routes.ts';

export const definition: NetworkDefinition | null = null;
export const sandbox: SandboxPlugin | null = null;
