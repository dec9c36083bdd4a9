import { type Culture, type MessageKey, translate } from '@charterdesk/domain';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface LinkMail {
  culture: Culture;
  /** the site variant's brand, shown as the letter's header */
  brand: string;
  subject: MessageKey;
  subjectParams?: Record<string, string | number>;
  /** the greeting's name; none = no greeting line */
  name?: string;
  intro: MessageKey;
  introParams?: Record<string, string | number>;
  button?: { label: MessageKey; url: string };
  /** the link's expiry, written in the reader's language */
  expiresAt?: Date;
  /** "if you did not ask for this, ignore it" under the link */
  ignoreNote?: boolean;
}

/**
 * A short account e-mail built around one link (confirm, reset, set a password, manage a booking): a
 * plain-text part that works everywhere and an HTML part with a real button, readable at 375 px.
 */
export function renderLinkMail(m: LinkMail): { subject: string; text: string; html: string } {
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(m.culture, key, params);
  const expires = m.expiresAt
    ? t('Mail.LinkExpires', {
        date: `${new Intl.DateTimeFormat(m.culture, {
          dateStyle: 'long',
          timeStyle: 'short',
          timeZone: 'UTC',
        }).format(m.expiresAt)} UTC`,
      })
    : undefined;
  const greeting = m.name ? t('Mail.AccountGreeting', { name: m.name }) : undefined;
  const intro = t(m.intro, m.introParams);
  const lines = [
    greeting,
    greeting ? '' : undefined,
    intro,
    '',
    m.button?.url,
    m.button ? '' : undefined,
    expires,
    m.ignoreNote ? t('Mail.LinkIgnore') : undefined,
    '',
    `— ${m.brand}`,
  ].filter((l): l is string => l !== undefined);
  const html = `<!doctype html><html lang="${m.culture}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"></head>
<body style="margin:0;padding:0;background:#f1f3f5;font-family:Arial,Helvetica,sans-serif;color:#212529">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f3f5"><tr><td align="center" style="padding:16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px">
<tr><td style="padding:20px 24px;border-bottom:1px solid #e9ecef;font-size:20px;font-weight:bold;color:#1864ab">${esc(m.brand)}</td></tr>
<tr><td style="padding:24px;font-size:16px;line-height:1.5">
${greeting ? `<p style="margin:0 0 16px">${esc(greeting)}</p>` : ''}
<p style="margin:0 0 24px">${esc(intro)}</p>
${
  m.button
    ? `<p style="margin:0 0 24px"><a href="${esc(m.button.url)}" style="display:inline-block;background:#1864ab;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:6px">${esc(t(m.button.label))}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#495057;word-break:break-all">${esc(m.button.url)}</p>`
    : ''
}
${expires ? `<p style="margin:0 0 8px;font-size:13px;color:#495057">${esc(expires)}</p>` : ''}
${m.ignoreNote ? `<p style="margin:0;font-size:13px;color:#495057">${esc(t('Mail.LinkIgnore'))}</p>` : ''}
</td></tr></table></td></tr></table></body></html>`;
  return { subject: t(m.subject, m.subjectParams), text: lines.join('\n'), html };
}
