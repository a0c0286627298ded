import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';
import { permissions, rolePermissions } from '../../db/schema';

/** Migration 0016: a role that held the old approve:product_data holds modify:product_data afterwards. */
const MIGRATION = readFileSync(
  new URL('../../db/migrations/0016_listing_approver.sql', import.meta.url),
  'utf8',
).split('--> statement-breakpoint');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('migration 0016_listing_approver', () => {
  it('carries grants of approve:product_data over to modify:product_data and drops the old code', async () => {
    // A database from before the rename: the old code in the catalogue and granted to a role.
    await t.db
      .insert(permissions)
      .values({ code: 'approve:product_data', module: 'listing', action: 'approve', name: 'old' });
    const client = await t.make.client();
    const approver = await t.make.role(client.pk_client_id, { permissions: ['approve:product_data'] });
    const other = await t.make.role(client.pk_client_id, { permissions: ['view:product_data'] });

    for (const statement of MIGRATION) await t.db.execute(sql.raw(statement));

    const grants = await t.db.select().from(rolePermissions).where(sql`client_id = ${client.pk_client_id}`);
    expect(grants.map((g) => [g.role_id, g.permission_code]).sort()).toEqual(
      [
        [approver.id, 'modify:product_data'],
        [other.id, 'view:product_data'],
      ].sort(),
    );
    const codes = (await t.db.select().from(permissions)).map((p) => p.code);
    expect(codes).toContain('modify:product_data');
    expect(codes).not.toContain('approve:product_data');
  });
});
