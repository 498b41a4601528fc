import { outgoingFetch, PrivateAddressError } from '../lib/outgoing/safe-fetch.ts';
import { ProviderFailed } from './provider-error.ts';

/**
 * A call to the text provider (an OpenAI-compatible server, an automation webhook): to public
 * addresses only unless ALLOW_PRIVATE_URLS (a local Ollama), a refused address being the provider's
 * failure so that generation falls back as for any other.
 */
export async function providerFetch(url: string, allowPrivate: boolean, init: RequestInit): Promise<Response> {
  try {
    return await outgoingFetch(url, init, { allowPrivate });
  } catch (error) {
    if (error instanceof PrivateAddressError) throw new ProviderFailed(error.message);
    throw error;
  }
}
