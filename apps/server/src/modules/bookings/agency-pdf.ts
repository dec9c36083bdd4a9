import { createRequire } from 'node:module';
import type { AgencyInfo } from '@charterdesk/domain';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
// DejaVu covers Cyrillic and Turkish letters; the fonts are embedded (subset) in every document.
const FONT_REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

/**
 * Starts an A4 document the agency issues (receipt, voucher) with its fonts ('regular', 'bold'), the agency's
 * letterhead and the document's title; `done` resolves to the PDF bytes once the caller calls `doc.end()`.
 */
export function startAgencyPdf(
  agency: AgencyInfo,
  title: string,
  reference: string,
): { doc: PDFKit.PDFDocument; done: Promise<Buffer> } {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: `${title} — ${reference}`, Author: agency.brandName },
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

  doc.font('bold').fontSize(18).text(agency.brandName);
  doc
    .font('regular')
    .fontSize(9)
    .fillColor('#555')
    .text(`${agency.legalEntity} · ${agency.tourismAssociationNumber}`)
    .text(`${agency.address} · ${agency.phone} · ${agency.email}`)
    .fillColor('#000');
  doc.moveDown(1).font('bold').fontSize(15).text(title);
  return { doc, done };
}
