import type { FastifyInstance } from 'fastify';

/**
 * Every API answer is per user (the sign-in and refresh answers carry tokens), so none may be kept by a
 * browser or a shared proxy cache (issue 7). A route that wants caching sets its own header.
 */
export function registerNoStore(api: FastifyInstance) {
  api.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
