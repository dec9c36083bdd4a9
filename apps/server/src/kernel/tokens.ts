import { createCipheriv, createDecipheriv, createHash, randomBytes, randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_LIFETIME_SECONDS = 86_400;
const ISSUER = 'CharterDesk';

export interface TokenClaims {
  userId: number;
  tenantId: number | null;
  /** the user's token version when the token was issued; a later bump makes the token stale */
  version: number;
}

/** What a verified token says: its claims plus the token's own id and expiry (for revocation). */
export interface VerifiedToken extends TokenClaims {
  jti: string;
  expiresAt: Date;
}

/** HS256 access tokens with user id, tenant id, jti and iat; plus ABP's encryptedAccessToken. */
export function createTokenService(secret: string, now: () => Date = () => new Date()) {
  const key = new TextEncoder().encode(secret);
  const cipherKey = createHash('sha256').update(`enc:${secret}`).digest();

  return {
    async issue(claims: TokenClaims): Promise<{ accessToken: string; expireInSeconds: number }> {
      const iat = Math.floor(now().getTime() / 1000);
      const accessToken = await new SignJWT({ tenantId: claims.tenantId, ver: claims.version })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(claims.userId))
        .setJti(randomUUID())
        .setIssuer(ISSUER)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ACCESS_TOKEN_LIFETIME_SECONDS)
        .sign(key);
      return { accessToken, expireInSeconds: ACCESS_TOKEN_LIFETIME_SECONDS };
    },

    /**
     * Returns the claims of a valid, unexpired token, or undefined for anything else. A token without an
     * expiry, an id or a version is refused: it could never be made to end.
     */
    async verify(token: string): Promise<VerifiedToken | undefined> {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          algorithms: ['HS256'],
          currentDate: now(),
          requiredClaims: ['exp', 'iat', 'jti', 'sub'],
        });
        const userId = Number(payload.sub);
        const tenantId = payload.tenantId;
        const version = payload.ver;
        if (!Number.isInteger(userId) || userId <= 0) return undefined;
        if (tenantId !== null && !Number.isInteger(tenantId)) return undefined;
        if (typeof version !== 'number' || !Number.isInteger(version)) return undefined;
        if (typeof payload.jti !== 'string' || typeof payload.exp !== 'number') return undefined;
        return {
          userId,
          tenantId: (tenantId as number | null) ?? null,
          version,
          jti: payload.jti,
          expiresAt: new Date(payload.exp * 1000),
        };
      } catch {
        return undefined;
      }
    },

    /** AES-256-GCM of the access token, for clients that must pass it where headers are impossible. */
    encrypt(token: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', cipherKey, iv);
      const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },

    decrypt(encrypted: string): string | undefined {
      try {
        const raw = Buffer.from(encrypted, 'base64url');
        const decipher = createDecipheriv('aes-256-gcm', cipherKey, raw.subarray(0, 12));
        decipher.setAuthTag(raw.subarray(12, 28));
        return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
