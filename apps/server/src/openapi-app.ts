import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadConfig } from './config';
import type { Db } from './db/client';
import { secretBox } from './lib/secrets';

/**
 * The app as the OpenAPI document sees it: every module's routes on a fixed configuration, so the document
 * does not depend on the machine. Registration reads no data, so no database is opened.
 */
export async function documentApp(): Promise<FastifyInstance> {
  const secret = 'openapi-document-only-not-the-secret-of-any-server';
  const app = await buildApp({
    config: loadConfig({ JWT_SECRET: secret, LOG_LEVEL: 'silent', SEED_DEMO: 'false', WEB_DIST: '' }),
    db: {} as Db,
    jwtSecret: secret,
    secrets: secretBox(Buffer.alloc(32)),
  });
  await app.ready();
  return app;
}
