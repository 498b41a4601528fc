/** A provider that could not answer (HTTP error, refused address, time-out): the local generator takes over. */
export class ProviderFailed extends Error {}

/** A provider's answer that cannot reach the user as it is (garbage, out of schema, too long, empty). */
export class GenerationRejected extends Error {}

/** The status and the provider's error type, never the body's details (they may echo a key). */
export async function describeHttpFailure(response: Response): Promise<string> {
  let type = '';
  try {
    const body = (await response.json()) as { error?: { type?: unknown; code?: unknown }; type?: unknown };
    const found = body.error?.type ?? body.error?.code ?? body.type;
    if (typeof found === 'string') type = ` (${found.slice(0, 60)})`;
  } catch {
    // not JSON: the status says enough
  }
  return `HTTP ${response.status}${type}`;
}
