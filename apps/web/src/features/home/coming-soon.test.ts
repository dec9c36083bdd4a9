import { describe, expect, it } from 'vitest';
import { subscribeEmailError } from './coming-soon';

describe('subscribeEmailError', () => {
  it('asks for an address, then for a valid one, in the interface language', () => {
    expect(subscribeEmailError('', 'ru')).toBe('Это поле обязательно к заполнению');
    expect(subscribeEmailError('nope', 'en')).toBe('Enter a valid e-mail address');
    expect(subscribeEmailError(' anna@example.com ', 'tr')).toBeUndefined();
  });
});
