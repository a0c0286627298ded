import type { FastifyInstance } from 'fastify';

/**
 * Every API answer is per user (the sign-in and refresh answers carry tokens), so none may be kept by a
 * browser or a shared proxy cache (issue 7). Registered at the root (issue 15), so error answers of the
 * router and of the static handler are covered too. A route that wants caching sets its own header (the
 * static handler does, for the web app's files).
 */
export function registerNoStore(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
