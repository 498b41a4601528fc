import { NETWORK_CHART_COLORS, NETWORK_NAMES, type Network } from '@publia/shared';
import { pdfText } from '../../lib/pdf.ts';

export { pdfText };

export interface ChartLine {
  network: Network;
  values: (number | null)[];
}

interface ChartBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

const compact = new Intl.NumberFormat('fr-FR', { notation: 'compact', maximumFractionDigits: 1 });

/** The top of the y axis: the smallest 3 × (1, 2, 2.5 or 5 × 10^n) at or above the highest value. */
export function niceTop(max: number): number {
  if (!(max > 0)) return 3;
  const magnitude = 10 ** Math.floor(Math.log10(max / 3));
  const step = [1, 2, 2.5, 5, 10].map((factor) => factor * magnitude).find((candidate) => candidate * 3 >= max) ?? 10 * magnitude;
  return step * 3;
}

/**
 * A line chart with pdfkit's vector drawing: the title, the y axis from 0 with three steps, the
 * x axis with the first, middle and last buckets' labels, one line per network (a gap where a
 * value is unknown), and the legend below.
 */
export function drawLineChart(doc: PDFKit.PDFDocument, box: ChartBox, title: string, labels: string[], lines: ChartLine[]): void {
  const axisLeft = box.x + 40;
  const plotTop = box.y + 18;
  const plotBottom = box.y + box.height - 34;
  const plotRight = box.x + box.width;
  const plotWidth = plotRight - axisLeft;
  const plotHeight = plotBottom - plotTop;
  doc.font('Helvetica-Bold').fontSize(10).fillColor('#111827').text(pdfText(title), box.x, box.y, { lineBreak: false });

  const top = niceTop(Math.max(0, ...lines.flatMap((line) => line.values.filter((value): value is number => value !== null))));
  doc.font('Helvetica').fontSize(7).fillColor('#6b7280');
  for (let step = 0; step <= 3; step++) {
    const y = plotBottom - (plotHeight * step) / 3;
    doc
      .moveTo(axisLeft, y)
      .lineTo(plotRight, y)
      .lineWidth(0.4)
      .strokeColor(step === 0 ? '#6b7280' : '#e5e7eb')
      .stroke();
    doc.text(pdfText(compact.format((top * step) / 3)), box.x, y - 3, { width: 36, align: 'right', lineBreak: false });
  }
  doc.moveTo(axisLeft, plotTop).lineTo(axisLeft, plotBottom).lineWidth(0.6).strokeColor('#6b7280').stroke();

  const count = labels.length;
  const xOf = (i: number) => (count <= 1 ? axisLeft + plotWidth / 2 : axisLeft + (plotWidth * i) / (count - 1));
  const yOf = (value: number) => plotBottom - (plotHeight * value) / top;
  const shown = [...new Set([0, Math.floor((count - 1) / 2), count - 1])].filter((i) => i >= 0 && i < count);
  for (const i of shown) {
    doc.text(pdfText(labels[i] ?? ''), xOf(i) - 30, plotBottom + 4, { width: 60, align: 'center', lineBreak: false });
  }

  for (const line of lines) {
    const color = NETWORK_CHART_COLORS[line.network];
    let drawing = false;
    line.values.forEach((value, i) => {
      if (value === null) {
        drawing = false;
        return;
      }
      if (drawing) doc.lineTo(xOf(i), yOf(value));
      else doc.moveTo(xOf(i), yOf(value));
      drawing = true;
    });
    doc.lineWidth(1.4).strokeColor(color).stroke();
    // A single known value draws no segment: a dot shows it.
    line.values.forEach((value, i) => {
      const alone = value !== null && (line.values[i - 1] ?? null) === null && (line.values[i + 1] ?? null) === null;
      if (alone) doc.circle(xOf(i), yOf(value), 1.6).fillColor(color).fill();
    });
  }

  let legendX = axisLeft;
  const legendY = box.y + box.height - 14;
  doc.font('Helvetica').fontSize(8);
  for (const line of lines) {
    const name = NETWORK_NAMES[line.network];
    doc
      .rect(legendX, legendY + 1, 10, 5)
      .fillColor(NETWORK_CHART_COLORS[line.network])
      .fill();
    doc.fillColor('#374151').text(name, legendX + 14, legendY, { lineBreak: false });
    legendX += 24 + doc.widthOfString(name);
  }
  if (lines.length === 0) doc.fillColor('#6b7280').text('Pas encore de données sur cette période.', axisLeft, legendY, { lineBreak: false });
}
