import { describe, expect, it } from 'vitest';
import { createTokenService } from './tokens.js';

const secret = 'a-test-secret-that-is-long-enough-0123456789';

describe('token service', () => {
  it('round-trips claims and rejects expired, foreign and malformed tokens', async () => {
    let now = new Date('2026-01-01T00:00:00Z');
    const tokens = createTokenService(secret, () => now);
    const { accessToken, expireInSeconds } = await tokens.issue({ userId: 42, tenantId: 1 });
    expect(expireInSeconds).toBe(86400);
    expect(await tokens.verify(accessToken)).toEqual({ userId: 42, tenantId: 1 });
    expect(await createTokenService(`${secret}x`, () => now).verify(accessToken)).toBeUndefined();
    expect(await tokens.verify('not.a.token')).toBeUndefined();
    now = new Date('2026-01-02T00:00:01Z');
    expect(await tokens.verify(accessToken)).toBeUndefined();
  });

  it('encrypts the access token reversibly and detects tampering', async () => {
    const tokens = createTokenService(secret);
    const encrypted = tokens.encrypt('header.payload.signature');
    expect(encrypted).not.toContain('payload');
    expect(tokens.decrypt(encrypted)).toBe('header.payload.signature');
    const tampered = `${encrypted.slice(0, -2)}${encrypted.endsWith('A') ? 'B' : 'A'}A`;
    expect(tokens.decrypt(tampered)).toBeUndefined();
  });
});
