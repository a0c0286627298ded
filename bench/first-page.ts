/**
 * `npm run bench -- first-page`: what a browser downloads for the first page (/login) and for /dashboard, read
 * from the web build (apps/web/dist: index.html and .vite/manifest.json, `build.manifest` in vite.config.ts).
 * It builds nothing: run `npm run build -w @marketdesk/web` first.
 *
 * For each route it lists every JavaScript and CSS file with its raw and gzipped size (node:zlib gzipSync at the
 * default level) and the total against the route's goal (issue 30: /login 180 kB, /dashboard 300 kB):
 * - /login: the entry chunk, every file index.html preloads or links, the entry's static imports (transitively),
 *   then the lazy chunk of the sign-in page and its static imports;
 * - /dashboard: the same entry files, then the lazy chunks the first signed-in paint waits for: the session's user
 *   call, the shell, the dashboard page and its body (each only when it is a chunk of its own; otherwise it is in
 *   a chunk already counted) and their static imports.
 * Vite preloads a lazy chunk's static imports together with it, so these are the files each route fetches before
 * it paints. What each route loads after its first paint (charts, date pickers, the sign-in call) is listed
 * apart, with its own total, and not counted. A route over its goal prints an OVER line and the run exits 1.
 * kB are 1,000 bytes, as Vite prints them.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = resolve(import.meta.dirname, '../apps/web/dist');

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * Per route: its goal in bytes, the lazy modules it loads before its first paint besides the entry, and those it
 * loads after (source paths as the manifest names them).
 */
const ROUTES: { path: string; goal: number; lazy: string[]; later: string[] }[] = [
  {
    path: '/login',
    goal: 180_000,
    lazy: ['src/features/auth/pages/LoginPage.tsx'],
    // The sign-in options and version calls once painted, the form's schema on typing, the sign-in on submit.
    later: [
      'src/shared/session/api/call-auth-config.ts',
      'src/shared/version/get-health-version.ts',
      'packages/contracts/src/auth.ts',
      'src/features/auth/api/login.ts',
    ],
  },
  {
    path: '/dashboard',
    goal: 300_000,
    lazy: [
      'src/shared/session/api/get-current-user.ts',
      'src/app/shell/AppShell.tsx',
      'src/features/dashboard/pages/DashboardPage.tsx',
      'src/features/dashboard/components/DashboardBody.tsx',
    ],
    // Drawn once the body is in: the charts, the date pickers and the details grid; the shell's toast library.
    later: [
      'src/shared/feedback/ToastHost.tsx',
      'src/features/dashboard/components/plots.tsx',
      'src/shared/filters/DatePickers.tsx',
      'src/features/dashboard/components/DetailsTable.tsx',
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

/** The files already listed, and a way to list one more (each file once, JavaScript and CSS only). */
function fileList() {
  const counted = new Set<string>();
  const rows: Row[] = [];
  const add = (file: string, why: string) => {
    const clean = file.replace(/^\//, '');
    if (counted.has(clean) || !/\.(m?js|css)$/.test(clean)) return;
    counted.add(clean);
    rows.push({ file: clean, why, ...measureFile(clean) });
  };
  return { counted, rows, add };
}

/**
 * Adds each module's chunk and the chunk's static imports, once. A module with no chunk of its own is looked up
 * in the chunk holding it; one already counted adds nothing but a note.
 */
function addLazy(
  manifest: Manifest,
  modules: string[],
  list: ReturnType<typeof fileList>,
  seen: Set<string>,
  why: (name: string, own: boolean) => string,
): string[] {
  const notes: string[] = [];
  for (const src of modules) {
    let key = src;
    if (!manifest[src]) {
      // No chunk of its own (imported statically, or put in a named chunk): find the chunk holding it.
      const holder = chunkHolding(manifest, src);
      if (holder === undefined)
        throw new Error(`${src} is in no chunk of the build: is the route list current?`);
      if (list.counted.has(manifest[holder]!.file)) {
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
    for (const { file, key: k } of files) list.add(file, why(name, k === key));
  }
  return notes;
}

function routeFiles(
  manifest: Manifest,
  html: string,
  route: (typeof ROUTES)[number],
): { rows: Row[]; notes: string[]; later: Row[] } {
  const list = fileList();
  const { add } = list;

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

  const notes = addLazy(manifest, route.lazy, list, seen, (name, own) =>
    own ? `lazy ${name}` : `import of ${name}`,
  );
  const rows = [...list.rows];
  // What loads once the route has painted: listed apart, never counted twice.
  addLazy(manifest, route.later, list, seen, (name) => `after paint: ${name}`);
  return { rows, notes, later: list.rows.slice(rows.length) };
}

function print(route: (typeof ROUTES)[number], rows: Row[], notes: string[], later: Row[]): boolean {
  const { path, goal } = route;
  const sum = (list: Row[], key: 'raw' | 'gzip') => list.reduce((s, r) => s + r[key], 0);
  const total = sum(rows, 'gzip');
  const head = ['file', 'loaded as', 'raw', 'gzip'];
  const body = rows.map((r) => [r.file, r.why, kB(r.raw), kB(r.gzip)]);
  body.push(['total', `${rows.length} files`, kB(sum(rows, 'raw')), kB(total)]);
  for (const r of later) body.push([r.file, r.why, kB(r.raw), kB(r.gzip)]);
  if (later.length > 0)
    body.push(['after paint', `${later.length} files`, kB(sum(later, 'raw')), kB(sum(later, 'gzip'))]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(`\n${path}`);
  console.log(line(head));
  for (const row of body) console.log(line(row));
  for (const note of notes) console.log(`  (${note})`);
  const over = total > goal;
  console.log(
    `${path}: ${kB(total)} gzipped before its first paint, goal ${kB(goal)}: ${over ? 'OVER' : 'ok'} ` +
      `(${(total / goal).toFixed(2)} x the goal; ${kB(sum(later, 'gzip'))} more after the paint)`,
  );
  return !over;
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
  let within = true;
  for (const route of ROUTES) {
    const { rows, notes, later } = routeFiles(manifest, html, route);
    within = print(route, rows, notes, later) && within;
  }
  if (!within) {
    console.error('first-page: OVER: a route downloads more JavaScript before its first paint than its goal');
    process.exitCode = 1;
  }
}
