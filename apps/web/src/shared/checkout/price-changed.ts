/** The minor-unit total from a 409 bookings.price_changed details text ("… 1234.50 EUR …"). */
export function parseChangedTotal(details: string | null | undefined, currency: string): number | undefined {
  if (!details || !/^[A-Z]{3}$/.test(currency)) return undefined;
  const m = new RegExp(`(-?)(\\d+)(?:\\.(\\d+))?\\s*${currency}`).exec(details);
  if (!m?.[2]) return undefined;
  const fraction = m[3] ?? '';
  const amount = Number(m[2]) * 10 ** fraction.length + (fraction ? Number(fraction) : 0);
  return m[1] ? -amount : amount;
}
