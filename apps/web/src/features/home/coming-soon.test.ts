import { COMING_SOON_PRODUCTS } from '@charterdesk/domain';
import { describe, expect, it } from 'vitest';
import { PRODUCTS } from './coming-soon';
import { subscribeEmailError } from './coming-soon-email';

describe('subscribeEmailError', () => {
  it('asks for an address, then for a valid one, in the interface language', () => {
    expect(subscribeEmailError('', 'ru')).toBe('Это поле обязательно к заполнению');
    expect(subscribeEmailError('nope', 'en')).toBe('Enter a valid e-mail address');
    expect(subscribeEmailError(' anna@example.com ', 'tr')).toBeUndefined();
  });
});

describe('coming soon products', () => {
  it('lists every product of the domain, in its order', () => {
    expect(PRODUCTS).toEqual(COMING_SOON_PRODUCTS);
  });
});
