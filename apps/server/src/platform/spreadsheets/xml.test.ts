import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { text as streamText } from 'node:stream/consumers';
import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { SHARED_DATA } from '../../../test/fixtures/spreadsheets';
import { createXmlParser } from './xml';

/**
 * The .xlsx parts' XML scanner (xml.ts). Its events are checked against saxes, a conforming XML parser, on
 * every XML part of every real workbook in shared/data, fed in pieces that split tags, attributes, references
 * and multi-byte characters; then the cases real files rarely show, and what it must refuse.
 */

type Event = ['open', string, Record<string, string>] | ['text', string] | ['close', string];

const local = (name: string) => name.slice(name.indexOf(':') + 1);

/** Adjacent texts as one, so both parsers' ways of cutting a text compare equal. */
function push(events: Event[], e: Event) {
  const last = events[events.length - 1];
  if (e[0] === 'text' && last?.[0] === 'text') last[1] += e[1];
  else events.push(e);
}

function scanned(xml: string, pieceLength: number): Event[] {
  const events: Event[] = [];
  const parser = createXmlParser('test.xml', {
    open: (name, attrs) => push(events, ['open', name, attrs]),
    text: (t) => push(events, ['text', t]),
    close: (name) => push(events, ['close', name]),
  });
  for (let i = 0; i < xml.length; i += pieceLength) parser.write(xml.slice(i, i + pieceLength));
  parser.close();
  return events;
}

function bySaxes(xml: string): Event[] {
  const events: Event[] = [];
  const parser = new SaxesParser({ position: false });
  let depth = 0;
  parser.on('opentag', (tag) => {
    depth++;
    push(events, ['open', local(tag.name), { ...(tag.attributes as Record<string, string>) }]);
  });
  parser.on('text', (t) => {
    if (depth > 0) push(events, ['text', t]);
  });
  parser.on('cdata', (t) => push(events, ['text', t]));
  parser.on('closetag', (tag) => {
    depth--;
    push(events, ['close', local(tag.name)]);
  });
  parser.on('error', (err) => {
    throw err;
  });
  parser.write(xml).close();
  return events;
}

/** Every XML part of a workbook, as text. */
async function xmlParts(path: string): Promise<{ name: string; xml: string }[]> {
  const zip = await yauzl.openPromise(path, { lazyEntries: true, autoClose: false });
  try {
    const parts: { name: string; xml: string }[] = [];
    for await (const entry of zip.eachEntry()) {
      if (!/\.(xml|rels)$/i.test(entry.fileName)) continue;
      const xml = (await streamText(await zip.openReadStreamPromise(entry))).replace(/^\uFEFF/, '');
      parts.push({ name: entry.fileName, xml });
    }
    return parts;
  } finally {
    zip.close();
  }
}

const workbooks = ['xlsx-quirks', 'online-retail-ii', 'm5'].flatMap((dir) =>
  readdirSync(join(SHARED_DATA, dir))
    .filter((f) => f.endsWith('.xlsx'))
    .map((f) => join(dir, f)),
);

describe('the XML scanner', () => {
  it('reads every part of the real workbooks as a conforming parser does, however the text is cut', async () => {
    expect(workbooks.length).toBeGreaterThanOrEqual(13);
    let parts = 0;
    for (const file of workbooks) {
      for (const { name, xml } of await xmlParts(join(SHARED_DATA, file))) {
        const expected = bySaxes(xml);
        // In 64 kB pieces (as the zip stream hands them over), and small parts cut every 7 characters too.
        for (const piece of xml.length > 20_000 ? [65_536] : [65_536, 7]) {
          expect(scanned(xml, piece), `${file} ${name} in pieces of ${piece}`).toEqual(expected);
        }
        parts++;
      }
    }
    expect(parts).toBeGreaterThan(100);
  });

  it('references, line ends, quotes, prefixes, comments, CDATA and a DOCTYPE read as XML says', () => {
    const xml =
      '\uFEFF<?xml version="1.0"?><!DOCTYPE x [<!ELEMENT x ANY>]><!-- a <c> comment -->' +
      '<x:worksheet a=\'1 > 0\' b="it\'s" c="a&amp;b&#x41;&#66;&lt;&gt;&quot;&apos;" d="l1\r\nl2\tt">' +
      '<v>A &amp; B&#13;\r\nC\rD 😀</v><?pi skipped?><t><![CDATA[<b>&amp;</b>]]></t><e/><x:c r="A1" /></x:worksheet>';
    const expected: Event[] = [
      ['open', 'worksheet', { a: '1 > 0', b: "it's", c: 'a&bAB<>"\'', d: 'l1 l2 t' }],
      ['open', 'v', {}],
      ['text', 'A & B\r\nC\nD 😀'],
      ['close', 'v'],
      ['open', 't', {}],
      ['text', '<b>&amp;</b>'],
      ['close', 't'],
      ['open', 'e', {}],
      ['close', 'e'],
      ['open', 'c', { r: 'A1' }],
      ['close', 'c'],
      ['close', 'worksheet'],
    ];
    expect(bySaxes(xml.slice(1))).toEqual(expected);
    for (const piece of [1, 2, 3, 5, 1000])
      expect(scanned(xml, piece), `pieces of ${piece}`).toEqual(expected);
  });

  it.each([
    ['a close tag that does not match', '<a><b></a></b>'],
    ['an element never closed', '<a><b></b>'],
    ['a close tag with nothing open', '<a></a></b>'],
    ['a second root element', '<a/><b/>'],
    ['text outside the root', 'x<a/>'],
    ['text after the root', '<a/>x'],
    ['no root at all', '  '],
    ['an unquoted attribute', '<a b=1/>'],
    ['an attribute without a value', '<a b/>'],
    ['the same attribute twice', '<a b="1" b="2"/>'],
    ['attributes without a space between', '<a b="1"c="2"/>'],
    ['"<" in an attribute', '<a b="<"/>'],
    ['an undefined entity', '<a>&nbsp;</a>'],
    ['a bare ampersand', '<a>fish & chips</a>'],
    ['a character reference to no character', '<a>&#0;</a>'],
    ['a character reference to a surrogate', '<a>&#xD800;</a>'],
    ['a character reference to U+FFFF', '<a>&#65535;</a>'],
    ['a raw control character in a text', '<a>x\u0001y</a>'],
    ['a raw control character in an attribute', '<a b="x\u001fy"/>'],
    ['a raw control character in a CDATA section', '<a><![CDATA[x\u0008]]></a>'],
    ['a raw U+FFFE in a text', '<a>\ufffe</a>'],
    ['"<" without a name', '<a>< b</a>'],
    ['a part cut inside a tag', '<a><b'],
  ])('refuses %s as corrupt', (_, xml) => {
    expect(() => scanned(xml, 1000)).toThrow(expect.objectContaining({ code: 'corrupt' }));
    expect(() => bySaxes(xml)).toThrow();
  });
});
