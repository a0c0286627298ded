import { describe, expect, it } from 'vitest';
import { decodeRowKey, encodeRowKey } from './row-key';

describe('row-key codec', () => {
  it('decodes keys of the grid shape, and round-trips what encodeRowKey writes', () => {
    expect(decodeRowKey('["O-1", "1"]', ['text', 'text'])).toEqual(['O-1', '1']);
    expect(decodeRowKey('[17]', ['int'])).toEqual([17]);
    expect(decodeRowKey('[9007199254740991]', ['bigint'])).toEqual([9_007_199_254_740_991]);
    const parts = ['a "quoted" \\ key', 'tab\there', 'ünï 😀'];
    expect(decodeRowKey(encodeRowKey(parts), ['text', 'text', 'text'])).toEqual(parts);
  });

  it('writes the text PostgreSQL json_build_array answers (", " between parts)', () => {
    expect(encodeRowKey(['A-1', '2'])).toBe('["A-1", "2"]');
    expect(encodeRowKey([17])).toBe('[17]');
    expect(encodeRowKey(['a\u0001"b'])).toBe('["a\\u0001\\"b"]');
  });

  it('refuses what is not JSON, not an array, or of the wrong arity', () => {
    for (const key of ['', 'not json', '{"a":1}', '"A-1"', '17', 'null', '[]', '["a"', '["a","b","c"]']) {
      expect(decodeRowKey(key, ['text', 'text']), key).toBeNull();
    }
    expect(decodeRowKey('["a"]', ['text', 'text'])).toBeNull();
  });

  it('refuses parts of the wrong type or out of range', () => {
    for (const key of ['[1]', '[null]', '[true]', '[["a"]]', '[{"a":1}]']) {
      expect(decodeRowKey(key, ['text']), key).toBeNull();
    }
    expect(decodeRowKey(JSON.stringify(['x'.repeat(1001)]), ['text'])).toBeNull();
    expect(decodeRowKey(JSON.stringify(['x'.repeat(1000)]), ['text'])).not.toBeNull();
    for (const key of ['["1"]', '[0]', '[-1]', '[1.5]', '[2147483648]', '[1e400]', '[null]']) {
      expect(decodeRowKey(key, ['int']), key).toBeNull();
    }
    expect(decodeRowKey('[2147483647]', ['int'])).toEqual([2_147_483_647]);
    expect(decodeRowKey('[2147483648]', ['bigint'])).toEqual([2_147_483_648]);
    expect(decodeRowKey('[9007199254740992]', ['bigint'])).toBeNull();
  });

  it('refuses text parts PostgreSQL cannot store: NUL and lone surrogates, in any part', () => {
    const bad = [
      String.raw`["\u0000"]`,
      String.raw`["a\u0000b"]`,
      String.raw`["\ud800"]`,
      String.raw`["x\udc00"]`,
      String.raw`["\udc00\ud800"]`,
    ];
    for (const key of bad) expect(decodeRowKey(key, ['text']), key).toBeNull();
    expect(decodeRowKey(String.raw`["ok","\ud800"]`, ['text', 'text'])).toBeNull();
    expect(decodeRowKey(String.raw`["\u0000",1]`, ['text', 'int'])).toBeNull();
    // A surrogate pair is one well-formed character.
    expect(decodeRowKey(String.raw`["\ud83d\ude00"]`, ['text'])).toEqual(['😀']);
  });
});
