import { createHmac, timingSafeEqual } from 'node:crypto';

/** The bank's message signature: HMAC-SHA256 over `key=value` pairs sorted by key, joined with `&`. */
export function sign(fields: Record<string, string | number>, secret: string): string {
  const canonical = Object.keys(fields)
    .filter((k) => k !== 'signature')
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&');
  return createHmac('sha256', secret).update(canonical).digest('hex');
}

export function verify(fields: Record<string, string | number>, signature: string, secret: string): boolean {
  const expected = Buffer.from(sign(fields, secret), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
