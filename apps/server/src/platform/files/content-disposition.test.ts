import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './content-disposition';

describe('attachmentDisposition', () => {
  it('gives a plain name as both forms', () => {
    expect(attachmentDisposition('orders.csv')).toBe(
      `attachment; filename="orders.csv"; filename*=UTF-8''orders.csv`,
    );
  });

  it('keeps the exact name in filename* (RFC 5987) and an ASCII stand-in in filename', () => {
    expect(attachmentDisposition('Über Bestellungen (März).csv')).toBe(
      `attachment; filename="_ber Bestellungen (M_rz).csv"; filename*=UTF-8''%C3%9Cber%20Bestellungen%20%28M%C3%A4rz%29.csv`,
    );
  });

  it('cannot be broken out of: quotes, backslashes, line breaks and lone surrogates are neutralised', () => {
    const header = attachmentDisposition('a"b\\c\r\nSet-Cookie: x=1\ud800.csv');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toBe(
      `attachment; filename="a_b_cSet-Cookie: x=1_.csv"; filename*=UTF-8''a%22b%5CcSet-Cookie%3A%20x%3D1%EF%BF%BD.csv`,
    );
  });

  it('names an empty name "download"', () => {
    expect(attachmentDisposition(' \u0000 ')).toBe(
      `attachment; filename="download"; filename*=UTF-8''download`,
    );
  });
});
