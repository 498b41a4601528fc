import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkedLookup, publicOnlyDispatcher, type Resolver } from './pinned-dispatcher.ts';
import { assertOutgoingUrl, outgoingFetch, PrivateAddressError } from './safe-fetch.ts';

let server: Server;
let port: number;
const received: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    received.push(request.url ?? '');
    response.end('inside');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('outgoingFetch', () => {
  it.each(['127.0.0.1', '[::ffff:127.0.0.1]', 'localhost'])('never connects to a private address written %s', async (host) => {
    received.length = 0;
    await expect(outgoingFetch(`http://${host}:${port}/secret`, {}, { allowPrivate: false })).rejects.toBeInstanceOf(PrivateAddressError);
    expect(received).toEqual([]);
  });

  it('judges at the connection a host written as an address, as a redirect’s would be', async () => {
    received.length = 0;
    const dispatcher = publicOnlyDispatcher();
    try {
      const failure = await fetch(`http://127.0.0.1:${port}/redirected`, { dispatcher } as RequestInit).catch((error: unknown) => error);
      expect((failure as { cause?: unknown }).cause).toBeInstanceOf(PrivateAddressError);
    } finally {
      await dispatcher.close();
    }
    expect(received).toEqual([]);
  });

  it('reaches it when private addresses are allowed', async () => {
    const response = await outgoingFetch(`http://127.0.0.1:${port}/allowed`, {}, { allowPrivate: true });
    expect(await response.text()).toBe('inside');
  });

  it('refuses other protocols', async () => {
    await expect(outgoingFetch('file:///etc/passwd', {}, { allowPrivate: true })).rejects.toBeInstanceOf(PrivateAddressError);
  });

  it('connects to the address it checked: a name answering public to the check and loopback afterwards is refused, nothing fetched', async () => {
    received.length = 0;
    let lookups = 0;
    // A DNS that rebinds: a public address the first time, the loopback afterwards.
    const rebinding: Resolver = async () => [{ address: lookups++ === 0 ? '93.184.216.34' : '127.0.0.1', family: 4 }];
    const url = `http://localhost:${port}/metadata`;
    await expect(assertOutgoingUrl(url, false, rebinding)).resolves.toBeUndefined();
    const dispatcher = publicOnlyDispatcher(rebinding);
    try {
      await expect(outgoingFetch(url, {}, { allowPrivate: false, dispatcher })).rejects.toBeInstanceOf(PrivateAddressError);
    } finally {
      await dispatcher.close();
    }
    expect(lookups).toBe(2);
    expect(received).toEqual([]);
  });
});

const lookUp = (resolve: Resolver, options: { all?: boolean; family?: number }) =>
  new Promise<{ error: Error | null; address: unknown; family?: number }>((done) =>
    checkedLookup(resolve)('feeds.example', options, (error, address, family) => done({ error, address, family })),
  );

describe('checkedLookup', () => {
  it('hands the socket exactly the addresses it checked, resolving once', async () => {
    let calls = 0;
    const resolve: Resolver = async () => {
      calls++;
      return [
        { address: '93.184.216.34', family: 4 },
        { address: '2606:2800:220:1::248', family: 6 },
      ];
    };
    expect(await lookUp(resolve, { all: true })).toEqual({
      error: null,
      address: [
        { address: '93.184.216.34', family: 4 },
        { address: '2606:2800:220:1::248', family: 6 },
      ],
      family: undefined,
    });
    expect(await lookUp(resolve, { family: 6 })).toEqual({ error: null, address: '2606:2800:220:1::248', family: 6 });
    expect(calls).toBe(2);
  });

  it('refuses a name when one of its addresses is not public', async () => {
    const { error } = await lookUp(
      async () => [
        { address: '93.184.216.34', family: 4 },
        { address: '64:ff9b::7f00:1', family: 6 },
      ],
      { all: true },
    );
    expect(error).toBeInstanceOf(PrivateAddressError);
  });
});
