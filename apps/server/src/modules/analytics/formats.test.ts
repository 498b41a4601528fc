import { describe, expect, it } from 'vitest';
import { csvCell, csvDocument, decimal, frenchDateTime } from '../../lib/csv.ts';
import { niceTop, pdfText } from './pdf-chart.ts';
import { periodWindow } from './period.ts';
import { downsample } from './post-detail.ts';
import { changeOf } from './summary.ts';

describe('CSV cells', () => {
  it('never lets a spreadsheet run a cell as a formula', () => {
    for (const text of ['=1+1', '+33 6 12', '-2', '@SOMME(A1)', '\tTAB', '\rCR']) expect(csvCell(text).replace(/^"/, '')).toMatch(/^'/);
    expect(csvCell('=HYPERLIEN("x")')).toBe(`"'=HYPERLIEN(""x"")"`);
    // A negative number is a number, not a formula.
    expect(csvCell(-2.5)).toBe('-2,5');
  });

  it('quotes what holds the separator, a quote or a line break, and leaves the rest bare', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('dit "oui"')).toBe('"dit ""oui"""');
    expect(csvCell('ligne 1\nligne 2')).toBe('"ligne 1\nligne 2"');
    expect(csvCell('Été à Lyon 🎉')).toBe('Été à Lyon 🎉');
    expect(csvCell(null)).toBe('');
  });

  it('writes numbers with a decimal comma and no thousands separator', () => {
    expect(decimal(1234567)).toBe('1234567');
    expect(decimal(5.3333)).toBe('5,33');
    expect(decimal(0.1 + 0.2)).toBe('0,3');
  });

  it('starts with a BOM and ends every line with CRLF', () => {
    expect(
      csvDocument([
        ['a', 1],
        ['b', null],
      ]),
    ).toBe('\uFEFFa;1\r\nb;\r\n');
  });

  it('reads dates in the zone, across a clock change', () => {
    expect(frenchDateTime(new Date('2026-03-29T00:30:00Z'), 'Europe/Paris')).toBe('29/03/2026 01:30');
    expect(frenchDateTime(new Date('2026-03-29T01:30:00Z'), 'Europe/Paris')).toBe('29/03/2026 03:30');
  });
});

describe('PDF text and chart', () => {
  it('keeps what Helvetica draws and drops the rest', () => {
    expect(pdfText('Café « crème » – 12\u202F345 € 🎉✨')).toBe('Café « crème » – 12\u00A0345 €');
    expect(pdfText('ligne\nsuivante')).toBe('ligne suivante');
  });

  it('rounds the axis up to a readable top', () => {
    expect(niceTop(999)).toBe(1500);
    expect(niceTop(2799)).toBe(3000);
    expect(niceTop(40)).toBe(60);
    expect(niceTop(0)).toBe(3);
  });
});

describe('periods and curves', () => {
  it('cuts the last N days ending now into days, or ISO weeks for a year', () => {
    const now = Date.parse('2026-11-24T12:00:00Z');
    const week = periodWindow('7d', now);
    expect([week.firstDay, week.lastDay, week.previousFirstDay, week.previousLastDay]).toEqual(['2026-11-18', '2026-11-24', '2026-11-11', '2026-11-17']);
    expect(week.buckets).toHaveLength(7);
    const year = periodWindow('1y', now);
    expect(year.bucket).toBe('week');
    expect(year.buckets.every((day) => new Date(`${day}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
    expect(year.firstDay >= year.buckets[0]!).toBe(true);
    expect(year.buckets.at(-1)).toBe('2026-11-23');
  });

  it('keeps at most 200 points of a curve, its first and last among them', () => {
    const points = Array.from({ length: 1000 }, (_, i) => i);
    const kept = downsample(points);
    expect(kept).toHaveLength(200);
    expect([kept[0], kept.at(-1)]).toEqual([0, 999]);
    expect(downsample([1, 2, 3])).toEqual([1, 2, 3]);
  });

  it('compares with the previous period only when it has something', () => {
    expect(changeOf(120, 100)).toBe(0.2);
    expect(changeOf(80, 100)).toBe(-0.2);
    expect(changeOf(5, 0)).toBeNull();
    expect(changeOf(null, 10)).toBeNull();
    expect(changeOf(10, null)).toBeNull();
  });
});
