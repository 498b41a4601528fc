import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listSourceFiles } from '../../test/import-graph.ts';
import { DELIVERED_EVENTS } from '../webhooks/event-payloads.ts';

/**
 * An event that leaves Publia (an outgoing webhook, an automation call: a durable subscriber) is
 * written in the transaction of the change that causes it, through `events.transaction`'s `emit`,
 * so that a crash right after the commit loses nothing and a rollback sends nothing. `events.emit`
 * stores its job after the change has committed: no source file may use it for such an event.
 */
const server = path.resolve(import.meta.dirname, '../..');
const isTestFile = (file: string) => /\.test\.tsx?$|test-support\.tsx?$|\/test\//.test(file);
const delivered = new Set<string>(Object.keys(DELIVERED_EVENTS));

describe('events that leave Publia', () => {
  it('are never emitted outside the transaction of their change', () => {
    const outside = listSourceFiles(server)
      .filter((file) => !isTestFile(file))
      .flatMap((file) =>
        [...fs.readFileSync(file, 'utf8').matchAll(/events\s*\.\s*emit\s*\(\s*['"`]([\w.]+)['"`]/g)]
          .filter((match) => delivered.has(match[1] ?? ''))
          .map((match) => `${path.relative(server, file)} : ${match[1]}`),
      );
    expect(delivered.size).toBeGreaterThan(0);
    expect(outside).toEqual([]);
  });
});
