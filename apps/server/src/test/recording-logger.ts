import { Writable } from 'node:stream';
import type { Logger } from 'pino';
import { createLogger } from '../lib/logger.ts';

/** A logger at `info` whose JSON lines are kept, parsed, in `lines` (in order), for a test to read. */
export function recordingLogger<Line extends { msg: string }>(): { logger: Logger; lines: Line[] } {
  const lines: Line[] = [];
  const logger = createLogger(
    'info',
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)) as Line);
        done();
      },
    }),
  );
  return { logger, lines };
}
