import type { LoggerOptions } from 'pino';

/**
 * Query parameters that carry secrets are masked in logged URLs: the OpenID Connect callback's, and the
 * signature of a download link (`/files/download/{id}?u=&exp=&sig=`), which anyone reading the log could
 * otherwise use while the link lives (issue 15).
 */
const SECRET_QUERY = /([?&](?:code|state|token|access_token|refresh_token|password|sig)=)[^&]*/gi;

export const maskUrl = (url: string): string => url.replace(SECRET_QUERY, '$1[Redacted]');

/**
 * pino options: passwords, tokens and the Authorization header never reach the log (bodies are not
 * logged at all; these paths cover objects a handler might log on purpose).
 */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        'password',
        'access_token',
        'refresh_token',
        '*.password',
        '*.access_token',
        '*.refresh_token',
        '*.token',
      ],
      censor: '[Redacted]',
    },
    serializers: {
      req: (req: { method: string; url: string; host?: string; ip?: string }) => ({
        method: req.method,
        url: maskUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
      }),
    },
  };
}
