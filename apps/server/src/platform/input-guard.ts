import { isStorableText } from '@marketdesk/contracts/primitives';
import type { FastifyInstance } from 'fastify';
import { sendValidationError, type ValidationIssue } from './errors';

const MAX_DEPTH = 32;

/** The first string (value or key) PostgreSQL cannot store as text or that is not valid UTF-16, with its path. */
function firstUnstorable(value: unknown, path: (string | number)[], depth = 0): (string | number)[] | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path;
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = firstUnstorable(value[i], [...path, i], depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, child] of Object.entries(value)) {
    if (!isStorableText(key)) return [...path, '(invalid key)'];
    const found = firstUnstorable(child, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * The safety net under the contracts' text schema (issue 7): whatever a route's schema says, no NUL byte or
 * unpaired surrogate in its query, path or JSON body reaches a service or SQL; it answers 422 like any other
 * invalid field. Runs before validation so a route that forgot the text schema is covered too.
 */
export function registerInputGuard(api: FastifyInstance) {
  api.addHook('preValidation', async (request, reply) => {
    const parts: [string, unknown][] = [
      ['query', request.query],
      ['path', request.params],
      ['body', request.body],
    ];
    for (const [where, value] of parts) {
      const path = firstUnstorable(value, [where]);
      if (!path) continue;
      const issue: ValidationIssue = {
        loc: path,
        msg: 'Text must not contain NUL characters or unpaired surrogates',
        type: 'string_unstorable',
      };
      return sendValidationError(reply, [issue]);
    }
  });
}
