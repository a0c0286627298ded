import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { FILE_MESSAGES, fileLink } from '@marketdesk/contracts/files';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../../test/helper';
import { memberships, users } from '../../db/schema';
import { fileLinks, filesFor } from '../../platform/files';

const dataDir = mkdtempSync(join(tmpdir(), 'md-files-routes-'));
let t: TestApp;
let files: ReturnType<typeof filesFor>;
let acme: number;
let borealis: number;
type Caller = { id: number; headers: Record<string, string> };
let seller: Caller;
let colleague: Caller;
let admin: Caller;

async function caller(clientId: number, o: { roleName?: string } = {}): Promise<Caller> {
  const { user } = await t.make.member(clientId, { permissions: ['dashboard:view'], ...o });
  return { id: user.id, headers: await t.auth(user.id) };
}

beforeAll(async () => {
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  files = filesFor({ config: t.config, db: t.db });
  acme = (await t.make.client({ name: 'Acme' })).pk_client_id;
  borealis = (await t.make.client({ name: 'Borealis' })).pk_client_id;
  seller = await caller(acme);
  colleague = await caller(acme);
  admin = await caller(acme, { roleName: 'Client Admin' });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const saveFile = (
  clientId: number,
  userId: number,
  content = 'sku,qty\nA-1,3\n',
  name = 'Bestellungen März.csv',
) =>
  files.saveFile({
    clientId,
    userId,
    kind: 'export',
    name,
    contentType: 'text/csv; charset=utf-8',
    stream: Readable.from([Buffer.from(content)]),
  });

const issue = (fileId: number | string, who: Caller, clientId = acme) =>
  t.app.inject({ method: 'POST', url: `/files/${fileId}/link?client_id=${clientId}`, headers: who.headers });

async function linkFor(fileId: number, who: Caller, clientId = acme) {
  const res = await issue(fileId, who, clientId);
  expect(res.statusCode, res.body).toBe(200);
  return fileLink.strict().parse(res.json());
}

/** Opens a path the way the browser's new window does: no bearer token. */
const open = (path: string) => t.app.inject({ method: 'GET', url: path });

const withParam = (path: string, name: string, value: string) => {
  const url = new URL(path, 'http://x');
  url.searchParams.set(name, value);
  return `${url.pathname}${url.search}`;
};

describe('POST /files/{fileId}/link and the signed download', () => {
  it('issues a short-lived link that downloads the file as an attachment, without a token', async () => {
    const content = 'sku,qty\nA-1,3\nÖ-2,4\n';
    const file = await saveFile(acme, seller.id, content);
    const before = Date.now();
    const link = await linkFor(file.id, seller);
    expect(link.path).toMatch(
      new RegExp(`^/files/download/${file.id}\\?u=${seller.id}&exp=\\d+&sig=[\\w-]+$`),
    );
    const expires = new Date(link.expires_at).getTime();
    expect(expires).toBeGreaterThan(before + 4 * 60_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 5 * 60_000);

    const res = await open(link.path);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(content);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength(content)));
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Bestellungen M_rz.csv"; filename*=UTF-8''Bestellungen%20M%C3%A4rz.csv`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('refuses an expired link with 403 and its text', async () => {
    const file = await saveFile(acme, seller.id);
    // Signed with the server's own secret, ten minutes ago: a genuine link that has run out.
    const old = fileLinks(TEST_JWT_SECRET, 5).signedDownloadPath(
      file.id,
      seller.id,
      new Date(Date.now() - 600_000),
    );
    const res = await open(old);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: FILE_MESSAGES.linkExpired });
  });

  it('refuses a tampered signature, expiry, file or user with 403', async () => {
    const file = await saveFile(acme, seller.id);
    const other = await saveFile(acme, seller.id);
    const { path } = await linkFor(file.id, seller);
    const sig = new URL(path, 'http://x').searchParams.get('sig')!;
    const exp = Number(new URL(path, 'http://x').searchParams.get('exp'));
    const tampered = [
      withParam(path, 'sig', (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1)),
      withParam(path, 'sig', 'nonsense'),
      withParam(path, 'exp', String(exp + 86_400)),
      // The same signature presented by another user (the link of someone else).
      withParam(path, 'u', String(colleague.id)),
      path.replace(`/files/download/${file.id}?`, `/files/download/${other.id}?`),
    ];
    for (const p of tampered) {
      const res = await open(p);
      expect({ p, status: res.statusCode, body: res.json() }).toEqual({
        p,
        status: 403,
        body: { detail: FILE_MESSAGES.linkInvalid },
      });
    }
  });

  it('accepts each part of a link only as it was issued (issue 15)', async () => {
    const file = await saveFile(acme, seller.id);
    const { path } = await linkFor(file.id, seller);
    const q = new URL(path, 'http://x').searchParams;
    const sig = q.get('sig')!;
    const exp = q.get('exp')!;
    // The same signature bytes in other spellings Node's lenient decoder would read alike.
    const respelled = [
      `${sig}=`,
      sig.replaceAll('-', '+').replaceAll('_', '/') === sig
        ? `${sig}==`
        : sig.replaceAll('-', '+').replaceAll('_', '/'),
      `${sig} `,
    ];
    for (const s of respelled) {
      const res = await open(withParam(path, 'sig', s));
      expect({ s, status: res.statusCode }).toEqual({ s, status: 403 });
    }
    for (const [name, value] of [
      ['u', `0${seller.id}`],
      ['u', `+${seller.id}`],
      ['exp', `0${exp}`],
      ['exp', `${exp}.0`],
      ['exp', `${Number(exp) / 1e9}e9`],
    ] as const) {
      const res = await open(withParam(path, name, value));
      expect({ name, value, status: res.statusCode }).toEqual({ name, value, status: 422 });
    }
    expect((await open(path)).statusCode).toBe(200);
  });

  it('answers 422 for a link missing its parts', async () => {
    const file = await saveFile(acme, seller.id);
    const res = await open(`/files/download/${file.id}?u=${seller.id}`);
    expect(res.statusCode).toBe(422);
  });

  it('checks membership when the link is used: a removed or deactivated user is refused', async () => {
    const leaver = await caller(acme);
    const file = await saveFile(acme, leaver.id);
    const { path } = await linkFor(file.id, leaver);
    expect((await open(path)).statusCode).toBe(200);

    await t.db
      .delete(memberships)
      .where(and(eq(memberships.client_id, acme), eq(memberships.user_id, leaver.id)));
    const res = await open(path);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: FILE_MESSAGES.noAccess });

    const sleeper = await caller(acme);
    const second = await saveFile(acme, sleeper.id);
    const link = await linkFor(second.id, sleeper);
    await t.db.update(users).set({ is_active: false }).where(eq(users.id, sleeper.id));
    expect((await open(link.path)).statusCode).toBe(403);
  });

  it("answers 404 for another client's file, and for a colleague's file to a plain member", async () => {
    const theirs = await saveFile(borealis, seller.id);
    const res = await issue(theirs.id, seller);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: FILE_MESSAGES.notFound });

    const colleagues = await saveFile(acme, colleague.id);
    expect((await issue(colleagues.id, seller)).statusCode).toBe(404);
    expect((await issue(999_999, seller)).statusCode).toBe(404);
    // A client admin may fetch any file of the client.
    const link = await linkFor(colleagues.id, admin);
    expect((await open(link.path)).statusCode).toBe(200);
  });

  it('refuses a member of another client (403) and a malformed id (422)', async () => {
    const file = await saveFile(acme, seller.id);
    const outsider = await caller(borealis);
    expect((await issue(file.id, outsider, acme)).statusCode).toBe(403);
    expect((await issue('abc', seller)).statusCode).toBe(422);
    expect((await issue('99999999999', seller)).statusCode).toBe(422);
  });

  it('answers 404 for a validly signed link to a file that is gone', async () => {
    const file = await saveFile(acme, seller.id);
    const { path } = await linkFor(file.id, seller);
    await files.deleteFile(acme, file.id);
    const res = await open(path);
    expect(res.statusCode).toBe(404);
  });
});
