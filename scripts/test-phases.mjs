// npm test: the whole suite, one phase after the other (typecheck, lint, format, the vitest projects,
// the end-to-end tests), stopping at the first that fails, then how long each phase took. With
// TEST_PHASES_FILE set, the durations are also appended there as `phase seconds` lines (.ci/run
// adds its install, so that a run's phases can be written in bench/RESULTS.md).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const PHASES = [
  ['typecheck', 'typecheck'],
  ['lint', 'lint'],
  ['format', 'format:check'],
  ['unit', 'test:unit'],
  ['e2e', 'test:e2e'],
];

const scripts = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8')).scripts;
const timings = [];
let failed = null;
for (const [phase, script] of PHASES) {
  if (!scripts[script]) continue;
  const started = performance.now();
  const { status } = spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit' });
  timings.push([phase, Math.round((performance.now() - started) / 1000)]);
  if (status !== 0) {
    failed = phase;
    break;
  }
}
const lines = timings.map(([phase, seconds]) => `${phase} ${seconds}`);
console.log(`\nphases (s): ${lines.join(', ')}${failed ? ` — ${failed} failed` : ''}`);
if (process.env.TEST_PHASES_FILE) fs.appendFileSync(process.env.TEST_PHASES_FILE, `${lines.join('\n')}\n`);
process.exit(failed ? 1 : 0);
