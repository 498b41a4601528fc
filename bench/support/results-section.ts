import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repository = path.join(import.meta.dirname, '..', '..');

/** When, on what code and on how busy a machine a section's figures were measured. */
export interface Measured {
  /** The commit measured, short, marked when the working tree had uncommitted changes. */
  commit: string;
  /** UTC, to the minute. */
  date: string;
  /** The load average over 1, 5 and 15 minutes (/proc/loadavg), before and after the run. */
  loadBefore: string;
  loadAfter: string;
}

/** The load average over 1, 5 and 15 minutes, as /proc/loadavg gives it. */
export const loadAverage = (): string =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

const git = (...args: string[]) => execFileSync('git', args, { cwd: repository, encoding: 'utf8' }).trim();

function currentCommit(): string {
  try {
    const commit = git('rev-parse', '--short', 'HEAD');
    return git('status', '--porcelain', '--untracked-files=no') ? `${commit} with uncommitted changes` : commit;
  } catch {
    return 'unknown (no git)';
  }
}

/** Runs a benchmark and notes the commit, the date and the machine's load before and after it. */
export async function measure<T>(run: () => Promise<T> | T): Promise<{ figures: T; measured: Measured }> {
  const loadBefore = loadAverage();
  const date = `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const figures = await run();
  return { figures, measured: { commit: currentCommit(), date, loadBefore, loadAfter: loadAverage() } };
}

/** The line under a section's heading that says when and how its figures were measured. */
export const measuredLine = (measured: Measured): string =>
  `_Measured on ${measured.date} at commit ${measured.commit}; load average (1, 5, 15 min) before ${measured.loadBefore}, after ${measured.loadAfter}._`;

/** `section` (which opens with its heading line) with its measured line under the heading. */
export function stamped(section: string, measured: Measured): string {
  const end = section.indexOf('\n');
  const heading = end === -1 ? section : section.slice(0, end);
  const rest = end === -1 ? '' : section.slice(end + 1).replace(/^\n+/, '');
  return `${heading}\n\n${measuredLine(measured)}\n\n${rest}`;
}

/**
 * Replaces the section of bench/RESULTS.md that opens with the heading `section` opens with (up to the
 * next `## `), or adds it at the end, leaving the others as they are: a benchmark run alone refreshes
 * only its own figures, stamped with how they were measured.
 */
export function writeResultsSection(section: string, measured: Measured): void {
  const file = path.join(repository, 'bench', 'RESULTS.md');
  const current = fs.readFileSync(file, 'utf8');
  const written = stamped(section, measured);
  const heading = written.slice(0, written.indexOf('\n'));
  const start = current.indexOf(`${heading}\n`);
  if (start === -1) {
    fs.writeFileSync(file, `${current.trimEnd()}\n\n${written}`);
    return;
  }
  const next = current.indexOf('\n## ', start + 1);
  fs.writeFileSync(file, `${current.slice(0, start)}${written}${next === -1 ? '' : current.slice(next)}`);
}
