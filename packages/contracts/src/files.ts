import { z } from 'zod';
import { id, idParam, text } from './primitives';

/**
 * Stored files (DESIGN section 9 "Files"): uploads, exports, templates. The browser opens a download in a new
 * window, which cannot send the bearer token, so every download is a short-lived signed link issued by an
 * authenticated call: `GET /files/download/{fileId}?u=&exp=&sig=`.
 */

/** What a stored file is for. The column is text, so a new kind needs no migration; add it here. */
export const FILE_KINDS = ['upload', 'export', 'template', 'inventory', 'report'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/** Default and upper bound of a download link's lifetime: minutes, not days. */
export const FILE_LINK_TTL_MINUTES_DEFAULT = 5;
export const FILE_LINK_TTL_MINUTES_MAX = 60;

/** Refusals of a download link (403) and of a file lookup (404); the spec quotes none. */
export const FILE_MESSAGES = {
  linkExpired: 'This download link has expired. Please start the download again.',
  linkInvalid: 'This download link is not valid.',
  noAccess: 'You no longer have access to this file.',
  notFound: 'File not found',
  inUse: 'The file is still in use and cannot be deleted.',
} as const;

/** `/files/{fileId}/…` */
export const fileIdParams = z.object({ fileId: idParam().describe('File id') });

/** A positive whole number written as the server writes it: digits, no sign, no leading zero, no exponent. */
const canonicalInt = (digits: number) =>
  z
    .string()
    .regex(new RegExp(`^[1-9][0-9]{0,${digits - 1}}$`), 'Must be written as the link was issued')
    .transform(Number);

/**
 * The signed part of a download link: user, expiry (Unix seconds) and the HMAC-SHA256 (base64url, 43
 * characters, no padding). Each is accepted only in the one spelling the server issues (issue 15), so a
 * link has exactly one form: no `+1`, `01`, `1e9`, padded or standard-base64 variant of the same link.
 */
export const fileDownloadQuery = z.object({
  u: canonicalInt(10).pipe(id()).describe('User the link was issued to'),
  // Not an id: Unix seconds pass int4 in 2038.
  exp: canonicalInt(15).describe('Expiry, Unix seconds'),
  // Its one spelling is checked with the signature (403 like any wrong signature): platform/files/links.ts.
  sig: text(128).describe('HMAC-SHA256 of file id, user and expiry (base64url)'),
});
export type FileDownloadQuery = z.infer<typeof fileDownloadQuery>;

/** POST /files/{fileId}/link: a path relative to the API base address, valid until `expires_at`. */
export const fileLink = z.object({
  path: z.string().describe('GET this path (API base address + path) in a new window'),
  expires_at: z.string().describe('ISO instant after which the link is refused'),
});
export type FileLink = z.infer<typeof fileLink>;

/** A stored file as screens list it (upload history, inventory files). */
export const storedFile = z.object({
  id: z.number().int(),
  kind: z.string(),
  name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  created_by: z.number().int().nullable(),
  created_at: z.string(),
});
export type StoredFile = z.infer<typeof storedFile>;
