import { z } from 'zod';

/**
 * The input limits every request schema is built from (issue 7): one id, one text, one date. No route
 * defines its own, so a value the database cannot hold is refused with a 422 before it reaches SQL.
 */

/** PostgreSQL `integer` (int4): ids are serial/identity columns of that type. */
export const INT4_MAX = 2_147_483_647;

export const PRIMITIVE_TEXT = {
  idInvalid: 'Must be a positive whole number',
  idTooLarge: `Must be at most ${INT4_MAX}`,
  textControl: 'Must not contain NUL characters',
  textSurrogate: 'Must be valid text (an unpaired surrogate was found)',
  dateFormat: 'Use the date format YYYY-MM-DD',
  dateInvalid: 'Not a valid calendar date',
  dateRange: 'Date must be between 2000-01-01 and 2100-12-31',
  webLink: 'Enter a link starting with http:// or https://',
} as const;

const P = PRIMITIVE_TEXT;

/** An id in a JSON body: a positive int4. */
export const id = () => z.number().int(P.idInvalid).positive(P.idInvalid).max(INT4_MAX, P.idTooLarge);

/** An id in a path or query string (arrives as text). */
export const idParam = () => z.coerce.number(P.idInvalid).pipe(id());

/** A list of body ids (assignments, recipients). */
export const ids = (max = 1000) => z.array(id()).max(max);

/** Repeated query parameters arrive as a string or an array; both mean a list. */
export const repeated = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), z.array(item));

// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what is refused
const NUL = /\u0000/;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when PostgreSQL can store the string as text (no NUL) and it is well-formed UTF-16. */
export function isStorableText(value: string): boolean {
  return !NUL.test(value) && !LONE_SURROGATE.test(value);
}

/**
 * Free text: refuses NUL (PostgreSQL text cannot hold it) and unpaired surrogates (not encodable as
 * UTF-8). `max` bounds the length; every free-text field has one.
 */
export const text = (max = 10_000) =>
  z
    .string()
    .max(max)
    .refine((v) => !NUL.test(v), P.textControl)
    .refine((v) => !LONE_SURROGATE.test(v), P.textSurrogate);

/** True for an absolute http(s) address: what a link a user stores may open (never javascript: or data:). */
export function isWebLink(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A link a user stores and others open (issue 15): blank, or an http(s) address. */
export const webLink = (max = 2000) =>
  text(max).refine((v) => v.trim() === '' || isWebLink(v.trim()), P.webLink);

/** A name: free text, trimmed. */
export const name = (max = 200) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((v) => !NUL.test(v), P.textControl)
    .refine((v) => !LONE_SURROGATE.test(v), P.textSurrogate);

/** A required name with the form's own message for an empty value: trimmed, bounded, storable. */
export const requiredText = (message: string, max = 200) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max)
    .refine((v) => !NUL.test(v), P.textControl)
    .refine((v) => !LONE_SURROGATE.test(v), P.textSurrogate);

export const EARLIEST_DATE = '2000-01-01';
export const LATEST_DATE = '2100-12-31';

/** A calendar date YYYY-MM-DD that exists (no 2023-02-30), between 2000-01-01 and 2100-12-31. */
export const isoDate = () =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, P.dateFormat)
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
    }, P.dateInvalid)
    .refine((v) => v >= EARLIEST_DATE && v <= LATEST_DATE, P.dateRange);

/** The answer of a 204: no body (documented as null, sent as nothing). */
export const noContent = z.null();

/** A query string with no parameters of the operation's own (client_id is the platform's). */
export const noQuery = z.object({});
