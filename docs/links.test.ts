import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The README and docs/ hold together: every relative link points to a file that exists, every #anchor to a
 * heading of its target (GitHub's slugs), and every repository path written in backticks (apps/, packages/,
 * e2e/, bench/, scripts/, docs/) exists. A renamed folder or a moved heading fails here, not in a reader's hands.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Paths that are right although they are not in the repository. */
const NOT_IN_REPO = new Set([
  'apps/web/dist', // the built web app (npm run build -w @marketdesk/web)
]);

const docFiles = (): string[] => {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(join(dir, e.name)) : e.name.endsWith('.md') ? [join(dir, e.name)] : [],
    );
  return [join(root, 'README.md'), ...walk(join(root, 'docs'))];
};

/** The text outside fenced code blocks, line by line (fenced lines blanked, so line numbers hold). */
const prose = (text: string): string[] => {
  let fenced = false;
  return text.split('\n').map((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return '';
    }
    return fenced ? '' : line;
  });
};

/** GitHub's heading anchor: the rendered text, lower-cased, without punctuation, spaces as hyphens. */
function slug(heading: string): string {
  const text = heading
    .replace(/`([^`]*)`/g, '$1')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(^|[^\p{L}\p{N}])[*_]{1,3}(?=\S)(.+?)(?<=\S)[*_]{1,3}(?![\p{L}\p{N}])/gu, '$1$2');
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
    .replace(/ /g, '-');
}

const anchorsCache = new Map<string, Set<string>>();
const anchorsOf = (file: string): Set<string> => {
  let anchors = anchorsCache.get(file);
  if (!anchors) {
    anchors = new Set();
    const seen = new Map<string, number>();
    for (const line of prose(readFileSync(file, 'utf8'))) {
      const m = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
      if (!m) continue;
      const base = slug(m[1]);
      const n = seen.get(base) ?? 0;
      seen.set(base, n + 1);
      anchors.add(n === 0 ? base : `${base}-${n}`);
    }
    anchorsCache.set(file, anchors);
  }
  return anchors;
};

/** Every problem of one markdown file, as `file:line: what`. */
function problemsOf(file: string): string[] {
  const problems: string[] = [];
  const here = relative(root, file);
  prose(readFileSync(file, 'utf8')).forEach((raw, i) => {
    const at = `${here}:${i + 1}`;
    const code = [...raw.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
    const line = raw.replace(/`[^`]*`/g, '``');
    for (const m of line.matchAll(/!?\[(?:[^[\]]|\[[^\]]*\])*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      const target = m[1];
      if (/^[a-z][a-z+.-]*:/i.test(target)) continue; // http:, https:, mailto:
      const [path, anchor] = target.split('#', 2);
      let dest = path ? resolve(dirname(file), decodeURI(path)) : file;
      if (!existsSync(dest)) {
        problems.push(`${at}: link to ${target}: no such file`);
        continue;
      }
      if (statSync(dest).isDirectory()) dest = join(dest, 'README.md');
      if (anchor !== undefined && dest.endsWith('.md')) {
        if (!existsSync(dest)) problems.push(`${at}: link to ${target}: a folder without README.md`);
        else if (!anchorsOf(dest).has(anchor)) problems.push(`${at}: link to ${target}: no such heading`);
      }
    }
    for (const text of code) {
      if (!/^(apps|packages|e2e|bench|scripts|docs)\//.test(text)) continue;
      if (/[\s<>{}*…|]|\.\.\./.test(text)) continue; // a pattern (`modules/<area>/`), not a path
      const path = text.replace(/[/.,:;]+$/, '');
      if (NOT_IN_REPO.has(path)) continue;
      if (!existsSync(join(root, path))) problems.push(`${at}: \`${text}\` does not exist`);
    }
  });
  return problems;
}

describe('README and docs', () => {
  it('link to files and headings that exist, and name repository paths that exist', () => {
    expect(docFiles().flatMap(problemsOf)).toEqual([]);
  });

  it('take anchors as GitHub writes them', () => {
    expect(slug('Add a report screen, in four steps')).toBe('add-a-report-screen-in-four-steps');
    expect(slug("The first page's JavaScript")).toBe('the-first-pages-javascript');
    expect(slug('AMS View (`/marketing/ams`)')).toBe('ams-view-marketingams');
    expect(slug('Profile scope (which advertising profiles a user may see)')).toBe(
      'profile-scope-which-advertising-profiles-a-user-may-see',
    );
    expect(slug('T11 search terms (`searchTermVerdict`; item_type `searchterm`)')).toBe(
      't11-search-terms-searchtermverdict-item_type-searchterm',
    );
    expect(slug('Reports requested from Amazon: one lifecycle')).toBe(
      'reports-requested-from-amazon-one-lifecycle',
    );
  });
});
