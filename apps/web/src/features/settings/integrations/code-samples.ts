import { PUBLIC_API_PREFIX } from '@publia/shared';

/*
 * The guide's examples: code, the same in every language of the interface (no comment in them: what
 * they do is said by the guide's text, which is translated). They follow the
 * Standard Webhooks rules Publia signs with (HMAC-SHA256 of `id.timestamp.body`, `v1,<base64>`,
 * several signatures separated by spaces during a secret's rotation).
 */

export const NODE_VERIFY = `import { Webhook } from 'standardwebhooks';

const webhook = new Webhook(process.env.PUBLIA_WEBHOOK_SECRET);

export function verify(rawBody, headers) {
  return webhook.verify(rawBody, {
    'webhook-id': headers['webhook-id'],
    'webhook-timestamp': headers['webhook-timestamp'],
    'webhook-signature': headers['webhook-signature'],
  });
}`;

export const PYTHON_VERIFY = `import base64, hashlib, hmac, time

def verify(secret: str, headers: dict, raw_body: bytes) -> bool:
    key = base64.b64decode(secret.removeprefix("whsec_"))
    msg_id, timestamp = headers["webhook-id"], headers["webhook-timestamp"]
    if abs(time.time() - int(timestamp)) > 300:
        return False
    signed = f"{msg_id}.{timestamp}.".encode() + raw_body
    expected = base64.b64encode(hmac.new(key, signed, hashlib.sha256).digest()).decode()
    return any(
        hmac.compare_digest(signature.removeprefix("v1,"), expected)
        for signature in headers["webhook-signature"].split()
    )`;

/** A first call with a key, against this very server. */
export const curlExample = (origin: string) => `curl ${origin}${PUBLIC_API_PREFIX}/content/history \\
  -H "Authorization: Bearer pk_live_…"`;

/** Publia's MCP address on this instance. */
export const mcpUrl = (origin: string) => `${origin}/mcp`;

/** Claude Desktop's `claude_desktop_config.json` entry: the stdio relay of a Publia checkout, the key in the environment. */
export const claudeDesktopConfig = (origin: string) => `{
  "mcpServers": {
    "publia": {
      "command": "node",
      "args": ["/chemin/vers/publia/apps/server/dist/mcp-stdio.js", "--url", "${mcpUrl(origin)}"],
      "env": { "PUBLIA_API_KEY": "pk_live_…" }
    }
  }
}`;

/** A client that speaks Streamable HTTP itself: the address and the header. */
export const httpClientConfig = (origin: string) => `URL : ${mcpUrl(origin)}
Authorization: Bearer pk_live_…`;
