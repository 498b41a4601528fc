// The video scanner's speed and memory: a real server (as `npm start` runs it, after the build),
// real uploads over HTTP, the analysis and the fix as pg-boss jobs, progress polled as the page does.
// Standalone: npx tsx bench/scanner.ts — rewrites its section of RESULTS.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../e2e/support/free-port.ts';
import { makeTestVideo } from '../apps/server/src/modules/scanner/test-videos.test-support.ts';
import { measure, writeResultsSection } from './support/results-section.ts';
import { call, signUp, type BenchSession } from './support/session.ts';
import { rssMb, spawnPublia } from './support/spawn-publia.ts';

interface Run {
  label: string;
  durationSeconds: number;
  sizeMb: number;
  /** From the upload's 202 to the analysis done, as the page sees it (polled every 250 ms). */
  analysisSeconds: number;
  globalScore: number;
}

export interface ScannerFigures {
  runs: Run[];
  fixSeconds: number;
  fixAccepted: boolean;
  idleRssMb: number;
  peakRssMb: number;
  /** The server with its ffmpeg and OCR children. */
  peakTreeRssMb: number;
}

/** The resident memory of a process and all its descendants (ffmpeg, ffprobe), from /proc. */
function treeRssMb(root: number): number {
  const parents = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const tree = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, parent] of parents) {
      if (tree.has(parent) && !tree.has(pid)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  let total = 0;
  for (const pid of tree) {
    try {
      total += rssMb(pid);
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

type Analysis = {
  id: string;
  status: string;
  error: unknown;
  result: { globalScore: number } | null;
  fixes: { id: string; status: string; error: unknown; verdict: { accepted: boolean } | null }[];
};

async function upload(session: BenchSession, file: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([fs.readFileSync(file)], { type: 'video/mp4' }), path.basename(file));
  const response = await fetch(`${session.base}/api/scanner/analyses`, {
    method: 'POST',
    headers: { cookie: session.cookie, origin: session.base, 'x-csrf-token': session.csrf },
    body: form,
  });
  if (response.status !== 202) throw new Error(`envoi : ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

async function until(session: BenchSession, id: string, done: (analysis: Analysis) => boolean): Promise<Analysis> {
  for (;;) {
    const { data } = await call<{ data: Analysis }>(session, 'GET', `/api/scanner/analyses/${id}`);
    if (done(data)) return data;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export async function benchScanner(port: number): Promise<ScannerFigures> {
  const videos = fs.mkdtempSync(path.join(os.tmpdir(), 'publia-bench-scanner-'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'publia-bench-scanner-data-'));
  const server = await spawnPublia({ DATA_DIR: dataDir }, port);
  let peak = 0;
  let peakTree = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(server.child.pid!));
    peakTree = Math.max(peakTree, treeRssMb(server.child.pid!));
  }, 100);
  try {
    const session = await signUp(server.url, `scanner.${Date.now()}@exemple.fr`);
    const shapes = [
      { label: '15 s', durationSeconds: 15 },
      { label: '60 s', durationSeconds: 60 },
    ];
    const files = [];
    for (const shape of shapes) {
      files.push(
        await makeTestVideo(videos, {
          width: 1080,
          height: 1920,
          fps: 30,
          durationSeconds: shape.durationSeconds,
          scenes: 4,
          burnedText: 'Nouvelle collection',
          videoBitrateKbps: 10_000,
        }),
      );
    }
    // A first small analysis starts the OCR worker and fills the caches, as a running server has them.
    const warm = await upload(session, await makeTestVideo(videos, { durationSeconds: 3 }));
    await until(session, warm, (a) => a.status === 'done' || a.status === 'failed');
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const idleRssMb = rssMb(server.child.pid!);
    peak = idleRssMb;
    peakTree = idleRssMb;
    const runs: Run[] = [];
    let longId = '';
    for (const [index, shape] of shapes.entries()) {
      const file = files[index]!;
      const id = await upload(session, file);
      const started = performance.now();
      const analysis = await until(session, id, (a) => a.status === 'done' || a.status === 'failed');
      if (analysis.status !== 'done') throw new Error(`analyse ${shape.label} : ${JSON.stringify(analysis.error)}`);
      runs.push({
        label: shape.label,
        durationSeconds: shape.durationSeconds,
        sizeMb: Math.round(fs.statSync(file).size / 104857.6) / 10,
        analysisSeconds: Math.round((performance.now() - started) / 100) / 10,
        globalScore: analysis.result!.globalScore,
      });
      if (shape.durationSeconds === 60) longId = id;
    }
    const asked = await call<{ data: { id: string } }>(session, 'POST', `/api/scanner/analyses/${longId}/fixes`, { network: 'instagram' });
    const fixStarted = performance.now();
    const fixed = await until(session, longId, (a) => a.fixes.some((fix) => fix.id === asked.data.id && (fix.status === 'done' || fix.status === 'failed')));
    const fixSeconds = Math.round((performance.now() - fixStarted) / 100) / 10;
    const fix = fixed.fixes.find((one) => one.id === asked.data.id)!;
    if (fix.status !== 'done') throw new Error(`correction : ${JSON.stringify(fix.error)}`);
    return { runs, fixSeconds, fixAccepted: fix.verdict?.accepted ?? false, idleRssMb, peakRssMb: peak, peakTreeRssMb: peakTree };
  } finally {
    clearInterval(sampler);
    await server.stop();
    fs.rmSync(videos, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function scannerSection(f: ScannerFigures, verdict: (ok: boolean) => string): string {
  const rows = f.runs.map(
    (run) =>
      `| full analysis of a ${run.label} 1080×1920 30 fps H.264 video with speech-like audio (${run.sizeMb} Mo), upload accepted → result | ≤ ${run.durationSeconds} s | ${run.analysisSeconds} s (score ${run.globalScore}) | ${verdict(run.analysisSeconds <= run.durationSeconds)} |`,
  );
  const memory = f.peakRssMb - f.idleRssMb;
  return `## Video scanner

| what | target | measured | |
|---|---|---|---|
${rows.join('\n')}
| fix of the 60 s video for Instagram (re-encode, shape, −14 LUFS, faststart), then measured again | ≤ 90 s | ${f.fixSeconds} s (${f.fixAccepted ? 'accepted by Instagram' : 'NOT accepted'}) | ${verdict(f.fixSeconds <= 90 && f.fixAccepted)} |
| server memory during the analyses and the fix, above idle (RSS of the server process, sampled every 100 ms) | ≤ 1024 MB | ${memory} MB (idle ${f.idleRssMb} MB, peak ${f.peakRssMb} MB) | ${verdict(memory <= 1024)} |
| the same with its ffmpeg and ffprobe processes counted | — | ${f.peakTreeRssMb - f.idleRssMb} MB (peak ${f.peakTreeRssMb} MB) | |

\`bench/scanner.ts\`: the server as \`npm start\` runs it (embedded database, pg-boss), a signed-up user, videos made by
the suite's generator (\`test-videos.test-support.ts\`: H.264 at 10 Mbit/s as a phone films, four scenes, a burned-in caption, a voiced signal with syllables
and pauses) uploaded over HTTP; the time runs from the upload's 202 to the first poll (every 250 ms) that sees the analysis
done, so it includes the job's pick-up. One warm-up analysis of a 3-s clip first (it starts the OCR worker).
`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { figures, measured } = await measure(async () => benchScanner(await freePort()));
  console.log(JSON.stringify(figures, null, 2));
  const section = scannerSection(figures, (ok) => (ok ? '✅ tenu' : '❌ manqué'));
  writeResultsSection(section, measured);
  console.log(section);
}
