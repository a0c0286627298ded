import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { permissions } from '../../db/schema';

export const permissionsRepository = (db: Db) => ({
  catalogue: () =>
    db
      .select({
        code: permissions.code,
        name: permissions.name,
        module: permissions.module,
        action: permissions.action,
      })
      .from(permissions)
      .orderBy(asc(permissions.module), asc(permissions.code)),
});
