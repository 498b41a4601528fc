import { describe, expect, it } from 'vitest';
import { manualClock } from './clock.ts';
import { createFailureLog, FAILURE_SUMMARY_EVERY_MS, RECOVERY_PROBE_EVERY_MS } from './failure-log.ts';
import { recordingLogger } from '../test/recording-logger.ts';

interface Line {
  level: number;
  msg: string;
  err?: { message?: string; stack?: string };
  failures?: number;
  lastError?: { code?: string; stack?: string };
}

function recordedLog(answers: { database: boolean }) {
  const { lines, logger } = recordingLogger<Line>();
  const clock = manualClock(Date.parse('2026-03-10T08:00:00Z'));
  const log = createFailureLog({
    logger,
    clock,
    lines: {
      first: 'file de tâches : erreur',
      summary: (count, since) => `${count} erreurs de la file de tâches depuis ${since}`,
      recovered: (count, since) => `file de tâches rétablie après ${count} erreurs depuis ${since}`,
    },
    probe: async () => answers.database,
  });
  return { lines, clock, log };
}

const terminated = (n: number) => Object.assign(new Error(`terminating connection due to administrator command (${n})`), { code: '57P01' });

describe('journal d’une panne qui se répète', () => {
  it('1 000 erreurs en trois minutes : la première en entier, un résumé par minute, puis le retour', async () => {
    const answers = { database: false };
    const { lines, clock, log } = recordedLog(answers);
    const stepMs = (3 * 60_000) / 1000;
    for (let n = 1; n <= 1000; n++) {
      log.failed(terminated(n));
      clock.advance(stepMs);
    }
    const [first, ...summaries] = lines;
    expect(first).toMatchObject({ msg: 'file de tâches : erreur', err: { message: 'terminating connection due to administrator command (1)' } });
    expect(first?.err?.stack).toMatch(/at /);
    // One error every 180 ms: the 335th comes a minute after the first line, the 669th a minute after the 335th.
    expect(summaries.map((summary) => summary.failures)).toEqual([335, 669]);
    for (const summary of summaries) {
      expect(summary.msg).toMatch(/^\d+ erreurs de la file de tâches depuis 2026-03-10T08:00:00.000Z$/);
      // The summary names the latest error's kind, not its stack again.
      expect(summary.lastError).toMatchObject({ code: '57P01' });
      expect(summary.lastError?.stack).toBeUndefined();
    }

    // Quiet, but the database still does not answer: the failure goes on, nothing is written.
    clock.advance(RECOVERY_PROBE_EVERY_MS);
    expect(await log.checkRecovery()).toBe(false);
    expect(lines).toHaveLength(1 + summaries.length);

    answers.database = true;
    expect(await log.checkRecovery()).toBe(true);
    expect(lines.at(-1)).toMatchObject({ msg: 'file de tâches rétablie après 1000 erreurs depuis 2026-03-10T08:00:00.000Z', failures: 1000 });
    expect(lines).toHaveLength(1 + summaries.length + 1);

    // A failure after the recovery is a new one, written in full.
    log.failed(terminated(1001));
    expect(lines.at(-1)).toMatchObject({ msg: 'file de tâches : erreur', err: { message: 'terminating connection due to administrator command (1001)' } });
    log.stop();
  });

  it('ne se dit pas rétablie tant que les erreurs continuent, même si la base répond', async () => {
    const { lines, clock, log } = recordedLog({ database: true });
    log.failed(terminated(1));
    clock.advance(RECOVERY_PROBE_EVERY_MS - 1);
    log.failed(terminated(2));
    clock.advance(RECOVERY_PROBE_EVERY_MS - 1);
    expect(await log.checkRecovery()).toBe(false);
    clock.advance(1);
    expect(await log.checkRecovery()).toBe(true);
    expect(lines.map((line) => line.msg)).toEqual(['file de tâches : erreur', 'file de tâches rétablie après 2 erreurs depuis 2026-03-10T08:00:00.000Z']);
    log.stop();
  });

  it('écrit le résumé d’une minute au plus tôt une minute après la ligne précédente', () => {
    const { lines, clock, log } = recordedLog({ database: false });
    log.failed(terminated(1));
    clock.advance(FAILURE_SUMMARY_EVERY_MS - 1);
    log.failed(terminated(2));
    expect(lines).toHaveLength(1);
    clock.advance(1);
    log.failed(terminated(3));
    expect(lines.map((line) => line.msg)).toEqual(['file de tâches : erreur', '3 erreurs de la file de tâches depuis 2026-03-10T08:00:00.000Z']);
    log.stop();
  });
});
