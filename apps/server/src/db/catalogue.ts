import { PERMISSIONS } from '@marketdesk/contracts/permissions';
import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { permissions } from './schema';

/** Brings the permissions table in line with the catalogue in contracts; run at every start, idempotent. */
export async function syncPermissionCatalogue(db: Db): Promise<void> {
  await db
    .insert(permissions)
    .values(PERMISSIONS.map(({ code, module, action, name }) => ({ code, module, action, name })))
    .onConflictDoUpdate({
      target: permissions.code,
      set: { module: sql`excluded.module`, action: sql`excluded.action`, name: sql`excluded.name` },
    });
}
