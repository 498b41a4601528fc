/*
 * An e-mail written once as blocks, rendered as plain text and as HTML: both versions always say
 * the same. Every string is escaped in the HTML (a post's title is the user's, and may hold `<`);
 * links are kept only when they are http(s).
 */

export type MailBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'list'; items: { text: string; url?: string | null }[] }
  | { kind: 'figures'; rows: { label: string; value: string; note?: string | null }[] }
  | { kind: 'button'; label: string; url: string }
  /** The small print: why the e-mail came, and where to change that. */
  | { kind: 'footer'; text: string; link?: { label: string; url: string } };

export interface MailDocument {
  /** The language of the e-mail (`lang` of the HTML, the text's punctuation). */
  lang: string;
  subject: string;
  blocks: MailBlock[];
}

export interface RenderedMail {
  subject: string;
  body: string;
  html: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as HTML shows it: no tag, no attribute, no entity of the user's survives. */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (character) => ESCAPES[character]!);

/** Only web links become links; anything else (`javascript:`) is left out. */
const safeUrl = (url: string): string | null => (/^https?:\/\//i.test(url) ? url : null);

/** French puts a space before the colon (a plain one, as the message catalogue writes it). */
const colon = (lang: string) => (lang === 'fr' ? ' : ' : ': ');

function textOf(document: MailDocument): string {
  const parts = document.blocks.map((block) => {
    switch (block.kind) {
      case 'paragraph':
        return block.text;
      case 'heading':
        return `${block.text}\n${'─'.repeat(Math.min(block.text.length, 60))}`;
      case 'list':
        return block.items.map((item) => (item.url ? `• ${item.text}\n  ${item.url}` : `• ${item.text}`)).join('\n');
      case 'figures':
        return block.rows.map((row) => `${row.label}${colon(document.lang)}${row.value}${row.note ? ` (${row.note})` : ''}`).join('\n');
      case 'button':
        return `${block.label}${colon(document.lang)}${block.url}`;
      case 'footer':
        return `--\n${block.text}${block.link ? `\n${block.link.label}${colon(document.lang)}${block.link.url}` : ''}`;
    }
  });
  return `${parts.join('\n\n')}\n`;
}

const link = (label: string, url: string, style: string) => {
  const href = safeUrl(url);
  return href ? `<a href="${escapeHtml(href)}" style="${style}">${escapeHtml(label)}</a>` : escapeHtml(label);
};

function htmlBlock(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:#1f2937">${escapeHtml(block.text)}</p>`;
    case 'heading':
      return `<h2 style="margin:24px 0 8px;font-size:17px;line-height:1.4;color:#111827">${escapeHtml(block.text)}</h2>`;
    case 'list':
      return `<ul style="margin:0 0 16px;padding-left:20px;font-size:15px;line-height:1.6;color:#1f2937">${block.items
        .map((item) => `<li style="margin:0 0 6px">${item.url ? link(item.text, item.url, 'color:#4f46e5') : escapeHtml(item.text)}</li>`)
        .join('')}</ul>`;
    case 'figures':
      return `<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 16px">${block.rows
        .map(
          (row) =>
            `<tr><td style="padding:8px 0;border-bottom:1px solid #e5e7eb;font-size:14px;color:#4b5563">${escapeHtml(row.label)}</td>` +
            `<td style="padding:8px 0;border-bottom:1px solid #e5e7eb;font-size:15px;font-weight:600;color:#111827;text-align:right">${escapeHtml(row.value)}` +
            `${row.note ? `<br><span style="font-size:12px;font-weight:400;color:#6b7280">${escapeHtml(row.note)}</span>` : ''}</td></tr>`,
        )
        .join('')}</table>`;
    case 'button':
      return `<p style="margin:8px 0 24px">${link(
        block.label,
        block.url,
        'display:inline-block;padding:10px 18px;border-radius:8px;background:#4f46e5;color:#ffffff;font-weight:600;text-decoration:none',
      )}</p>`;
    case 'footer':
      return `<p style="margin:24px 0 0;padding-top:16px;border-top:1px solid #e5e7eb;font-size:12px;line-height:1.5;color:#6b7280">${escapeHtml(block.text)}${
        block.link ? `<br>${link(block.link.label, block.link.url, 'color:#4f46e5')}` : ''
      }</p>`;
  }
}

function htmlOf(document: MailDocument): string {
  return [
    '<!DOCTYPE html>',
    `<html lang="${escapeHtml(document.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${escapeHtml(document.subject)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f3f4f6;font-family:-apple-system,BlinkMacSystemFont,\'Segoe UI\',Roboto,Helvetica,Arial,sans-serif">',
    '<div style="max-width:600px;margin:0 auto;padding:24px 16px">',
    '<p style="margin:0 0 16px;font-size:18px;font-weight:700;color:#4f46e5">Publia</p>',
    '<div style="background:#ffffff;border-radius:12px;padding:24px">',
    ...document.blocks.map(htmlBlock),
    '</div></div></body></html>',
  ].join('\n');
}

/** The e-mail's subject (on one line: a header), text and HTML. */
export function renderMail(document: MailDocument): RenderedMail {
  const subject = [...document.subject]
    .map((character) => (character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f ? ' ' : character))
    .join('')
    .replace(/ {2,}/g, ' ')
    .trim();
  return { subject, body: textOf(document), html: htmlOf({ ...document, subject }) };
}
