import { setImmediate as setImmediatePromise } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

/**
 * A `fetch` that hands the request to this very server in process: the sandboxes are served by
 * the app itself, so sandbox mode needs neither a port nor a network, and the network clients run
 * exactly the code they run against the real APIs. Time-outs still apply (the caller's signal).
 */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    // A real call crosses the event loop; an injected one answered from the embedded database can
    // chain promises only, and a burst of them (a measuring round's hundreds of reads) would then
    // hold back timers and every other request — the web's included — until it ended.
    await setImmediatePromise();
    const request = new Request(input, init);
    const url = new URL(request.url);
    const payload = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    // The Host a real call sends: the server answers the address asked for (http/loopback-redirect.ts).
    const headers: Record<string, string> = { host: url.host };
    request.headers.forEach((value, key) => {
      // The answer is handed back as it is, never decoded: ask for no compression.
      if (key !== 'accept-encoding') headers[key] = value;
    });
    const pending = app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers,
      ...(payload ? { payload } : {}),
    });
    const signal = init?.signal;
    const answer = signal
      ? await Promise.race([
          pending,
          new Promise<never>((_, reject) => {
            if (signal.aborted) reject(signal.reason);
            signal.addEventListener('abort', () => reject(signal.reason), { once: true });
          }),
        ])
      : await pending;
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(answer.headers)) {
      if (Array.isArray(value)) value.forEach((item) => responseHeaders.append(key, String(item)));
      else if (value !== undefined) responseHeaders.set(key, String(value));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers: responseHeaders });
  };
}
