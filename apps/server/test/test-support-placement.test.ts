import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A room in `src` is production code: fixtures and oracles live in a test folder (the server's in
 * apps/server/test/fixtures, the contracts' in packages/contracts/test, the web's in apps/web/src/test).
 * Imports are ruled by dependency-cruiser (`npm run check`); this test rules the file names.
 */
const ROOT = join(import.meta.dirname, '..', '..', '..');

/** `*.fixture.ts`, `*.oracle.ts`, `*fixture*.ts` and the like (.ts or .tsx), outside the web's src/test. */
function misplacedTestSupport(paths: string[]): string[] {
  return paths.filter(
    (path) =>
      /(^|\/)src\//.test(path) &&
      !path.startsWith('apps/web/src/test/') &&
      /(fixture[^/]*|[.-]oracle)\.tsx?$/i.test(path),
  );
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.name === 'node_modules') return [];
    const path = join(dir, e.name);
    return e.isDirectory() ? sources(path) : [relative(ROOT, path).split(sep).join('/')];
  });
}

const srcFolders = ['apps', 'packages'].flatMap((top) =>
  readdirSync(join(ROOT, top), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => join(ROOT, top, e.name, 'src')),
);

describe('test support out of src', () => {
  it('names fixtures and oracles under src, except the web src/test', () => {
    expect(
      misplacedTestSupport([
        'apps/server/src/modules/price-check/price-check.fixture.ts',
        'apps/server/src/modules/price-check/price-check.oracle.ts',
        'apps/server/src/modules/auto-ordering/report-fixture.ts',
        'packages/contracts/src/focused-sku-fixture.ts',
        'apps/web/src/features/tickets/detail/test-fixtures.ts',
        'apps/server/src/modules/dashboard/dashboard-oracle.ts',
      ]),
    ).toHaveLength(6);
    expect(
      misplacedTestSupport([
        'apps/server/test/fixtures/price-check.ts',
        'apps/server/test/fixtures/dashboard-oracle.ts',
        'packages/contracts/test/focused-sku.ts',
        'apps/web/src/test/ticket-fixtures.ts',
        'apps/server/src/modules/price-check/price-check.service.ts',
      ]),
    ).toEqual([]);
  });

  it('finds none in the tree', () => {
    expect(srcFolders.length).toBeGreaterThanOrEqual(3);
    const files = srcFolders.flatMap((dir) => {
      try {
        return sources(dir);
      } catch {
        return []; // a workspace without src
      }
    });
    expect(files).toContain('apps/server/src/app.ts');
    expect(misplacedTestSupport(files)).toEqual([]);
  });
});
