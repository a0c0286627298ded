/**
 * The parts of an .xlsx read before its sheet: where the workbook is, its sheets in tab order, the date
 * system, the number format of each cell style, and the shared strings.
 */
import { posix } from 'node:path';
import { builtinFormatKind, type FormatKind, formatKind } from './cells';
import { errors } from './errors';
import { checkCellText, READ_CEILING } from './limits';
import { attr, OOXML_ESCAPE_CHARS, parsePart, unescapeOoxml } from './xml';
import type { Zip } from './zip';

export interface WorkbookSheet {
  name: string;
  /** Zip part of the worksheet, or null when the tab is a chart, dialog or macro sheet. */
  part: string | null;
  hidden: boolean;
}

export interface Workbook {
  date1904: boolean;
  sheets: WorkbookSheet[];
  /** Parts named in the workbook's relationships, by kind. */
  styles?: string;
  sharedStrings?: string;
}

interface Relationship {
  id: string;
  type: string;
  target: string;
}

async function readRels(zip: Zip, part: string): Promise<Relationship[]> {
  const rels: Relationship[] = [];
  if (!zip.has(part)) return rels;
  await parsePart(await zip.open(part), part, {
    open(name, a) {
      if (name === 'Relationship' && a.Target && a.TargetMode !== 'External')
        rels.push({ id: a.Id ?? '', type: a.Type ?? '', target: a.Target });
    },
  });
  return rels;
}

/** A relationship target as a part name: relative to the source part's folder unless it starts with '/'. */
const resolve = (from: string, target: string) =>
  target.startsWith('/') ? target.slice(1) : posix.normalize(posix.join(posix.dirname(from), target));

const relsOf = (part: string) => posix.join(posix.dirname(part), '_rels', `${posix.basename(part)}.rels`);

/** Finds the workbook part, or says what else the zip is (an .xlsb, an .ods, a .docx...). */
async function findWorkbookPart(zip: Zip, ext: string): Promise<string> {
  const root = await readRels(zip, '_rels/.rels');
  const doc = root.find((r) => r.type.endsWith('/officeDocument'));
  const part = doc ? resolve('', doc.target) : 'xl/workbook.xml';
  if (zip.has(part) && part.toLowerCase().endsWith('.xml')) return part;
  if (zip.has('xl/workbook.xml')) return 'xl/workbook.xml';
  if (zip.has('xl/workbook.bin')) throw errors.unsupportedFormat('an Excel Binary Workbook (.xlsb)');
  if (zip.has('content.xml') && zip.has('mimetype'))
    throw errors.unsupportedFormat('an OpenDocument spreadsheet (.ods)');
  throw errors.notAWorkbook(ext);
}

export async function readWorkbook(zip: Zip, ext: string): Promise<Workbook> {
  const part = await findWorkbookPart(zip, ext);
  const rels = new Map((await readRels(zip, relsOf(part))).map((r) => [r.id, r]));
  const listed: { name: string; rid: string; hidden: boolean }[] = [];
  let date1904 = false;
  await parsePart(await zip.open(part), part, {
    open(name, a) {
      if (name === 'workbookPr') date1904 = a.date1904 === '1' || a.date1904 === 'true';
      else if (name === 'sheet')
        listed.push({
          name: a.name ?? '',
          rid: attr(a, 'id') ?? '',
          hidden: !!a.state && a.state !== 'visible',
        });
    },
  });
  const target = (kind: string) => {
    const rel = [...rels.values()].find((r) => r.type.endsWith(`/${kind}`));
    return rel ? resolve(part, rel.target) : undefined;
  };
  const sheets = listed.map(({ name, rid, hidden }) => {
    const rel = rels.get(rid);
    const isSheet = rel?.type.endsWith('/worksheet') ?? false;
    return { name, hidden, part: isSheet && rel ? resolve(part, rel.target) : null };
  });
  return { date1904, sheets, styles: target('styles'), sharedStrings: target('sharedStrings') };
}

/** The format kind of each cell style (`s` attribute of a cell = index into cellXfs). */
export async function readStyles(zip: Zip, part: string | undefined): Promise<FormatKind[]> {
  const kinds: FormatKind[] = [];
  if (!part || !zip.has(part)) return kinds;
  const custom = new Map<number, string>();
  let inCellXfs = false;
  await parsePart(await zip.open(part), part, {
    open(name, a) {
      if (name === 'numFmt' && a.numFmtId && a.formatCode !== undefined)
        custom.set(Number(a.numFmtId), a.formatCode);
      else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) {
        const id = Number(a.numFmtId ?? 0);
        const code = custom.get(id);
        kinds.push(code !== undefined ? formatKind(code) : builtinFormatKind(id));
      }
    },
    close(name) {
      if (name === 'cellXfs') inCellXfs = false;
    },
  });
  return kinds;
}

/**
 * The shared string table. The text of an item is all its <t> runs, without phonetic guides (<rPh>, furigana
 * that Excel does not show in the cell). Held whole while the sheet streams, so bounded while it is read: no
 * item longer than a cell may be (READ_CEILING.cellChars), all of them together at most
 * READ_CEILING.sharedStringChars characters.
 */
export async function readSharedStrings(
  zip: Zip,
  part: string | undefined,
  maxBytes: number,
): Promise<string[]> {
  const strings: string[] = [];
  if (!part || !zip.has(part)) return strings;
  // The table is held in memory whole: refuse early what could not fit, rather than run out mid-way.
  if (zip.size(part) > maxBytes) throw errors.memory();
  const { cellChars, sharedStringChars } = READ_CEILING;
  let text = '';
  let inT = false;
  let phonetic = 0;
  let total = 0;
  await parsePart(await zip.open(part), part, {
    open(name) {
      if (name === 'si') text = '';
      else if (name === 't') inT = phonetic === 0;
      else if (name === 'rPh') phonetic++;
    },
    text(t) {
      if (!inT) return;
      text += t;
      if (text.length > cellChars * OOXML_ESCAPE_CHARS) throw errors.cellTooLong(cellChars);
    },
    close(name) {
      if (name === 't') inT = false;
      else if (name === 'rPh') phonetic--;
      else if (name === 'si') {
        const item = unescapeOoxml(text);
        checkCellText(item);
        total += item.length;
        if (total > sharedStringChars) throw errors.sharedTextTooLarge(sharedStringChars);
        strings.push(item);
      }
    },
  });
  return strings;
}
