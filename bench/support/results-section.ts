import fs from 'node:fs';
import path from 'node:path';

/**
 * Replaces the section of bench/RESULTS.md that opens with `heading` (up to the next `## `), or adds it
 * at the end, leaving the others as they are: a benchmark run alone refreshes only its own figures.
 */
export function writeResultsSection(heading: string, section: string): void {
  const file = path.join(import.meta.dirname, '..', 'RESULTS.md');
  const current = fs.readFileSync(file, 'utf8');
  const start = current.indexOf(heading);
  if (start === -1) {
    fs.writeFileSync(file, `${current.trimEnd()}\n\n${section}`);
    return;
  }
  const next = current.indexOf('\n## ', start + 1);
  fs.writeFileSync(file, `${current.slice(0, start)}${section}${next === -1 ? '' : current.slice(next)}`);
}
