import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, xlsxOf } from '../../../test/fixtures/data-upload';
import { bulkyXlsx, repeated } from '../../../test/fixtures/spreadsheets';
import { createTestApp, type TestApp } from '../../../test/helper';
import { rowsOf } from '../../db/facts/executor';
import { openSpreadsheet, type SpreadsheetStream } from '../../platform/spreadsheets';

/**
 * Files made to exhaust the server's memory, and many files of one client at once (issue 15.9): each read is
 * bounded (platform/spreadsheets/limits.ts) and answered with the bound it passed; a client has at most two
 * files read at once, two more wait, any other is answered 429 while other clients' files are still read.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'md-upload-hostile-'));
let t: TestApp;
let acme: number;
let borealis: number;
let seller: Record<string, string>;
let other: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  acme = (await t.make.client()).pk_client_id;
  borealis = (await t.make.client()).pk_client_id;
  seller = await t.auth((await t.make.member(acme, { permissions: ['upload:sku'] })).user.id);
  other = await t.auth((await t.make.member(borealis, { permissions: ['upload:sku'] })).user.id);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const upload = (clientId: number, auth: Record<string, string>, content: Buffer) => {
  const body = multipart('skus.xlsx', content);
  return t.app.inject({
    method: 'POST',
    url: `/data/process-file?client_id=${clientId}&data_type=sku`,
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
};

const counts = async () =>
  (
    await rowsOf<{ skus: number; uploads: number; files: number }>(
      t.db,
      sql`select (select count(*)::int from skus) as skus, (select count(*)::int from uploads) as uploads,
        (select count(*)::int from files) as files`,
    )
  )[0];

/** The SKU template's header, then row 2: SKU-1 and the name the caller gives (B2), as pieces of text. */
const skuSheet = (name: Iterable<string>) =>
  (function* () {
    yield '<row r="1"><c r="A1" t="inlineStr"><is><t>SKU Code</t></is></c><c r="B1" t="inlineStr"><is><t>Name</t></is></c></row>';
    yield '<row r="2"><c r="A2" t="inlineStr"><is><t>SKU-1</t></is></c><c r="B2" t="inlineStr"><is><t>';
    yield* name;
    yield '</t></is></c></row>';
  })();

describe('files that unpack to far more than their size', () => {
  it('one cell of 200 million characters (a file of 1 MB): 413 naming the cell and the limit, nothing written', async () => {
    const before = await counts();
    const file = await bulkyXlsx({ sheetData: skuSheet(repeated('x', 200_000_000)) });
    expect(file.length).toBeLessThan(2 * 1024 * 1024);
    const res = await upload(acme, seller, file);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      detail:
        'Cell B2 holds more than 32,767 characters, more than an Excel cell can hold. Shorten that text and upload the file again.',
    });
    expect(await counts()).toEqual(before);
  });

  it('shared strings of more than 50,000,000 characters together: 413 naming the limit, nothing written', async () => {
    const before = await counts();
    const item = `<si><t>${'n'.repeat(25_000)}</t></si>`;
    const file = await bulkyXlsx({
      sheetData: [
        '<row r="1"><c r="A1" t="inlineStr"><is><t>SKU Code</t></is></c><c r="B1" t="inlineStr"><is><t>Name</t></is></c></row>',
        '<row r="2"><c r="A2" t="inlineStr"><is><t>SKU-1</t></is></c><c r="B2" t="s"><v>0</v></c></row>',
      ],
      sharedStrings: repeated(item, 2_001),
    });
    const res = await upload(acme, seller, file);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      detail:
        "This workbook's texts (each different text counted once) are longer than 50,000,000 characters together, more than one upload may hold. Split it into smaller files and upload them one by one.",
    });
    expect(await counts()).toEqual(before);
  });
});

describe('files of one client read at once', () => {
  it('a third and fourth wait, a fifth is answered 429; other clients are not refused; all read once turns free up', async () => {
    const small = await xlsxOf(['SKU Code', 'Name'], [['SKU-9', 'Mug']]);
    const input = { buffer: small, fileName: 'held.xlsx' };
    // Two of Acme's files being read (their streams held open), two more waiting for one of Acme's turns.
    const held: SpreadsheetStream[] = [
      await openSpreadsheet(input, { clientId: acme }),
      await openSpreadsheet(input, { clientId: acme }),
    ];
    const waiting = [openSpreadsheet(input, { clientId: acme }), openSpreadsheet(input, { clientId: acme })];
    const before = await counts();

    const refused = await upload(acme, seller, small);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      detail:
        '2 files of this client are being read right now, the most one client may have read at once. Upload this file again when they are done.',
    });
    expect(await counts()).toEqual(before);

    // Borealis is not refused: its file waits at most for a reading thread (taken by Acme's files until they
    // are closed), and is read.
    const borealisUpload = upload(borealis, other, small);
    for (const stream of held) await stream.close();
    for (const stream of await Promise.all(waiting)) await stream.close();
    expect((await borealisUpload).json()).toMatchObject({
      detail: 'File uploaded successfully',
      inserted: 1,
    });
    expect((await upload(acme, seller, small)).json()).toMatchObject({ inserted: 1 });
  }, 120_000);
});
