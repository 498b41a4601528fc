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
