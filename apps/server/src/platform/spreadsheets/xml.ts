/** Streaming XML for the .xlsx parts: saxes fed chunk by chunk, element names without their prefix. */
import type { Readable } from 'node:stream';
import { SaxesParser } from 'saxes';
import { errors } from './errors';

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

/** OOXML escapes characters XML cannot hold as _xHHHH_ (a line break in a cell is often _x000D_). */
export function unescapeOoxml(s: string): string {
  if (!s.includes('_x')) return s;
  return s.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

export function createXmlParser(part: string, handlers: XmlHandlers) {
  const parser = new SaxesParser({ position: false });
  if (handlers.open) {
    const open = handlers.open;
    parser.on('opentag', (tag) => open(local(tag.name), tag.attributes as Record<string, string>));
  }
  if (handlers.text) parser.on('text', handlers.text);
  if (handlers.close) {
    const close = handlers.close;
    parser.on('closetag', (tag) => close(local(tag.name)));
  }
  parser.on('error', (err) => {
    throw errors.corrupt(`the part ${part} is not valid XML: ${err.message}`);
  });
  let first = true;
  return {
    write(chunk: string) {
      // A byte order mark before the XML declaration (seen in SpreadsheetGear files) is not XML.
      if (first && chunk.charCodeAt(0) === 0xfeff) chunk = chunk.slice(1);
      first = false;
      parser.write(chunk);
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
export async function parsePart(stream: Readable, part: string, handlers: XmlHandlers): Promise<void> {
  const parser = createXmlParser(part, handlers);
  for await (const chunk of textChunks(stream)) parser.write(chunk);
  parser.close();
}
