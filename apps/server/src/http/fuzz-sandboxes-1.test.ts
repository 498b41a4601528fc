import { describeSandboxFuzz } from './fuzz-sandboxes-pass.test-support.ts';

describeSandboxFuzz(1);
