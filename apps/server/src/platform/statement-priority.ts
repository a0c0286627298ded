import type { FastifyInstance } from 'fastify';
import { withStatementPriority } from '../db/statement-queue';

/**
 * Every request's statements queue for the embedded database as of the request's start, so the oldest request
 * is served first (`db/statement-queue.ts`). Registered first at the root: the guard's reads count too.
 */
export function registerStatementPriority(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, _reply, done) => withStatementPriority(performance.now(), done));
}
