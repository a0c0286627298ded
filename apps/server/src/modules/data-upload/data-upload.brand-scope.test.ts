import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLIENT_ADMIN_ROLE } from '@marketdesk/contracts/permissions';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, xlsxOf } from '../../../test/fixtures/data-upload';
import { createTestApp, type TestApp } from '../../../test/helper';
import { skus } from '../../db/schema';
import { fileStorageFor, filesService } from '../../platform/files';
import { runUpload } from '../../platform/uploads';
import { vaultTarget } from '.';
import { SKUS_MOVED } from './targets/sku';

/**
 * Issue 15, finding 1: a brand-limited user writes no other brand's SKU, by upload or on the grid. The seller
 * holds Acme Home and Hearthline; NDHK-KIT-1032 is a Nordhaus Kitchen SKU.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'md-sku-scope-'));
let t: TestApp;
let clientId: number;
let seller: Record<string, string>;
let admin: Record<string, string>;
const brands = { acme: 0, hearth: 0, nordhaus: 0 };

/** Every column of a SKU set, so a test sees any of them blanked. */
const full = (code: string, brandId: number | null) => ({
  client_id: clientId,
  sku_code: code,
  sku_name: `Name of ${code}`,
  sku_model: 'M-1',
  ean: '4006381333931',
  upc_code: '036000291452',
  isbn: '9780306406157',
  hsn_code: '7323',
  product_description: 'A kettle',
  bullet_points: ['Steel', 'Whistles'],
  fk_brand_id: brandId,
  manufacturer: 'Nordhaus GmbH',
  category: 'Kitchen',
  subcategory: 'Kettles',
  is_exclusive: true,
  is_eol: false,
  length_cm: '20.00',
  width_cm: '15.00',
  height_cm: '25.00',
  weight_g: '900.00',
  color: 'Red',
  size: 'L',
  material: 'Steel',
  is_fragile: true,
  is_hazardous: false,
  country_of_origin: 'DE',
  keywords: ['kettle', 'steel'],
});

beforeAll(async () => {
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  clientId = (await t.make.client({ name: 'Acme Home' })).pk_client_id;
  brands.acme = (await t.make.brand({ brand_name: 'Acme Home' })).pk_brand_id;
  brands.hearth = (await t.make.brand({ brand_name: 'Hearthline' })).pk_brand_id;
  brands.nordhaus = (await t.make.brand({ brand_name: 'Nordhaus Kitchen' })).pk_brand_id;
  const s = await t.make.member(clientId, { permissions: ['upload:sku', 'view:sku', 'modify:sku'] });
  await t.make.assign.brand(s.user.id, brands.acme);
  await t.make.assign.brand(s.user.id, brands.hearth);
  seller = await t.auth(s.user.id);
  const a = await t.make.member(clientId, { roleName: CLIENT_ADMIN_ROLE, permissions: ['upload:sku'] });
  admin = await t.auth(a.user.id);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const upload = async (header: string[], rows: (string | number | null)[][], headers = seller) => {
  const body = multipart('skus.xlsx', await xlsxOf(header, rows));
  return t.app.inject({
    method: 'POST',
    url: `/data/process-file?client_id=${clientId}&data_type=sku`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};
const stored = async (code: string) => {
  const [row] = await t.db
    .select()
    .from(skus)
    .where(and(eq(skus.client_id, clientId), eq(skus.sku_code, code)));
  return row;
};

describe('SKU upload within the uploader’s brands', () => {
  it('the probe: a two-column file naming another brand’s SKU is a row error and changes nothing', async () => {
    await t.db.insert(skus).values(full('NDHK-KIT-1032', brands.nordhaus));
    const before = await stored('NDHK-KIT-1032');
    const res = await upload(['SKU Code', 'Name'], [['NDHK-KIT-1032', 'Renamed by Acme']]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      { row: 2, type: 'text', message: "SKU 'NDHK-KIT-1032' is not one of your SKUs." },
    ]);
    expect(await stored('NDHK-KIT-1032')).toEqual(before);
  });

  it('all or nothing: the file’s own SKUs are not written either; a client admin may write any', async () => {
    await t.db.insert(skus).values(full('ACME-KIT-1', brands.acme));
    const file: [string[], (string | number | null)[][]] = [
      ['SKU Code', 'Name'],
      [
        ['ACME-KIT-1', 'Acme renamed'],
        ['NDHK-KIT-1032', 'Renamed by Acme'],
        ['NEW-1', 'A new SKU'],
      ],
    ];
    const refused = await upload(...file);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.map((e: { row: number }) => e.row)).toEqual([3]);
    expect((await stored('ACME-KIT-1'))!.sku_name).toBe('Name of ACME-KIT-1');
    expect(await stored('NEW-1')).toBeUndefined();

    const res = await upload(...file, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ inserted: 1, updated: 2, unchanged: 0 });
    expect((await stored('NDHK-KIT-1032'))!.sku_name).toBe('Renamed by Acme');
  });

  it('writes the SKUs of the seller’s brands and unbranded ones; new codes are created without a brand', async () => {
    await t.db.insert(skus).values([full('HEARTH-1', brands.hearth), full('LOOSE-1', null)]);
    const res = await upload(
      ['SKU Code', 'Name'],
      [
        ['HEARTH-1', 'Hearth renamed'],
        ['LOOSE-1', 'Loose renamed'],
        ['NEW-2', 'Another new SKU'],
      ],
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ inserted: 1, updated: 2 });
    expect(await stored('NEW-2')).toMatchObject({ sku_name: 'Another new SKU', fk_brand_id: null });
  });

  it('a SKU moved to another brand after the file was read refuses the upload (409) and is not written', async () => {
    await t.db.insert(skus).values(full('MOVED-1', brands.nordhaus));
    // The uploader's scope as read before the move: MOVED-1 was not among the hidden codes then.
    const target = vaultTarget('sku', {
      clientId,
      mp: null,
      family: null,
      today: '2026-11-24',
      skus: { limit: [brands.acme, brands.hearth], hidden: new Set() },
    });
    const outcome = await runUpload({
      db: t.db,
      files: filesService({ db: t.db, storage: fileStorageFor(t.config) }),
      target,
      file: {
        fileName: 'skus.xlsx',
        contentType: 'application/octet-stream',
        buffer: await xlsxOf(['SKU Code', 'Name'], [['MOVED-1', 'Renamed late']]),
      },
      ctx: { clientId, userId: null, dataType: 'sku', mpId: null },
    }).then(
      () => null,
      (error: { statusCode?: number; message?: string }) => error,
    );
    expect(outcome).toMatchObject({ statusCode: 409, message: SKUS_MOVED });
    expect((await stored('MOVED-1'))!.sku_name).toBe('Name of MOVED-1');
  });
});

describe('SKU grid within the user’s brands', () => {
  it('edits and deletes of another brand’s SKU are refused and change nothing', async () => {
    const sku = await stored('NDHK-KIT-1032');
    const key = JSON.stringify([sku!.pk_sku_id]);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/data/save?client_id=${clientId}`,
      headers: seller,
      payload: [{ _key: key, sku_name: 'Grid rename' }],
    });
    expect(edit.statusCode).toBe(404);
    // SKUs have no delete (spec 02: delete exists only for purchase and DF orders), for anyone.
    for (const url of ['/data/sku', '/data/save']) {
      const del = await t.app.inject({
        method: 'DELETE',
        url: `${url}?client_id=${clientId}`,
        headers: seller,
        payload: { keys: [key] },
      });
      expect(del.statusCode).toBe(404);
    }
    expect(await stored('NDHK-KIT-1032')).toEqual(sku);
  });
});
