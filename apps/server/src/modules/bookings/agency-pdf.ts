import { createRequire } from 'node:module';
import type { AgencyInfo } from '@charterdesk/domain';

const require = createRequire(import.meta.url);
// DejaVu covers Cyrillic and Turkish letters and the ₽ and ₺ signs; the fonts are embedded (subset).
const FONT_REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

export const BRAND_COLOR = '#1864ab';
const MUTED = '#495057';
const RULE = '#ced4da';
const MARGIN = 40;
const QR_SIZE = 92;

export interface AgencyPdf {
  doc: PDFKit.PDFDocument;
  /** the PDF's bytes, once the caller has called `doc.end()` */
  done: Promise<Buffer>;
  /** the usable width between the margins */
  width: number;
  /** a section heading in the brand colour with a rule under it */
  heading(text: string): void;
}

/**
 * Starts an A4 document the agency issues (itinerary receipt, transfer voucher): the letterhead with the
 * agency's legal details, a QR code of what check-in staff type (PNR and surname), the title and reference.
 */
export async function startAgencyPdf(
  agency: AgencyInfo,
  doc_: {
    title: string;
    reference: string;
    subtitle: string;
    qrText: string;
    labels: { taxNumber: string; tradeRegister: string; scan: string };
  },
): Promise<AgencyPdf> {
  // loaded with the first document: pdfkit and qrcode add about 5 MB to the heap of every process that imports them,
  // and most processes of a busy site only search
  const [{ default: PDFDocument }, { default: QRCode }] = await Promise.all([
    import('pdfkit'),
    import('qrcode'),
  ]);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${doc_.title} — ${doc_.reference}`, Author: agency.brandName },
  });
  doc.registerFont('regular', FONT_REGULAR);
  doc.registerFont('bold', FONT_BOLD);
  // collected from the start: pdfkit streams pages out while the caller is still writing
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * MARGIN;
  const qr = await QRCode.toBuffer(doc_.qrText, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 1,
    width: 280,
  });

  // letterhead: brand and legal details on the left, the QR code on the right
  const top = MARGIN;
  const textWidth = width - QR_SIZE - 16;
  doc
    .font('bold')
    .fontSize(20)
    .fillColor(BRAND_COLOR)
    .text(agency.brandName, MARGIN, top, { width: textWidth });
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(MUTED)
    .text(agency.legalEntity, { width: textWidth })
    .text(agency.address, { width: textWidth })
    .text(
      [
        agency.tourismAssociationNumber,
        `${doc_.labels.taxNumber}: ${agency.taxNumber}`,
        `${doc_.labels.tradeRegister}: ${agency.tradeRegisterNumber}`,
      ].join(' · '),
      { width: textWidth },
    )
    .text(`${agency.phone} · ${agency.email}`, { width: textWidth });
  doc.image(qr, MARGIN + width - QR_SIZE, top, { width: QR_SIZE, height: QR_SIZE });
  doc.fontSize(6.5).text(doc_.labels.scan, MARGIN + width - QR_SIZE - 10, top + QR_SIZE + 2, {
    width: QR_SIZE + 20,
    align: 'center',
  });

  const below = Math.max(doc.y, top + QR_SIZE + 14) + 10;
  doc
    .moveTo(MARGIN, below)
    .lineTo(MARGIN + width, below)
    .lineWidth(1.5)
    .strokeColor(BRAND_COLOR)
    .stroke();
  doc
    .fillColor('#000')
    .font('bold')
    .fontSize(15)
    .text(doc_.title, MARGIN, below + 12, { width });
  doc.font('bold').fontSize(22).fillColor(BRAND_COLOR).text(doc_.reference, { width });
  doc.font('regular').fontSize(9).fillColor(MUTED).text(doc_.subtitle, { width }).fillColor('#000');

  return {
    doc,
    done,
    width,
    heading(text: string) {
      if (doc.y > doc.page.height - MARGIN - 80) doc.addPage();
      doc.moveDown(1);
      const y = doc.y;
      doc.font('bold').fontSize(11).fillColor(BRAND_COLOR).text(text, MARGIN, y, { width });
      const ruleY = doc.y + 2;
      doc
        .moveTo(MARGIN, ruleY)
        .lineTo(MARGIN + width, ruleY)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke();
      doc.fillColor('#000').font('regular').fontSize(9);
      doc.y = ruleY + 6;
      doc.x = MARGIN;
    },
  };
}

export interface TableColumn {
  header: string;
  /** share of the table's width */
  weight: number;
  align?: 'left' | 'right' | 'center';
}

/**
 * A table that wraps its cells, shades every other row and repeats its header on a new page: passengers,
 * flights and fares read as rows and columns, not as running text.
 */
export function drawTable(
  pdf: AgencyPdf,
  columns: TableColumn[],
  rows: { cells: string[]; bold?: boolean }[],
): void {
  const { doc, width } = pdf;
  const total = columns.reduce((s, c) => s + c.weight, 0);
  const widths = columns.map((c) => (c.weight / total) * width);
  const pad = 4;
  const fontSize = 8.5;

  const rowHeight = (cells: string[], bold: boolean) =>
    Math.max(
      ...cells.map((cell, i) =>
        doc
          .font(bold ? 'bold' : 'regular')
          .fontSize(fontSize)
          .heightOfString(cell || ' ', { width: widths[i]! - 2 * pad }),
      ),
    ) +
    2 * pad;

  const drawRow = (
    cells: string[],
    y: number,
    opts: { header?: boolean; shade?: boolean; bold?: boolean },
  ) => {
    const h = rowHeight(cells, Boolean(opts.header || opts.bold));
    if (opts.header) doc.rect(MARGIN, y, width, h).fill('#e7f5ff');
    else if (opts.shade) doc.rect(MARGIN, y, width, h).fill('#f8f9fa');
    let x = MARGIN;
    cells.forEach((cell, i) => {
      doc
        .fillColor(opts.header ? BRAND_COLOR : '#000')
        .font(opts.header || opts.bold ? 'bold' : 'regular')
        .fontSize(fontSize)
        .text(cell, x + pad, y + pad, { width: widths[i]! - 2 * pad, align: columns[i]!.align ?? 'left' });
      x += widths[i]!;
    });
    doc
      .moveTo(MARGIN, y + h)
      .lineTo(MARGIN + width, y + h)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    return h;
  };

  const header = columns.map((c) => c.header);
  // a table of label/value pairs has nothing to say in a header row
  const showHeader = header.some(Boolean);
  let y = doc.y;
  if (showHeader) y += drawRow(header, y, { header: true });
  rows.forEach((row, index) => {
    const h = rowHeight(row.cells, Boolean(row.bold));
    if (y + h > doc.page.height - MARGIN) {
      doc.addPage();
      y = MARGIN;
      if (showHeader) y += drawRow(header, y, { header: true });
    }
    y += drawRow(row.cells, y, { shade: index % 2 === 1, bold: Boolean(row.bold) });
  });
  doc.fillColor('#000');
  doc.x = MARGIN;
  doc.y = y + 4;
}

/** A line of small grey text across the page (notes under tables, the footer). */
export function note(pdf: AgencyPdf, text: string): void {
  pdf.doc
    .font('regular')
    .fontSize(8)
    .fillColor(MUTED)
    .text(text, MARGIN, pdf.doc.y, { width: pdf.width })
    .fillColor('#000');
}
