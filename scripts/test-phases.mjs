// npm test: the whole suite (typecheck, lint, format, the vitest projects, the end-to-end tests),
// stopping at the first phase that fails, then how long each phase took. With TEST_PHASES_FILE set,
// the durations are also appended there as `phase seconds` lines (.ci/run adds its install, so that
// a run's phases can be written in bench/RESULTS.md).
//
// Two lanes run side by side: the checks then the vitest projects in one, the end-to-end tests
// (their build, then the browsers) in the other. Each lane alone leaves one of the two cores of the
// machines the suite runs on mostly idle (the API tests wait on their database, the browsers on
// the server), so the suite takes about as long as its longer lane. Each line a phase prints is
// prefixed with its name; when one phase fails, the other lane is stopped.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import readline from 'node:readline';

const LANES = [
  [
    ['typecheck', 'typecheck'],
    ['lint', 'lint'],
    ['format', 'format:check'],
    ['unit', 'test:unit'],
  ],
  [['e2e', 'test:e2e']],
];

const scripts = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8')).scripts;
const timings = [];
const running = new Set();
let failed = null;

function runPhase(phase, script) {
  const started = performance.now();
  // A process group of its own, so that stopping the phase stops what it started (the browsers, the server).
  const child = spawn('npm', ['run', '--silent', script], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
  });
  running.add(child);
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    readline.createInterface({ input: stream }).on('line', (line) => out.write(`[${phase}] ${line}\n`));
  }
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      running.delete(child);
      timings.push([phase, Math.round((performance.now() - started) / 1000)]);
      resolve(code === 0 && !signal);
    });
  });
}

function stopOthers() {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

async function runLane(lane) {
  for (const [phase, script] of lane) {
    if (!scripts[script] || failed) continue;
    const ok = await runPhase(phase, script);
    if (!ok && !failed) {
      failed = phase;
      stopOthers();
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopOthers();
    process.exit(1);
  });
}

const started = performance.now();
await Promise.all(LANES.map(runLane));
timings.push(['suite', Math.round((performance.now() - started) / 1000)]);
const lines = timings.map(([phase, seconds]) => `${phase} ${seconds}`);
console.log(`\nphases (s): ${lines.join(', ')}${failed ? ` — ${failed} failed` : ''}`);
if (process.env.TEST_PHASES_FILE) fs.appendFileSync(process.env.TEST_PHASES_FILE, `${lines.join('\n')}\n`);
process.exit(failed ? 1 : 0);
