import { randomBytes } from 'node:crypto';
import type { GoogleAuthMessage } from '@marketdesk/contracts/auth';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** JSON that is safe inside a <script> element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The page the sign-in popup ends on: it posts the tokens (or the failure text) to the window that opened
 * it, addressed to the app's own origin only, and closes. Its one inline script runs under a CSP nonce.
 */
export function popupPage(message: GoogleAuthMessage, appOrigin: string) {
  const nonce = randomBytes(16).toString('base64');
  const text = 'error' in message ? message.error : 'Signed in. You can close this window.';
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Marketdesk sign-in</title></head>
<body style="font-family: sans-serif; padding: 2rem">
<p id="message">${escapeHtml(text)}</p>
<script nonce="${nonce}">
(function () {
  var message = ${scriptJson(message)};
  if (window.opener) {
    window.opener.postMessage(message, ${scriptJson(appOrigin)});
    window.close();
  }
})();
</script>
</body>
</html>
`;
  const csp = [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    "style-src 'unsafe-inline'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return { html, csp };
}
