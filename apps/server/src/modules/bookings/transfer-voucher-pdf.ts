import { createRequire } from 'node:module';
import type { AgencyInfo } from '@charterdesk/domain';
import PDFDocument from 'pdfkit';
import { type TransferConfirmationData, transferFacts } from './transfer-confirmation.mail.js';

const require = createRequire(import.meta.url);
// the receipt's fonts: DejaVu covers Cyrillic and Turkish letters
const FONT_REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

/** The transfer voucher the customer shows the driver, in the order's language: the confirmation's facts. */
export function renderTransferVoucherPdf(d: TransferConfirmationData, agency: AgencyInfo): Promise<Buffer> {
  const { t, lines, nextSteps } = transferFacts(d);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: `${t('Voucher.Title')} — ${d.pnr}`, Author: agency.brandName },
  });
  doc.registerFont('regular', FONT_REGULAR);
  doc.registerFont('bold', FONT_BOLD);
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
  doc.moveDown(1).font('bold').fontSize(15).text(t('Voucher.Title'));
  doc.font('regular').fontSize(10).text(`${d.contactSurname} ${d.contactName}`);
  doc.moveDown(0.5);
  for (const [label, value] of lines) {
    doc.font('bold').text(`${label}: `, { continued: true }).font('regular').text(value);
  }
  doc.moveDown(0.8).font('bold').fontSize(12).fillColor('#12355b').text(t('Mail.TransferNextSteps'));
  doc
    .fillColor('#000')
    .font('regular')
    .fontSize(10)
    .text(nextSteps)
    .moveDown(0.3)
    .text(t('Voucher.ShowDriver'));
  doc
    .moveDown(1)
    .fontSize(9)
    .text(
      t('Mail.TransferContacts', {
        phone: agency.phone,
        email: agency.email,
        messaging: agency.messagingLink,
      }),
    );
  doc.end();
  return done;
}
