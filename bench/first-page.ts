/**
 * `npm run bench -- first-page`: what a browser downloads for the first page (/login) and for /dashboard, read
 * from the web build (apps/web/dist: index.html and .vite/manifest.json, `build.manifest` in vite.config.ts).
 * It builds nothing: run `npm run build -w @marketdesk/web` first.
 *
 * For each route it lists every JavaScript and CSS file with its raw and gzipped size (node:zlib gzipSync at the
 * default level) and the total, and the ratio of that total to the 200 kB goal of issue 17 item 10:
 * - /login: the entry chunk, every file index.html preloads or links, the entry's static imports (transitively),
 *   then the lazy chunk of the sign-in page and its static imports;
 * - /dashboard: the same entry files, then the lazy chunks of the shell, the dashboard page and its body (each
 *   only when it is a chunk of its own; otherwise it is in a chunk already counted) and their static imports.
 * Vite preloads a lazy chunk's static imports together with it, so these are the files each route fetches.
 * kB are 1,000 bytes, as Vite prints them.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = resolve(import.meta.dirname, '../apps/web/dist');
const GOAL = 200_000;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The lazy modules each route loads besides the entry (source paths as the manifest names them). */
const ROUTES: { path: string; lazy: string[] }[] = [
  { path: '/login', lazy: ['src/features/auth/pages/LoginPage.tsx'] },
  {
    path: '/dashboard',
    lazy: [
      'src/app/shell/AppShell.tsx',
      'src/features/dashboard/pages/DashboardPage.tsx',
      'src/features/dashboard/components/DashboardBody.tsx',
    ],
  },
];

interface Row {
  file: string;
  why: string;
  raw: number;
  gzip: number;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** The manifest key and its static imports, depth first, each file once. */
function staticClosure(
  manifest: Manifest,
  key: string,
  seen: Set<string>,
  out: { file: string; key: string }[],
) {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the manifest: rebuild with npm run build -w @marketdesk/web`);
  out.push({ file: chunk.file, key });
  for (const css of chunk.css ?? []) out.push({ file: css, key });
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen, out);
}

/** The manifest key of the JavaScript chunk whose source map lists `src` (the build writes source maps). */
function chunkHolding(manifest: Manifest, src: string): string | undefined {
  return Object.keys(manifest).find((key) => {
    const map = join(DIST, `${manifest[key]!.file}.map`);
    if (!existsSync(map)) return false;
    const { sources } = JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] };
    return sources.some((s) => s.endsWith(`/${src}`));
  });
}

function measureFile(file: string): { raw: number; gzip: number } {
  const bytes = readFileSync(join(DIST, file));
  return { raw: bytes.length, gzip: gzipSync(bytes).length };
}

function routeFiles(manifest: Manifest, html: string, lazy: string[]): { rows: Row[]; notes: string[] } {
  const rows: Row[] = [];
  const counted = new Set<string>();
  const add = (file: string, why: string) => {
    const clean = file.replace(/^\//, '');
    if (counted.has(clean) || !/\.(m?js|css)$/.test(clean)) return;
    counted.add(clean);
    rows.push({ file: clean, why, ...measureFile(clean) });
  };

  // What index.html itself loads: the entry script, its modulepreloads and stylesheets.
  for (const m of html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)) add(m[1]!, 'entry');
  for (const m of html.matchAll(/<link[^>]*rel="(?:modulepreload|stylesheet)"[^>]*href="([^"]+)"/g)) {
    add(m[1]!, 'preload');
  }
  const seen = new Set<string>();
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entryKey) throw new Error('the manifest has no entry: rebuild with npm run build -w @marketdesk/web');
  const entryFiles: { file: string; key: string }[] = [];
  staticClosure(manifest, entryKey, seen, entryFiles);
  for (const { file } of entryFiles) add(file, 'entry import');

  const notes: string[] = [];
  for (const src of lazy) {
    let key = src;
    if (!manifest[src]) {
      // No chunk of its own (imported statically, or put in a named chunk): find the chunk holding it.
      const holder = chunkHolding(manifest, src);
      if (holder === undefined)
        throw new Error(`${src} is in no chunk of the build: is the route list current?`);
      if (counted.has(manifest[holder]!.file)) {
        notes.push(`${src} is inside ${manifest[holder]!.file}, counted above`);
        continue;
      }
      key = holder;
    }
    const files: { file: string; key: string }[] = [];
    staticClosure(manifest, key, seen, files);
    const name = src
      .split('/')
      .pop()!
      .replace(/\.tsx?$/, '');
    for (const { file, key: k } of files) add(file, k === key ? `lazy ${name}` : `import of ${name}`);
  }
  return { rows, notes };
}

function print(path: string, rows: Row[], notes: string[]): number {
  const total = rows.reduce((s, r) => s + r.gzip, 0);
  const raw = rows.reduce((s, r) => s + r.raw, 0);
  const head = ['file', 'loaded as', 'raw', 'gzip'];
  const body = rows.map((r) => [r.file, r.why, kB(r.raw), kB(r.gzip)]);
  body.push(['total', `${rows.length} files`, kB(raw), kB(total)]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(`\n${path}`);
  console.log(line(head));
  for (const row of body) console.log(line(row));
  for (const note of notes) console.log(`  (${note})`);
  console.log(`${path}: ${kB(total)} gzipped = ${(total / GOAL).toFixed(2)} x the ${kB(GOAL)} goal`);
  return total;
}

export async function run(): Promise<void> {
  const manifestPath = join(DIST, '.vite/manifest.json');
  const htmlPath = join(DIST, 'index.html');
  if (!existsSync(manifestPath) || !existsSync(htmlPath)) {
    console.error(
      `first-page: no web build with a manifest in ${DIST}; run \`npm run build -w @marketdesk/web\` first.`,
    );
    process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const html = readFileSync(htmlPath, 'utf8');
  for (const route of ROUTES) {
    const { rows, notes } = routeFiles(manifest, html, route.lazy);
    print(route.path, rows, notes);
  }
}
