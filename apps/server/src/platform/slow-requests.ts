import type { FastifyInstance } from 'fastify';
import { maskUrl } from './logging';

/**
 * Logs, at warn, every request that took longer than `thresholdMs` to answer, with its route and time, so a
 * request held up (behind the embedded database's one connection, or by a slow statement) is visible in an
 * operator's log and in the end-to-end run's output without turning on request logging. 0 turns it off.
 */
export function registerSlowRequestLog(app: FastifyInstance, thresholdMs: number): void {
  if (thresholdMs <= 0) return;
  app.addHook('onResponse', async (request, reply) => {
    const ms = reply.elapsedTime;
    if (ms < thresholdMs) return;
    request.log.warn(
      {
        method: request.method,
        route: request.routeOptions.url ?? maskUrl(request.url),
        status: reply.statusCode,
        ms: Math.round(ms),
      },
      'slow request',
    );
  });
}
