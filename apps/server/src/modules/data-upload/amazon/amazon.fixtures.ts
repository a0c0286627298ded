/** Amazon's own report files for the tests: the real files and headers of shared/data, read as they are. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SHARED_DATA } from '../../../platform/spreadsheets/testing';

export const AMAZON_REAL = join(SHARED_DATA, 'amazon-real');
export const AMAZON_HEADERS = join(SHARED_DATA, 'amazon-report-headers');

export const realFile = (name: string) => readFileSync(join(AMAZON_REAL, name));
export const headerFile = (name: string) => readFileSync(join(AMAZON_HEADERS, name));

export const FILES = {
  allOrders: 'GET_FLAT_FILE_ALL_ORDERS_DATA_BY_LAST_UPDATE_GENERAL.reconstructed.tsv',
  archivedOrders: 'GET_FLAT_FILE_ARCHIVED_ORDERS_DATA_BY_ORDER_DATE.header.tsv',
  settlement: 'GET_V2_SETTLEMENT_REPORT_DATA_FLAT_FILE.tsv',
  fbaReturns: 'GET_FBA_FULFILLMENT_CUSTOMER_RETURNS_DATA.header.tsv',
  fbaInventory: 'GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA.header.tsv',
  deSettlement: 'de-2018-v2-flatfile-excerpt-stackoverflow-copy.txt',
  usSettlement: 'us-2015-v1-flatfile-excerpt-ventmere-mws-rs.txt',
  usInventory: 'us-2020-myi-unsuppressed-21col-crlf-stray-quote-skuvault.txt',
} as const;

/** A tab-separated file's header and rows, split as Amazon writes them (no quoting; CRLF or LF). */
export function tsvTable(content: Buffer): { header: string[]; rows: Record<string, string>[] } {
  const [first, ...lines] = content
    .toString('utf8')
    .split(/\r?\n/)
    .filter((l) => l.trim() !== '');
  const header = first!.split('\t').map((h) => h.trim());
  return {
    header,
    rows: lines.map((l) => {
      const cells = l.split('\t');
      return Object.fromEntries(header.map((h, i) => [h, (cells[i] ?? '').trim()]));
    }),
  };
}

/** The header of one of Amazon's reports, and a line builder: the given columns filled, the others blank. */
export function reportHeader(name: string) {
  const header = tsvTable(headerFile(name)).header;
  return {
    header,
    line: (values: Record<string, string>) => header.map((h) => values[h] ?? ''),
    file: (lines: readonly (readonly string[])[], eol = '\n') =>
      Buffer.from([header, ...lines].map((l) => l.join('\t')).join(eol) + eol),
  };
}

/** A number as Amazon writes it in the file's locale ('1.234,56' or '1234.56'), to a number. */
export const amount = (text: string, decimal: '.' | ',' = '.') =>
  text === '' ? 0 : Number(decimal === ',' ? text.replaceAll('.', '').replace(',', '.') : text);

/** Cents, so sums of amounts compare exactly. */
export const cents = (n: number) => Math.round(n * 100);
