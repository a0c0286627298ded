/** Streaming XML for the .xlsx parts: saxes fed chunk by chunk, element names without their prefix. */
import type { Readable } from 'node:stream';
import { SaxesParser } from 'saxes';
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

/** Longest piece handed to saxes at once: the run guard below over-counts by at most one piece. */
const PIECE = 1 << 16;

/**
 * A SAX parser over one part. saxes gathers a whole text (or tag, comment, CDATA section) before it emits it,
 * so a 500 MB cell would be held whole before any handler could look at its length: the parser is fed in
 * pieces, and once more than READ_CEILING.xmlRunChars characters went in without saxes emitting anything, the
 * part is refused with `tooLong()` (default: a cell longer than Excel allows), holding at most that much.
 */
export function createXmlParser(part: string, handlers: XmlHandlers & { tooLong?(): Error }) {
  const parser = new SaxesParser({ position: false });
  let emitted = false;
  const open = handlers.open;
  parser.on('opentag', (tag) => {
    emitted = true;
    open?.(local(tag.name), tag.attributes as Record<string, string>);
  });
  // Without a text handler saxes keeps no text at all: only parts that read text ask for it.
  const text = handlers.text;
  if (text)
    parser.on('text', (t) => {
      emitted = true;
      text(t);
    });
  const close = handlers.close;
  parser.on('closetag', (tag) => {
    emitted = true;
    close?.(local(tag.name));
  });
  // No handlers for comments, CDATA or processing instructions: they count as stretches without events, so a
  // long one is refused too (and, measured, setting those five handlers made a sheet read three times slower).
  parser.on('error', (err) => {
    throw errors.corrupt(`the part ${part} is not valid XML: ${err.message}`);
  });
  const tooLong = handlers.tooLong ?? (() => errors.cellTooLong(READ_CEILING.cellChars));
  let pending = 0; // characters fed since saxes last emitted something (at most one piece too many)
  let first = true;
  const feed = (piece: string) => {
    emitted = false;
    parser.write(piece);
    pending = emitted ? piece.length : pending + piece.length;
    if (pending > READ_CEILING.xmlRunChars) throw tooLong();
  };
  return {
    write(chunk: string) {
      // A byte order mark before the XML declaration (seen in SpreadsheetGear files) is not XML.
      if (first && chunk.charCodeAt(0) === 0xfeff) chunk = chunk.slice(1);
      first = false;
      if (chunk.length <= PIECE) return feed(chunk);
      for (let i = 0; i < chunk.length; ) {
        let end = Math.min(chunk.length, i + PIECE);
        // Never split a surrogate pair between two pieces.
        const last = chunk.charCodeAt(end - 1);
        if (end < chunk.length && last >= 0xd800 && last <= 0xdbff) end--;
        feed(chunk.slice(i, end));
        i = end;
      }
    },
    close() {
      parser.close();
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
