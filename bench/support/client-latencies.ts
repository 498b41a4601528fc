/** What `clients` loops measured of one URL. */
export interface Latencies {
  requests: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
const round = (ms: number) => Math.round(ms * 10) / 10;

/** `clients` loops asking `url` one request after another for `seconds` (after a 2 s warm-up); a non-200 stops the bench. */
export async function measureClients(url: string, headers: Record<string, string>, clients: number, seconds: number): Promise<Latencies> {
  const loop = async (until: number, times: number[] | null) => {
    while (performance.now() < until) {
      const started = performance.now();
      const response = await fetch(url, { headers });
      const body = await response.text();
      if (response.status !== 200) throw new Error(`${url}: ${response.status} ${body.slice(0, 200)}`);
      times?.push(performance.now() - started);
    }
  };
  const warmUntil = performance.now() + 2_000;
  await Promise.all(Array.from({ length: clients }, () => loop(warmUntil, null)));
  const times: number[] = [];
  const until = performance.now() + seconds * 1_000;
  await Promise.all(Array.from({ length: clients }, () => loop(until, times)));
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    p50Ms: round(percentile(times, 50)),
    p95Ms: round(percentile(times, 95)),
    p99Ms: round(percentile(times, 99)),
    maxMs: round(times.at(-1) ?? 0),
  };
}
