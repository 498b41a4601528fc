/**
 * A video the scanner cannot analyse, told to its creator: `key` is a sentence of the catalogue
 * (`scanner.error.*`) and `params` its values. Distinct from a tool failure, which is the server's.
 */
export class ScannerInputError extends Error {
  constructor(
    readonly key: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
  }
}
