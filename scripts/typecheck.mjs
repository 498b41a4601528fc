// npm run typecheck: each TypeScript project of the repository checked, two at a time (the
// machines that run it have two cores and each check is one process); fails if any fails.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const PROJECTS = ['packages/shared', 'apps/server', 'apps/web', 'e2e', 'bench'];

const check = (project) =>
  new Promise((resolve) => {
    const child = spawn('npx', ['tsc', '-p', project], { stdio: 'inherit' });
    child.on('close', (code) => resolve(code === 0));
  });

const waiting = [...PROJECTS];
const lanes = Array.from({ length: Math.max(1, Math.min(2, availableParallelism())) }, async () => {
  let passed = true;
  for (let project = waiting.shift(); project; project = waiting.shift()) passed = (await check(project)) && passed;
  return passed;
});
if (!(await Promise.all(lanes)).every(Boolean)) process.exit(1);
