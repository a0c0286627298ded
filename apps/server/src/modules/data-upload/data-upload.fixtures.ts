/** Test helpers: files built in the test, multipart bodies as a browser sends them. */
export { xlsxOf } from '../../platform/spreadsheets/testing';

/** Tab-separated text as Amazon writes its flat files. */
export const tsvOf = (header: readonly string[], rows: readonly (readonly string[])[]) =>
  Buffer.from([header, ...rows].map((r) => r.join('\t')).join('\r\n'));

/** A multipart/form-data body with one file part (field `file` unless told). */
export function multipart(fileName: string, content: Buffer, field = 'file') {
  const boundary = `----marketdesk${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
