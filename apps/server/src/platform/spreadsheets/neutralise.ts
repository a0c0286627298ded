/**
 * Formula injection (OWASP "CSV Injection"): a text that starts with = + - @, a tab or a carriage return is
 * run as a formula by Excel or LibreOffice when the exported file is opened. CSV has no types, so such text
 * gets a leading single quote (shown by Excel as text, the quote hidden). Plain numbers ('-3.22', '+5') are
 * left alone: no spreadsheet runs them, and quoting them would turn amounts into text. The .xlsx writer
 * writes every text as a string cell, which Excel never evaluates, so it needs no quote.
 */

const TRIGGER = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

export const isFormulaLike = (text: string): boolean => TRIGGER.test(text) && !PLAIN_NUMBER.test(text);

export const neutraliseFormula = (text: string): string => (isFormulaLike(text) ? `'${text}` : text);
