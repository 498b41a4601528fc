// Runs every benchmark and writes bench/RESULTS.md. Usage: npm run bench (from the repository root).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { analyticsReadSection, benchAnalyticsRead } from './analytics-read.ts';
import { analyticsSyncSection, benchAnalyticsSync } from './analytics-sync.ts';
import { benchAuthMe } from './auth-me.ts';
import { benchFilter, filterSection } from './filter.ts';
import { benchGenerationCache, generationCacheSection } from './generation-cache.ts';
import { benchLocalGenerator, localGeneratorSection } from './generation-local.ts';
import { benchHistory, historySection } from './history.ts';
import { benchUncachedHistory, uncachedHistorySection } from './history-uncached.ts';
import { benchLighthouse, lighthouseSection } from './lighthouse.ts';
import { benchPublishDue, dueSection } from './publish-due.ts';
import { benchScanner, scannerSection } from './scanner.ts';
import { benchShortLinks, shortLinksSection } from './short-links.ts';
import { benchWebhooks, webhooksSection } from './webhooks.ts';
import { apiKeySection, benchApiKey } from './api-key.ts';
import { benchMcpOverhead, mcpOverheadSection } from './mcp-overhead.ts';
import { benchStartup } from './startup.ts';
import { freePort } from '../e2e/support/free-port.ts';
import { measure, measuredLine, stamped } from './support/results-section.ts';

const targets = { startMs: 5_000, idleRssMb: 400, ratio: 0.5 };
const verdict = (ok: boolean) => (ok ? '✅ tenu' : '❌ manqué');

const startup = await measure(async () => benchStartup(await freePort()));
console.log('démarrage', startup.figures);
const throughput = await measure(async () => benchAuthMe(await freePort(), await freePort()));
console.log('débit', throughput.figures);

const filter = await measure(benchFilter);
console.log('filtre photo', filter.figures);

const history = await measure(async () => benchHistory(await freePort(), await freePort()));
console.log('historique', history.figures);
const uncachedHistory = await measure(async () => benchUncachedHistory(await freePort(), await freePort()));
console.log('historique sans cache', uncachedHistory.figures);

const dueSpread = await measure(async () => benchPublishDue(await freePort(), 60_000));
console.log('échéances étalées sur une minute', dueSpread.figures);
const dueBurst = await measure(async () => benchPublishDue(await freePort(), 0));
console.log('échéances au même instant', dueBurst.figures);

const analyticsSync = await measure(() => benchAnalyticsSync());
console.log('statistiques : une synchronisation', analyticsSync.figures.runs.map((run) => `${run.database}: ${run.daily.ms} ms / ${run.hourly.ms} ms`).join(', '));

const analyticsRead = await measure(async () => benchAnalyticsRead(await freePort()));
console.log('statistiques : lectures', analyticsRead.figures);

const localGenerator = await measure(benchLocalGenerator);
console.log('générateur local', localGenerator.figures);
const generationCache = await measure(async () => benchGenerationCache(await freePort()));
console.log('cache de génération', generationCache.figures);

const apiKey = await measure(async () => benchApiKey(await freePort()));
console.log('clés d’API', apiKey.figures);
const mcpOverhead = await measure(async () => benchMcpOverhead(await freePort()));
console.log('MCP', mcpOverhead.figures);
const webhooks = await measure(async () => benchWebhooks(await freePort()));
console.log('webhooks', webhooks.figures);
const scanner = await measure(async () => benchScanner(await freePort()));
console.log('scanner', scanner.figures);
const shortLinks = await measure(async () => benchShortLinks(await freePort()));
console.log('liens courts', shortLinks.figures.runs);

// Last: Lighthouse's mobile figures depend on the machine being otherwise idle.
const lighthouse = await measure(async () => benchLighthouse(await freePort()));
console.log('Lighthouse', lighthouse.figures.pages.map((page) => `${page.path}: ${page.mobile.score} / ${page.desktop.score}`).join(', '));

const machine = `${os.cpus().length} cœurs (${os.cpus()[0]?.model ?? 'inconnu'}), ${Math.round(os.totalmem() / 2 ** 30)} Go, Node ${process.version}`;
// The figures of the start and of /api/auth/me, under the file's heading: measured from the first to the second.
const opening = { ...startup.measured, loadAfter: throughput.measured.loadAfter };
const report = `# Benchmarks

Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)} — ${machine}. Under each heading, the line in
italics says when, at which commit and on how busy a machine (load average before and after) its figures were measured.
Embedded default (PGlite in \`DATA_DIR\`, pg-boss on it), server started as \`npm start\` starts it.

${measuredLine(opening)}

| what | target | measured | |
|---|---|---|---|
| start to a healthy \`/api/health\`, existing data directory (median of 3) | ≤ ${targets.startMs} ms | ${Math.round(startup.figures.restartMedianMs)} ms (runs: ${startup.figures.restartMs.map((ms) => Math.round(ms)).join(', ')} ms) | ${verdict(startup.figures.restartMedianMs <= targets.startMs)} |
| first start, new data directory (database created) | — | ${Math.round(startup.figures.firstStartMs)} ms | |
| idle memory (RSS) 15 s after start | ≤ ${targets.idleRssMb} MB | ${startup.figures.idleRssMb} MB | ${verdict(startup.figures.idleRssMb <= targets.idleRssMb)} |
| \`GET /api/auth/me\` (signed in) vs bare Fastify route, same JSON | ratio ≥ ${targets.ratio} | ${throughput.figures.rps} vs ${throughput.figures.bareRps} req/s = **${throughput.figures.ratio}** | ${verdict(throughput.figures.ratio >= targets.ratio)} |
| p99 latency, \`/api/auth/me\` / bare | — | ${throughput.figures.p99Ms} ms / ${throughput.figures.bareP99Ms} ms | |

Load: autocannon, ${throughput.figures.connections} connections, ${throughput.figures.seconds} s after a 2 s warm-up, both servers
measured one after the other in the same run on this machine. The bare route sends the same JSON already
serialised (the fastest a route can answer it).

${stamped(filterSection(filter.figures, verdict), filter.measured)}
${stamped(historySection(history.figures, verdict), history.measured)}
${stamped(uncachedHistorySection(uncachedHistory.figures, verdict), uncachedHistory.measured)}
${stamped(dueSection(dueSpread.figures, dueBurst.figures, verdict), { ...dueSpread.measured, loadAfter: dueBurst.measured.loadAfter })}
${stamped(analyticsSyncSection(analyticsSync.figures, verdict), analyticsSync.measured)}
${stamped(analyticsReadSection(analyticsRead.figures, verdict), analyticsRead.measured)}
${stamped(localGeneratorSection(localGenerator.figures, verdict), localGenerator.measured)}
${stamped(generationCacheSection(generationCache.figures, verdict), generationCache.measured)}
${stamped(scannerSection(scanner.figures, verdict), scanner.measured)}
${stamped(webhooksSection(webhooks.figures, verdict), webhooks.measured)}
${stamped(shortLinksSection(shortLinks.figures, verdict), shortLinks.measured)}
${stamped(apiKeySection(apiKey.figures, { before: apiKey.measured.loadBefore, after: apiKey.measured.loadAfter }, verdict), apiKey.measured)}
${stamped(mcpOverheadSection(mcpOverhead.figures, verdict), mcpOverhead.measured)}
${stamped(lighthouseSection(lighthouse.figures, verdict), lighthouse.measured)}`;
fs.writeFileSync(path.join(import.meta.dirname, 'RESULTS.md'), report);
console.log(report);
