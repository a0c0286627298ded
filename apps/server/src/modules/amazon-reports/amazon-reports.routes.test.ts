import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { marketplaceReportFiles, SP_API_TEXT } from '@marketdesk/contracts/amazon-reports';
import { fileLink } from '@marketdesk/contracts/files';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testSecrets } from '../../../test/helper';
import { marketplaceReports, stores } from '../../db/schema';
import { filesFor } from '../../platform/files';

const dataDir = mkdtempSync(join(tmpdir(), 'md-amazon-reports-'));
let t: TestApp;
let acme: number;
let borealis: number;
let de: number;
let us: number;
let reader: Record<string, string>;
let outsider: Record<string, string>;

/** A stored report file of a client, recorded as a marketplace report of its store. */
async function report(clientId: number, mpId: number, name: string, content: string, end: string) {
  const [store] = await t.db
    .insert(stores)
    .values({
      client_id: clientId,
      mp_id: mpId,
      seller_id: `S${name}`,
      store_name: `Store ${name}`,
      account_type: 'seller',
    })
    .returning();
  const file = await filesFor({ config: t.config, db: t.db }).saveFile({
    clientId,
    userId: null,
    kind: 'report',
    name,
    contentType: 'text/tab-separated-values; charset=utf-8',
    stream: Readable.from([Buffer.from(content)]),
  });
  await t.db.insert(marketplaceReports).values({
    client_id: clientId,
    store_id: store!.pk_store_id,
    mp_id: mpId,
    report_type: 'GET_FLAT_FILE_ALL_ORDERS_DATA_BY_LAST_UPDATE_GENERAL',
    status: 'IMPORTED',
    data_end_time: new Date(end),
    file_id: file.id,
  });
  return store!;
}

beforeAll(async () => {
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  acme = (await t.make.client()).pk_client_id;
  borealis = (await t.make.client()).pk_client_id;
  de = (await t.make.marketplace({ name: 'Amazon Germany', short_code: 'AZ_DE', country_code: 'DE' }))
    .pk_mp_id;
  us = (await t.make.marketplace({ name: 'Amazon US', short_code: 'AZ_US' })).pk_mp_id;
  const r = await t.make.member(acme, { permissions: ['view:tickets'] });
  await t.make.assign.marketplace(r.user.id, de);
  reader = await t.auth(r.user.id);
  outsider = await t.auth((await t.make.member(acme, { permissions: ['dashboard:view'] })).user.id);
  await report(acme, de, 'acme-de.txt', 'amazon-order-id\n1\n', '2025-03-02T00:00:00Z');
  await report(acme, de, 'acme-de-later.txt', 'amazon-order-id\n2\n', '2025-03-09T00:00:00Z');
  await report(acme, us, 'acme-us.txt', 'amazon-order-id\n3\n', '2025-03-09T00:00:00Z');
  await report(borealis, de, 'borealis-de.txt', 'secret of borealis\n', '2025-03-10T00:00:00Z');
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string, headers = reader) => t.app.inject({ method: 'GET', url, headers });

describe('GET /amazon/sp-api/reports/list-all', () => {
  it("answers the caller's client's files on the caller's marketplaces, newest first, without any link", async () => {
    const res = await get(`/amazon/sp-api/reports/list-all?client_id=${acme}`);
    expect(res.statusCode, res.body).toBe(200);
    const { files } = marketplaceReportFiles.strict().parse(res.json());
    expect(files.map((f) => f.filename)).toEqual(['acme-de-later.txt', 'acme-de.txt']);
    expect(files[0]).toMatchObject({
      date: '2025-03-09T00:00:00.000Z',
      marketplace_name: 'Amazon Germany',
      seller_name: 'Store acme-de-later.txt',
      report_type: 'GET_FLAT_FILE_ALL_ORDERS_DATA_BY_LAST_UPDATE_GENERAL',
      size: 18,
      path: `reports/${files[0]!.file_id}/acme-de-later.txt`,
    });
    // A signed link lives for minutes: the list holds none, Download asks for one when clicked.
    expect(res.body).not.toContain('/files/download/');
    expect(res.body).not.toContain('sig=');
  });

  it("filters by marketplace, refuses a marketplace that is not the user's, and another client's list", async () => {
    const one = await get(`/amazon/sp-api/reports/list-all?client_id=${acme}&mp_id=${de}`);
    expect(one.json().files).toHaveLength(2);
    expect((await get(`/amazon/sp-api/reports/list-all?client_id=${acme}&mp_id=${us}`)).statusCode).toBe(403);
    expect((await get(`/amazon/sp-api/reports/list-all?client_id=${acme}&mp_id=999999`)).statusCode).toBe(
      404,
    );
    expect((await get(`/amazon/sp-api/reports/list-all?client_id=${borealis}`)).statusCode).toBe(403);
    expect((await get(`/amazon/sp-api/reports/list-all?client_id=${acme}`, outsider)).statusCode).toBe(403);
  });

  it("gives a client admin every marketplace of the client, never another client's file", async () => {
    const admin = await t.make.member(acme, { roleName: 'Client Admin', permissions: ['view:tickets'] });
    const res = await get(`/amazon/sp-api/reports/list-all?client_id=${acme}`, await t.auth(admin.user.id));
    const names = res.json().files.map((f: { filename: string }) => f.filename);
    expect(names).toEqual(['acme-us.txt', 'acme-de-later.txt', 'acme-de.txt']); // same day: the later file first
    expect(res.body).not.toContain('borealis');
  });
});

describe('POST /amazon/sp-api/reports/files/{fileId}/link', () => {
  const filesOf = async (headers = reader) =>
    marketplaceReportFiles.parse(
      (await get(`/amazon/sp-api/reports/list-all?client_id=${acme}`, headers)).json(),
    ).files;
  const link = (fileId: number, headers = reader, clientId = acme) =>
    t.app.inject({
      method: 'POST',
      url: `/amazon/sp-api/reports/files/${fileId}/link?client_id=${clientId}`,
      headers,
    });

  it('signs a download for the caller when asked, valid for minutes from then', async () => {
    const [, older] = await filesOf();
    const before = Date.now();
    const res = await link(older!.file_id);
    expect(res.statusCode, res.body).toBe(200);
    const answer = fileLink.strict().parse(res.json());
    const expires = Date.parse(answer.expires_at);
    expect(expires).toBeGreaterThanOrEqual(before + (t.config.FILE_LINK_TTL_MINUTES * 60 - 1) * 1000);
    const download = await t.app.inject({ method: 'GET', url: answer.path });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('amazon-order-id\n1\n');
  });

  it("answers 404 for a report on a marketplace not the caller's, another client's file or a file that is no report", async () => {
    const admin = await t.auth(
      (await t.make.member(acme, { roleName: 'Client Admin', permissions: ['view:tickets'] })).user.id,
    );
    const us = (await filesOf(admin)).find((f) => f.filename === 'acme-us.txt')!;
    expect((await link(us.file_id)).statusCode).toBe(404);
    expect((await link(us.file_id, admin)).statusCode).toBe(200);
    const [borealisFile] = await t.db
      .select({ file_id: marketplaceReports.file_id })
      .from(marketplaceReports)
      .where(eq(marketplaceReports.client_id, borealis));
    expect((await link(borealisFile!.file_id!, admin)).statusCode).toBe(404);
    const upload = await filesFor({ config: t.config, db: t.db }).saveFile({
      clientId: acme,
      userId: null,
      kind: 'upload',
      name: 'not-a-report.xlsx',
      contentType: 'application/octet-stream',
      stream: Readable.from([Buffer.from('PK')]),
    });
    expect((await link(upload.id, admin)).statusCode).toBe(404);
    expect((await link(999_999, admin)).statusCode).toBe(404);
  });

  it('needs the screen permission and a membership in the client', async () => {
    const [file] = await filesOf();
    expect((await link(file!.file_id, outsider)).statusCode).toBe(403);
    expect((await link(file!.file_id, reader, borealis)).statusCode).toBe(403);
  });
});

describe('GET /amazon/sp-api/status', () => {
  it('says the connector is off without credentials, and on once a seller store has them', async () => {
    const off = await get(`/amazon/sp-api/status?client_id=${acme}&mp_id=${de}`);
    expect(off.json()).toMatchObject({ enabled: false, reason: SP_API_TEXT.noCredentials });
    await t.db.insert(stores).values({
      client_id: acme,
      mp_id: de,
      seller_id: 'A2WITHKEYS',
      store_name: 'With keys',
      account_type: 'seller',
      api_enabled: true,
      token_client_id: 'amzn1.application-oa2-client.x',
      token_client_secret_enc: testSecrets.encrypt('secret-value-1'),
      token_refresh_enc: testSecrets.encrypt('Atzr|refresh-1'),
    });
    const on = await get(`/amazon/sp-api/status?client_id=${acme}&mp_id=${de}`);
    expect(on.json()).toMatchObject({ enabled: true, reason: null });
    expect(on.body).not.toContain('secret-value-1');
    expect((await get(`/amazon/sp-api/status?client_id=${acme}&mp_id=${us}`)).json()).toMatchObject({
      enabled: false,
    });
  });
});
