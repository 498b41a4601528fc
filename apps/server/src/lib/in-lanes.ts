/**
 * Runs `work` on every item in the list's order, at most `lanes` at a time. After a failure no
 * other item starts; the first failure is thrown once the items already started have ended, so
 * nothing runs on behind the caller's back.
 */
export async function inLanes<T>(items: readonly T[], lanes: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | null = null;
  const lane = async () => {
    while (next < items.length && !failure) {
      const item = items[next++]!;
      try {
        await work(item);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(lanes, items.length)) }, lane));
  if (failure) throw (failure as { error: unknown }).error;
}
