import { describe, expect, it } from 'vitest';
import { parseChangedTotal } from './price-changed';

describe('parseChangedTotal', () => {
  it('reads the new total of a price_changed answer', () => {
    expect(parseChangedTotal('The new total is 1234.50 EUR. Please check it.', 'EUR')).toBe(123450);
    expect(parseChangedTotal('Новая стоимость — 99.00 RUB.', 'RUB')).toBe(9900);
    expect(parseChangedTotal('nothing', 'EUR')).toBeUndefined();
  });
});
