import type { FlightOption, PassengerType, PriceBreakdown } from '@charterdesk/domain';

export interface PriceLine {
  kind: 'passenger' | 'flights' | 'insurance' | 'discount';
  type?: PassengerType;
  count?: number;
  /** minor units */
  amount: number;
}

export interface PriceList {
  currency: string;
  lines: PriceLine[];
  total: number;
}

/**
 * Per passenger type (unit price × count, all chosen flights added up), insurance and discount lines and the total:
 * what the server will charge. Insurance is the search's price per passenger times every passenger, infants
 * included, as the order prices it. A ValidateCoupon answer (`quote`) is authoritative for all of it.
 */
export function buildPriceList(
  offers: readonly FlightOption[],
  options: {
    insurance: boolean;
    /** the search's insurance price per passenger, minor units of the offers' currency */
    insurancePerPassenger: number;
    passengers: number;
    quote?: PriceBreakdown | null;
  },
): PriceList {
  const currency = options.quote?.currency ?? offers[0]?.price.currency ?? '';
  const byType = new Map<PassengerType, { count: number; amount: number }>();
  for (const offer of offers) {
    for (const p of offer.price.perPassenger) {
      if (p.count === 0) continue;
      const row = byType.get(p.type) ?? { count: p.count, amount: 0 };
      row.amount += p.total * p.count;
      row.count = Math.max(row.count, p.count);
      byType.set(p.type, row);
    }
  }
  const lines: PriceLine[] = (['adult', 'child', 'infant'] as const)
    .filter((type) => byType.has(type))
    .map((type) => ({
      kind: 'passenger',
      type,
      count: byType.get(type)!.count,
      amount: byType.get(type)!.amount,
    }));
  const flights = offers.reduce((s, o) => s + o.price.total, 0);
  const quote = options.quote;
  if (quote) {
    if (quote.insurance > 0 || options.insurance) lines.push({ kind: 'insurance', amount: quote.insurance });
    if (quote.discount > 0) lines.push({ kind: 'discount', amount: -quote.discount });
    return { currency, lines, total: quote.total };
  }
  const insurance = options.insurance ? options.insurancePerPassenger * options.passengers : 0;
  if (options.insurance) lines.push({ kind: 'insurance', amount: insurance });
  return { currency, lines, total: flights + insurance };
}
