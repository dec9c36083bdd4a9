const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:', 'tg:', 'whatsapp:', 'viber:']);

/** Returns the URL when it is safe to put in an href (no `javascript:` and the like), else undefined. */
export function safeExternalHref(value: string | null | undefined): string | undefined {
  const raw = value?.trim();
  if (!raw) return undefined;
  try {
    const url = new URL(raw);
    return ALLOWED_PROTOCOLS.has(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** A `tel:` href from a human-formatted phone number ("+90 (242) 123-45-67" → "tel:+902421234567"). */
export function phoneHref(phone: string | null | undefined): string | undefined {
  const digits = phone?.replace(/[^\d+]/g, '') ?? '';
  return /^\+?\d{5,}$/.test(digits) ? `tel:${digits}` : undefined;
}
