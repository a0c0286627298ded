import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';

/** The checked-in document at the repository root: a renamed field or path shows in review. */
export const OPENAPI_FILE = fileURLToPath(new URL('../../../../openapi.json', import.meta.url));

/**
 * The OpenAPI document of the routes as text, in a stable form: the version is left out, since it changes
 * with every release and says nothing about the API's shape.
 */
export function openApiText(app: FastifyInstance): string {
  const doc = structuredClone(app.swagger()) as { info?: { version?: string } };
  if (doc.info) delete doc.info.version;
  return `${JSON.stringify(doc, null, 2)}\n`;
}

export const readCheckedIn = (): Promise<string> => readFile(OPENAPI_FILE, 'utf8').catch(() => '');

export const writeCheckedIn = (text: string): Promise<void> => writeFile(OPENAPI_FILE, text);
