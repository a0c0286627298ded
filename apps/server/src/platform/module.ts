import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { SecretBox } from '../lib/secrets';
import type { AccessTokenSigner } from './auth/tokens';
import type { FileLinks } from './files/links';
import type { Jobs } from './jobs';

/** What every module receives when it registers its routes. */
export interface ModuleDeps {
  config: Config;
  db: Db;
  tokens: AccessTokenSigner;
  /** Encrypts and decrypts secrets at rest. */
  secrets: SecretBox;
  jobs?: Jobs;
  /** Signs and checks download links (key derived from the server secret; modules never see the secret). */
  fileLinks: FileLinks;
}

/** A module is a Fastify plugin registered inside the guarded API scope. */
export type ApiModule = FastifyPluginAsyncZod<ModuleDeps>;

/** The Fastify instance a module's routes are added to (zod type provider). */
export type ZodApp = Parameters<ApiModule>[0];
