import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const folder = fileURLToPath(new URL('./migrations', import.meta.url));
const journal = JSON.parse(readFileSync(`${folder}/meta/_journal.json`, 'utf8')) as {
  entries: { idx: number; when: number; tag: string }[];
};

describe('the migration journal', () => {
  it('names every migration file once, in order', () => {
    const files = readdirSync(folder)
      .filter((f) => f.endsWith('.sql'))
      .sort();
    expect(journal.entries.map((e) => `${e.tag}.sql`)).toEqual(files);
    expect(journal.entries.map((e) => e.idx)).toEqual(files.map((_, i) => i));
  });

  // drizzle's migrator applies only the migrations whose `when` is after the last one a database applied: a new
  // migration dated before an older one (drizzle-kit dates it by the clock) would be skipped on every database
  // that exists already, and run only on fresh ones.
  it('dates each migration after the one before it', () => {
    const late = journal.entries.filter((e, i) => i > 0 && e.when <= journal.entries[i - 1]!.when);
    expect(late.map((e) => e.tag)).toEqual([]);
  });
});
