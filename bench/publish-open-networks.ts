// 1,000 publication targets due at the same instant on sandbox Bluesky and Mastodon accounts, and the
// same count on sandbox X accounts, in one run (X, open networks, X, open networks: a machine whose
// figures move from day to day still compares them): how fast each drains, and not one duplicate.
// The server built as `npm start` runs it, on PostgreSQL (127.0.0.1:5432, `BENCH_POSTGRES_URL`).
//   npm run build && npx tsx bench/publish-open-networks.ts
import { freePort } from '../e2e/support/free-port.ts';
import { benchPublishDue, type DueFigures, type DueShape } from './publish-due.ts';
import { measure, writeResultsSection } from './support/results-section.ts';

/** One workspace: 20 accounts × 50 posts = 1,000 targets (a workspace may start 30 connections per 10 minutes). */
const OPEN: DueShape = { workspaces: 1, platforms: ['bluesky', 'mastodon'], accountsPerPlatform: 10, contentsPerWorkspace: 50 };
const X: DueShape = { ...OPEN, platforms: ['twitter'], accountsPerPlatform: 20 };
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);

const rate = (f: DueFigures) => (f.doneSeconds > 0 ? Math.round(f.published / f.doneSeconds) : 0);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? 0;

export async function benchOpenNetworks(): Promise<{ open: DueFigures[]; x: DueFigures[] }> {
  const open: DueFigures[] = [];
  const x: DueFigures[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    x.push(await benchPublishDue(await freePort(), 0, X));
    open.push(await benchPublishDue(await freePort(), 0, OPEN));
  }
  return { open, x };
}

export function openNetworksSection({ open, x }: { open: DueFigures[]; x: DueFigures[] }): string {
  const line = (label: string, runs: DueFigures[]) =>
    `| ${label} | ${runs.map((f) => `${f.published}/${f.targets} in ${f.doneSeconds} s (${rate(f)}/s), p95 lateness ${f.latenessP95Ms} ms, ${f.failed} not published, **${f.duplicates} duplicate**`).join('; ')} | ${median(runs.map(rate))}/s |`;
  const ratio = median(x.map(rate)) > 0 ? (median(open.map(rate)) / median(x.map(rate))).toFixed(2) : '—';
  const clean = [...open, ...x].every((f) => f.duplicates === 0 && f.published === f.targets);
  return `## Publishing engine: 1,000 targets due at once on Bluesky and Mastodon, beside X (PostgreSQL)

| accounts | runs (alternating, X first) | median drain rate |
|---|---|---|
${line('10 Bluesky + 10 Mastodon sandbox accounts, 50 posts each', open)}
${line('20 X sandbox accounts, 50 posts each', x)}

Drain rate of the open networks against X's in the same run: **${ratio}×**; ${clean ? '✅ every target published once, 0 duplicate' : '❌ a target not published, or a duplicate'}.
\`bench/publish-open-networks.ts\`: one workspace each time, its accounts connected through their connect forms and the
sandboxes' consent pages (a Bluesky handle, the instance \`piaille.fr\`), 50 posts scheduled for the same instant to
every account, 50 ms more per sandbox call; duplicates counted in the sandboxes' own posts (same network, account and
text). Where the open networks' slower drain goes (each network's calls per post differ) was not measured further.
`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { figures, measured } = await measure(() => benchOpenNetworks());
  console.log(JSON.stringify(figures, null, 2));
  writeResultsSection(openNetworksSection(figures), measured);
}
