import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** Why a link was refused; the route answers 403 for each, with its own text. */
export type LinkCheck = 'ok' | 'expired' | 'invalid';

export interface FileLinks {
  /** `/files/download/{fileId}?u=&exp=&sig=`: a download of that file for that user, valid for the TTL. */
  signedDownloadPath(fileId: number, userId: number, now?: Date): string;
  /** When a path issued now expires. */
  expiresAt(now?: Date): Date;
  /** Checks the signature (constant time) and then the expiry of a link's parts. */
  check(link: { fileId: number; userId: number; exp: number; sig: string }, now?: Date): LinkCheck;
}

/**
 * Signed download links (DESIGN section 9): HMAC-SHA256 over file id, user id and expiry. The key is derived
 * from the server secret with HKDF under its own label, so it is never the key that signs access tokens and a
 * link can never pass for a token or the other way round.
 */
export function fileLinks(serverSecret: string, ttlMinutes: number): FileLinks {
  if (!serverSecret) throw new Error('fileLinks needs the server secret');
  const key = Buffer.from(hkdfSync('sha256', serverSecret, '', 'marketdesk/file-download-link/v1', 32));
  const sign = (fileId: number, userId: number, exp: number) =>
    createHmac('sha256', key).update(`${fileId}.${userId}.${exp}`).digest();
  const expiry = (now: Date) => Math.floor(now.getTime() / 1000) + ttlMinutes * 60;

  return {
    signedDownloadPath(fileId, userId, now = new Date()) {
      const exp = expiry(now);
      const sig = sign(fileId, userId, exp).toString('base64url');
      return `/files/download/${fileId}?${new URLSearchParams({ u: String(userId), exp: String(exp), sig })}`;
    },

    expiresAt: (now = new Date()) => new Date(expiry(now) * 1000),

    check({ fileId, userId, exp, sig }, now = new Date()) {
      const given = Buffer.from(sig, 'base64url');
      // Node's decoder is lenient (padding, the standard alphabet, stray bits): only the spelling it issues.
      if (given.toString('base64url') !== sig) return 'invalid';
      const expected = sign(fileId, userId, exp);
      // timingSafeEqual needs equal lengths; a length mismatch says nothing about the key.
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      return exp * 1000 <= now.getTime() ? 'expired' : 'ok';
    },
  };
}
