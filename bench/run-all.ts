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
import { benchWebhooks, webhooksSection } from './webhooks.ts';
import { apiKeySection, benchApiKey } from './api-key.ts';
import { benchStartup } from './startup.ts';
import { freePort } from '../e2e/support/free-port.ts';

const targets = { startMs: 5_000, idleRssMb: 400, ratio: 0.5 };
const verdict = (ok: boolean) => (ok ? '✅ tenu' : '❌ manqué');

const startup = await benchStartup(await freePort());
console.log('démarrage', startup);
const throughput = await benchAuthMe(await freePort(), await freePort());
console.log('débit', throughput);

const filter = await benchFilter();
console.log('filtre photo', filter);

const history = await benchHistory(await freePort(), await freePort());
console.log('historique', history);
const uncachedHistory = await benchUncachedHistory(await freePort(), await freePort());
console.log('historique sans cache', uncachedHistory);

const dueSpread = await benchPublishDue(await freePort(), 60_000);
console.log('échéances étalées sur une minute', dueSpread);
const dueBurst = await benchPublishDue(await freePort(), 0);
console.log('échéances au même instant', dueBurst);

const analyticsSync = await benchAnalyticsSync();
console.log('statistiques : une synchronisation', analyticsSync.runs.map((run) => `${run.database}: ${run.daily.ms} ms / ${run.hourly.ms} ms`).join(', '));

const analyticsRead = await benchAnalyticsRead(await freePort());
console.log('statistiques : lectures', analyticsRead);

const localGenerator = benchLocalGenerator();
console.log('générateur local', localGenerator);
const generationCache = await benchGenerationCache(await freePort());
console.log('cache de génération', generationCache);

const loadBefore = os.loadavg().map((value) => value.toFixed(2)).join(' ');
const apiKey = await benchApiKey(await freePort());
const apiKeyLoad = { before: loadBefore, after: os.loadavg().map((value) => value.toFixed(2)).join(' ') };
console.log('clés d’API', apiKey);
const webhooks = await benchWebhooks(await freePort());
console.log('webhooks', webhooks);
const scanner = await benchScanner(await freePort());
console.log('scanner', scanner);

// Last: Lighthouse's mobile figures depend on the machine being otherwise idle.
const lighthouse = await benchLighthouse(await freePort());
console.log('Lighthouse', lighthouse.pages.map((page) => `${page.path}: ${page.mobile.score} / ${page.desktop.score}`).join(', '));

const machine = `${os.cpus().length} cœurs (${os.cpus()[0]?.model ?? 'inconnu'}), ${Math.round(os.totalmem() / 2 ** 30)} Go, Node ${process.version}`;
const report = `# Benchmarks

Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)} — ${machine}.
Embedded default (PGlite in \`DATA_DIR\`, pg-boss on it), server started as \`npm start\` starts it.

| what | target | measured | |
|---|---|---|---|
| start to a healthy \`/api/health\`, existing data directory (median of 3) | ≤ ${targets.startMs} ms | ${Math.round(startup.restartMedianMs)} ms (runs: ${startup.restartMs.map((ms) => Math.round(ms)).join(', ')} ms) | ${verdict(startup.restartMedianMs <= targets.startMs)} |
| first start, new data directory (database created) | — | ${Math.round(startup.firstStartMs)} ms | |
| idle memory (RSS) 15 s after start | ≤ ${targets.idleRssMb} MB | ${startup.idleRssMb} MB | ${verdict(startup.idleRssMb <= targets.idleRssMb)} |
| \`GET /api/auth/me\` (signed in) vs bare Fastify route, same JSON | ratio ≥ ${targets.ratio} | ${throughput.rps} vs ${throughput.bareRps} req/s = **${throughput.ratio}** | ${verdict(throughput.ratio >= targets.ratio)} |
| p99 latency, \`/api/auth/me\` / bare | — | ${throughput.p99Ms} ms / ${throughput.bareP99Ms} ms | |

Load: autocannon, ${throughput.connections} connections, ${throughput.seconds} s after a 2 s warm-up, both servers
measured one after the other in the same run on this machine. The bare route sends the same JSON already
serialised (the fastest a route can answer it).

${filterSection(filter, verdict)}
${historySection(history, verdict)}
${uncachedHistorySection(uncachedHistory, verdict)}
${dueSection(dueSpread, dueBurst, verdict)}
${analyticsSyncSection(analyticsSync, verdict)}
${analyticsReadSection(analyticsRead, verdict)}
${localGeneratorSection(localGenerator, verdict)}
${generationCacheSection(generationCache, verdict)}
${scannerSection(scanner, verdict)}
${webhooksSection(webhooks, verdict)}
${apiKeySection(apiKey, apiKeyLoad, verdict)}
${lighthouseSection(lighthouse, verdict)}`;
fs.writeFileSync(path.join(import.meta.dirname, 'RESULTS.md'), report);
console.log(report);
