// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the scanner's cases are source text holding template literals
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scanSource } from './currency-scan';

const SRC = join(import.meta.dirname, '..', '..');
/** shared/format is the one place that may build a currency formatter (formatMoney). */
const FORMAT_DIR = join('shared', 'format');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

describe('the scanner', () => {
  const why = (src: string) => scanSource(src).map((f) => f.why);

  it('finds symbols, dollar signs and codes written beside amounts', () => {
    expect(why('const m = (v: number) => `$${v.toFixed(2)}`;')).toEqual(['a dollar sign written by hand']);
    expect(why("const a = '€';")).toEqual(['a currency symbol written by hand']);
    expect(why('const a = `₹ ${v}`;')).toEqual(['a currency symbol written by hand']);
    expect(why("const a = '$' + v;")).toEqual(['a dollar sign written by hand']);
    expect(why("const a = '$0.00';")).toEqual(['a dollar sign written by hand']);
    expect(why('const a = `USD ${v}`;')).toEqual(['a currency code written before an amount']);
    expect(why('const x = <b>${v}</b>;')).toEqual(['a dollar sign written by hand']);
    expect(why("new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });")).toEqual([
      'a currency formatter of its own (use formatMoney)',
    ]);
  });

  it('leaves interpolations, regular expressions, replacement tokens and comments alone', () => {
    const clean = [
      'const a = `${b} and ${c ? `${d}` : ""}`;',
      'const ok = /^\\d{4}$/.test(v) && /[?&]$/.test(w);',
      "const s = path.replace(/([?&])x=\\d+&?/, '$1');",
      "/** '$1,234.50' or '€1,234.50' */\nconst a = 1; // £ in a comment",
      "const h = `Spend (${code})`; const c = 'currency_code'; const s = '$schema';",
      "const t = <Typography>Don't {value} / 2</Typography>;",
    ];
    for (const src of clean) expect(scanSource(src), src).toEqual([]);
  });
});

describe('the scanner, on amounts formatted by hand', () => {
  const why = (src: string) => scanSource(src).map((f) => f.why);
  const HAND = 'an amount formatted with toFixed or toLocaleString (use formatMoney)';

  it('finds a field whose name says money formatted with toFixed or toLocaleString', () => {
    for (const src of [
      'const a = row.budget.toFixed(2);',
      'const a = `${r.client_price.toFixed(2)}`;',
      "const a = data.total_sales_amount?.toLocaleString('en-US');",
      'const a = Number(row.fee_fixed).toFixed(2);',
      'const a = (row.spend as number).toFixed(2);',
      'const a = s.totalRevenue30d.toLocaleString();',
      'const a = <b>{p.netProfit!.toFixed(2)}</b>;',
      'const a = bid.toFixed(2);',
    ])
      expect(why(src), src).toEqual([HAND]);
  });

  it('leaves counts, rates, percentages and other numbers alone', () => {
    for (const src of [
      'const a = s.sales_growth_percent.toFixed(2);',
      'const a = r.profit_percentage.toFixed(2);',
      'const a = row.fee_variable_frac.toFixed(4);',
      'const a = summary.total_sales_units.toLocaleString();',
      'const a = r.sales_rank.toLocaleString();',
      'const a = r.turn_around_minutes?.toFixed(2);',
      'const a = new Date(x.dt_create).toLocaleString();',
      'const a = daily_average.toFixed(1);',
      'const a = (slices[i]?.percent ?? 0).toFixed(2);',
      'const a = salesQty.toLocaleString();',
    ])
      expect(scanSource(src), src).toEqual([]);
  });
});

describe('the web app', () => {
  it('writes no currency symbol by hand and builds no currency formatter outside shared/format', () => {
    const findings = sources(SRC).flatMap((path) => {
      const file = relative(SRC, path);
      const inFormat = file.startsWith(FORMAT_DIR + sep);
      return scanSource(readFileSync(path, 'utf8'))
        .filter((f) => !(inFormat && f.why.startsWith('a currency formatter')))
        .map((f) => `${file}:${f.line} ${f.why}: ${f.text}`);
    });
    expect(findings).toEqual([]);
  });
});
