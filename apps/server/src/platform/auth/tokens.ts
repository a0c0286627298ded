import { createHash, randomBytes } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'marketdesk';

export interface AccessTokenClaims {
  userId: number;
  /** The sign-in (refresh-token family) the token belongs to: revoking it ends the token too. */
  sessionId: string;
}

export interface AccessTokenSigner {
  sign(userId: number, sessionId: string): Promise<string>;
  /** The claims of a valid, unexpired token, or null. */
  verify(token: string): Promise<AccessTokenClaims | null>;
}

/**
 * HS256 access tokens: `sub` is the user id, `sid` the sign-in. Nothing about them is stored; each request
 * checks that their sign-in is still live, so a logout or a password change ends them at once.
 */
export function accessTokens(secret: string, ttlSeconds: number): AccessTokenSigner {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (userId, sessionId) =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER });
        const userId = Number(payload.sub);
        const sessionId = payload.sid;
        if (!Number.isInteger(userId) || userId <= 0 || typeof sessionId !== 'string' || !sessionId)
          return null;
        return { userId, sessionId };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
  };
}

/** Opaque refresh token: 256 random bits; only its SHA-256 is stored. */
export const newOpaqueToken = (): string => randomBytes(32).toString('base64url');
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
