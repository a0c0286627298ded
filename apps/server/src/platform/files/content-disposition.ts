// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is dropped
const CONTROL = /[\u0000-\u001f\u007f]/g;
/** An unpaired surrogate cannot be percent-encoded as UTF-8 (encodeURIComponent throws). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * `Content-Disposition: attachment` for a user-facing file name (RFC 6266): an ASCII `filename` for old
 * clients and the exact name as RFC 5987 `filename*`. Names come from users (an uploaded file's name), so
 * control characters are dropped and quotes, backslashes and non-ASCII never reach the quoted form.
 */
export function attachmentDisposition(name: string): string {
  const clean = name.replace(CONTROL, '').replace(LONE_SURROGATE, '\uFFFD').trim() || 'download';
  const ascii = clean.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(clean)}`;
}

/** Percent-encoding of RFC 5987 `value-chars`: encodeURIComponent leaves a few characters it does not allow. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}
