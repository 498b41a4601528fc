import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';

export interface StdioOptions {
  url: URL;
  key: string;
}

const USAGE = 'Usage : npm run -s mcp -- --url https://publia.example.com/mcp --key pk_live_…  (ou PUBLIA_MCP_URL et PUBLIA_API_KEY)';

/** `--url` and `--key` (or PUBLIA_MCP_URL / PUBLIA_API_KEY; the key is better in the environment, out of the process list); the URL's path defaults to /mcp. */
export function stdioOptionsOf(argv: readonly string[], env: NodeJS.ProcessEnv): StdioOptions | string {
  const flag = (name: string) => {
    const at = argv.indexOf(`--${name}`);
    return at === -1 ? undefined : argv[at + 1];
  };
  const address = flag('url') ?? env.PUBLIA_MCP_URL;
  const key = flag('key') ?? env.PUBLIA_API_KEY;
  if (!address || !key) return USAGE;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return `Adresse invalide : « ${address} ». ${USAGE}`;
  }
  if (url.pathname === '/' || url.pathname === '') url.pathname = '/mcp';
  return { url, key };
}

/**
 * The stdio server a desktop client launches, relaying each message to a Publia's /mcp over HTTP
 * with the key, and each answer back. Stdout carries MCP messages only; anything else goes to
 * stderr. A request the HTTP side cannot deliver is answered with a JSON-RPC error, so the client
 * is never left waiting.
 */
export async function runStdioProxy(options: StdioOptions, stdin = process.stdin, stdout = process.stdout): Promise<void> {
  const local = new StdioServerTransport(stdin, stdout);
  const remote = new StreamableHTTPClientTransport(options.url, { requestInit: { headers: { authorization: `Bearer ${options.key}` } } });
  // oxlint-disable-next-line unicorn/prefer-add-event-listener -- the SDK's transports are no event targets: their handlers are their on* fields
  remote.onmessage = (message) => void local.send(message);
  // oxlint-disable-next-line unicorn/prefer-add-event-listener -- the SDK's transports are no event targets: their handlers are their on* fields
  remote.onerror = (error) => process.stderr.write(`Publia MCP : ${error.message}\n`);
  // oxlint-disable-next-line unicorn/prefer-add-event-listener -- the SDK's transports are no event targets: their handlers are their on* fields
  local.onmessage = (message: JSONRPCMessage) => {
    remote.send(message).catch(async (error: unknown) => {
      const text = error instanceof Error ? error.message : String(error);
      process.stderr.write(`Publia MCP : ${text}\n`);
      if ('id' in message && 'method' in message)
        await local.send({ jsonrpc: '2.0', id: message.id, error: { code: -32000, message: `Publia injoignable ou requête refusée : ${text}` } });
    });
  };
  // oxlint-disable-next-line unicorn/prefer-add-event-listener -- the SDK's transports are no event targets: their handlers are their on* fields
  const closed = new Promise<void>((resolve) => (local.onclose = () => resolve()));
  await remote.start();
  await local.start();
  stdin.on('end', () => void local.close());
  await closed;
  await remote.close();
}
