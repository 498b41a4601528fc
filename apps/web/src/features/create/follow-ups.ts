import { checkPost, countPostText, followUpsFor, mediaFactsOf, NETWORK_LIMITS, postLimits, type Network, type PostProblem } from '@publia/shared';
import { finalText, type CreateForm, type PostEdits } from './create-form.ts';

/** The networks of the list that publish a first comment (Instagram, Facebook, LinkedIn). */
export const firstCommentNetworks = (networks: readonly Network[]): Network[] => networks.filter((network) => NETWORK_LIMITS[network].firstComment);

/** The longest first comment every one of these networks takes (the smallest of their limits), or null when none takes one. */
export function firstCommentMax(networks: readonly Network[]): number | null {
  const limits = firstCommentNetworks(networks).map((network) => NETWORK_LIMITS[network].firstComment?.maxLength ?? 0);
  return limits.length > 0 ? Math.min(...limits) : null;
}

/** Whether a network publishes a thread (X). */
export const takesThread = (network: Network): boolean => NETWORK_LIMITS[network].thread !== undefined;

/** How many further posts a thread may hold after the first one (X: 24). */
export const threadMaxParts = (network: Network = 'twitter'): number => NETWORK_LIMITS[network].thread?.maxParts ?? 0;

/**
 * A thread post's length as the network whose editor holds the thread counts it (X weighted, a
 * Mastodon instance its own way, with the account's settings), against its limit.
 */
export function threadPartLength(text: string, network: Network = 'twitter', accountSettings?: Readonly<Record<string, string>>) {
  const limits = postLimits(network, { media: [], accountSettings });
  return { count: countPostText(limits, text), max: limits.textMaxLength };
}

/** The thread's posts as they are saved: trimmed, the empty ones dropped. */
export const threadToSave = (thread: readonly string[]): string[] => thread.map((part) => part.trim()).filter(Boolean);

/** The first comment as it is saved: trimmed, null when empty or when no chosen network takes one. */
export function firstCommentToSave(comment: string, networks: readonly Network[]): string | null {
  const text = comment.trim();
  return text && firstCommentNetworks(networks).length > 0 ? text : null;
}

/** The refusals of a text over its limit, which its editor's counter already says. */
const TEXT_TOO_LONG: readonly string[] = ['network.textTooLong', 'network.textTooLongWeighted', 'network.textTooLongMastodon'];

/**
 * What each network would refuse in the post as it stands (its media set, its first comment, its
 * thread), by the server's own check, before anything is saved. A text over its limit is left to
 * its editor's counter, which already says it.
 */
export function postProblems(
  form: CreateForm,
  edits: PostEdits,
  networks: readonly Network[],
  accountSettings: Partial<Record<Network, Readonly<Record<string, string>>>> = {},
): Array<{ network: Network; problem: PostProblem }> {
  const media = form.media.map(mediaFactsOf);
  const found: Array<{ network: Network; problem: PostProblem }> = [];
  for (const network of networks) {
    const edit = edits[network];
    if (!edit) continue;
    const limits = postLimits(network, { media, options: form.publishOptions, accountSettings: accountSettings[network] });
    // Each network gets only what it takes: the others never receive the comment or the thread.
    const followUps = followUpsFor(limits, { firstComment: form.firstComment, thread: threadToSave(form.thread) });
    const problem = checkPost(limits, { text: finalText(edit, network), media, ...followUps, contentWarning: form.publishOptions.contentWarning });
    if (problem && !TEXT_TOO_LONG.includes(problem.key)) found.push({ network, problem });
  }
  return found;
}
