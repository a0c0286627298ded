/** Streaming XML for the .xlsx parts: a scanner fed chunk by chunk, element names without their prefix. */
import type { Readable } from 'node:stream';
import { errors } from './errors';
import { READ_CEILING } from './limits';

export interface XmlHandlers {
  open?(name: string, attrs: Record<string, string>): void;
  text?(text: string): void;
  close?(name: string): void;
}

/** 'x:c' -> 'c': some writers prefix the spreadsheetml namespace. */
const local = (name: string) => {
  const i = name.indexOf(':');
  return i < 0 ? name : name.slice(i + 1);
};

/** An attribute whatever its prefix ('r:id', 'ns2:id'). */
export function attr(attrs: Record<string, string>, name: string): string | undefined {
  if (name in attrs) return attrs[name];
  for (const k in attrs) if (local(k) === name) return attrs[k];
  return undefined;
}

/** Characters of OOXML text per character it stands for, at most (`_xHHHH_`). */
export const OOXML_ESCAPE_CHARS = 7;

/** OOXML escapes characters XML cannot hold as _xHHHH_ (a line break in a cell is often _x000D_). */
export function unescapeOoxml(s: string): string {
  if (!s.includes('_x')) return s;
  return s.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * XML's entity and character references in a text or attribute value. Only the five predefined entities exist
 * (parts have no DTD); any other, or a bare &, makes the part invalid, as a conforming parser says.
 */
function decodeRefs(s: string, bad: (what: string) => Error): string {
  if (!s.includes('&')) return s;
  return s.replace(/&(?:#x([0-9A-Fa-f]{1,6})|#([0-9]{1,7})|([A-Za-z_][\w.-]*))?;?/g, (m, hex, dec, name) => {
    if (!m.endsWith(';') || m === '&;') throw bad(`a bare & (${m})`);
    if (name !== undefined) {
      const e = PREDEFINED[name];
      if (e === undefined) throw bad(`the undefined entity &${name};`);
      return e;
    }
    const code = hex !== undefined ? Number.parseInt(hex, 16) : Number(dec);
    // XML's Char: no other control character, no surrogate, not U+FFFE or U+FFFF.
    const isChar =
      code === 0x9 ||
      code === 0xa ||
      code === 0xd ||
      (code >= 0x20 && code <= 0xd7ff) ||
      (code >= 0xe000 && code <= 0xfffd) ||
      (code >= 0x10000 && code <= 0x10ffff);
    if (!isChar) throw bad(`the character reference ${m}`);
    return String.fromCodePoint(code);
  });
}

/** Characters XML does not allow, raw (Excel writes a control character as _x0001_). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
const NOT_XML_CHAR = /[\0-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]/;

/** Refuses input holding a character XML does not allow anywhere in a document. */
function xmlChars(s: string, bad: (what: string) => Error): void {
  const m = NOT_XML_CHAR.exec(s);
  if (m) throw bad(`the character U+${m[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`);
}

/** XML's end-of-line handling: \r\n and a lone \r are read as \n. */
const lineEnds = (s: string) => (s.includes('\r') ? s.replace(/\r\n?/g, '\n') : s);

/** An attribute value as XML normalises it: line ends, tabs and line feeds are spaces (references are not). */
const attrValue = (raw: string, bad: (what: string) => Error) =>
  decodeRefs(/[\t\n\r]/.test(raw) ? lineEnds(raw).replace(/[\t\n]/g, ' ') : raw, bad);

const isSpace = (c: number) => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;

/**
 * A streaming parser over one part, fed chunk by chunk. Our own scanner, not a general XML library: the
 * worksheet of a 100,000-row upload is about 70 MB of XML, and a SAX library's per-character state machine was
 * most of the reading thread's time (bench/upload: 1.45 s of 1.85 s for that sheet); this one finds markup
 * with indexOf and reads only tag names, attributes and texts. It still refuses what is not well-formed XML
 * (a close tag that does not match, an element left open, text or a second element outside the root,
 * an attribute without quotes, an undefined entity, a character XML does not allow) as `corrupt`. Comments, processing instructions and a
 * DOCTYPE are skipped; a CDATA section's text counts as text.
 *
 * Nothing unbounded is held: only the unfinished end of the input (a text whose markup has not come, a tag cut
 * between chunks) is kept, and once that passes READ_CEILING.xmlRunChars the part is refused with `tooLong()`
 * (default: a cell longer than Excel allows). Element names reach the handlers without their prefix.
 */
export function createXmlParser(part: string, handlers: XmlHandlers & { tooLong?(): Error }) {
  const { open, text, close } = handlers;
  const tooLong = handlers.tooLong ?? (() => errors.cellTooLong(READ_CEILING.cellChars));
  const bad = (what: string) => errors.corrupt(`the part ${part} is not valid XML: ${what}`);
  const stack: string[] = [];
  let rootSeen = false;
  let buf = '';
  let first = true;

  const emitText = (t: string) => {
    if (stack.length === 0) {
      if (t.trim() !== '') throw bad('text outside the root element');
      return;
    }
    text?.(decodeRefs(lineEnds(t), bad));
  };
  const opened = (name: string, attrs: Record<string, string>, empty: boolean) => {
    if (stack.length === 0) {
      if (rootSeen) throw bad(`a second root element <${name}>`);
      rootSeen = true;
    }
    open?.(local(name), attrs);
    if (empty) close?.(local(name));
    else stack.push(name);
  };

  /** The open tag at `i` ('<' there): the index after its '>', or -1 if it is not all in `buf` yet. */
  const openTag = (i: number): number => {
    const n = buf.length;
    let j = i + 1;
    for (; j < n; j++) {
      const c = buf.charCodeAt(j);
      if (isSpace(c) || c === 0x2f || c === 0x3e) break;
      if (c === 0x3c || c === 0x3d || c === 0x22 || c === 0x27)
        throw bad(`a bad tag name near ${buf.slice(i, j + 1)}`);
    }
    if (j >= n) return -1;
    if (j === i + 1) throw bad(`"<" not followed by a name`);
    const name = buf.slice(i + 1, j);
    const attrs: Record<string, string> = {};
    for (;;) {
      while (j < n && isSpace(buf.charCodeAt(j))) j++;
      if (j >= n) return -1;
      const c = buf.charCodeAt(j);
      if (c === 0x3e) {
        opened(name, attrs, false);
        return j + 1;
      }
      if (c === 0x2f) {
        if (j + 1 >= n) return -1;
        if (buf.charCodeAt(j + 1) !== 0x3e) throw bad(`"/" inside <${name}>`);
        opened(name, attrs, true);
        return j + 2;
      }
      if (!isSpace(buf.charCodeAt(j - 1))) throw bad(`no space before an attribute of <${name}>`);
      const at = j;
      for (; j < n; j++) {
        const a = buf.charCodeAt(j);
        if (a === 0x3d || isSpace(a) || a === 0x2f || a === 0x3e || a === 0x3c) break;
      }
      if (j >= n) return -1;
      const attrName = buf.slice(at, j);
      while (j < n && isSpace(buf.charCodeAt(j))) j++;
      if (j >= n) return -1;
      if (buf.charCodeAt(j) !== 0x3d) throw bad(`the attribute ${attrName} of <${name}> has no value`);
      j++;
      while (j < n && isSpace(buf.charCodeAt(j))) j++;
      if (j >= n) return -1;
      const q = buf[j]!;
      if (q !== '"' && q !== "'") throw bad(`the attribute ${attrName} of <${name}> is not quoted`);
      const end = buf.indexOf(q, j + 1);
      if (end < 0) return -1;
      const raw = buf.slice(j + 1, end);
      if (raw.includes('<')) throw bad(`"<" in the attribute ${attrName} of <${name}>`);
      if (attrName in attrs) throw bad(`the attribute ${attrName} twice in <${name}>`);
      attrs[attrName] = attrValue(raw, bad);
      j = end + 1;
    }
  };

  /** Parses what `buf` holds from `i` on; answers where the unfinished rest starts. */
  const scan = (): number => {
    const n = buf.length;
    let i = 0;
    while (i < n) {
      const lt = buf.indexOf('<', i);
      if (lt < 0) break; // a text whose end has not come yet
      if (lt > i) emitText(buf.slice(i, lt));
      i = lt;
      if (i + 1 >= n) break;
      const c = buf.charCodeAt(i + 1);
      if (c === 0x2f) {
        const gt = buf.indexOf('>', i + 2);
        if (gt < 0) break;
        const name = buf.slice(i + 2, gt).trimEnd();
        const top = stack.pop();
        if (top !== name)
          throw bad(top === undefined ? `</${name}> closes nothing` : `</${name}> closes <${top}>`);
        close?.(local(name));
        i = gt + 1;
      } else if (c === 0x3f) {
        const end = buf.indexOf('?>', i + 2);
        if (end < 0) break;
        i = end + 2;
      } else if (c === 0x21) {
        if (buf.startsWith('<!--', i)) {
          const end = buf.indexOf('-->', i + 4);
          if (end < 0) break;
          i = end + 3;
        } else if (buf.startsWith('<![CDATA[', i)) {
          const end = buf.indexOf(']]>', i + 9);
          if (end < 0) break;
          if (stack.length === 0) throw bad('a CDATA section outside the root element');
          text?.(lineEnds(buf.slice(i + 9, end)));
          i = end + 3;
        } else if (buf.startsWith('<!DOCTYPE', i)) {
          // Its internal subset, if any, is skipped whole: entities it declares are not expanded.
          const bracket = buf.indexOf('[', i);
          const gt = buf.indexOf('>', i);
          const end = bracket >= 0 && (gt < 0 || bracket < gt) ? buf.indexOf(']', bracket) : gt;
          const stop = end < 0 ? -1 : buf.indexOf('>', end);
          if (stop < 0) break;
          i = stop + 1;
        } else if (n - i < 9) break;
        else throw bad(`unknown markup ${buf.slice(i, i + 9)}`);
      } else {
        const end = openTag(i);
        if (end < 0) break;
        i = end;
      }
    }
    return i;
  };

  return {
    write(chunk: string) {
      // A byte order mark before the XML declaration (seen in SpreadsheetGear files) is not XML.
      if (first && chunk.charCodeAt(0) === 0xfeff) chunk = chunk.slice(1);
      first = false;
      xmlChars(chunk, bad);
      buf = buf.length === 0 ? chunk : buf + chunk;
      const at = scan();
      buf = at >= buf.length ? '' : buf.slice(at);
      if (buf.length > READ_CEILING.xmlRunChars) throw tooLong();
    },
    close() {
      if (buf.trim() !== '')
        throw bad(buf.trimStart().startsWith('<') ? 'it ends inside a tag' : 'text after the root element');
      if (!rootSeen) throw bad('no root element');
      if (stack.length > 0) throw bad(`<${stack[stack.length - 1]}> is never closed`);
    },
  };
}

/** Text chunks of a part, decoded as UTF-8 (multi-byte characters split across chunks stay whole). */
export async function* textChunks(stream: Readable): AsyncGenerator<string> {
  stream.setEncoding('utf8');
  try {
    for await (const chunk of stream) yield chunk as string;
  } catch (err) {
    if (err instanceof Error && err.name === 'SpreadsheetError') throw err;
    throw errors.corrupt(`a part cannot be unpacked: ${(err as Error).message}`);
  }
}

/** Parses a whole part with the handlers. */
export async function parsePart(
  stream: Readable,
  part: string,
  handlers: XmlHandlers & { tooLong?(): Error },
): Promise<void> {
  const parser = createXmlParser(part, handlers);
  for await (const chunk of textChunks(stream)) parser.write(chunk);
  parser.close();
}
