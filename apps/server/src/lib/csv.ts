import { zonedParts } from '@publia/shared';

/*
 * CSV as a French spreadsheet opens it: `;` between cells, a decimal comma, UTF-8 with a BOM (or
 * Excel reads it as Windows-1252), CRLF line ends.
 */

export const CSV_BOM = '\uFEFF';
const SEPARATOR = ';';
const LINE_END = '\r\n';

/**
 * One cell: a text starting like a formula (= + - @, or a tab or carriage return that some
 * spreadsheets skip) is prefixed with an apostrophe so it is never run; a cell holding the
 * separator, a quote or a line break is quoted, its quotes doubled.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = typeof value === 'number' ? decimal(value) : value;
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A number with a decimal comma, at most `digits` decimals, no thousands separator. */
export function decimal(value: number, digits = 2): string {
  const rounded = Number(value.toFixed(digits));
  return String(rounded).replace('.', ',');
}

export function csvDocument(rows: (string | number | null)[][]): string {
  return CSV_BOM + rows.map((row) => row.map(csvCell).join(SEPARATOR)).join(LINE_END) + LINE_END;
}

const pad = (value: number, size = 2) => String(value).padStart(size, '0');

/** `24/11/2026 19:05` in the zone. */
export function frenchDateTime(instant: Date, timeZone: string): string {
  const p = zonedParts(instant, timeZone);
  return `${pad(p.day)}/${pad(p.month)}/${pad(p.year, 4)} ${pad(p.hour)}:${pad(p.minute)}`;
}

/** `24/11/2026` in the zone. */
export function frenchDate(instant: Date, timeZone: string): string {
  return frenchDateTime(instant, timeZone).slice(0, 10);
}

/** `2026-11-24` in the zone (file names). */
export function isoDateIn(instant: Date, timeZone: string): string {
  const p = zonedParts(instant, timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}
