import { describe, expect, it } from 'vitest';
import { createLoginThrottle } from './login-throttle.js';

describe('login throttle', () => {
  it('blocks a user name from one address after the limit, for the window only', () => {
    let now = 0;
    const t = createLoginThrottle({ maxFailures: 3, windowSeconds: 60, now: () => now });
    for (let i = 0; i < 3; i++) {
      expect(t.retryAfter(1, '1.1.1.1', 'admin')).toBe(0);
      t.recordFailure(1, '1.1.1.1', 'Admin');
    }
    expect(t.retryAfter(1, '1.1.1.1', 'ADMIN')).toBe(60);
    // another tenant or address is not affected
    expect(t.retryAfter(null, '1.1.1.1', 'admin')).toBe(0);
    expect(t.retryAfter(1, '2.2.2.2', 'admin')).toBe(0);
    now = 59_500;
    expect(t.retryAfter(1, '1.1.1.1', 'admin')).toBe(1);
    now = 60_000;
    expect(t.retryAfter(1, '1.1.1.1', 'admin')).toBe(0);
  });

  it('blocks an address that sprays many user names', () => {
    const t = createLoginThrottle({ maxFailures: 2, windowSeconds: 30, now: () => 0 });
    for (let i = 0; i < 8; i++) t.recordFailure(null, '9.9.9.9', `user${i}`);
    expect(t.retryAfter(null, '9.9.9.9', 'fresh-name')).toBe(30);
  });

  it('forgets failures after a successful sign-in', () => {
    const t = createLoginThrottle({ maxFailures: 2, windowSeconds: 30, now: () => 0 });
    t.recordFailure(null, 'a', 'u');
    t.recordSuccess(null, 'a', 'u');
    t.recordFailure(null, 'a', 'u');
    expect(t.retryAfter(null, 'a', 'u')).toBe(0);
  });
});
