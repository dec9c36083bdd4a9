import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenService } from './tokens.js';

const secret = 'a-test-secret-that-is-long-enough-0123456789';

describe('token service', () => {
  it('round-trips claims and rejects expired, foreign and malformed tokens', async () => {
    let now = new Date('2026-01-01T00:00:00Z');
    const tokens = createTokenService(secret, () => now);
    const { accessToken, expireInSeconds } = await tokens.issue({ userId: 42, tenantId: 1, version: 3 });
    expect(expireInSeconds).toBe(86400);
    expect(await tokens.verify(accessToken)).toEqual({
      userId: 42,
      tenantId: 1,
      version: 3,
      jti: expect.stringMatching(/^[0-9a-f-]{36}$/),
      expiresAt: new Date('2026-01-02T00:00:00Z'),
    });
    expect(await createTokenService(`${secret}x`, () => now).verify(accessToken)).toBeUndefined();
    expect(await tokens.verify('not.a.token')).toBeUndefined();
    now = new Date('2026-01-02T00:00:01Z');
    expect(await tokens.verify(accessToken)).toBeUndefined();
  });

  it('refuses a correctly signed token without an expiry or a version', async () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const tokens = createTokenService(secret, () => now);
    const key = new TextEncoder().encode(secret);
    const sign = (claims: Record<string, unknown>, exp: boolean) => {
      const jwt = new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('42')
        .setJti(randomUUID())
        .setIssuer('CharterDesk')
        .setIssuedAt(Math.floor(now.getTime() / 1000));
      return (exp ? jwt.setExpirationTime('1h') : jwt).sign(key);
    };
    expect(await tokens.verify(await sign({ tenantId: null, ver: 1 }, true))).toMatchObject({ userId: 42 });
    expect(await tokens.verify(await sign({ tenantId: null, ver: 1 }, false))).toBeUndefined();
    expect(await tokens.verify(await sign({ tenantId: null }, true))).toBeUndefined();
  });

  it('encrypts the access token reversibly and detects tampering', async () => {
    const tokens = createTokenService(secret);
    const encrypted = tokens.encrypt('header.payload.signature');
    expect(encrypted).not.toContain('payload');
    expect(tokens.decrypt(encrypted)).toBe('header.payload.signature');
    // one bit of the sealed bytes flipped (changing the text's last letters could touch only base64 padding
    // bits, which decode to the same bytes: the test then failed at random)
    for (const at of [0, 1, 0.5]) {
      const bytes = Buffer.from(encrypted, 'base64url');
      const index = Math.min(bytes.length - 1, Math.floor(bytes.length * at));
      bytes[index] = (bytes[index] ?? 0) ^ 0x01;
      expect(tokens.decrypt(bytes.toString('base64url'))).toBeUndefined();
    }
  });
});
