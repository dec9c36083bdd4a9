import { describe, expect, it } from 'vitest';
import { pageQuery } from './page-query.js';

describe('pageQuery', () => {
  it('leaves out what only analytics reads, and keeps what a page reads as it came', () => {
    expect(pageQuery('?utm_source=mail&utm_campaign=winter%20sun&gclid=Cj0KCQ')).toBe('');
    expect(pageQuery('?tab=transfers&yclid=123&fbclid=IwAR&locale=tr')).toBe('tab=transfers&locale=tr');
    expect(pageQuery('utm_medium=cpc&currency=TRY&_openstat=ZGlyZWN0&msclkid=a1')).toBe('currency=TRY');
    expect(pageQuery('?q=%D0%B0%D0%BD%D1%82%D0%B0%D0%BB%D1%8C%D1%8F&UTM_Source=x')).toBe(
      'q=%D0%B0%D0%BD%D1%82%D0%B0%D0%BB%D1%8C%D1%8F',
    );
  });

  it('keeps parameters that only look like tracking ones, and empty or odd queries whole', () => {
    expect(pageQuery('?utm=1&gclid_note=2&tab=flights')).toBe('utm=1&gclid_note=2&tab=flights');
    expect(pageQuery('')).toBe('');
    expect(pageQuery('?')).toBe('');
    expect(pageQuery('?a=1&&b')).toBe('a=1&b');
    // an encoded name is read decoded; a name that is not valid encoding is compared as it came
    expect(pageQuery('?utm%5Fsource=x&%E0%A4%A=1')).toBe('%E0%A4%A=1');
  });
});
