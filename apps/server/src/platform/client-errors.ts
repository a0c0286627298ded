import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

/** Errors Node's HTTP parser raises before Fastify sees a request, by the status they mean. */
const STATUS_OF: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

const DETAIL_OF: Record<number, string> = {
  400: 'Bad Request: the request could not be read',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large: the address or headers are too long',
};

/**
 * Fastify's `clientErrorHandler`: a request Node's parser refuses (headers over the limit, a malformed
 * request line) still gets the product's error shape, `{detail}` JSON (issue 7), not Fastify's own.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = STATUS_OF[error.code ?? ''] ?? 400;
  const body = JSON.stringify({ detail: DETAIL_OF[status] });
  if (!socket.writable) {
    socket.destroy(error);
    return;
  }
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Cache-Control: no-store\r\n' +
      'Connection: close\r\n\r\n' +
      body,
  );
}
