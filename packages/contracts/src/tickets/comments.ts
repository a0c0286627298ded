/** Tickets: Comments blob (section 3, "Comment storage"). The literal markers are ours (the spec does not show them).. */

export const COMMENT_DELIMITER = '||||';
const ENTRY_MARK = '\u241e'; // ␞ record separator symbol: cannot be typed by accident
const DESC_OPEN = '<<ticket-description>>';
const DESC_CLOSE = '<</ticket-description>>';

export interface CommentEntry {
  text: string;
  email: string;
  full_name: string;
  /** ISO timestamp. */
  at: string;
}
export interface ParsedComments {
  description: string;
  entries: CommentEntry[];
}

/** Collapses runs of blank lines and trims: the description as stored (section 5). */
export function normalizeDescription(description: string): string {
  return description
    .replace(/\r\n?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The stored blob: the description block (left out when empty), then one marked entry per comment. */
export function formatComments(parsed: ParsedComments): string {
  const description = normalizeDescription(parsed.description);
  const head = description ? `${DESC_OPEN}${description}${DESC_CLOSE}` : '';
  const body = parsed.entries
    .map((e) =>
      [e.text.replaceAll(COMMENT_DELIMITER, '| | | |'), e.email, e.full_name, e.at].join(COMMENT_DELIMITER),
    )
    .map((e) => `${ENTRY_MARK}${e}`)
    .join('\n');
  return [head, body].filter(Boolean).join('\n');
}

/** Reads a blob written by formatComments; text outside the markers counts as the description (old data). */
export function parseComments(blob: string | null | undefined): ParsedComments {
  if (!blob) return { description: '', entries: [] };
  let rest = blob;
  let description = '';
  const open = rest.indexOf(DESC_OPEN);
  const close = rest.indexOf(DESC_CLOSE);
  if (open >= 0 && close > open) {
    description = rest.slice(open + DESC_OPEN.length, close);
    rest = rest.slice(0, open) + rest.slice(close + DESC_CLOSE.length);
  }
  const parts = rest.split(ENTRY_MARK);
  const loose = parts.shift()?.trim() ?? '';
  if (!description && loose) description = loose;
  const entries = parts.map((p) => {
    const [t = '', email = '', full_name = '', at = ''] = p.replace(/\n$/, '').split(COMMENT_DELIMITER);
    return { text: t, email, full_name, at };
  });
  return { description: normalizeDescription(description), entries };
}
