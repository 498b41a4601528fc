const WIN_ANSI_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

/**
 * Text the standard Helvetica can draw (Windows-1252): French accents and typographic quotes stay,
 * the narrow spaces of French number formatting become no-break spaces, the rest (emoji, other
 * scripts) is dropped.
 */
export function pdfText(text: string): string {
  let out = '';
  for (const char of text.replace(/[\u202F\u2009\u2007]/g, '\u00A0').replace(/\s+/g, (space) => (space === '\u00A0' ? space : ' '))) {
    const code = char.codePointAt(0) ?? 0;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.includes(char)) out += char;
  }
  return out.replace(/ {2,}/g, ' ').trim();
}

/** A pdfkit document's bytes once `end()` is called (listening from the start: pdfkit streams as it draws). */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
