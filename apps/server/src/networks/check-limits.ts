import { checkPost, frenchMessage, type CheckOptions, type NetworkLimits } from '@publia/shared';
import { NetworkError } from './network-error.ts';
import type { MediaInput } from './types.ts';

export type LimitOptions = CheckOptions;

/** Refuses, before any call, a post the network would refuse: the shared check, as a NetworkError. */
export function checkAgainstLimits(
  limits: NetworkLimits,
  input: { text: string; media?: MediaInput | MediaInput[] | undefined; firstComment?: string | null; thread?: string[]; contentWarning?: string | undefined },
  options: LimitOptions = {},
) {
  const problem = checkPost(limits, input, options);
  if (problem) throw new NetworkError(limits.network, 'invalid_content', frenchMessage(problem.key, problem.params));
}

/** The text as posted: the link, when there is one the text does not already carry, on its own line. */
export const withLink = (text: string, link?: string) => (link && !text.includes(link) ? `${text.trimEnd()}\n\n${link}`.trim() : text);
