import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrateFresh, onAdmin, templateOf } from './database';

/**
 * Migrates one database per test run and lets every test file start from a copy of it instead of running the
 * migrations again (about a second per file on PGlite): a PGlite data directory tarball on disk, or a PostgreSQL
 * template database. Built fresh on every run, so a new migration is always in it.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `md_template_${randomBytes(6).toString('hex')}`;
    await onAdmin(adminUrl, (c) => c.query(`CREATE DATABASE ${name}`));
    const database = await migrateFresh({ url: templateOf(adminUrl, name) });
    await database.close();
    project.provide('databaseTemplate', name);
    return async () => {
      await onAdmin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'md-pglite-template-'));
  const file = join(dir, 'template.tar');
  const database = await migrateFresh({});
  if (database.driver.kind !== 'pglite') throw new Error('expected PGlite');
  // Written to the data files now, so no copy replays the migrations' log when it starts.
  await database.driver.pglite.exec('checkpoint');
  writeFileSync(file, Buffer.from(await (await database.driver.pglite.dumpDataDir('none')).arrayBuffer()));
  await database.close();
  project.provide('databaseTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
