import type { ReactNode } from 'react';
import { Card } from '../../ui/Card.tsx';
import { QueryState } from '../../ui/QueryState.tsx';

interface ReadQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  data: T | undefined;
  refetch: () => Promise<unknown>;
}

/** Several reads a block needs, as one: pending while any is, failed when any did, retried together. */
export function allOf<A, B, C>(a: ReadQuery<A>, b: ReadQuery<B>, c: ReadQuery<C>): ReadQuery<[A, B, C]> {
  const queries = [a, b, c];
  return {
    isPending: queries.some((query) => query.isPending),
    isError: queries.some((query) => query.isError),
    error: queries.find((query) => query.error)?.error ?? null,
    data: a.data !== undefined && b.data !== undefined && c.data !== undefined ? [a.data, b.data, c.data] : undefined,
    refetch: () => Promise.all(queries.filter((query) => query.isError).map((query) => query.refetch())),
  };
}

/** A block once its data is read; meanwhile its skeleton, or its error and « Réessayer », in a card of its own. */
export function SectionQuery<T>({ query, lines = 3, children }: { query: ReadQuery<T>; lines?: number; children: (data: T) => ReactNode }) {
  if (!query.isPending && !query.isError && query.data !== undefined) return children(query.data);
  return (
    <Card className="p-4 sm:p-5">
      <QueryState query={query} lines={lines}>
        {() => null}
      </QueryState>
    </Card>
  );
}
