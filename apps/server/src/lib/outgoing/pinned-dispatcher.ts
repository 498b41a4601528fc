import { promises as dns, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { Agent, buildConnector } from 'undici';
import { bareHost, isPublicAddress, PrivateAddressError } from './public-address.ts';

/** Every address a host name resolves to (the system resolver by default; a test gives its own). */
export type Resolver = (hostname: string) => Promise<readonly LookupAddress[]>;

export const systemResolver: Resolver = (hostname) => dns.lookup(hostname, { all: true });

export const refusal = (host: string) => new PrivateAddressError(`${host} is not a public address (ALLOW_PRIVATE_URLS=true allows private ones)`);

/** Whether a URL's host is written as an address that is not public (judged without any lookup). */
export function isPrivateLiteral(hostname: string): boolean {
  const host = bareHost(hostname);
  return isIP(host) !== 0 && !isPublicAddress(host);
}

/**
 * The lookup the socket connects with: the name is resolved once, every address it resolves to
 * must be public, and the socket connects to one of those checked addresses only. Checking with one
 * lookup and connecting after another would let a name answer a public address to the check and a
 * private one to the connection (DNS rebinding).
 */
export function checkedLookup(resolve: Resolver): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (resolved) => {
        const family = options.family === 4 || options.family === 6 ? options.family : 0;
        const entries = resolved.filter((entry) => family === 0 || entry.family === family);
        const first = entries[0];
        if (!first) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '', 0);
        if (resolved.some((entry) => !isPublicAddress(entry.address))) return callback(refusal(hostname), '', 0);
        if (options.all) return callback(null, [...entries]);
        return callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}

/**
 * An undici dispatcher that connects to public addresses only: a host written as an address is
 * judged as it is (no lookup is made for it), a name through `checkedLookup`. Every connection
 * passes here, redirects followed by fetch included.
 */
export function publicOnlyDispatcher(resolve: Resolver = systemResolver): Agent {
  const connector = buildConnector({ lookup: checkedLookup(resolve) });
  return new Agent({
    connect: (options, callback) => {
      if (isPrivateLiteral(options.hostname)) return callback(refusal(options.hostname), null);
      return connector(options, callback);
    },
  });
}
