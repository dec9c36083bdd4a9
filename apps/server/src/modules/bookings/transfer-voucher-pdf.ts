import type { AgencyInfo } from '@charterdesk/domain';
import { startAgencyPdf } from './agency-pdf.js';
import { type TransferConfirmationData, transferFacts } from './transfer-confirmation.mail.js';

/** The transfer voucher the customer shows the driver, in the order's language: the confirmation's facts. */
export function renderTransferVoucherPdf(d: TransferConfirmationData, agency: AgencyInfo): Promise<Buffer> {
  const { t, lines, nextSteps } = transferFacts(d);
  const { doc, done } = startAgencyPdf(agency, t('Voucher.Title'), d.pnr);
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
