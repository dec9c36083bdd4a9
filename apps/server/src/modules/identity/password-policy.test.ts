import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './password-policy.js';

describe('isCommonPassword', () => {
  it('finds the listed passwords whatever their case, and only whole entries', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('QWERTY')).toBe(true);
    expect(isCommonPassword('123456')).toBe(true);
    // a fragment of a listed password, or two entries joined by the list's own separator, is not listed
    expect(isCommonPassword('asswor')).toBe(false);
    expect(isCommonPassword('password\n123456')).toBe(false);
    expect(isCommonPassword('')).toBe(false);
  });

  it('lets an uncommon password through', () => {
    expect(isCommonPassword('Tr4vel-to-Antalya-in-May')).toBe(false);
  });
});
