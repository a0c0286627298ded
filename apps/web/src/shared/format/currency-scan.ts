/**
 * Finds hand-written currency in TypeScript source (DESIGN section 4: every amount goes through formatMoney; no
 * screen writes a currency symbol). Used by no-hand-written-currency.test.ts over the whole web app.
 * A small tokenizer splits code, comments, strings, template text and regular expressions, so '$' in a regex,
 * a '${' interpolation or a comment is not taken for money.
 */

export interface Finding {
  line: number;
  text: string;
  why: string;
}

type Kind = 'code' | 'string' | 'template' | 'comment' | 'regex';
interface Piece {
  kind: Kind;
  text: string;
  /** For template text: the piece is followed by a '${' interpolation. */
  beforeInterpolation?: boolean;
  line: number;
  /** The code on the same line before the piece (to recognise .replace's '$1'). */
  lead: string;
}

/** A '/' after one of these starts a regular expression (not after '}' or '<', which JSX closes tags with). */
const REGEX_AFTER = /[(,=:[!&|?{;+\-*%~^]$|\b(return|typeof|case|in|of)$/;

/** Splits a source into pieces; strings end at a line break so a stray apostrophe in JSX text harms one line. */
export function tokenize(src: string): Piece[] {
  const pieces: Piece[] = [];
  let i = 0;
  let line = 1;
  let code = '';
  let codeLine = 1;
  const braces: number[] = []; // per open template interpolation: the depth of '{' inside it
  const lineLead = () => src.slice(src.lastIndexOf('\n', i - 1) + 1, i);
  const flush = () => {
    if (code) pieces.push({ kind: 'code', text: code, line: codeLine, lead: '' });
    code = '';
    codeLine = line;
  };
  const readTemplate = () => {
    // i is just after a '`' or an interpolation's closing '}'
    const start = line;
    let text = '';
    while (i < src.length) {
      const c = src[i];
      if (c === '\\') {
        text += src.slice(i, i + 2);
        i += 2;
        continue;
      }
      if (c === '`') {
        i += 1;
        pieces.push({ kind: 'template', text, line: start, lead: '' });
        return;
      }
      if (src.startsWith('${', i)) {
        i += 2;
        pieces.push({ kind: 'template', text, beforeInterpolation: true, line: start, lead: '' });
        braces.push(0);
        return;
      }
      if (c === '\n') line += 1;
      text += c;
      i += 1;
    }
  };
  while (i < src.length) {
    const c = src[i];
    const next = src[i + 1];
    if (c === '/' && next === '/') {
      flush();
      const end = src.indexOf('\n', i);
      i = end < 0 ? src.length : end;
      continue;
    }
    if (c === '/' && next === '*') {
      flush();
      const end = src.indexOf('*/', i + 2);
      const stop = end < 0 ? src.length : end + 2;
      line += (src.slice(i, stop).match(/\n/g) ?? []).length;
      i = stop;
      codeLine = line;
      continue;
    }
    if (c === '/' && REGEX_AFTER.test(code.trimEnd())) {
      const lead = lineLead();
      flush();
      let j = i + 1;
      let inClass = false;
      while (j < src.length && src[j] !== '\n') {
        if (src[j] === '\\') j += 1;
        else if (src[j] === '[') inClass = true;
        else if (src[j] === ']') inClass = false;
        else if (src[j] === '/' && !inClass) break;
        j += 1;
      }
      pieces.push({ kind: 'regex', text: src.slice(i, j + 1), line, lead });
      i = j + 1;
      continue;
    }
    if (c === "'" || c === '"') {
      const lead = lineLead();
      flush();
      let j = i + 1;
      while (j < src.length && src[j] !== c && src[j] !== '\n') j += src[j] === '\\' ? 2 : 1;
      pieces.push({ kind: 'string', text: src.slice(i + 1, j), line, lead });
      i = j + 1;
      continue;
    }
    if (c === '`') {
      flush();
      i += 1;
      readTemplate();
      codeLine = line;
      continue;
    }
    const depth = braces.at(-1);
    if (depth !== undefined && c === '{') braces[braces.length - 1] = depth + 1;
    if (depth !== undefined && c === '}') {
      if (depth === 0) {
        braces.pop();
        flush();
        i += 1;
        readTemplate();
        codeLine = line;
        continue;
      }
      braces[braces.length - 1] = depth - 1;
    }
    if (c === '\n') line += 1;
    code += c;
    i += 1;
  }
  flush();
  return pieces;
}

const SYMBOLS = /[€£₹¥]/;
const CODES = 'USD|EUR|GBP|INR|AUD|AED|SAR|JPY|CAD|MXN|BRL|SEK|PLN|TRY|EGP|SGD|CNY';
/** '$5', '$ 5', '5$', a bare '$', or a code before an amount: 'USD 5'. */
const DOLLAR_AMOUNT = /\$\s?\d|\d\s?\$(?![{\d&<])|^\s*\$\s*$/;
const CODE_AMOUNT = new RegExp(`\\b(${CODES})\\s\\d`);
const CODE_BEFORE_VALUE = new RegExp(`\\b(${CODES})\\s$`);
/** .replace's own '$1', '$&', '$<name>' tokens. */
const REPLACEMENT = /^(\$(\d|&|<\w+>|\$))+$/;

/** Words of a name that say money (issue 29 item 2), and words that make it a count, rate or share instead. */
const MONEY_WORDS = new Set(
  'price amount cost fee spend sales revenue budget bid payout commission profit'.split(' '),
);
const NOT_MONEY_WORDS = new Set(
  'percent percentage pct frac fraction rate ratio quantity qty unit units count rank ranking growth velocity day days share multiple acos id'.split(
    ' ',
  ),
);
/** A name before '.toFixed(' or '.toLocaleString(': through '?.', '!', a cast ('as number') or a closing ')'. */
const FORMATTED_NAME =
  /([A-Za-z_$][\w$]*)\s*[?!]?\s*(?:\sas\s+\w+\s*)?\)?\s*\??\.\s*(?:toFixed|toLocaleString)\s*\(/g;

/** Whether a field's name says money: one of its words (snake_case or camelCase) is a money word, none a count's. */
export function namesMoney(name: string): boolean {
  const words = name
    .split(/(?=[A-Z])|[_\d$]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase())
    .map((w) => (w.endsWith('s') && MONEY_WORDS.has(w.slice(0, -1)) ? w.slice(0, -1) : w));
  return words.some((w) => MONEY_WORDS.has(w)) && !words.some((w) => NOT_MONEY_WORDS.has(w));
}

export function scanSource(src: string): Finding[] {
  const found: Finding[] = [];
  const add = (p: Piece, why: string) => found.push({ line: p.line, text: p.text.trim().slice(0, 80), why });
  for (const p of tokenize(src)) {
    if (p.kind === 'comment' || p.kind === 'regex') continue;
    if (SYMBOLS.test(p.text)) add(p, 'a currency symbol written by hand');
    if (p.kind === 'code') {
      for (const m of p.text.matchAll(FORMATTED_NAME))
        if (namesMoney(m[1]!)) add(p, 'an amount formatted with toFixed or toLocaleString (use formatMoney)');
      // JSX text: '$' before an expression or an amount ('<b>${v}</b>' shows a dollar sign).
      if (/(^|[^\w$])\$\s*(\{|\d)/.test(p.text)) add(p, 'a dollar sign written by hand');
      continue;
    }
    if (p.kind === 'string' && REPLACEMENT.test(p.text) && /\.replace(All)?\(/.test(p.lead)) continue;
    if (DOLLAR_AMOUNT.test(p.text) || (p.beforeInterpolation && /\$$/.test(p.text)))
      add(p, 'a dollar sign written by hand');
    if (CODE_AMOUNT.test(p.text) || (p.beforeInterpolation && CODE_BEFORE_VALUE.test(p.text)))
      add(p, 'a currency code written before an amount');
  }
  if (/style\s*:\s*['"]currency['"]/.test(src)) {
    const line = src.split('\n').findIndex((l) => /style\s*:\s*['"]currency['"]/.test(l)) + 1;
    found.push({ line, text: "style: 'currency'", why: 'a currency formatter of its own (use formatMoney)' });
  }
  return found;
}
