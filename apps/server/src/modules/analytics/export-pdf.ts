import { apiMessagesFr, NETWORK_NAMES, type AnalyticsFilterQuery, type AnalyticsPeriod, type AnalyticsSummary } from '@publia/shared';
import PDFDocument from 'pdfkit';
import type { AppContext } from '../../core/context/app-context.ts';
import type { SessionInfo } from '../../core/auth/service.ts';
import { frenchDate, frenchDateTime } from '../../lib/csv.ts';
import { pdfBytes } from '../../lib/pdf.ts';
import { timeZoneOf } from '../../core/auth/service.ts';
import { exportFileName } from './export-csv.ts';
import { drawLineChart, pdfText } from './pdf-chart.ts';
import { rankedPosts, type PeriodPost } from './period-posts.ts';
import { analyticsSummary } from './summary.ts';

/** The document's title, also in its properties (ASCII, so any reader shows it as is). */
export const PDF_TITLE = 'Publia - Rapport de statistiques';
const TABLE_ROWS = 10;
const MARGIN = 40;

const PERIOD_WORDS: Record<AnalyticsPeriod, string> = {
  '7d': '7 derniers jours',
  '30d': '30 derniers jours',
  '90d': '90 derniers jours',
  '1y': '12 derniers mois',
};

const whole = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });
const figure = (value: number | null) => (value === null ? 'non fourni' : whole.format(value));
const percent = (ratio: number | null) => (ratio === null ? '-' : `${oneDecimal.format(ratio * 100)} %`);
const change = (ratio: number | null) =>
  ratio === null ? 'pas de comparaison' : `${ratio > 0 ? '+' : ratio < 0 ? '-' : ''}${oneDecimal.format(Math.abs(ratio) * 100)} % vs période précédente`;
const dayLabel = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

function drawCards(doc: PDFKit.PDFDocument, summary: AnalyticsSummary, y: number): number {
  const { impressions, engagement, followers } = summary.cards;
  const cards = [
    { label: 'Impressions', value: figure(impressions.value), detail: change(impressions.change) },
    { label: 'Interactions', value: figure(engagement.value), detail: `${change(engagement.change)}\nTaux d'engagement : ${percent(engagement.rate)}` },
    { label: 'Nouveaux abonnés', value: figure(followers.value), detail: change(followers.change) },
  ];
  const gap = 10;
  const width = (doc.page.width - 2 * MARGIN - 2 * gap) / 3;
  cards.forEach((card, i) => {
    const x = MARGIN + i * (width + gap);
    doc.roundedRect(x, y, width, 70, 6).lineWidth(0.6).strokeColor('#d1d5db').stroke();
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor('#6b7280')
      .text(pdfText(card.label), x + 10, y + 8, { width: width - 20 });
    doc
      .font('Helvetica-Bold')
      .fontSize(18)
      .fillColor('#111827')
      .text(pdfText(card.value), x + 10, y + 21, { width: width - 20, lineBreak: false });
    doc
      .font('Helvetica')
      .fontSize(7.5)
      .fillColor('#374151')
      .text(card.detail.split('\n').map(pdfText).join('\n'), x + 10, y + 45, { width: width - 20 });
  });
  return y + 70;
}

function fit(doc: PDFKit.PDFDocument, text: string, width: number): string {
  let clean = pdfText(text);
  if (doc.widthOfString(clean) <= width) return clean;
  while (clean.length > 1 && doc.widthOfString(`${clean}…`) > width) clean = clean.slice(0, -1);
  return `${clean.trimEnd()}…`;
}

function drawTable(doc: PDFKit.PDFDocument, posts: PeriodPost[], timeZone: string, y: number): void {
  const columns = [
    { label: 'Publication', width: 135, align: 'left' as const },
    { label: 'Réseau', width: 60, align: 'left' as const },
    { label: 'Date', width: 55, align: 'left' as const },
    { label: 'Impressions', width: 60, align: 'right' as const },
    { label: 'Interactions', width: 60, align: 'right' as const },
    { label: 'Clics', width: 40, align: 'right' as const },
    { label: 'Taux', width: 50, align: 'right' as const },
    { label: 'Score', width: 55, align: 'right' as const },
  ];
  doc.font('Helvetica-Bold').fontSize(12).fillColor('#111827').text('Meilleures publications', MARGIN, y);
  y += 20;
  const row = (cells: string[], bold: boolean) => {
    let x = MARGIN;
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(8)
      .fillColor(bold ? '#374151' : '#111827');
    cells.forEach((cell, i) => {
      const column = columns[i]!;
      doc.text(fit(doc, cell, column.width - 6), x, y, { width: column.width - 6, align: column.align, lineBreak: false });
      x += column.width;
    });
    y += 16;
    doc
      .moveTo(MARGIN, y - 4)
      .lineTo(MARGIN + columns.reduce((sum, c) => sum + c.width, 0), y - 4)
      .lineWidth(0.3)
      .strokeColor('#e5e7eb')
      .stroke();
  };
  row(
    columns.map((column) => column.label),
    true,
  );
  if (posts.length === 0) {
    doc.font('Helvetica').fontSize(9).fillColor('#6b7280').text('Aucune publication mesurée sur cette période.', MARGIN, y);
    return;
  }
  for (const post of posts) {
    row(
      [
        post.title || apiMessagesFr['content.defaultTitle'],
        NETWORK_NAMES[post.platform],
        frenchDate(new Date(post.publishedAt), timeZone),
        figure(post.figures.impressions),
        figure(post.figures.engagement),
        figure(post.figures.clicks),
        percent(post.engagementRate),
        post.score === null ? '-' : `${post.score}/100`,
      ],
      false,
    );
  }
}

/**
 * GET /api/analytics/export.pdf: the statistics page as a report — the period, the three cards
 * with their change, impressions and interactions per bucket and network, the best posts.
 */
export async function exportPdf(ctx: AppContext, auth: SessionInfo, query: AnalyticsFilterQuery): Promise<{ fileName: string; body: Buffer }> {
  const timeZone = timeZoneOf(auth);
  const [summary, best] = await Promise.all([analyticsSummary(ctx, auth.workspace.id, query), rankedPosts(ctx, auth.workspace.id, query, TABLE_ROWS)]);
  const now = ctx.clock.now();

  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: PDF_TITLE, Author: 'Publia', CreationDate: new Date(now) } });
  const done = pdfBytes(doc);
  const width = doc.page.width - 2 * MARGIN;
  doc.font('Helvetica-Bold').fontSize(20).fillColor('#111827').text('Rapport de statistiques', MARGIN, MARGIN);
  const from = frenchDate(new Date(summary.range.from), timeZone);
  const to = frenchDate(new Date(summary.range.to), timeZone);
  const scope = summary.network ? NETWORK_NAMES[summary.network] : 'tous les réseaux';
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#374151')
    .text(pdfText(`${PERIOD_WORDS[summary.period]}, du ${from} au ${to} - ${scope} - ${summary.publishedPosts} publication(s)`), MARGIN, MARGIN + 28);
  let y = drawCards(doc, summary, MARGIN + 52) + 20;

  const labels = summary.buckets.map((day) => (summary.bucket === 'week' ? `sem. ${dayLabel(day)}` : dayLabel(day)));
  const per = summary.bucket === 'week' ? 'par semaine' : 'par jour';
  drawLineChart(
    doc,
    { x: MARGIN, y, width, height: 170 },
    `Impressions ${per}`,
    labels,
    summary.series.map((s) => ({ network: s.network, values: s.impressions })),
  );
  y += 185;
  drawLineChart(
    doc,
    { x: MARGIN, y, width, height: 170 },
    `Interactions ${per}`,
    labels,
    summary.series.map((s) => ({ network: s.network, values: s.engagement })),
  );
  y += 195;
  drawTable(doc, best, timeZone, y);

  doc
    .font('Helvetica')
    .fontSize(7)
    .fillColor('#9ca3af')
    .text(pdfText(`Généré par Publia le ${frenchDateTime(new Date(now), timeZone)}`), MARGIN, doc.page.height - MARGIN - 14, { width, align: 'right', lineBreak: false });
  doc.end();
  return { fileName: exportFileName(query.period, now, timeZone, 'pdf'), body: await done };
}
