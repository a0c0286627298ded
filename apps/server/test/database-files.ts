import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * The server test files that can reach a database, for the run on PostgreSQL (.ci/run): the others (the
 * forecast's arithmetic, spreadsheet readers, contracts) give the same answer on any database, and already ran
 * on PGlite. A file can reach one when its imports, followed through every relative import by value, come to the
 * database client (src/db/client.ts) or a driver ('pg', PGlite), or when it starts processes (which could open
 * one). Type-only imports are left out: they are erased. When in doubt a file counts as reaching one.
 */

const CLIENT = 'src/db/client.ts';
const DRIVERS = new Set(['pg', '@electric-sql/pglite', 'node:child_process', 'child_process']);

/** Module specifiers a file imports by value: static imports and re-exports that are not `type`, and import(). */
export function valueImports(source: string): string[] {
  const out: string[] = [];
  const statement = /(?:^|[;\n])\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]/g;
  for (const m of source.matchAll(statement)) {
    if (m[2]) continue; // import type … / export type …
    const clause = m[3]!.trim();
    // `import { type A, type B } from` brings nothing at run time either.
    const named = /^\{([^}]*)\}$/.exec(clause);
    if (named && named[1]!.split(',').every((n) => n.trim() === '' || /^type\s/.test(n.trim()))) continue;
    out.push(m[4]!);
  }
  for (const m of source.matchAll(/(?:^|[;\n])\s*import\s+['"]([^'"]+)['"]/g)) out.push(m[1]!);
  for (const m of source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) out.push(m[1]!);
  return out;
}

function resolveRelative(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier.replace(/\.js$/, ''));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && candidate.match(/\.tsx?$/)) return candidate;
  }
  return null;
}

function testFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.test.ts') && !f.includes('node_modules'))
    .map((f) => join(dir, f));
}

/** The test files under `root` (the server package) that can reach a database, relative to `root`, sorted. */
export function databaseTestFiles(root: string): string[] {
  const client = resolve(root, CLIENT);
  const tests = [...testFiles(join(root, 'src')), ...testFiles(join(root, 'test'))];
  // Every file the tests import, with the files it imports; then "reaches" spread back from the client.
  const importers = new Map<string, string[]>();
  const reaching = new Set<string>([client]);
  const seen = new Set<string>();
  const queue = [...tests];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || file === client) continue;
    seen.add(file);
    for (const specifier of valueImports(readFileSync(file, 'utf8'))) {
      if (DRIVERS.has(specifier)) reaching.add(file);
      if (!specifier.startsWith('.')) continue;
      const target = resolveRelative(file, specifier);
      if (target === null) {
        reaching.add(file); // an import that cannot be followed counts as reaching one
        continue;
      }
      importers.set(target, [...(importers.get(target) ?? []), file]);
      queue.push(target);
    }
  }
  const spread = [...reaching];
  while (spread.length > 0) {
    for (const importer of importers.get(spread.pop()!) ?? []) {
      if (reaching.has(importer)) continue;
      reaching.add(importer);
      spread.push(importer);
    }
  }
  return tests
    .filter((f) => reaching.has(f))
    .map((f) => relative(root, f))
    .sort();
}
