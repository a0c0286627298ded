import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { databaseTestFiles, valueImports } from './database-files';

const ROOT = join(import.meta.dirname, '..');

describe('valueImports', () => {
  it('keeps imports by value, leaves type-only ones out', () => {
    const source = [
      "import { a } from './a';",
      "import type { B } from './b';",
      "import { type C, type D } from './c';",
      "import { type E, f } from './e';",
      "import g from 'g';",
      "import './side-effect';",
      "export { h } from './h';",
      "export type { I } from './i';",
      // Split so that this file's own scan does not read it as an import it cannot follow.
      `const j = await ${'imp'}ort('./j');`,
      "import {\n  k,\n  type L,\n} from './k';",
    ].join('\n');
    expect(valueImports(source).sort()).toEqual(['./a', './e', './h', './j', './k', './side-effect', 'g']);
  });
});

describe('databaseTestFiles', () => {
  const files = databaseTestFiles(ROOT);

  // Whatever the scan says, a file that names a way to a database must be in the run on PostgreSQL.
  it('has every test file that opens a database or an app', () => {
    const opens = /createTestDatabase|createTestApp|openDatabase|migrateFresh|TEST_DATABASE_URL/;
    const missing = testFiles()
      .filter((f) => f !== 'test/database-files.test.ts') // names them in the pattern above
      .filter((f) => !files.includes(f) && opens.test(readFileSync(join(ROOT, f), 'utf8')));
    expect(missing).toEqual([]);
    expect(files).toContain('src/modules/clients/clients.test.ts');
    expect(files).toContain('src/db/facts/facts.test.ts');
  });

  it('leaves out files that cannot reach one', () => {
    expect(files).not.toContain('src/lib/forecast/forecast.test.ts');
    expect(files).not.toContain('src/platform/spreadsheets/read-xlsx.test.ts');
    expect(files).not.toContain('test/database-files.test.ts');
  });
});

/** Every server test file, read from disk (not from the scan). */
function testFiles(): string[] {
  return ['src', 'test'].flatMap((dir) =>
    readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.test.ts'))
      .map((f) => `${dir}/${f}`),
  );
}
