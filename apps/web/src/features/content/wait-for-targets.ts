import type { ContentItem } from '@publia/shared';
import { isTargetRunning } from './content-display.ts';

export const PUBLISH_POLL = { intervalMs: 1_000, capMs: 30_000 } as const;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Publishing is asynchronous: the API answers at once with targets still queued. Reads the item
 * again until none is queued or publishing, or until the cap (what still runs is then reported as
 * such, and ends up in the history).
 */
export async function waitForTargets(
  item: ContentItem,
  read: (id: string) => Promise<ContentItem>,
  { intervalMs, capMs }: { intervalMs: number; capMs: number } = PUBLISH_POLL,
): Promise<ContentItem> {
  const deadline = Date.now() + capMs;
  let current = item;
  while (current.targets.some((target) => isTargetRunning(target.status)) && Date.now() < deadline) {
    await sleep(intervalMs);
    current = await read(item.id);
  }
  return current;
}
