import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { changesOf, mayWrite } from './changes';

describe('mayWrite', () => {
  it('counts writes, DDL and commits; not reads, transaction control nor pg-boss’s own statements', () => {
    for (const text of [
      'insert into users (email) values ($1)',
      '  update "users" set "is_active" = false',
      'delete from user_roles',
      '/* note */ merge into t using s on true when matched then do nothing',
      'with d as (delete from x returning id) select * from d',
      'commit',
      'create table t (id int)',
      'truncate t',
    ]) {
      expect(mayWrite(text), text).toBe(true);
    }
    for (const text of [
      'select 1',
      '-- comment\nselect "updated_at" from users',
      'with d as (select 1) select * from d',
      'begin isolation level repeatable read',
      'savepoint sp1',
      'rollback',
      'set transaction read only',
      'declare c no scroll cursor for select 1',
      'fetch 100 from c',
      'UPDATE pgboss.job SET state = $1 WHERE id = $2',
    ]) {
      expect(mayWrite(text), text).toBe(false);
    }
  });
});

describe('the change count of a database', () => {
  let d: TestDatabase;
  beforeAll(async () => {
    d = await createTestDatabase();
  }, 60_000);
  afterAll(() => d?.drop());

  it('moves after a write and a transaction, on both connections of the API and of tasks', async () => {
    const { db, requestDb, changes } = d.database;
    expect(changesOf(db)).toBe(changes);
    expect(changesOf(requestDb)).toBe(changes);
    const start = changes.count;
    await requestDb.execute(sql`select count(*) from users`);
    expect(changes.count).toBe(start);
    await db.execute(sql`create table t_changes (id int)`);
    const afterDdl = changes.count;
    expect(afterDdl).toBeGreaterThan(start);
    await requestDb.execute(sql`insert into t_changes values (1)`);
    expect(changes.count).toBeGreaterThan(afterDdl);
    const beforeTx = changes.count;
    await db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
    });
    expect(changes.count).toBeGreaterThan(beforeTx);
  });
});
