/**
 * `npm run bench -- hostile-files`: how much memory the server process gains while the spreadsheet reader
 * reads a hostile file (issue 15.9), one at a time and six at once, beside a large ordinary workbook.
 *
 * Each measurement runs in a fresh child process (this file with HOSTILE_FILE set) that reads the file from disk
 * through openSpreadsheet (worker thread, limits, turns: what every upload reads through), consumes every row
 * as the upload pipeline does (rows are not kept), and reports the growth of its peak RSS over its RSS before
 * reading (process.resourceUsage().maxRSS: the true high-water mark, worker threads included). The files are
 * built first into a temporary folder (deflated as they are made; none is larger than 9 MB).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { openSpreadsheet } from '../apps/server/src/platform/spreadsheets';
import { bulkyXlsx, repeated } from '../apps/server/test/fixtures/spreadsheets';

const MB = 1024 * 1024;
const COLUMNS = 'ABCDEFGHIJKLMNOPQR'.split('');

const headerRow = '<row r="1"><c r="A1" t="inlineStr"><is><t>sku</t></is></c></row>';

const CASES: Record<string, () => Promise<Buffer>> = {
  'one cell of 500,000,000 characters': () =>
    bulkyXlsx({
      sheetData: (function* () {
        yield `${headerRow}<row r="2"><c r="A2" t="inlineStr"><is><t>`;
        yield* repeated('x', 500 * MB);
        yield '</t></is></c></row>';
      })(),
    }),
  'a 30,000-character shared string in 18 x 20,000 cells': () =>
    bulkyXlsx({
      sheetData: (function* () {
        for (let r = 1; r <= 20_000; r++)
          yield `<row r="${r}">${COLUMNS.map((c) => `<c r="${c}${r}" t="s"><v>0</v></c>`).join('')}</row>`;
      })(),
      sharedStrings: [`<si><t>${'y'.repeat(30_000)}</t></si>`],
    }),
  'a value in column XFD on 100,000 rows': () =>
    bulkyXlsx({
      sheetData: (function* () {
        for (let r = 1; r <= 100_000; r++) yield `<row r="${r}"><c r="XFD${r}"><v>1</v></c></row>`;
      })(),
    }),
  'shared strings of 49,980,000 characters (at the limit)': () =>
    bulkyXlsx({
      sheetData: [headerRow],
      sharedStrings: repeated(`<si><t>${'z'.repeat(30_000)}</t></si>`, 1_666),
    }),
  'ordinary: 100,000 rows x 18 columns, 600,000 shared strings': () => {
    const strings: string[] = [];
    const index = new Map<string, number>();
    const sid = (s: string) => {
      let i = index.get(s);
      if (i === undefined) {
        i = strings.length;
        strings.push(s);
        index.set(s, i);
      }
      return i;
    };
    const rows: string[] = [];
    for (let r = 1; r <= 100_001; r++) {
      const cells = COLUMNS.map((c, i) => {
        const ref = `${c}${r}`;
        if (r === 1) return `<c r="${ref}" t="s"><v>${sid(`Column ${i}`)}</v></c>`;
        if (i % 3 === 0)
          return `<c r="${ref}" t="s"><v>${sid(`ORD-${r}-${i}-${(r * 7919) % 100_003}`)}</v></c>`;
        if (i % 3 === 1)
          return `<c r="${ref}" t="s"><v>${sid(`Shipped - Delivered to Buyer ${i % 5}`)}</v></c>`;
        return `<c r="${ref}"><v>${(r * 1.37 + i).toFixed(2)}</v></c>`;
      });
      rows.push(`<row r="${r}">${cells.join('')}</row>`);
    }
    return bulkyXlsx({ sheetData: rows, sharedStrings: strings.map((s) => `<si><t>${s}</t></si>`) });
  },
};

/** Child: reads the file `copies` times at once and prints what it cost. */
async function measure(path: string, copies: number) {
  const rss = process.memoryUsage().rss;
  const t0 = performance.now();
  const outcomes = await Promise.all(
    Array.from({ length: copies }, async () => {
      try {
        const sheet = await openSpreadsheet({ path, fileName: 'hostile.xlsx' }, { maxBytes: 25 * MB });
        let rows = 0;
        for await (const _ of sheet) rows++;
        return `read ${rows.toLocaleString('en-US')} rows`;
      } catch (err) {
        return `${(err as { code?: string }).code}`;
      }
    }),
  );
  const peak = process.resourceUsage().maxRSS * 1024;
  console.log(JSON.stringify({ growthMb: (peak - rss) / MB, ms: performance.now() - t0, outcomes }));
}

const execFileAsync = promisify(execFile);

export async function run() {
  const dir = mkdtempSync(join(tmpdir(), 'md-bench-hostile-'));
  const self = fileURLToPath(import.meta.url);
  try {
    const head = ['file', 'size', 'reads at once', 'outcome', 'peak RSS growth', 'time'];
    const body: string[][] = [];
    for (const [name, make] of Object.entries(CASES)) {
      const path = join(dir, `${body.length}.xlsx`);
      const file = await make();
      writeFileSync(path, file);
      for (const copies of [1, 6]) {
        const { stdout } = await execFileAsync(process.execPath, [...process.execArgv, self], {
          env: { ...process.env, HOSTILE_FILE: path, HOSTILE_COPIES: String(copies) },
          maxBuffer: 16 * MB,
        });
        const r = JSON.parse(stdout.trim().split('\n').at(-1)!) as {
          growthMb: number;
          ms: number;
          outcomes: string[];
        };
        const outcomes = [...new Set(r.outcomes)].join(', ');
        body.push([
          name,
          `${(file.length / MB).toFixed(1)} MB`,
          String(copies),
          outcomes,
          `${r.growthMb.toFixed(0)} MB`,
          `${(r.ms / 1000).toFixed(1)} s`,
        ]);
        console.log(body.at(-1)!.join(' | '));
      }
    }
    const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
    const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
    console.log(`\n${line(head)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
    for (const row of body) console.log(line(row));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.env.HOSTILE_FILE)
  await measure(process.env.HOSTILE_FILE, Number(process.env.HOSTILE_COPIES ?? 1));
