import { describe, expect, it } from 'vitest';
import { fileLinks } from './links';

const SECRET = 'a-server-secret-that-is-long-enough-for-tests';
const now = new Date('2025-03-01T10:00:00Z');

/** The parts of a signed path, as the download route receives them. */
function parts(path: string) {
  const url = new URL(path, 'http://x');
  return {
    fileId: Number(url.pathname.split('/').at(-1)),
    userId: Number(url.searchParams.get('u')),
    exp: Number(url.searchParams.get('exp')),
    sig: url.searchParams.get('sig') ?? '',
  };
}

describe('signed download links', () => {
  const links = fileLinks(SECRET, 5);

  it('names the file, the user and an expiry TTL minutes ahead, and checks out before it', () => {
    const path = links.signedDownloadPath(42, 7, now);
    expect(path).toMatch(/^\/files\/download\/42\?u=7&exp=\d+&sig=[A-Za-z0-9_-]{43}$/);
    const p = parts(path);
    expect(p.exp).toBe(now.getTime() / 1000 + 300);
    expect(links.expiresAt(now).getTime()).toBe(p.exp * 1000);
    expect(links.check(p, new Date(now.getTime() + 299_000))).toBe('ok');
  });

  it('is expired from its expiry on', () => {
    const p = parts(links.signedDownloadPath(42, 7, now));
    expect(links.check(p, new Date(p.exp * 1000))).toBe('expired');
  });

  it('refuses any changed part, and a link signed with another secret', () => {
    const p = parts(links.signedDownloadPath(42, 7, now));
    expect(links.check({ ...p, userId: 8 }, now)).toBe('invalid');
    expect(links.check({ ...p, fileId: 43 }, now)).toBe('invalid');
    expect(links.check({ ...p, exp: p.exp + 3600 }, now)).toBe('invalid');
    const flipped = (p.sig[0] === 'A' ? 'B' : 'A') + p.sig.slice(1);
    expect(links.check({ ...p, sig: flipped }, now)).toBe('invalid');
    expect(links.check({ ...p, sig: '' }, now)).toBe('invalid');
    expect(links.check({ ...p, sig: `${p.sig}AAAA` }, now)).toBe('invalid');
    const other = fileLinks(`${SECRET}-other`, 5);
    expect(other.check(p, now)).toBe('invalid');
  });

  it('checks the signature before the expiry, so a forged link never learns it is merely old', () => {
    const p = parts(links.signedDownloadPath(42, 7, now));
    expect(links.check({ ...p, userId: 8 }, new Date(p.exp * 1000 + 1000))).toBe('invalid');
  });
});
