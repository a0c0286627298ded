/**
 * Formula injection (OWASP "CSV Injection"), one rule for the server's exports and the web's CSV downloads.
 *
 * A spreadsheet runs a cell as a formula when its text starts with = + - @ (or their full-width forms
 * ＝ ＋ － ＠, which Excel and Numbers fold to ASCII), also after leading blanks, and a tab or carriage return
 * at the start does the same in some readers. A cell holding a line break is one cell only when the writer
 * quotes it; a reader that splits lines naively (or a writer that forgot the quotes) starts a new row there,
 * so a trigger right after a line break is neutralised as well. Neutralising puts a single quote before the
 * trigger: Excel shows the text, the quote hidden. Plain numbers ('-3.22', '+5') are left alone: no
 * spreadsheet runs them, and quoting them would turn amounts into text.
 */

const TRIGGERS = '=+\\-@\\uFF1D\\uFF0B\\uFF0D\\uFF20';
/** Blanks a reader skips before it looks for a formula (space, no-break space, ideographic space). */
const BLANKS = ' \\u00A0\\u3000';
/** The start of the text or of a line: optional blanks, then a trigger (or a leading tab or carriage return). */
const CELL_START = new RegExp(`^(?:[${BLANKS}]*[${TRIGGERS}]|[\\t\\r])`);
const AFTER_BREAK = new RegExp(`([\\r\\n])(?=[${BLANKS}\\t]*[${TRIGGERS}])`, 'g');
const PLAIN_NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/** True when a spreadsheet would run some line of this text as a formula. */
export function isFormulaLike(text: string): boolean {
  if (PLAIN_NUMBER.test(text)) return false;
  if (CELL_START.test(text)) return true;
  AFTER_BREAK.lastIndex = 0;
  return AFTER_BREAK.test(text);
}

/** The text with a single quote before every formula trigger at its start or after a line break. */
export function neutraliseFormula(text: string): string {
  if (!isFormulaLike(text)) return text;
  const lines = text.replace(AFTER_BREAK, "$1'");
  return CELL_START.test(text) ? `'${lines}` : lines;
}
