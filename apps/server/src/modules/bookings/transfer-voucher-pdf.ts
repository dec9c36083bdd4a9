import type { AgencyInfo } from '@charterdesk/domain';
import { drawTable, note, startAgencyPdf } from './agency-pdf.js';
import { type TransferConfirmationData, transferFacts } from './transfer-confirmation.mail.js';

/**
 * What the voucher's QR code holds: the site's booking look-up with the booking number and surname filled in,
 * so a phone's camera opens the booking (the driver's, or the traveller's own); without the site's address,
 * the two as text.
 */
export function voucherLookupCode(
  d: Pick<TransferConfirmationData, 'pnr' | 'contactSurname' | 'culture'>,
  publicUrl?: string,
): string {
  if (!publicUrl) return `${d.pnr} / ${d.contactSurname}`;
  const query = new URLSearchParams({ pnr: d.pnr, surname: d.contactSurname, locale: d.culture });
  return `${publicUrl.replace(/\/+$/, '')}/pnr?${query}`;
}

/**
 * The transfer voucher the customer shows the driver, in the order's language: the agency's letterhead,
 * a QR code that opens the booking, the transfer's facts as a table, what happens next.
 */
export async function renderTransferVoucherPdf(
  d: TransferConfirmationData,
  agency: AgencyInfo,
  publicUrl?: string,
): Promise<Buffer> {
  const { t, lines, nextSteps } = transferFacts(d);
  const pdf = await startAgencyPdf(agency, {
    title: t('Voucher.Title'),
    reference: d.pnr,
    subtitle: `${d.contactSurname} ${d.contactName}`,
    qrText: voucherLookupCode(d, publicUrl),
    labels: {
      taxNumber: t('Doc.TaxNumber'),
      tradeRegister: t('Doc.TradeRegister'),
      // a transfer has no check-in: the code finds the booking (the driver's or our desk's look-up)
      scan: t('Voucher.ScanCaption'),
    },
  });
  pdf.doc.moveDown(0.8);
  drawTable(
    pdf,
    [
      { header: '', weight: 1 },
      { header: '', weight: 2.4 },
    ],
    lines.map(([label, value]) => ({ cells: [label, value] })),
  );
  pdf.heading(t('Mail.TransferNextSteps'));
  pdf.doc
    .font('regular')
    .fontSize(9)
    .text(nextSteps, { width: pdf.width })
    .moveDown(0.3)
    .text(t('Voucher.ShowDriver'), { width: pdf.width });
  pdf.doc.moveDown(1.2);
  note(
    pdf,
    t('Mail.TransferContacts', { phone: agency.phone, email: agency.email, messaging: agency.messagingLink }),
  );
  note(pdf, `${t('Receipt.Agency')}: ${agency.legalEntity}, ${agency.address}`);
  pdf.doc.end();
  return pdf.done;
}
