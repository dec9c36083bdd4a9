import {
  type Culture,
  formatTripDate,
  formatTripDateTime,
  formatTripTime,
  localMinusMinutes,
  type MessageKey,
  translate,
} from '@charterdesk/domain';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The times of one flight as a traveller knows them; a cancelled flight has none that apply. */
export interface FlightTimes {
  departureLocal: string;
  arrivalLocal: string;
  cancelled: boolean;
}

export interface ScheduleMail {
  culture: Culture;
  brand: string;
  pnr: string;
  /** the contact's full name */
  name: string;
  /** "ZF 9012" */
  flight: string;
  origin: { code: string; name: string; cityName: string };
  destination: { code: string; name: string; cityName: string };
  /** what the traveller knew before this mail, and what applies now */
  from: FlightTimes;
  to: FlightTimes;
  /** minutes before departure that check-in closes on this route */
  checkInCloseMinutes: number;
  reason: string;
  /** an earlier notice about this flight went out: this one replaces it */
  replaces: boolean;
  bookingUrl: string;
  /** the one-click full refund the change allows, if any */
  refund: { url: string; hours: number } | null;
  /**
   * Airport transfers bought for this flight: their pickup before and after the change (airport-local), or
   * cancelled with the flight (and refunded)
   */
  transfers?: readonly { pnr: string; airport: string; from: string; to: string | null }[];
}

/**
 * The traveller's notice that a flight of their booking was re-timed or cancelled, in the order's language:
 * old → new times in airport-local time, what changed in the check-in deadline, why, and the choices the
 * terms give (keep the booking, or a full refund in one click when the change allows it).
 */
export function renderScheduleMail(m: ScheduleMail): { subject: string; text: string; html: string } {
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(m.culture, key, params);
  const route = `${m.origin.cityName} (${m.origin.code}) → ${m.destination.cityName} (${m.destination.code})`;
  const cancelled = m.to.cancelled;
  const subject = t(cancelled ? 'Mail.CancelledSubject' : 'Mail.ScheduleSubject', {
    flight: m.flight,
    pnr: m.pnr,
  });
  const when = (local: string) => formatTripDateTime(local, m.culture);
  // only what the traveller must act on: a time on another day shows its date, else just the hour
  const newTime = (oldLocal: string, newLocal: string) =>
    oldLocal.slice(0, 10) === newLocal.slice(0, 10) ? formatTripTime(newLocal, m.culture) : when(newLocal);
  const rows: [string, string, string][] = cancelled
    ? []
    : [
        [
          t('Mail.ScheduleDeparture', { airport: `${m.origin.name} (${m.origin.code})` }),
          when(m.from.departureLocal),
          newTime(m.from.departureLocal, m.to.departureLocal),
        ],
        [
          t('Mail.ScheduleArrival', { airport: `${m.destination.name} (${m.destination.code})` }),
          when(m.from.arrivalLocal),
          newTime(m.from.arrivalLocal, m.to.arrivalLocal),
        ],
        [
          t('Mail.ScheduleCheckIn'),
          when(localMinusMinutes(m.from.departureLocal, m.checkInCloseMinutes)),
          newTime(
            localMinusMinutes(m.from.departureLocal, m.checkInCloseMinutes),
            localMinusMinutes(m.to.departureLocal, m.checkInCloseMinutes),
          ),
        ],
      ];
  const transfers = m.transfers ?? [];
  if (!cancelled)
    for (const tr of transfers)
      if (tr.to)
        rows.push([
          t('Mail.ScheduleTransferPickup', { airport: tr.airport }),
          when(tr.from),
          newTime(tr.from, tr.to),
        ]);
  const transferNotes = transfers.map((tr) =>
    t(cancelled ? 'Mail.CancelledTransfer' : 'Mail.ScheduleTransferMoved', { pnr: tr.pnr }),
  );
  const intro = cancelled
    ? t('Mail.CancelledIntro', {
        flight: m.flight,
        route,
        date: formatTripDate(m.from.departureLocal, m.culture),
      })
    : t('Mail.ScheduleIntro', { flight: m.flight, route });
  const greeting = t('Mail.TicketGreeting', { name: m.name });
  const reason = t('Mail.ScheduleReason', { reason: m.reason });
  const choice = cancelled ? t('Mail.CancelledRefundOffer') : t('Mail.ScheduleAccept');
  const refundOffer =
    m.refund && !cancelled ? t('Mail.ScheduleRefundOffer', { hours: m.refund.hours }) : undefined;

  const text = [
    greeting,
    intro,
    m.replaces ? t('Mail.ScheduleReplaces') : undefined,
    rows.length
      ? [
          `${t('Mail.ScheduleWhat')} | ${t('Mail.ScheduleWas')} | ${t('Mail.ScheduleNow')}`,
          ...rows.map((r) => r.join(' | ')),
          t('Mail.ScheduleLocalTimes'),
        ].join('\n')
      : undefined,
    reason,
    ...transferNotes,
    choice,
    refundOffer,
    m.refund ? `${t('Mail.ScheduleRefundButton')}: ${m.refund.url}` : undefined,
    `${t('Mail.ScheduleOpenBooking')}: ${m.bookingUrl}`,
    t('Mail.Questions'),
    `— ${m.brand}`,
  ]
    .filter((l): l is string => l !== undefined)
    .join('\n\n');

  const button = (label: string, url: string, primary: boolean) =>
    `<a href="${esc(url)}" style="display:inline-block;margin:0 8px 8px 0;${
      primary
        ? 'background:#1864ab;color:#ffffff'
        : 'background:#ffffff;color:#1864ab;border:1px solid #1864ab'
    };text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:6px">${esc(label)}</a>`;
  const cell = 'padding:8px;border-bottom:1px solid #e9ecef;vertical-align:top';
  const html = `<!doctype html><html lang="${m.culture}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f3f5;font-family:Arial,Helvetica,sans-serif;color:#212529">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f3f5"><tr><td align="center" style="padding:16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px">
<tr><td style="padding:20px 24px;border-bottom:1px solid #e9ecef;font-size:20px;font-weight:bold;color:#1864ab">${esc(m.brand)}</td></tr>
<tr><td style="padding:24px;font-size:16px;line-height:1.5">
<p style="margin:0 0 16px">${esc(greeting)}</p>
<p style="margin:0 0 16px;font-size:18px;font-weight:bold;color:${cancelled ? '#c92a2a' : '#212529'}">${esc(intro)}</p>
${m.replaces ? `<p style="margin:0 0 16px;padding:12px;background:#fff9db;border-radius:6px">${esc(t('Mail.ScheduleReplaces'))}</p>` : ''}
${
  rows.length
    ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;font-size:15px;margin:0 0 8px">
<tr><th align="left" style="${cell};color:#495057">${esc(t('Mail.ScheduleWhat'))}</th><th align="left" style="${cell};color:#495057">${esc(t('Mail.ScheduleWas'))}</th><th align="left" style="${cell};color:#495057">${esc(t('Mail.ScheduleNow'))}</th></tr>
${rows
  .map(
    ([what, was, now]) =>
      `<tr><td style="${cell}">${esc(what)}</td><td style="${cell};color:#868e96;text-decoration:line-through">${esc(was)}</td><td style="${cell};font-weight:bold">${esc(now)}</td></tr>`,
  )
  .join('\n')}
</table>
<p style="margin:0 0 16px;font-size:13px;color:#495057">${esc(t('Mail.ScheduleLocalTimes'))}</p>`
    : ''
}
<p style="margin:0 0 16px">${esc(reason)}</p>
${transferNotes.map((n) => `<p style="margin:0 0 16px;padding:12px;background:#e7f5ff;border-radius:6px">${esc(n)}</p>`).join('\n')}
<p style="margin:0 0 16px">${esc(choice)}</p>
${refundOffer ? `<p style="margin:0 0 16px">${esc(refundOffer)}</p>` : ''}
<p style="margin:0 0 16px">${m.refund ? button(t('Mail.ScheduleRefundButton'), m.refund.url, cancelled) : ''}${button(t('Mail.ScheduleOpenBooking'), m.bookingUrl, !cancelled)}</p>
<p style="margin:0;font-size:13px;color:#495057">${esc(t('Mail.Questions'))}</p>
</td></tr></table></td></tr></table></body></html>`;
  return { subject, text, html };
}
